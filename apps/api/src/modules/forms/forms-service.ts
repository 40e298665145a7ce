// The back office's side of the customer forms (issue 27): the only code that writes customer_forms,
// service_forms and the requests an owner sends. Each write is one transaction with its audit entry (entity
// `form`), opened here (the repositories write in it); a refusal (404 `form_not_found`, 400 for another business's
// services, 409 `form_inactive`) maps to its error here. Forms change no public page and drop no cache; a
// form sent records FormRequested (issue 28: the customer is e-mailed their link). Reads pass through to the repositories; a response's file comes from the
// asset store's private prefix.
import type { AppContext } from '../../app-context.js';
import { changeWithEvents } from '../../events/recorded-change.js';
import type { CustomerContact } from '../orders/customers-repository.js';
import { ApiError, foundOr } from '../../http/errors.js';
import type { OwnerChanger } from '../../services/owner-publish.js';
import { sendFormRequest } from './form-requests-repository.js';
import { findResponseFile, getFormResponse, listFormResponses } from './form-responses-repository.js';
import type { FormUploadRow, ResponseFilter } from './form-responses-repository.js';
import { createOwnerForm, getOwnerForm, listOwnerForms, removeOwnerForm, updateOwnerForm } from './forms-repository.js';
import type { FormChange, FormFields, OwnerFormRecord } from './forms-repository.js';

export const FORM_MESSAGES = {
  notFound: 'There is no such form',
  inactive: 'This form is inactive: activate it before sending it',
  invalid: 'The form is not valid',
  unknownService: 'Choose services of this business',
  responseNotFound: 'There is no such response',
  fileNotFound: 'There is no such file',
} as const;

const formNotFound = () => new ApiError(404, 'form_not_found', FORM_MESSAGES.notFound);

function changed(result: FormChange): OwnerFormRecord {
  if (result.ok) return result.form;
  if (result.error === 'unknown_service') {
    throw new ApiError(400, 'invalid_request', FORM_MESSAGES.unknownService, { service_ids: 'validation:invalid.value' });
  }
  throw formNotFound();
}

type Changer = Pick<OwnerChanger, 'clientId' | 'actor'>;

export function listForms(ctx: AppContext, clientId: number): Promise<OwnerFormRecord[]> {
  return listOwnerForms(ctx.database.db, clientId);
}

/** One form of the client; 404 `form_not_found`. */
export async function getForm(ctx: AppContext, clientId: number, formId: number): Promise<OwnerFormRecord> {
  return foundOr(await getOwnerForm(ctx.database.db, clientId, formId), formNotFound);
}

export async function createForm(ctx: AppContext, by: Changer, fields: FormFields): Promise<OwnerFormRecord> {
  return changed(await ctx.database.db.transaction((tx) => createOwnerForm(tx, by.clientId, fields, by.actor)));
}

export async function updateForm(ctx: AppContext, by: Changer, formId: number, fields: FormFields): Promise<OwnerFormRecord> {
  return changed(await ctx.database.db.transaction((tx) => updateOwnerForm(tx, by.clientId, formId, fields, by.actor)));
}

/** Deletes the form, or deactivates it when customers answered it; 404 `form_not_found`. */
export async function removeForm(ctx: AppContext, by: Changer, formId: number): Promise<'deleted' | 'deactivated'> {
  return foundOr(await ctx.database.db.transaction((tx) => removeOwnerForm(tx, by.clientId, formId, by.actor)), formNotFound);
}

/** Asks a customer (found or made by e-mail) to answer the form: their own link; 404, 409 `form_inactive`. */
export async function sendForm(
  ctx: AppContext,
  by: Changer,
  formId: number,
  contact: CustomerContact,
): Promise<{ customerUuid: string; path: string }> {
  // The request and its FormRequested event (the customer's e-mail with their own link) commit together.
  const { result: sent } = await changeWithEvents(
    ctx,
    null,
    (tx) => sendFormRequest(tx, by.clientId, formId, contact, by.actor),
    (r) => (r.ok ? [{ type: 'FormRequested', clientId: by.clientId, customerId: r.customerId, formId, appointmentId: null }] : []),
  );
  if (!sent.ok) {
    if (sent.error === 'inactive') throw new ApiError(409, 'form_inactive', FORM_MESSAGES.inactive);
    throw formNotFound();
  }
  return { customerUuid: sent.customerUuid, path: sent.path };
}

export function responsePage(ctx: AppContext, clientId: number, filter: ResponseFilter) {
  return listFormResponses(ctx.database.db, clientId, filter);
}

/** One response with its fields, answers and files; 404 `response_not_found`. */
export async function getResponse(ctx: AppContext, clientId: number, responseUuid: string) {
  const response = await getFormResponse(ctx.database.db, clientId, responseUuid);
  return foundOr(response, () => new ApiError(404, 'response_not_found', FORM_MESSAGES.responseNotFound));
}

/** A bound file of one of the client's responses with its bytes; 404 `file_not_found` (no row, or no bytes). */
export async function responseFile(ctx: AppContext, clientId: number, fileId: string): Promise<{ file: FormUploadRow; body: Buffer }> {
  const file = await findResponseFile(ctx.database.db, clientId, fileId);
  const stored = file ? await ctx.assets.get(file.key) : null;
  if (!file || !stored) throw new ApiError(404, 'file_not_found', FORM_MESSAGES.fileNotFound);
  return { file, body: stored.body };
}
