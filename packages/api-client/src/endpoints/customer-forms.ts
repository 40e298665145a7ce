// A customer's forms on the business's site (issue 15; contract customer-forms.ts; spec §2 /forms/customer/…).
// Visitor calls, no credentials: `customerUuid` is the path's forms link key (a customer's or an appointment's,
// issue 25), never the customer's id.
//   GET  client/{id}/forms/customer/{uuid}                                → PendingForms
//   GET  client/{id}/forms/customer/{uuid}/appointment/{appointmentUuid}  → PendingForms
//   GET  client/{id}/forms/customer/{uuid}/form/{formUuid}                → PublicCustomerForm
//   POST client/{id}/forms/customer/{uuid}/form/{formUuid}/responses      → FormResponseAnswer
// Uploads are not an endpoint: the page sends the raw file to formUploadUrl(…) with XHR (for its progress)
// and reads the answer with readFormFile; a failed answer (400 fields, 409 already_answered) is read with
// formFailureOf.
import type { AnswerOf } from '../contracts/call.js';
import { requestOf, urlOf } from '../contracts/call.js';
import { customerFormCalls as calls } from '../contracts/calls/forms.js';
import type { FormResponseInput, FormUploadQuery } from '../contracts/customer-forms.js';
import { DEFAULT_API_BASE_URL } from '../config.js';
import { apiFailureOf } from '../api-failure.js';
import { vitrinaApi } from '../vitrina-api.js';

export interface CustomerFormsArgs {
  clientId: number;
  customerUuid: string;
}
export interface AppointmentFormsArgs extends CustomerFormsArgs {
  appointmentUuid: string;
}
export interface CustomerFormArgs extends CustomerFormsArgs {
  formUuid: string;
}
export interface SubmitFormResponseArgs extends CustomerFormArgs {
  body: FormResponseInput;
}

/** What a failed answer tells the page: 400 `fields` (field id → validation key), 409 already_answered, 404. */
export interface FormFailure {
  status: number | null;
  code: string | null;
  fields: Record<string, string>;
}

/** The customer's link of the calls' paths. */
const customerOf = ({ clientId, customerUuid }: CustomerFormsArgs) => ({ id: clientId, uuid: customerUuid });
/** One form of that link. */
const formOf = (args: CustomerFormArgs) => ({ ...customerOf(args), formUuid: args.formUuid });

/** What a failed form call says (an RTK error or an upload's { status, data }), read with apiFailureOf. */
export function formFailureOf(error: unknown): FormFailure {
  const failure = apiFailureOf(error);
  return { status: failure?.status ?? null, code: failure?.code ?? null, fields: failure?.fields ?? {} };
}

/**
 * Where the page POSTs one file for a file field: the raw file as the body with its own Content-Type and an
 * `X-File-Name` header (encodeURIComponent of its name) → 201 FormFile · 413 · 415 · 429 (read with formFailureOf).
 */
export function formUploadUrl(
  clientId: number,
  customerUuid: string,
  formUuid: string,
  fieldId: string,
  apiBaseUrl: string = DEFAULT_API_BASE_URL,
): string {
  const url = urlOf(calls.upload, formOf({ clientId, customerUuid, formUuid }));
  const query = new URLSearchParams({ field: fieldId } satisfies FormUploadQuery);
  return `${apiBaseUrl.replace(/\/+$/, '')}/${url}?${query.toString()}`;
}

const customerTag = ({ clientId, customerUuid }: CustomerFormsArgs) => ({
  type: 'Forms' as const,
  id: `customer-${clientId}-${customerUuid}`,
});

export const customerFormsApi = vitrinaApi.injectEndpoints({
  endpoints: (build) => ({
    /** The customer's pending forms (oldest first) and the ones answered. 404 customer_not_found. */
    customerPendingForms: build.query<AnswerOf<typeof calls.pending>, CustomerFormsArgs>({
      query: (args) => requestOf(calls.pending, customerOf(args)),
      providesTags: (_result, _error, args) => [customerTag(args)],
    }),
    /** The pending forms of one appointment. 404 appointment_not_found. */
    appointmentPendingForms: build.query<AnswerOf<typeof calls.appointmentPending>, AppointmentFormsArgs>({
      query: (args) => requestOf(calls.appointmentPending, { ...customerOf(args), appointmentUuid: args.appointmentUuid }),
      providesTags: (_result, _error, args) => [customerTag(args)],
    }),
    /** One form to answer (`answered`: already done). 404 form_not_found. */
    customerForm: build.query<AnswerOf<typeof calls.form>, CustomerFormArgs>({
      query: (args) => requestOf(calls.form, formOf(args)),
      providesTags: (_result, _error, args) => [customerTag(args)],
    }),
    /** Answers the form; the customer's lists and forms are fetched again. */
    submitFormResponse: build.mutation<AnswerOf<typeof calls.answer>, SubmitFormResponseArgs>({
      query: ({ body, ...args }) => requestOf(calls.answer, formOf(args), { body }),
      invalidatesTags: (_result, _error, args) => [customerTag(args)],
    }),
  }),
});

export const { useCustomerPendingFormsQuery, useAppointmentPendingFormsQuery, useCustomerFormQuery, useSubmitFormResponseMutation } =
  customerFormsApi;
