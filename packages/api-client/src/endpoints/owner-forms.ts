// The back office's Forms screen (owner and manager, bearer token; issue 15; contract customer-forms.ts):
// the client's forms, the builder's changes (OwnerFormInput, checked with validation's customerFormSchema),
// sending a form to a customer, and the customers' responses (pages newest first, one with its files).
// A file is downloaded with a bearer fetch of ownerFormFileUrl(…) (bytes, not JSON: not an endpoint).
import type { CustomerFormAnswer } from '@vitrina/core-model';
import type {
  FormRequestBody,
  FormRequestSent,
  OwnerForm,
  OwnerFormInput,
  OwnerFormList,
  OwnerFormResponse,
  OwnerFormResponseEntry,
  OwnerFormResponsePage as OwnerFormResponsePageAnswer,
  OwnerFormResponseQuery,
} from '../contracts/customer-forms.js';
import type { OwnerRemoval } from '../contracts/owner-services.js';
import { DEFAULT_API_BASE_URL } from '../config.js';
import { unchecked } from '../unchecked.js';
import { activityTag, vitrinaApi } from '../vitrina-api.js';
import { readFormFields, readFormFile } from './customer-forms.js';
import type { FormFile } from './customer-forms.js';

export type { FormRequestBody, FormRequestSent, OwnerForm, OwnerFormInput, OwnerFormResponse, OwnerFormResponseEntry };

export interface OwnerFormArgs {
  clientId: number;
  formId: number;
}
export type CreateOwnerFormArgs = { clientId: number; body: OwnerFormInput };
export type UpdateOwnerFormArgs = OwnerFormArgs & { body: OwnerFormInput };
export type SendFormRequestArgs = OwnerFormArgs & { body: FormRequestBody };

export interface OwnerFormResponsesArgs {
  clientId: number;
  /** Only this customer's responses (uuid), or null. */
  customer: string | null;
  /** Only this form's responses, or null. */
  formId: number | null;
}
export interface OwnerFormResponseArgs {
  clientId: number;
  responseUuid: string;
}
export interface OwnerFormResponsePage {
  responses: OwnerFormResponseEntry[];
  nextCursor: string | null;
}

const isText = (value: unknown): value is string => typeof value === 'string';
const text = (value: unknown) => (isText(value) ? value : '');
const count = (value: unknown) => (typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : 0);
const ids = (value: unknown) => (Array.isArray(value) ? value.filter((id): id is number => typeof id === 'number') : []);
const textOrNull = (value: unknown) => (isText(value) && value !== '' ? value : null);
const seg = (value: string | number) => encodeURIComponent(String(value));

export function readOwnerForm(raw: unknown): OwnerForm | null {
  const f = unchecked<OwnerForm>(raw);
  if (!f || typeof f.id !== 'number' || !isText(f.uuid) || !isText(f.name)) return null;
  return {
    id: f.id,
    uuid: f.uuid,
    name: f.name,
    description: text(f.description),
    fields: readFormFields(f.fields),
    active: f.active !== false,
    service_ids: ids(f.service_ids),
    responses: count(f.responses),
    pending_requests: count(f.pending_requests),
    updated_at: text(f.updated_at),
  };
}

function readEntry(raw: unknown): OwnerForm {
  const form = readOwnerForm(raw);
  if (!form) throw new Error('The API answered without the form');
  return form;
}

function readList(raw: unknown): OwnerForm[] {
  const list = unchecked<OwnerFormList>(raw)?.forms;
  return Array.isArray(list) ? list.map(readOwnerForm).filter((f): f is OwnerForm => f !== null) : [];
}

function readResponseEntry(raw: unknown): OwnerFormResponseEntry | null {
  const r = unchecked<OwnerFormResponseEntry>(raw);
  const customer = unchecked<OwnerFormResponseEntry['customer']>(r?.customer);
  if (!r || !isText(r.uuid) || !isText(r.created_at) || !customer || !isText(customer.uuid)) return null;
  return {
    uuid: r.uuid,
    form_id: typeof r.form_id === 'number' ? r.form_id : null,
    form_name: text(r.form_name),
    customer: { uuid: customer.uuid, name: text(customer.name), email: text(customer.email) },
    appointment_uuid: textOrNull(r.appointment_uuid),
    appointment_starts_at: textOrNull(r.appointment_starts_at),
    created_at: r.created_at,
  };
}

