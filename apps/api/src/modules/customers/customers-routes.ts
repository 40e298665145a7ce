// The back office's Customers screen (issue 30): owners (1) and managers (3) read every customer and edit their
// contact details and private note; an employee (4) reads the customers of their own appointments only and
// changes nothing (403 read_only).
//   GET /api/client/:id/customers?q=&filter=&sort=&cursor=&limit= → { customers, next_cursor }
//   GET /api/client/:id/customers/:customerId                     → the customer's record
//   PUT /api/client/:id/customers/:customerId  CustomerChangeBody  → the record (audited; 409 email_taken)
//   GET /api/client/:id/exports/customers | /exports/orders        → CSV attachments (owners and managers)
//   POST /api/client/:id/imports/customers/preview {csv}           → every row checked, nothing written
//   POST /api/client/:id/imports/customers {csv}                   → all rows in one transaction, or 400 import_invalid
//   …/customers/:customerId/merges/:otherId, …/customer-merges/:mergeId/undo → customer-merge-routes.ts
// Customers are the business's daily work, not an edit of the website, so, like orders, these routes take no
// freemium check. Bodies are checked with the edit form's own yup schema (the business's phone rule).
import { businessTimeZone } from '@vitrina/booking';
import {
  CsvDownload,
  CustomerChangeBody,
  CustomerImportBody,
  CustomerImportPreview,
  CustomerImportResult,
  CustomerListQuery,
  CustomerPage,
  CustomerRecordParams,
  CustomerRecord,
  customerCalls,
} from '@vitrina/api-client/contracts';
import { createCustomerSchema, validatePayload } from '@vitrina/validation';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { onCall } from '../../routes/call-route.js';
import { changerOf, ownerRoute } from '../../routes/owner/owner-guard.js';
import { clientParams } from '../../routes/owner/owner-schemas.js';
import { pageNumbers, screenRoutes, validOr400 } from '../../routes/route-kit.js';
import { CUSTOMER_MESSAGES, assertMayChange, changeCustomer, customerDirectory, customerRecord } from './customers-service.js';
import type { CustomersCaller } from './customers-service.js';
import { customersCsv, exportFilename, ordersCsv } from './customers-export-service.js';
import { commitImport, previewImport } from './customers-import-service.js';
import { attachmentDisposition } from '../forms/form-upload.js';
import { registerCustomerMergeRoutes } from './customer-merge-routes.js';

/** The caller of a customers route: the owner's change, their login and role, and the business's settings. */
export function customersCallerOf(req: FastifyRequest): CustomersCaller {
  const { user, client } = req.owner!;
  return {
    ...changerOf(req),
    userId: user.id,
    roleId: user.role_id ?? 0,
    zone: businessTimeZone(client.timezone),
    currency: client.currency_code,
  };
}

export function registerCustomerOwnerRoutes(app: FastifyInstance, ctx: AppContext): void {
  const routes = screenRoutes(app, ctx, { screen: 'customers', tags: ['owner', 'customers'], freemiumWrites: true });

  routes.read(
    customerCalls.list,
    {
      summary: 'The customers: searched by name, e-mail or phone digits, filtered, sorted by last activity or spent, one page at a time',
      params: clientParams,
      querystring: CustomerListQuery,
      response: { 200: CustomerPage },
    },
    (req) => {
      const { q, filter, sort, ...paging } = req.query;
      return customerDirectory(ctx, customersCallerOf(req), { q, filter, sort, ...pageNumbers(paging) });
    },
  );

  routes.read(
    customerCalls.get,
    {
      summary: 'A customer’s record: contact, orders, bookings, quotes and invoices, subscriptions, forms, messages',
      params: CustomerRecordParams,
      response: { 200: CustomerRecord },
    },
    (req) => customerRecord(ctx, customersCallerOf(req), req.params.customerId),
  );

  routes.replace(
    customerCalls.replace,
    {
      summary: 'Change a customer’s contact details and private note (owners and managers), with an audit entry',
      params: CustomerRecordParams,
      body: CustomerChangeBody,
      response: { 200: CustomerRecord },
    },
    async (req) => {
      const by = customersCallerOf(req);
      assertMayChange(by);
      const schema = createCustomerSchema({ country: req.owner!.client.country?.country_code });
      const fields = validOr400(validatePayload(schema, req.body), CUSTOMER_MESSAGES.invalid);
      return changeCustomer(ctx, by, req.params.customerId, fields);
    },
  );

  // The CSV files: streamed, never cached; routes of their own shape behind the screen's read guard (an
  // employee is refused by the service: the files hold money).
  for (const [c, kind, csvOf] of [
    [customerCalls.exportCustomers, 'customers', customersCsv],
    [customerCalls.exportOrders, 'orders', ordersCsv],
  ] as const) {
    onCall(
      app,
      c,
      ownerRoute(routes.guards.read, {
        tags: ['owner', 'customers'],
        summary: `The business's ${kind} as a CSV file`,
        params: clientParams,
        response: { 200: CsvDownload },
      }),
      async (req, reply) => {
        const by = customersCallerOf(req);
        const body = csvOf(ctx, by);
        return reply
          .header('cache-control', 'private, no-store')
          .header('content-disposition', attachmentDisposition(exportFilename(kind, by.zone)))
          .header('x-content-type-options', 'nosniff')
          .type('text/csv; charset=utf-8')
          .send(body);
      },
    );
  }

  routes.act(
    customerCalls.previewImport,
    {
      summary: 'Read a CSV file of customers and check every row with the edit form’s rules; nothing is written',
      params: clientParams,
      body: CustomerImportBody,
      response: { 200: CustomerImportPreview },
    },
    (req) => previewImport(ctx, customersCallerOf(req), req.body.csv, req.owner!.client.country?.country_code),
  );

  routes.act(
    customerCalls.commitImport,
    {
      summary: 'Import a CSV file of customers: every row in one transaction, or none when any row is refused',
      params: clientParams,
      body: CustomerImportBody,
      response: { 200: CustomerImportResult },
    },
    (req) => commitImport(ctx, customersCallerOf(req), req.body.csv, req.owner!.client.country?.country_code),
  );

  registerCustomerMergeRoutes(routes, ctx, customersCallerOf);
}
