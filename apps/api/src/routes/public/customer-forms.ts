// A customer's forms on the business's site (contracts/customer-forms.ts; issue 15; spec §2
// /forms/customer/{uuid}…, §5 "complete all required fields before continuing", §8 "failed to upload file").
// No credentials: `{uuid}` is a forms link key (issue 25), never the customer's id. A customer's key (issued
// by the business) opens their forms; an appointment's key (answered to whoever booked it) opens that
// appointment's forms and nothing else. A form is reached only when asked through the link; files are taken
// only for its open request, within FORM_REQUEST_UPLOAD_MAX_BYTES. Another business's key, form or
// appointment is none (404).
//   GET  …/forms/customer/{uuid}                                → PendingForms
//   GET  …/forms/customer/{uuid}/appointment/{appointmentUuid}  → PendingForms
//   GET  …/forms/customer/{uuid}/form/{formUuid}                → PublicCustomerForm
//   POST …/forms/customer/{uuid}/form/{formUuid}/uploads?field= → 201 FormFile · 404 · 409 · 413 · 415 · 400 · 429
//   POST …/forms/customer/{uuid}/form/{formUuid}/responses      → 201 FormResponseAnswer · 400 · 409 · 429
import {
  AppointmentFormsParams,
  CustomerFormParams,
  CustomerParams,
  FormResponseAnswer,
  FormResponseBody,
  FormUploadAnswer,
  FormUploadQuery,
  PendingForms,
  PublicCustomerForm,
} from '@vitrina/api-client/contracts';
import type { FormResponseInput } from '@vitrina/api-client/contracts';
import { FORM_REQUEST_UPLOAD_MAX_BYTES } from '@vitrina/core-model';
import { customerFormAnswersSchema, validatePayload } from '@vitrina/validation';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context.js';
import {
  completedForms,
  findFormsScope,
  findScopeAppointment,
  isUuid,
  pendingRequests,
  uploadRequestOf,
} from '../../db/repos/form-requests.js';
import type { FormsScope, PendingFormRow } from '../../db/repos/form-requests.js';
import { answerForm, deleteFormUpload, findScopedForm, reserveFormUpload, toFormFile } from '../../db/repos/form-responses.js';
import { ApiError } from '../../http/errors.js';
import {
  formUploadKey,
  newUploadId,
  readLimitedBody,
  sanitizeFilename,
  sniffFormUpload,
  uploadFailed,
} from '../../services/form-upload.js';
import { noCache, requireClient } from './route-helpers.js';

const perClient = (what: string) => (req: FastifyRequest) => `${req.ip}|${String((req.params as { id?: unknown }).id)}|${what}`;
/** A form has a few file fields of a few files each; retries included. */
export const FORM_UPLOAD_RATE_LIMIT = { max: 30, timeWindow: '1 minute', keyGenerator: perClient('form-upload') } as const;
export const FORM_ANSWER_RATE_LIMIT = { max: 10, timeWindow: '1 minute', keyGenerator: perClient('form-answer') } as const;

const customerNotFound = () => new ApiError(404, 'customer_not_found', 'errors:forms.customerNotFound');
const formNotFound = () => new ApiError(404, 'form_not_found', 'errors:forms.formNotFound');
const appointmentNotFound = () => new ApiError(404, 'appointment_not_found', 'errors:booking.appointmentNotFound');
const alreadyAnswered = () => new ApiError(409, 'already_answered', 'errors:forms.alreadyAnswered');
const uploadQuota = () => new ApiError(413, 'upload_quota', 'errors:forms.uploadQuota');

const toEntry = (r: PendingFormRow) => ({
  form_uuid: r.form_uuid,
  name: r.name,
  description: r.description,
  appointment_uuid: r.appointment_uuid,
  appointment_starts_at: r.appointment_starts_at ? r.appointment_starts_at.toISOString() : null,
});

