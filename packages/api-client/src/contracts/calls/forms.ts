// The calls of customer forms (modules/forms; contracts/customer-forms.ts): the back office's Forms screen
// (the builder, sending a form, the customers' responses and their files), and a customer's forms on the
// business's site, reached by a forms link key (`:uuid`, issue 25).
import { call, resourceCalls } from '../call.js';
import type {
  FormRequestBody,
  FormRequestSent,
  FormResponseAnswer,
  FormResponseInput,
  FormUploadAnswer,
  FormUploadQuery,
  OwnerForm,
  OwnerFormInput,
  OwnerFormList,
  OwnerFormResponse,
  OwnerFormResponsePage,
  OwnerFormResponseQuery,
  PendingForms,
  PublicCustomerForm,
} from '../customer-forms.js';
import type { OwnerRemoval } from '../owner-services.js';

/** The Forms screen; a form removed is deleted, or deactivated when customers answered it. */
export const ownerFormCalls = {
  ...resourceCalls<{ list: { answer: OwnerFormList }; entry: OwnerForm; input: OwnerFormInput; removal: OwnerRemoval }>()(
    '/api/client/:id/owner-forms',
    'formId',
    ['list', 'get', 'create', 'replace', 'remove'],
  ),
  /** 201 the customer's link to send them. */
  request: call<{ body: FormRequestBody; answer: FormRequestSent }>()('POST', '/api/client/:id/owner-forms/:formId/requests'),
  /** The customers' answers newest first, by customer or form. */
  responses: call<{ query: OwnerFormResponseQuery; answer: OwnerFormResponsePage }>()('GET', '/api/client/:id/owner-form-responses'),
  response: call<{ answer: OwnerFormResponse }>()('GET', '/api/client/:id/owner-form-responses/:responseUuid'),
  /** A response's file, its bytes as uploaded (an attachment): fetched with the bearer token, not an endpoint. */
  file: call<{ answer: Blob }>()('GET', '/api/client/:id/owner-form-files/:fileId'),
};

/** A customer's forms (no credentials). */
export const customerFormCalls = {
  /** The customer's forms to answer, oldest first, and the ones answered. */
  pending: call<{ answer: PendingForms }>()('GET', '/api/client/:id/forms/customer/:uuid'),
  /** The forms one appointment asks of its customer. */
  appointmentPending: call<{ answer: PendingForms }>()('GET', '/api/client/:id/forms/customer/:uuid/appointment/:appointmentUuid'),
  form: call<{ answer: PublicCustomerForm }>()('GET', '/api/client/:id/forms/customer/:uuid/form/:formUuid'),
  /**
   * 201 one file for a file field: the raw file as the body (its own Content-Type, an X-File-Name header), sent
   * by the page with XHR for its progress, not an endpoint. The API reads the bytes, whatever the type.
   */
  upload: call<{ query: FormUploadQuery; body: Blob; answer: FormUploadAnswer }>()(
    'POST',
    '/api/client/:id/forms/customer/:uuid/form/:formUuid/uploads',
  ),
  /** 201 the form answered; the next pending one. */
  answer: call<{ body: FormResponseInput; answer: FormResponseAnswer }>()(
    'POST',
    '/api/client/:id/forms/customer/:uuid/form/:formUuid/responses',
  ),
};
