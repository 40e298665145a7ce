// The calls of the customers module (contracts/customers.ts): the back office's Customers screen.
import { call } from '../call.js';
import type { CustomerChangeBody, CustomerListQuery, CustomerPage, CustomerRecord } from '../customers.js';

export const customerCalls = {
  /** One page of the directory, searched, filtered and sorted. */
  list: call<{ query: CustomerListQuery; answer: CustomerPage }>()('GET', '/api/client/:id/customers'),
  /** One customer's record. */
  get: call<{ answer: CustomerRecord }>()('GET', '/api/client/:id/customers/:customerId'),
  /** Their contact details and private note (owners and managers), audited. */
  change: call<{ body: CustomerChangeBody; answer: CustomerRecord }>()('PUT', '/api/client/:id/customers/:customerId'),
};
