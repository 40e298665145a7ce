// The back office's Forms screen (owner and manager, bearer token; issue 15; contract customer-forms.ts):
// the client's forms, the builder's changes (OwnerFormInput, checked with validation's customerFormSchema),
// sending a form to a customer, and the customers' responses (pages newest first, one with its files).
// A file is downloaded with a bearer fetch of ownerFormFileUrl(…) (bytes, not JSON: not an endpoint).
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
import { activityTag, vitrinaApi } from '../vitrina-api.js';

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

const seg = (value: string | number) => encodeURIComponent(String(value));

/** The answer as the screen pages it: `next_cursor` under the name the infinite query reads. */
const pageOf = (page: OwnerFormResponsePageAnswer): OwnerFormResponsePage => ({ responses: page.responses, nextCursor: page.next_cursor });

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
      transformResponse: (answer: OwnerFormList) => answer.forms,
      providesTags: (_result, _error, { clientId }) => [listTag(clientId)],
    }),
    ownerForm: build.query<OwnerForm, OwnerFormArgs>({
      query: (args) => ({ url: formUrl(args) }),
      extraOptions: { auth: 'bearer' },
      providesTags: (_result, _error, args) => [formTag(args)],
    }),
    createOwnerForm: build.mutation<OwnerForm, CreateOwnerFormArgs>({
      query: ({ clientId, body }) => ({ url: formsUrl(clientId), method: 'POST', body: inputOf(body) }),
      extraOptions: { auth: 'bearer' },
      invalidatesTags: (_result, _error, { clientId }) => changedTags(clientId),
    }),
    updateOwnerForm: build.mutation<OwnerForm, UpdateOwnerFormArgs>({
      query: ({ body, ...args }) => ({ url: formUrl(args), method: 'PUT', body: inputOf(body) }),
      extraOptions: { auth: 'bearer' },
      invalidatesTags: (_result, _error, args) => [...changedTags(args.clientId), formTag(args)],
    }),
    /** DELETE …/owner-forms/{formId} → deleted, or deactivated when customers answered it. */
    removeOwnerForm: build.mutation<OwnerRemoval, OwnerFormArgs>({
      query: (args) => ({ url: formUrl(args), method: 'DELETE' }),
      extraOptions: { auth: 'bearer' },
      invalidatesTags: (_result, _error, args) => [...changedTags(args.clientId), formTag(args)],
    }),
    /** POST …/owner-forms/{formId}/requests {email, names} → 201 the customer's link. */
    sendFormRequest: build.mutation<FormRequestSent, SendFormRequestArgs>({
      query: ({ body, ...args }) => ({ url: `${formUrl(args)}/requests`, method: 'POST', body }),
      extraOptions: { auth: 'bearer' },
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
      transformResponse: pageOf,
      providesTags: (_result, _error, { clientId }) => [responsesTag(clientId)],
    }),
    /** GET …/owner-form-responses/{responseUuid} → the fields as answered, the answers and the files. */
    ownerFormResponse: build.query<OwnerFormResponse, OwnerFormResponseArgs>({
      query: ({ clientId, responseUuid }) => ({ url: `${responsesUrl(clientId)}/${seg(responseUuid)}` }),
      extraOptions: { auth: 'bearer' },
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
