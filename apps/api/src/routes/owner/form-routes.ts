// The back office's Forms (issue 15; contracts/customer-forms.ts): the owner (1) and managers (3) build
// forms, attach them to services, send one to a customer, and read the answers and their files.
//   GET    /api/client/:id/owner-forms                     → { forms }
//   GET    /api/client/:id/owner-forms/:formId             → the form
//   POST   /api/client/:id/owner-forms   OwnerFormInput    → 201 the form
//   PUT    /api/client/:id/owner-forms/:formId             → the form
//   DELETE /api/client/:id/owner-forms/:formId             → { outcome: deleted | deactivated }
//   POST   /api/client/:id/owner-forms/:formId/requests    → 201 { customer_uuid, path }
//   GET    /api/client/:id/owner-form-responses?customer=&form=&cursor= → { responses, next_cursor }
//   GET    /api/client/:id/owner-form-responses/:responseUuid          → the response with its files
//   GET    /api/client/:id/owner-form-files/:fileId        → the file's bytes (attachment)
// Bodies are checked with the builder's own yup schemas (customerFormSchema, formRequestSchema).
import {
  FormRequestBody,
  FormRequestSent,
  OwnerForm,
  OwnerFormFileDownload,
  OwnerFormFileParams,
  OwnerFormInput,
  OwnerFormList,
  OwnerFormParams,
  OwnerFormResponse,
  OwnerFormResponsePage,
  OwnerFormResponseParams,
  OwnerFormResponseQuery,
  OwnerRemoval,
} from '@vitrina/api-client/contracts';
import { customerFormSchema, formRequestSchema, validatePayload } from '@vitrina/validation';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { sendFormRequest } from '../../db/repos/form-requests.js';
import { findResponseFile, getFormResponse, listFormResponses } from '../../db/repos/form-responses.js';
import { createOwnerForm, getOwnerForm, listOwnerForms, removeOwnerForm, updateOwnerForm } from '../../db/repos/owner-forms.js';
import type { FormChange, FormFields, OwnerFormRecord } from '../../db/repos/owner-forms.js';
import { ApiError } from '../../http/errors.js';
import { attachmentDisposition } from '../../services/form-upload.js';
import { noCache } from '../public/route-helpers.js';
import { clientGuard, ownerRoute } from './owner-guard.js';
import { clientParams } from './owner-schemas.js';

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

/** The checked fields of a POST/PUT body. */
export function formFieldsOf(body: unknown): FormFields {
  const checked = validatePayload(customerFormSchema, body);
  if (!checked.ok) throw new ApiError(400, 'invalid_request', checked.message, checked.fields);
  return checked.value;
}

