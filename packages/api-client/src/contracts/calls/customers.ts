// The calls of the customers module (contracts/customers.ts): the back office's Customers screen.
import { call } from '../call.js';
import type {
  CustomerChangeBody,
  CustomerImportBody,
  CustomerImportPreview,
  CustomerImportResult,
  CustomerListQuery,
  CustomerPage,
  CustomerRecord,
} from '../customers.js';
import type { CustomerMerge, CustomerMergePreview, CustomerMergeUndone } from '../customer-merges.js';

export const customerCalls = {
  /** One page of the directory, searched, filtered and sorted. */
  list: call<{ query: CustomerListQuery; answer: CustomerPage }>()('GET', '/api/client/:id/customers'),
  /** One customer's record. */
  get: call<{ answer: CustomerRecord }>()('GET', '/api/client/:id/customers/:customerId'),
  /** Their contact details and private note (owners and managers), audited. */
  replace: call<{ body: CustomerChangeBody; answer: CustomerRecord }>()('PUT', '/api/client/:id/customers/:customerId'),
  /** The business's customers as CSV (owners and managers). */
  exportCustomers: call<{ answer: Blob }>()('GET', '/api/client/:id/exports/customers'),
  /** The business's placed orders as CSV (owners and managers). */
  exportOrders: call<{ answer: Blob }>()('GET', '/api/client/:id/exports/orders'),
  /** A CSV file of customers read and checked row by row; nothing is written. */
  previewImport: call<{ body: CustomerImportBody; answer: CustomerImportPreview }>()('POST', '/api/client/:id/imports/customers/preview'),
  /** The same file imported: every row in one transaction, or none (400 import_invalid with the preview). */
  commitImport: call<{ body: CustomerImportBody; answer: CustomerImportResult }>()('POST', '/api/client/:id/imports/customers'),
};

/** Merging two records of the same person (contracts/customer-merges.ts): owners and managers. */
export const customerMergeCalls = {
  /** What merging otherId into customerId would move and fill; nothing is written. */
  preview: call<{ answer: CustomerMergePreview }>()('GET', '/api/client/:id/customers/:customerId/merges/:otherId'),
  /** Merge otherId into customerId (kept), audited; answers the undo handle. */
  merge: call<{ answer: CustomerMerge }>()('POST', '/api/client/:id/customers/:customerId/merges/:otherId'),
  /** Undo a merge (the same person, within CUSTOMER_MERGE_UNDO_MINUTES), audited. */
  undo: call<{ answer: CustomerMergeUndone }>()('POST', '/api/client/:id/customer-merges/:mergeId/undo'),
};
