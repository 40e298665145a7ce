// Merging two customer records of the same person (owners and managers, bearer token;
// contracts/customer-merges.ts): the preview of what moves, the merge, and its undo. A merge and an undo
// refetch the directory, both customers' pages and the Activity screen.
import type {
  CustomerMerge,
  CustomerMergeCounts,
  CustomerMergeFill,
  CustomerMergePreview,
  CustomerMergeUndone,
} from '../contracts/customer-merges.js';
import { customerMergeCalls } from '../contracts/calls/customers.js';
import { requestOf } from '../contracts/call.js';
import { activityTag, vitrinaApi } from '../vitrina-api.js';
import { BEARER, ownerTags } from './owner-kit.js';

export type { CustomerMerge, CustomerMergeCounts, CustomerMergeFill, CustomerMergePreview, CustomerMergeUndone };

export interface CustomerMergeArgs {
  clientId: number;
  /** The customer kept (whose page it is). */
  customerId: number;
  /** The duplicate, removed by the merge. */
  otherId: number;
}

export interface UndoCustomerMergeArgs {
  clientId: number;
  /** The merge's handle (CustomerMerge.id). */
  mergeId: string;
  customerId: number;
  otherId: number;
}

const tags = ownerTags('Customers');
const changed = ({ clientId, customerId, otherId }: CustomerMergeArgs) => [
  tags.list(clientId),
  tags.item(clientId, customerId),
  tags.item(clientId, otherId),
  activityTag(clientId),
];

export const customerMergesApi = vitrinaApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET …/customers/{customerId}/merges/{otherId} → what the merge would move and fill. */
    customerMergePreview: build.query<CustomerMergePreview, CustomerMergeArgs>({
      query: ({ clientId, customerId, otherId }) => requestOf(customerMergeCalls.preview, { id: clientId, customerId, otherId }),
      extraOptions: BEARER,
      keepUnusedDataFor: 0,
    }),
    /** POST …/customers/{customerId}/merges/{otherId} → the merge, with its undo handle. */
    mergeCustomers: build.mutation<CustomerMerge, CustomerMergeArgs>({
      query: ({ clientId, customerId, otherId }) => requestOf(customerMergeCalls.merge, { id: clientId, customerId, otherId }),
      extraOptions: BEARER,
      invalidatesTags: (_result, error, args) => (error ? [] : changed(args)),
    }),
    /** POST …/customer-merges/{mergeId}/undo → both customers again. */
    undoCustomerMerge: build.mutation<CustomerMergeUndone, UndoCustomerMergeArgs>({
      query: ({ clientId, mergeId }) => requestOf(customerMergeCalls.undo, { id: clientId, mergeId }),
      extraOptions: BEARER,
      invalidatesTags: (_result, error, args) => (error ? [] : changed(args)),
    }),
  }),
});

export const { useCustomerMergePreviewQuery, useMergeCustomersMutation, useUndoCustomerMergeMutation } = customerMergesApi;
