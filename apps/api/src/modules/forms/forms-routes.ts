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
// Bodies are checked with the builder's own yup schemas (customerFormSchema, formRequestSchema); the
// service writes each change with its audit entry (forms-service.ts).
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
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { ApiError } from '../../http/errors.js';
import { changerOf, clientGuard, ownerRoute } from '../../routes/owner/owner-guard.js';
import { clientParams } from '../../routes/owner/owner-schemas.js';
import { noCache } from '../../routes/public/route-helpers.js';
import { attachmentDisposition } from './form-upload.js';
import type { FormFields } from './forms-repository.js';
import {
  createForm,
  getForm,
  getResponse,
  listForms,
  removeForm,
  responseFile,
  responsePage,
  sendForm,
  updateForm,
} from './forms-service.js';

/** The checked fields of a POST/PUT body. */
export function formFieldsOf(body: unknown): FormFields {
  const checked = validatePayload(customerFormSchema, body);
  if (!checked.ok) throw new ApiError(400, 'invalid_request', checked.message, checked.fields);
  return checked.value;
}

/** The back office's routes (registered in the owner scope, routes/owner/index.ts). */
export function registerFormOwnerRoutes(app: FastifyInstance, ctx: AppContext): void {
  const read = clientGuard(ctx, { write: false, screen: 'forms' });
  const write = clientGuard(ctx, { write: true, screen: 'forms' });
  const tags = ['owner', 'forms'];

  app.get<{ Params: { id: number } }>(
    '/api/client/:id/owner-forms',
    ownerRoute(read, {
      tags,
      summary: 'The customer forms, inactive ones included',
      params: clientParams,
      response: { 200: OwnerFormList },
    }),
    async (req, reply) => noCache(reply).send({ forms: await listForms(ctx, req.owner!.clientId) } satisfies OwnerFormList),
  );

  app.get<{ Params: OwnerFormParams }>(
    '/api/client/:id/owner-forms/:formId',
    ownerRoute(read, { tags, summary: 'One form with its fields and services', params: OwnerFormParams, response: { 200: OwnerForm } }),
    async (req, reply) => {
      const form = await getForm(ctx, req.owner!.clientId, req.params.formId);
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
      const form = await createForm(ctx, changerOf(req), formFieldsOf(req.body));
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
      const fields = formFieldsOf(req.body);
      const form = await updateForm(ctx, changerOf(req), req.params.formId, fields);
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
      const outcome = await removeForm(ctx, changerOf(req), req.params.formId);
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
      const sent = await sendForm(ctx, changerOf(req), req.params.formId, contact);
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
      const page = await responsePage(ctx, req.owner!.clientId, req.query);
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
      const response = await getResponse(ctx, req.owner!.clientId, req.params.responseUuid);
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
      const { file, body } = await responseFile(ctx, req.owner!.clientId, req.params.fileId);
      return reply
        .header('cache-control', 'private, no-store')
        .header('content-disposition', attachmentDisposition(file.filename))
        .header('x-content-type-options', 'nosniff')
        .type(file.mime)
        .send(body);
    },
  );
}