function readResponsePage(raw: unknown): OwnerFormResponsePage {
  const page = unchecked<OwnerFormResponsePageAnswer>(raw);
  const list = Array.isArray(page?.responses) ? (page.responses as unknown[]) : [];
  return {
    responses: list.map(readResponseEntry).filter((r): r is OwnerFormResponseEntry => r !== null),
    nextCursor: isText(page?.next_cursor) && page.next_cursor ? page.next_cursor : null,
  };
}

const isAnswer = (value: unknown): value is CustomerFormAnswer =>
  isText(value) || typeof value === 'boolean' || (Array.isArray(value) && value.every(isText));

export function readOwnerFormResponse(raw: unknown): OwnerFormResponse {
  const entry = readResponseEntry(raw);
  const r = unchecked<OwnerFormResponse>(raw);
  if (!entry || !r) throw new Error('The API answered without the response');
  const answers = typeof r.answers === 'object' && r.answers !== null ? (r.answers as Record<string, unknown>) : {};
  return {
    ...entry,
    fields: readFormFields(r.fields),
    answers: Object.fromEntries(Object.entries(answers).filter((e): e is [string, CustomerFormAnswer] => isAnswer(e[1]))),
    files: Array.isArray(r.files) ? r.files.map(readFormFile).filter((f): f is FormFile => f !== null) : [],
  };
}

const formsUrl = (clientId: number) => `client/${seg(clientId)}/owner-forms`;
const formUrl = ({ clientId, formId }: OwnerFormArgs) => `${formsUrl(clientId)}/${seg(formId)}`;
const responsesUrl = (clientId: number) => `client/${seg(clientId)}/owner-form-responses`;

/** A response's file (bytes; bearer only): GET it with the owner's token and save the blob. */
export function ownerFormFileUrl(clientId: number, fileId: string, apiBaseUrl: string = DEFAULT_API_BASE_URL): string {
  return `${apiBaseUrl.replace(/\/+$/, '')}/client/${seg(clientId)}/owner-form-files/${seg(fileId)}`;
}

/** The body of POST/PUT: the builder's fields and nothing else. */
const inputOf = (a: OwnerFormInput): OwnerFormInput => ({
  name: a.name,
  description: a.description,
  fields: a.fields,
  active: a.active,
  service_ids: a.service_ids,
});

const listTag = (clientId: number) => ({ type: 'Forms' as const, id: `owner/${clientId}` });
const formTag = ({ clientId, formId }: OwnerFormArgs) => ({ type: 'Forms' as const, id: `owner/${clientId}/${formId}` });
const responsesTag = (clientId: number) => ({ type: 'Forms' as const, id: `owner-responses/${clientId}` });
/** Attaching a form changes what an appointment asks: the services list shows it too. */
const servicesTag = (clientId: number) => ({ type: 'Services' as const, id: `owner/${clientId}` });
const changedTags = (clientId: number) => [listTag(clientId), servicesTag(clientId), activityTag(clientId)];

const FIRST_PAGE = '';

