// A customer's side of the forms (issue 27; issue 15, issue 25): what a forms link key opens, a file for a
// file field, and the answer. The only code that writes form_uploads and form_responses and completes a
// request. A link opens only its own scope (a customer's forms, or one appointment's): another business's
// key, form or appointment is none (404). An upload is reserved (a row, within the request's quota) before
// its bytes are stored, and forgotten when they cannot be; an answer binds its files and completes its
// request in one transaction (each write here is one transaction this service opens; the repositories write
// in it). Nothing here changes a public page: no cache is dropped; an answer records FormAnswered (issue 28).
import type { FormFile, FormResponseAnswer, FormResponseInput, PendingForms, PublicCustomerForm } from '@vitrina/api-client/contracts';
import { FORM_REQUEST_UPLOAD_MAX_BYTES } from '@vitrina/core-model';
import { customerFormAnswersSchema, validatePayload } from '@vitrina/validation';
import type { AppContext } from '../../app-context.js';
import { isUuid } from '../../db/uuid.js';
import { changeWithEvents } from '../../events/recorded-change.js';
import { ApiError } from '../../http/errors.js';
import { completedForms, findFormsScope, findScopeAppointment, pendingRequests, uploadRequestOf } from './form-requests-repository.js';
import type { FormsScope, PendingFormRow } from './form-requests-repository.js';
import {
  answerForm,
  answerRefusalOf,
  deleteFormUpload,
  findScopedForm,
  reserveFormUpload,
  toFormFile,
} from './form-responses-repository.js';
import { formUploadKey, newUploadId, sanitizeFilename, sniffFormUpload, uploadFailed } from './form-upload.js';

const customerNotFound = () => new ApiError(404, 'customer_not_found', 'errors:forms.customerNotFound');
const formNotFound = () => new ApiError(404, 'form_not_found', 'errors:forms.formNotFound');
const appointmentNotFound = () => new ApiError(404, 'appointment_not_found', 'errors:booking.appointmentNotFound');
const alreadyAnswered = () => new ApiError(409, 'already_answered', 'errors:forms.alreadyAnswered');
const uploadQuota = () => new ApiError(413, 'upload_quota', 'errors:forms.uploadQuota');

/** The link of a form: the client (already known to exist), the forms link key and the form's uuid. */
export interface FormLink {
  clientId: number;
  key: string;
  formUuid: string;
}

const toEntry = (r: PendingFormRow) => ({
  form_uuid: r.form_uuid,
  name: r.name,
  description: r.description,
  appointment_uuid: r.appointment_uuid,
  appointment_starts_at: r.appointment_starts_at ? r.appointment_starts_at.toISOString() : null,
});

async function scopeOf(ctx: AppContext, clientId: number, key: string): Promise<FormsScope> {
  const scope = await findFormsScope(ctx.database.db, clientId, key);
  if (!scope) throw customerNotFound();
  return scope;
}

/** The link's scope and the form it was asked (404 for either). */
async function askedOf(ctx: AppContext, link: FormLink) {
  const scope = await scopeOf(ctx, link.clientId, link.key);
  const form = await findScopedForm(ctx.database.db, link.clientId, scope, link.formUuid);
  if (!form) throw formNotFound();
  return { clientId: link.clientId, scope, form };
}

async function appointmentOf(ctx: AppContext, scope: FormsScope, uuid: string) {
  const appointment = await findScopeAppointment(ctx.database.db, scope, uuid);
  if (!appointment) throw appointmentNotFound();
  return appointment;
}

/**
 * The forms a link asks, oldest first, and the ones answered: all of the scope's, or one appointment's
 * when `appointmentUuid` is given (404 when the scope has no such appointment).
 */
export async function pendingForms(ctx: AppContext, clientId: number, key: string, appointmentUuid?: string): Promise<PendingForms> {
  const { db } = ctx.database;
  const scope = await scopeOf(ctx, clientId, key);
  const appointmentId = appointmentUuid === undefined ? undefined : (await appointmentOf(ctx, scope, appointmentUuid)).id;
  const [pending, done] = await Promise.all([pendingRequests(db, scope, appointmentId), completedForms(db, scope, appointmentId)]);
  return {
    first_name: scope.customer.first_name,
    forms: pending.map(toEntry),
    completed: done.map((d) => ({ form_uuid: d.form_uuid, name: d.name, created_at: d.created_at.toISOString() })),
  };
}

