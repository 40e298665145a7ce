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
  customerFormCalls as calls,
} from '@vitrina/api-client/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { onCall } from '../../routes/call-route.js';
import { noCache, publicRoute, requireClient } from '../../routes/public/route-helpers.js';
import { answerFormOf, formToAnswer, pendingForms, uploadFormFile } from './customer-forms-service.js';
import type { FormLink } from './customer-forms-service.js';
import { readLimitedBody } from './form-upload.js';

const perClient = (what: string) => (req: FastifyRequest) => `${req.ip}|${String((req.params as { id?: unknown }).id)}|${what}`;
/** A form has a few file fields of a few files each; retries included. */
export const FORM_UPLOAD_RATE_LIMIT = { max: 30, timeWindow: '1 minute', keyGenerator: perClient('form-upload') } as const;
export const FORM_ANSWER_RATE_LIMIT = { max: 10, timeWindow: '1 minute', keyGenerator: perClient('form-answer') } as const;

/** The public routes (registered from routes/public/index.ts). */
export function registerCustomerFormPublicRoutes(app: FastifyInstance, ctx: AppContext): void {
  const tags = ['public', 'forms'];

  /** The link of the path, once its client is known (404 `not_found` otherwise). */
  const linkOf = async (params: CustomerFormParams): Promise<FormLink> => {
    await requireClient(ctx.database.db, params.id);
    return { clientId: params.id, key: params.uuid, formUuid: params.formUuid };
  };

  /** A customer's pending and answered forms, all of theirs or one appointment's (the client checked first). */
  const pending = async (req: { params: CustomerParams & { appointmentUuid?: string } }, reply: FastifyReply) => {
    const { id, uuid, appointmentUuid } = req.params;
    await requireClient(ctx.database.db, id);
    return noCache(reply).send(await pendingForms(ctx, id, uuid, appointmentUuid));
  };

  // All of the customer's forms, then one appointment's: one handler, the path's params telling which.
  onCall(
    app,
    calls.pending,
    publicRoute({
      tags,
      summary: 'The customer’s forms to answer, oldest first, and the ones answered',
      params: CustomerParams,
      response: { 200: PendingForms },
    }),
    pending,
  );
  onCall(
    app,
    calls.appointmentPending,
    publicRoute({
      tags,
      summary: 'The forms one appointment asks of its customer',
      params: AppointmentFormsParams,
      response: { 200: PendingForms },
    }),
    pending,
  );

  onCall(
    app,
    calls.form,
    publicRoute({
      tags,
      summary: 'One form to answer (answered: already done)',
      params: CustomerFormParams,
      response: { 200: PublicCustomerForm },
    }),
    async (req, reply) => noCache(reply).send(await formToAnswer(ctx, await linkOf(req.params))),
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
    onCall(
      scope,
      calls.upload,
      publicRoute({
        tags,
        rateLimit: FORM_UPLOAD_RATE_LIMIT,
        summary: 'Uploads one file for a file field (raw body, X-File-Name header); the type is judged by its bytes',
        params: CustomerFormParams,
        querystring: FormUploadQuery,
        response: { 201: FormUploadAnswer },
      }),
      async (req, reply) => {
        const header = req.headers['x-file-name'];
        const file = await uploadFormFile(ctx, await linkOf(req.params), {
          fieldId: req.query.field,
          body: req.body,
          filename: Array.isArray(header) ? header[0] : header,
        });
        return noCache(reply).status(201).send(file);
      },
    );
  });

  onCall(
    app,
    calls.answer,
    publicRoute({
      tags,
      rateLimit: FORM_ANSWER_RATE_LIMIT,
      summary: 'Answers the form once (files bound, the request completed, in one transaction); the next pending form',
      params: CustomerFormParams,
      body: FormResponseBody,
      response: { 201: FormResponseAnswer },
    }),
    async (req, reply) => {
      const answer = await answerFormOf(ctx, await linkOf(req.params), req.body);
      return noCache(reply).status(201).send(answer);
    },
  );
}