export function registerFormRoutes(app: FastifyInstance, ctx: AppContext): void {
  const db = ctx.database.db;
  const read = clientGuard(ctx, { write: false, screen: 'forms' });
  const write = clientGuard(ctx, { write: true, screen: 'forms' });
  const actorOf = (req: FastifyRequest) => ({ sub: req.owner!.user.sub, email: req.owner!.user.email });
  const tags = ['owner', 'forms'];

  app.get<{ Params: { id: number } }>(
    '/api/client/:id/owner-forms',
    ownerRoute(read, {
      tags,
      summary: 'The customer forms, inactive ones included',
      params: clientParams,
      response: { 200: OwnerFormList },
    }),
    async (req, reply) => noCache(reply).send({ forms: await listOwnerForms(db, req.owner!.clientId) } satisfies OwnerFormList),
  );

  app.get<{ Params: OwnerFormParams }>(
    '/api/client/:id/owner-forms/:formId',
    ownerRoute(read, { tags, summary: 'One form with its fields and services', params: OwnerFormParams, response: { 200: OwnerForm } }),
    async (req, reply) => {
      const form = await getOwnerForm(db, req.owner!.clientId, req.params.formId);
      if (!form) throw formNotFound();
      return noCache(reply).send(form satisfies OwnerForm);
    },
  );

  app.post<{ Params: { id: number }; Body: OwnerFormInput }>(
    '/api/client/:id/owner-forms',
    ownerRoute(write, {
      tags,
      summary: 'Build a form and attach it to services (recorded in the activity log)',
      params: clientParams,
      body: OwnerFormInput,
      response: { 201: OwnerForm },
    }),
    async (req, reply) => {
      const { clientId } = req.owner!;
      const form = changed(await createOwnerForm(db, clientId, formFieldsOf(req.body), actorOf(req)));
      return noCache(reply)
        .status(201)
        .send(form satisfies OwnerForm);
    },
  );

  app.put<{ Params: OwnerFormParams; Body: OwnerFormInput }>(
    '/api/client/:id/owner-forms/:formId',
    ownerRoute(write, {
      tags,
      summary: 'Change a form and the services that require it, in one transaction',
      params: OwnerFormParams,
      body: OwnerFormInput,
      response: { 200: OwnerForm },
    }),
    async (req, reply) => {
      const { clientId } = req.owner!;
      const fields = formFieldsOf(req.body);
      const form = changed(await updateOwnerForm(db, clientId, req.params.formId, fields, actorOf(req)));
      return noCache(reply).send(form satisfies OwnerForm);
    },
  );

  app.delete<{ Params: OwnerFormParams }>(
    '/api/client/:id/owner-forms/:formId',
    ownerRoute(write, {
      tags,
      summary: 'Delete a form, or deactivate it when customers answered it (their answers stay)',
      params: OwnerFormParams,
      response: { 200: OwnerRemoval },
    }),
    async (req, reply) => {
      const outcome = await removeOwnerForm(db, req.owner!.clientId, req.params.formId, actorOf(req));
      if (!outcome) throw formNotFound();
      return noCache(reply).send({ outcome } satisfies OwnerRemoval);
    },
  );

  app.post<{ Params: OwnerFormParams; Body: FormRequestBody }>(
    '/api/client/:id/owner-forms/:formId/requests',
    ownerRoute(write, {
      tags,
      summary: 'Ask a customer (found or made by e-mail) to answer the form; answers the link to send them',
      params: OwnerFormParams,
      body: FormRequestBody,
      response: { 201: FormRequestSent },
    }),
    async (req, reply) => {
      const checked = validatePayload(formRequestSchema, req.body);
      if (!checked.ok) throw new ApiError(400, 'invalid_request', checked.message, checked.fields);
      const v = checked.value;
      const contact = { email: v.email, firstName: v.first_name, lastName: v.last_name };
      const sent = await sendFormRequest(db, req.owner!.clientId, req.params.formId, contact, actorOf(req));
      if (!sent.ok) {
        if (sent.error === 'inactive') throw new ApiError(409, 'form_inactive', FORM_MESSAGES.inactive);
        throw formNotFound();
      }
      // The customer's own link, to the owner who asked: the only way a customer-wide forms link is issued.
      const answer: FormRequestSent = { customer_uuid: sent.customerUuid, path: sent.path };
      return noCache(reply).status(201).send(answer);
    },
  );

  app.get<{ Params: { id: number }; Querystring: OwnerFormResponseQuery }>(
    '/api/client/:id/owner-form-responses',
    ownerRoute(read, {
      tags,
      summary: 'The customers’ answers newest first, by customer or form',
      params: clientParams,
      querystring: OwnerFormResponseQuery,
      response: { 200: OwnerFormResponsePage },
    }),
    async (req, reply) => {
      const page = await listFormResponses(db, req.owner!.clientId, req.query);
      return noCache(reply).send(page satisfies OwnerFormResponsePage);
    },
  );

  app.get<{ Params: OwnerFormResponseParams }>(
    '/api/client/:id/owner-form-responses/:responseUuid',
    ownerRoute(read, {
      tags,
      summary: 'One response: the fields as answered, the answers and the files',
      params: OwnerFormResponseParams,
      response: { 200: OwnerFormResponse },
    }),
    async (req, reply) => {
      const response = await getFormResponse(db, req.owner!.clientId, req.params.responseUuid);
      if (!response) throw new ApiError(404, 'response_not_found', FORM_MESSAGES.responseNotFound);
      return noCache(reply).send(response satisfies OwnerFormResponse);
    },
  );

  app.get<{ Params: OwnerFormFileParams }>(
    '/api/client/:id/owner-form-files/:fileId',
    ownerRoute(read, {
      tags,
      summary: 'A response’s file as it was uploaded (an attachment, never shown inline)',
      params: OwnerFormFileParams,
      response: { 200: OwnerFormFileDownload },
    }),
    async (req, reply) => {
      const file = await findResponseFile(db, req.owner!.clientId, req.params.fileId);
      const stored = file ? await ctx.assets.get(file.key) : null;
      if (!file || !stored) throw new ApiError(404, 'file_not_found', FORM_MESSAGES.fileNotFound);
      return reply
        .header('cache-control', 'private, no-store')
        .header('content-disposition', attachmentDisposition(file.filename))
        .header('x-content-type-options', 'nosniff')
        .type(file.mime)
        .send(stored.body);
    },
  );
}
