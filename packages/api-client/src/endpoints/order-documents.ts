// The customer's answers to a quote or invoice (issue 15; contract contracts/order-documents.ts): approve,
// reject with a reason, pay all or part of what is outstanding (header Idempotency-Key). Each answer
// refreshes the order page (tag Orders public/{uuid}); errors are read with checkout's checkoutFailureOf.
//   POST client/{id}/orders/{uuid}/approve                        → PublicOrder
//   POST client/{id}/orders/{uuid}/reject   {reason}              → PublicOrder
//   POST client/{id}/orders/{uuid}/payments {amount, payment}     → QuotePaymentAnswer
import type { QuotePaymentAnswer, QuotePaymentBody } from '../contracts/order-documents.js';
import type { PublicOrder } from '../contracts/store.js';
import { vitrinaApi } from '../vitrina-api.js';
import { checkoutApi } from './checkout.js';
import type { PublicOrderArgs } from './checkout.js';
import { clientPath } from './client-path.js';
import { keepAnswer } from './keep-answer.js';

export type { QuotePaymentAnswer, QuotePaymentBody };

export interface RejectQuoteArgs extends PublicOrderArgs {
  reason: string;
}

export interface PayQuoteArgs extends PublicOrderArgs {
  /** One per attempt (crypto.randomUUID()); a retry of the same attempt reuses it. */
  idempotencyKey: string;
  body: QuotePaymentBody;
}

const orderUrl = ({ clientId, uuid }: PublicOrderArgs) => clientPath(clientId, 'orders', uuid);
const orderTag = (uuid: string) => ({ type: 'Orders' as const, id: `public/${uuid}` });

/** The decided order replaces the page's copy at once. */
const keepOrder = (args: PublicOrderArgs, dispatch: (action: unknown) => unknown, done: Promise<{ data: PublicOrder }>) =>
  keepAnswer(done, (data) => dispatch(checkoutApi.util.upsertQueryData('publicOrder', { clientId: args.clientId, uuid: args.uuid }, data)));

export const orderDocumentsApi = vitrinaApi.injectEndpoints({
  endpoints: (build) => ({
    approveQuote: build.mutation<PublicOrder, PublicOrderArgs>({
      query: (args) => ({ url: `${orderUrl(args)}/approve`, method: 'POST', body: {} }),
      onQueryStarted: (args, { dispatch, queryFulfilled }) => keepOrder(args, dispatch, queryFulfilled),
    }),
    rejectQuote: build.mutation<PublicOrder, RejectQuoteArgs>({
      query: ({ reason, ...args }) => ({ url: `${orderUrl(args)}/reject`, method: 'POST', body: { reason } }),
      onQueryStarted: (args, { dispatch, queryFulfilled }) => keepOrder(args, dispatch, queryFulfilled),
    }),
    payQuote: build.mutation<QuotePaymentAnswer, PayQuoteArgs>({
      query: ({ idempotencyKey, body, ...args }) => ({
        url: `${orderUrl(args)}/payments`,
        method: 'POST',
        headers: { 'Idempotency-Key': idempotencyKey },
        body,
      }),
      // Paid, reserved, or declined: the page's balance changed either way.
      invalidatesTags: (_result, _error, { uuid }) => [orderTag(uuid)],
    }),
  }),
});

export const { useApproveQuoteMutation, useRejectQuoteMutation, usePayQuoteMutation } = orderDocumentsApi;
