// Merging two customer records that are the same person (issue 30; contracts/customer-merges.ts), owners and
// managers only (an employee: 403 read_only):
//   GET  /api/client/:id/customers/:customerId/merges/:otherId  → what the merge would move and fill
//   POST /api/client/:id/customers/:customerId/merges/:otherId  → merged (customerId kept), audited; the undo handle
//   POST /api/client/:id/customer-merges/:mergeId/undo          → undone (the same person, for a while), audited
import {
  CustomerMerge,
  CustomerMergeParams,
  CustomerMergePreview,
  CustomerMergeUndoParams,
  CustomerMergeUndone,
  customerMergeCalls,
} from '@vitrina/api-client/contracts';
import type { FastifyRequest } from 'fastify';
import type { ScreenRoutes } from '../../routes/route-kit.js';
import type { AppContext } from '../../app-context.js';
import type { CustomersCaller } from './customers-service.js';
import { mergeCustomers, previewMerge, undoMerge } from './customer-merge-service.js';

/** Registered by the customers routes on their screen, with their caller (no import back to them). */
export function registerCustomerMergeRoutes(
  routes: ScreenRoutes,
  ctx: AppContext,
  customersCallerOf: (req: FastifyRequest) => CustomersCaller,
): void {
  routes.read(
    customerMergeCalls.preview,
    {
      summary: 'What merging another customer into this one would move and fill in; nothing is written',
      params: CustomerMergeParams,
      response: { 200: CustomerMergePreview },
    },
    (req) => previewMerge(ctx, customersCallerOf(req), req.params.customerId, req.params.otherId),
  );

  routes.act(
    customerMergeCalls.merge,
    {
      summary: 'Merge another customer into this one: everything of theirs moves here, their record is removed; audited, undoable',
      params: CustomerMergeParams,
      response: { 200: CustomerMerge },
    },
    (req) => mergeCustomers(ctx, customersCallerOf(req), req.params.customerId, req.params.otherId),
  );

  routes.act(
    customerMergeCalls.undo,
    {
      summary: 'Undo a merge: the removed customer and exactly the rows moved come back (the same person, for a while); audited',
      params: CustomerMergeUndoParams,
      response: { 200: CustomerMergeUndone },
    },
    (req) => undoMerge(ctx, customersCallerOf(req), req.params.mergeId),
  );
}