/** One form to answer through the link (`answered`: already done). */
export async function formToAnswer(ctx: AppContext, link: FormLink): Promise<PublicCustomerForm> {
  const { db } = ctx.database;
  const { scope, form } = await askedOf(ctx, link);
  const pending = (await pendingRequests(db, scope)).find((p) => p.form_id === form.id);
  const answered = !pending && (await completedForms(db, scope)).some((c) => c.form_uuid === form.uuid);
  return {
    form_uuid: form.uuid,
    name: form.name,
    description: form.description,
    fields: form.fields,
    appointment_uuid: pending?.appointment_uuid ?? null,
    answered,
  };
}

/**
 * Keeps one file for a file field of the form's open request: 400 no such file field or no bytes, 409 the
 * request is answered, 415 a type the bytes do not show, 413 past the request's quota.
 */
export async function uploadFormFile(
  ctx: AppContext,
  link: FormLink,
  upload: { fieldId: string | undefined; body: unknown; filename: string | undefined },
): Promise<FormFile> {
  const { db } = ctx.database;
  const { clientId, scope, form } = await askedOf(ctx, link);
  const field = form.fields.find((f) => f.id === upload.fieldId && f.type === 'file');
  const body = upload.body;
  if (!field || !Buffer.isBuffer(body) || body.length === 0) throw uploadFailed();
  const request = await uploadRequestOf(db, scope, form.id);
  if (request?.status !== 'pending') throw alreadyAnswered();
  const mime = sniffFormUpload(body);
  if (!mime) throw new ApiError(415, 'file_type', 'errors:forms.fileType');
  const id = newUploadId();
  const key = formUploadKey(clientId, id);
  const reserved = await db.transaction((tx) =>
    reserveFormUpload(
      tx,
      {
        id,
        clientId,
        customerId: scope.customer.id,
        formId: form.id,
        requestId: request.id,
        fieldId: field.id,
        key,
        filename: sanitizeFilename(upload.filename),
        mime,
        bytes: body.length,
      },
      FORM_REQUEST_UPLOAD_MAX_BYTES,
    ),
  );
  if (!reserved.ok) throw reserved.error === 'quota' ? uploadQuota() : alreadyAnswered();
  await ctx.assets.put(key, body, mime).catch(async (err: unknown) => {
    await deleteFormUpload(db, id);
    throw err;
  });
  return toFormFile(reserved.row);
}

/**
 * Answers the form once (its files bound, its request completed); 400 answers that do not fit the form's
 * fields, 404 not asked or no such appointment, 409 already answered. Answers the next pending form: of
 * the same appointment first, then the oldest.
 */
export async function answerFormOf(ctx: AppContext, link: FormLink, input: unknown): Promise<FormResponseAnswer> {
  const { db } = ctx.database;
  const { clientId, scope, form } = await askedOf(ctx, link);
  const body = (typeof input === 'object' && input !== null ? input : {}) as Partial<FormResponseInput>;
  const appointmentUuid = typeof body.appointment_uuid === 'string' && body.appointment_uuid !== '' ? body.appointment_uuid : null;
  const appointment =
    appointmentUuid === null ? scope.appointment : await appointmentOf(ctx, scope, isUuid(appointmentUuid) ? appointmentUuid : '');
  const checked = validatePayload(customerFormAnswersSchema(form.fields), body.answers);
  if (!checked.ok) throw new ApiError(400, 'invalid_request', checked.message, checked.fields);
  const answer = { clientId, scope, form, answers: checked.value, appointmentId: appointment?.id ?? null };
  // A refusal rolls the transaction back and is answered below, as is a lost race for the request.
  // The answer and its FormAnswered event (the owners' e-mail) commit together.
  const result = await changeWithEvents(
    ctx,
    null,
    (tx) => answerForm(tx, answer),
    (r) => (r.ok ? [{ type: 'FormAnswered', clientId, responseId: r.responseId }] : []),
  )
    .then((done) => done.result)
    .catch((err: unknown) => {
      const refused = answerRefusalOf(err);
      if (!refused) throw err;
      return refused;
    });
  if (!result.ok) {
    if (result.error === 'already_answered') throw alreadyAnswered();
    if (result.error === 'not_asked') throw formNotFound();
    throw new ApiError(400, 'invalid_request', 'validation:forms.completeRequired', result.fields);
  }
  const pending = await pendingRequests(db, scope);
  const next = pending.find((p) => appointment !== null && p.appointment_id === appointment.id) ?? pending[0] ?? null;
  return {
    response_uuid: result.responseUuid,
    next_form_uuid: next?.form_uuid ?? null,
    next_appointment_uuid: next?.appointment_uuid ?? null,
  };
}
