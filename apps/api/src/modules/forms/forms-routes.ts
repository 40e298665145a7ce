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
  ownerFormCalls as calls,
} from '@vitrina/api-client/contracts';
import { customerFormSchema, formRequestSchema, validatePayload } from '@vitrina/validation';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { onCall } from '../../routes/call-route.js';
import { changerOf, ownerRoute } from '../../routes/owner/owner-guard.js';
import { clientParams } from '../../routes/owner/owner-schemas.js';
import { screenRoutes, validOr400 } from '../../routes/route-kit.js';
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
  return validOr400(validatePayload(customerFormSchema, body));
}

/** The back office's routes (registered in the owner scope, routes/owner/index.ts). */
export function registerFormOwnerRoutes(app: FastifyInstance, ctx: AppContext): void {
  const tags = ['owner', 'forms'];
  const routes = screenRoutes(app, ctx, { screen: 'forms', tags });

  routes.resource({
    calls: { list: calls.list, get: calls.get, create: calls.create, replace: calls.replace, remove: calls.remove },
    schemas: { params: OwnerFormParams, item: OwnerForm, input: OwnerFormInput, list: OwnerFormList },
    fieldsOf: formFieldsOf,
    service: {
      list: async (clientId) => ({ forms: await listForms(ctx, clientId) }),
      get: getForm,
      create: createForm,
      replace: updateForm,
      remove: removeForm,
    },
    summaries: {
      list: 'The customer forms, inactive ones included',
      get: 'One form with its fields and services',
      create: 'Build a form and attach it to services (recorded in the activity log)',
      replace: 'Change a form and the services that require it, in one transaction',
      remove: 'Delete a form, or deactivate it when customers answered it (their answers stay)',
    },
  });

  routes.create(
    calls.request,
    {
      summary: 'Ask a customer (found or made by e-mail) to answer the form; answers the link to send them',
      params: OwnerFormParams,
      body: FormRequestBody,
      response: { 201: FormRequestSent },
    },
    async (req) => {
      const v = validOr400(validatePayload(formRequestSchema, req.body));
      const contact = { email: v.email, firstName: v.first_name, lastName: v.last_name };
      const sent = await sendForm(ctx, changerOf(req), req.params.formId, contact);
      // The customer's own link, to the owner who asked: the only way a customer-wide forms link is issued.
      return { customer_uuid: sent.customerUuid, path: sent.path };
    },
  );

  routes.read(
    calls.responses,
    {
      summary: 'The customers’ answers newest first, by customer or form',
      params: clientParams,
      querystring: OwnerFormResponseQuery,
      response: { 200: OwnerFormResponsePage },
    },
    (req) => responsePage(ctx, req.owner!.clientId, req.query),
  );

  routes.read(
    calls.response,
    {
      summary: 'One response: the fields as answered, the answers and the files',
      params: OwnerFormResponseParams,
      response: { 200: OwnerFormResponse },
    },
    (req) => getResponse(ctx, req.owner!.clientId, req.params.responseUuid),
  );

  // The file's bytes, never cached nor shown inline: a route of its own shape behind the screen's guard.
  onCall(
    app,
    calls.file,
    ownerRoute(routes.guards.read, {
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
