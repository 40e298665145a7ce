// The back office's Forms screen (owner and manager, bearer token; issue 15; contract customer-forms.ts):
// the client's forms, the builder's changes (OwnerFormInput, checked with validation's customerFormSchema),
// sending a form to a customer, and the customers' responses (pages newest first, one with its files).
// A file is downloaded with a bearer fetch of ownerFormFileUrl(…) (bytes, not JSON: not an endpoint).
import type { AnswerOf } from '../contracts/call.js';
import { requestOf, urlOf } from '../contracts/call.js';
import { ownerFormCalls as calls } from '../contracts/calls/forms.js';
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
import { DEFAULT_API_BASE_URL } from '../config.js';
import { activityTag, vitrinaApi } from '../vitrina-api.js';
import { BEARER, cursorPages, ownerResource, ownerTags, pageRequest } from './owner-kit.js';
import type { ClientArgs, ItemArgs } from './owner-kit.js';

export type { FormRequestBody, FormRequestSent, OwnerForm, OwnerFormInput, OwnerFormResponse, OwnerFormResponseEntry };

export type OwnerFormArgs = ItemArgs<'formId'>;
export type CreateOwnerFormArgs = ClientArgs & { body: OwnerFormInput };
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

/** The answer as the screen pages it: `next_cursor` under the name the infinite query reads. */
const pageOf = (page: OwnerFormResponsePageAnswer): OwnerFormResponsePage => ({ responses: page.responses, nextCursor: page.next_cursor });

/** A response's file (bytes; bearer only): GET it with the owner's token and save the blob. */
export function ownerFormFileUrl(clientId: number, fileId: string, apiBaseUrl: string = DEFAULT_API_BASE_URL): string {
  return `${apiBaseUrl.replace(/\/+$/, '')}/${urlOf(calls.file, { id: clientId, fileId })}`;
}

/** The body of POST/PUT: the builder's fields and nothing else. */
const inputOf = (a: OwnerFormInput): OwnerFormInput => ({
  name: a.name,
  description: a.description,
  fields: a.fields,
  active: a.active,
  service_ids: a.service_ids,
});

// Attaching a form changes what an appointment asks: the services list shows it too.
const forms = ownerResource({
  calls,
  idKey: 'formId',
  type: 'Forms',
  alsoChanged: (clientId) => [ownerTags('Services').list(clientId)],
});
/** The customers' responses: pages of the client's, and one by its uuid; none is changed here. */
const responsesTag = (clientId: number) => ownerTags('Forms', 'owner-responses').list(clientId);

export const ownerFormsApi = vitrinaApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET …/owner-forms → every form, inactive ones included. */
    ownerForms: forms.all(build, (answer: OwnerFormList): OwnerForm[] => answer.forms),
    ownerForm: forms.one<OwnerFormArgs>(build),
    createOwnerForm: forms.create<CreateOwnerFormArgs>(build, ({ body }) => inputOf(body)),
    updateOwnerForm: forms.update<UpdateOwnerFormArgs>(build, ({ body }) => inputOf(body)),
    /** DELETE …/owner-forms/{formId} → deleted, or deactivated when customers answered it. */
    removeOwnerForm: forms.remove<OwnerFormArgs>(build),
    /** POST …/owner-forms/{formId}/requests {email, names} → 201 the customer's link. */
    sendFormRequest: build.mutation<AnswerOf<typeof calls.request>, SendFormRequestArgs>({
      query: ({ clientId, formId, body }) => requestOf(calls.request, { id: clientId, formId }, { body }),
      extraOptions: BEARER,
      invalidatesTags: (_result, _error, args) => [forms.listTag(args.clientId), forms.itemTag(args), activityTag(args.clientId)],
    }),
    /** GET …/owner-form-responses?customer=&form=&cursor= → pages, newest first. */
    ownerFormResponses: build.infiniteQuery<OwnerFormResponsePage, OwnerFormResponsesArgs, string, AnswerOf<typeof calls.responses>>({
      infiniteQueryOptions: cursorPages,
      query: ({ queryArg: { clientId, customer, formId }, pageParam }) =>
        pageRequest(urlOf(calls.responses, { id: clientId }), pageParam, {
          ...(customer ? { customer } : {}),
          ...(formId === null ? {} : { form: formId }),
        } satisfies OwnerFormResponseQuery),
      extraOptions: BEARER,
      transformResponse: pageOf,
      providesTags: (_result, _error, { clientId }) => [responsesTag(clientId)],
    }),
    /** GET …/owner-form-responses/{responseUuid} → the fields as answered, the answers and the files. */
    ownerFormResponse: build.query<AnswerOf<typeof calls.response>, OwnerFormResponseArgs>({
      query: ({ clientId, responseUuid }) => requestOf(calls.response, { id: clientId, responseUuid }),
      extraOptions: BEARER,
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
