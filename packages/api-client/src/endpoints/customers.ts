// The back office's Customers screen (owners, managers and employees, bearer token; contracts/customers.ts):
// pages of the directory, one customer's record, and the owners' edit of a customer. An edit refetches the
// record, the loaded pages and the Activity screen.
import type {
  CustomerImportPreview,
  CustomerImportResult,
  CustomerImportRow,
  CustomerChangeBody,
  CustomerFilter,
  CustomerPage as CustomerPageAnswer,
  CustomerRecord,
  CustomerSort,
  CustomerSummary,
} from '../contracts/customers.js';
import { customerCalls } from '../contracts/calls/customers.js';
import { requestOf, urlOf } from '../contracts/call.js';
import { DEFAULT_API_BASE_URL } from '../config.js';
import { vitrinaApi } from '../vitrina-api.js';
import { BEARER, ownerResource, searchWords } from './owner-kit.js';
import type { ItemArgs } from './owner-kit.js';

export type {
  CustomerChangeBody,
  CustomerFilter,
  CustomerImportPreview,
  CustomerImportResult,
  CustomerImportRow,
  CustomerRecord,
  CustomerSort,
  CustomerSummary,
};

export interface CustomerImportArgs {
  clientId: number;
  /** The CSV file's text. */
  csv: string;
}

export interface CustomerPage {
  customers: CustomerSummary[];
  /** The cursor of the next page; null on the last one. */
  nextCursor: string | null;
}

export interface CustomerListArgs {
  clientId: number;
  filter: CustomerFilter;
  sort: CustomerSort;
  /** Search text (words of a name or e-mail, or a phone number); empty for none. */
  q: string;
}

export type CustomerArgs = ItemArgs<'customerId'>;
export type ChangeCustomerArgs = CustomerArgs & { body: CustomerChangeBody };

const pageOf = (page: CustomerPageAnswer): CustomerPage => ({ customers: page.customers, nextCursor: page.next_cursor });

const customers = ownerResource({ calls: customerCalls, idKey: 'customerId', type: 'Customers' });

export const customersApi = vitrinaApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET …/customers?q=&filter=&sort=&cursor= → pages of the directory. */
    customers: customers.pages<CustomerPage, CustomerListArgs>(
      build,
      ({ filter, sort, q }) => ({ filter, sort, ...searchWords(q) }),
      pageOf,
    ),
    /** GET …/customers/{customerId} → the customer's record. */
    customer: customers.one<CustomerArgs>(build),
    /** PUT …/customers/{customerId} → the record as stored. */
    changeCustomer: customers.update<ChangeCustomerArgs>(build, ({ body }) => body),
    /** POST …/imports/customers/preview {csv} → every row checked; nothing written. */
    previewCustomerImport: build.mutation<CustomerImportPreview, CustomerImportArgs>({
      query: ({ clientId, csv }) => requestOf(customerCalls.previewImport, { id: clientId }, { body: { csv } }),
      extraOptions: BEARER,
    }),
    /** POST …/imports/customers {csv} → every row written in one transaction, or none (400 import_invalid). */
    importCustomers: build.mutation<CustomerImportResult, CustomerImportArgs>({
      query: ({ clientId, csv }) => requestOf(customerCalls.commitImport, { id: clientId }, { body: { csv } }),
      extraOptions: BEARER,
      invalidatesTags: (_result, _error, { clientId }) => customers.changed(clientId),
    }),
  }),
});

export const {
  useCustomersInfiniteQuery,
  useCustomerQuery,
  useChangeCustomerMutation,
  usePreviewCustomerImportMutation,
  useImportCustomersMutation,
} = customersApi;

/** A CSV export (text; bearer only): GET it with the owner's token and save the blob. */
export function customerExportUrl(clientId: number, kind: 'customers' | 'orders', apiBaseUrl: string = DEFAULT_API_BASE_URL): string {
  const c = kind === 'customers' ? customerCalls.exportCustomers : customerCalls.exportOrders;
  return `${apiBaseUrl.replace(/\/+$/, '')}/${urlOf(c, { id: clientId })}`;
}