export function registerCustomerFormRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx.database;
  const tags = ['public', 'forms'];

  const scopeOf = async (clientId: number, key: string): Promise<FormsScope> => {
    await requireClient(db, clientId);
    const scope = await findFormsScope(db, clientId, key);
    if (!scope) throw customerNotFound();
    return scope;
  };
  /** The link's scope and the form it was asked (404 for either). */
  const askedOf = async (params: CustomerFormParams) => {
    const clientId = params.id;
    const scope = await scopeOf(clientId, params.uuid);
    const form = await findScopedForm(db, clientId, scope, params.formUuid);
    if (!form) throw formNotFound();
    return { clientId, scope, form };
  };
  const appointmentOf = async (scope: FormsScope, uuid: string) => {
    const appointment = await findScopeAppointment(db, scope, uuid);
    if (!appointment) throw appointmentNotFound();
    return appointment;
  };
  const pendingForms = async (scope: FormsScope, appointmentId?: number): Promise<PendingForms> => {
    const [pending, done] = await Promise.all([pendingRequests(db, scope, appointmentId), completedForms(db, scope, appointmentId)]);
    return {
      first_name: scope.customer.first_name,
      forms: pending.map(toEntry),
      completed: done.map((d) => ({ form_uuid: d.form_uuid, name: d.name, created_at: d.created_at.toISOString() })),
    };
  };

  app.get<{ Params: CustomerParams }>(
    '/api/client/:id/forms/customer/:uuid',
    {
      schema: {
        tags,
        summary: 'The customer’s forms to answer, oldest first, and the ones answered',
        params: CustomerParams,
        response: { 200: PendingForms },
      },
    },
    async (req, reply) => {
      const scope = await scopeOf(req.params.id, req.params.uuid);
      return noCache(reply).send(await pendingForms(scope));
    },
  );

  app.get<{ Params: AppointmentFormsParams }>(
    '/api/client/:id/forms/customer/:uuid/appointment/:appointmentUuid',
    {
      schema: {
        tags,
        summary: 'The forms one appointment asks of its customer',
        params: AppointmentFormsParams,
        response: { 200: PendingForms },
      },
    },
    async (req, reply) => {
      const scope = await scopeOf(req.params.id, req.params.uuid);
      const appointment = await appointmentOf(scope, req.params.appointmentUuid);
      return noCache(reply).send(await pendingForms(scope, appointment.id));
    },
  );

  app.get<{ Params: CustomerFormParams }>(
    '/api/client/:id/forms/customer/:uuid/form/:formUuid',
    {
      schema: {
        tags,
        summary: 'One form to answer (answered: already done)',
        params: CustomerFormParams,
        response: { 200: PublicCustomerForm },
      },
    },
    async (req, reply) => {
      const { scope, form } = await askedOf(req.params);
      const pending = (await pendingRequests(db, scope)).find((p) => p.form_id === form.id);
      const answered = !pending && (await completedForms(db, scope)).some((c) => c.form_uuid === form.uuid);
      const answer: PublicCustomerForm = {
        form_uuid: form.uuid,
        name: form.name,
        description: form.description,
        fields: form.fields,
        appointment_uuid: pending?.appointment_uuid ?? null,
        answered,
      };
      return noCache(reply).send(answer);
    },
  );

  // The raw file as the body, whatever its Content-Type: only this route's scope reads bodies that way.
  void app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (req, payload, done) => {
      readLimitedBody(payload, req.headers['content-length']).then(
        (body) => done(null, body),
        (err: Error) => done(err),
      );
    });
    scope.post<{ Params: CustomerFormParams; Querystring: FormUploadQuery; Body: Buffer }>(
      '/api/client/:id/forms/customer/:uuid/form/:formUuid/uploads',
      {
        config: { rateLimit: FORM_UPLOAD_RATE_LIMIT },
        schema: {
          tags,
          summary: 'Uploads one file for a file field (raw body, X-File-Name header); the type is judged by its bytes',
          params: CustomerFormParams,
          querystring: FormUploadQuery,
          response: { 201: FormUploadAnswer },
        },
      },
      async (req, reply) => {
        const { clientId, scope, form } = await askedOf(req.params);
        const field = form.fields.find((f) => f.id === req.query.field && f.type === 'file');
        const body = req.body;
        if (!field || !Buffer.isBuffer(body) || body.length === 0) throw uploadFailed();
        const request = await uploadRequestOf(db, scope, form.id);
        if (request?.status !== 'pending') throw alreadyAnswered();
        const mime = sniffFormUpload(body);
        if (!mime) throw new ApiError(415, 'file_type', 'errors:forms.fileType');
        const header = req.headers['x-file-name'];
        const id = newUploadId();
        const key = formUploadKey(clientId, id);
        const reserved = await reserveFormUpload(
          db,
          {
            id,
            clientId,
            customerId: scope.customer.id,
            formId: form.id,
            requestId: request.id,
            fieldId: field.id,
            key,
            filename: sanitizeFilename(Array.isArray(header) ? header[0] : header),
            mime,
            bytes: body.length,
          },
          FORM_REQUEST_UPLOAD_MAX_BYTES,
        );
        if (!reserved.ok) throw reserved.error === 'quota' ? uploadQuota() : alreadyAnswered();
        await ctx.assets.put(key, body, mime).catch(async (err: unknown) => {
          await deleteFormUpload(db, id);
          throw err;
        });
        return noCache(reply).status(201).send(toFormFile(reserved.row));
      },
    );
  });

  app.post<{ Params: CustomerFormParams; Body: FormResponseInput }>(
    '/api/client/:id/forms/customer/:uuid/form/:formUuid/responses',
    {
      config: { rateLimit: FORM_ANSWER_RATE_LIMIT },
      schema: {
        tags,
        summary: 'Answers the form once (files bound, the request completed, in one transaction); the next pending form',
        params: CustomerFormParams,
        body: FormResponseBody,
        response: { 201: FormResponseAnswer },
      },
    },
    async (req, reply) => {
      const { clientId, scope, form } = await askedOf(req.params);
      const body = (typeof req.body === 'object' && req.body !== null ? req.body : {}) as Partial<FormResponseInput>;
      const appointmentUuid = typeof body.appointment_uuid === 'string' && body.appointment_uuid !== '' ? body.appointment_uuid : null;
      const appointment =
        appointmentUuid === null ? scope.appointment : await appointmentOf(scope, isUuid(appointmentUuid) ? appointmentUuid : '');
      const checked = validatePayload(customerFormAnswersSchema(form.fields), body.answers);
      if (!checked.ok) throw new ApiError(400, 'invalid_request', checked.message, checked.fields);
      const result = await answerForm(db, { clientId, scope, form, answers: checked.value, appointmentId: appointment?.id ?? null });
      if (!result.ok) {
        if (result.error === 'already_answered') throw alreadyAnswered();
        if (result.error === 'not_asked') throw formNotFound();
        throw new ApiError(400, 'invalid_request', 'validation:forms.completeRequired', result.fields);
      }
      // The next form: of the same appointment first, then the oldest pending.
      const pending = await pendingRequests(db, scope);
      const next = pending.find((p) => appointment !== null && p.appointment_id === appointment.id) ?? pending[0] ?? null;
      const answer: FormResponseAnswer = {
        response_uuid: result.responseUuid,
        next_form_uuid: next?.form_uuid ?? null,
        next_appointment_uuid: next?.appointment_uuid ?? null,
      };
      return noCache(reply).status(201).send(answer);
    },
  );
}