export const ownerFormsApi = vitrinaApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET …/owner-forms → every form, inactive ones included. */
    ownerForms: build.query<OwnerForm[], { clientId: number }>({
      query: ({ clientId }) => ({ url: formsUrl(clientId) }),
      extraOptions: { auth: 'bearer' },
      transformResponse: readList,
      providesTags: (_result, _error, { clientId }) => [listTag(clientId)],
    }),
    ownerForm: build.query<OwnerForm, OwnerFormArgs>({
      query: (args) => ({ url: formUrl(args) }),
      extraOptions: { auth: 'bearer' },
      transformResponse: readEntry,
      providesTags: (_result, _error, args) => [formTag(args)],
    }),
    createOwnerForm: build.mutation<OwnerForm, CreateOwnerFormArgs>({
      query: ({ clientId, body }) => ({ url: formsUrl(clientId), method: 'POST', body: inputOf(body) }),
      extraOptions: { auth: 'bearer' },
      transformResponse: readEntry,
      invalidatesTags: (_result, _error, { clientId }) => changedTags(clientId),
    }),
    updateOwnerForm: build.mutation<OwnerForm, UpdateOwnerFormArgs>({
      query: ({ body, ...args }) => ({ url: formUrl(args), method: 'PUT', body: inputOf(body) }),
      extraOptions: { auth: 'bearer' },
      transformResponse: readEntry,
      invalidatesTags: (_result, _error, args) => [...changedTags(args.clientId), formTag(args)],
    }),
    /** DELETE …/owner-forms/{formId} → deleted, or deactivated when customers answered it. */
    removeOwnerForm: build.mutation<OwnerRemoval, OwnerFormArgs>({
      query: (args) => ({ url: formUrl(args), method: 'DELETE' }),
      extraOptions: { auth: 'bearer' },
      transformResponse: (raw: unknown): OwnerRemoval => ({
        outcome: unchecked<OwnerRemoval>(raw)?.outcome === 'deactivated' ? 'deactivated' : 'deleted',
      }),
      invalidatesTags: (_result, _error, args) => [...changedTags(args.clientId), formTag(args)],
    }),
    /** POST …/owner-forms/{formId}/requests {email, names} → 201 the customer's link. */
    sendFormRequest: build.mutation<FormRequestSent, SendFormRequestArgs>({
      query: ({ body, ...args }) => ({ url: `${formUrl(args)}/requests`, method: 'POST', body }),
      extraOptions: { auth: 'bearer' },
      transformResponse: (raw: unknown): FormRequestSent => {
        const sent = unchecked<FormRequestSent>(raw);
        if (!sent || !isText(sent.customer_uuid) || !isText(sent.path)) throw new Error('The API answered without the link');
        return { customer_uuid: sent.customer_uuid, path: sent.path };
      },
      invalidatesTags: (_result, _error, args) => [listTag(args.clientId), formTag(args), activityTag(args.clientId)],
    }),
    /** GET …/owner-form-responses?customer=&form=&cursor= → pages, newest first. */
    ownerFormResponses: build.infiniteQuery<OwnerFormResponsePage, OwnerFormResponsesArgs, string>({
      infiniteQueryOptions: {
        initialPageParam: FIRST_PAGE,
        getNextPageParam: (last) => last.nextCursor ?? undefined,
      },
      query: ({ queryArg: { clientId, customer, formId }, pageParam }) => {
        const params: OwnerFormResponseQuery = {};
        if (customer) params.customer = customer;
        if (formId !== null) params.form = formId;
        if (pageParam !== FIRST_PAGE) params.cursor = pageParam;
        return { url: responsesUrl(clientId), params };
      },
      extraOptions: { auth: 'bearer' },
      transformResponse: readResponsePage,
      providesTags: (_result, _error, { clientId }) => [responsesTag(clientId)],
    }),
    /** GET …/owner-form-responses/{responseUuid} → the fields as answered, the answers and the files. */
    ownerFormResponse: build.query<OwnerFormResponse, OwnerFormResponseArgs>({
      query: ({ clientId, responseUuid }) => ({ url: `${responsesUrl(clientId)}/${seg(responseUuid)}` }),
      extraOptions: { auth: 'bearer' },
      transformResponse: readOwnerFormResponse,
      providesTags: (_result, _error, { clientId }) => [responsesTag(clientId)],
    }),
  }),
});

export const {
  useOwnerFormsQuery,
  useOwnerFormQuery,
  useCreateOwnerFormMutation,
  useUpdateOwnerFormMutation,
  useRemoveOwnerFormMutation,
  useSendFormRequestMutation,
  useOwnerFormResponsesInfiniteQuery,
  useOwnerFormResponseQuery,
} = ownerFormsApi;
