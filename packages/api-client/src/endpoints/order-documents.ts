// The customer's answers to a quote or invoice (issue 15; contract contracts/order-documents.ts): approve,
// reject with a reason, pay all or part of what is outstanding (header Idempotency-Key). Each answer
// refreshes the order page (tag Orders public/{uuid}); errors are read with checkout's checkoutFailureOf.
//   POST client/{id}/orders/{uuid}/approve                        → PublicOrder
//   POST client/{id}/orders/{uuid}/reject   {reason}              → PublicOrder
//   POST client/{id}/orders/{uuid}/payments {amount, payment}     → QuotePaymentAnswer
import type { AnswerOf, HeadersOf } from '../contracts/call.js';
import { requestOf } from '../contracts/call.js';
import { orderDocumentCalls as calls } from '../contracts/calls/quotes.js';
import type { QuotePaymentAnswer, QuotePaymentBody } from '../contracts/order-documents.js';
import type { PublicOrder } from '../contracts/store.js';
import { vitrinaApi } from '../vitrina-api.js';
import { checkoutApi } from './checkout.js';
import type { PublicOrderArgs } from './checkout.js';
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

/** The order of the call's path. */
const orderOf = ({ clientId, uuid }: PublicOrderArgs) => ({ id: clientId, uuid });
const orderTag = (uuid: string) => ({ type: 'Orders' as const, id: `public/${uuid}` });

/** The decided order replaces the page's copy at once. */
const keepOrder = (args: PublicOrderArgs, dispatch: (action: unknown) => unknown, done: Promise<{ data: PublicOrder }>) =>
  keepAnswer(done, (data) => dispatch(checkoutApi.util.upsertQueryData('publicOrder', { clientId: args.clientId, uuid: args.uuid }, data)));

export const orderDocumentsApi = vitrinaApi.injectEndpoints({
  endpoints: (build) => ({
    approveQuote: build.mutation<AnswerOf<typeof calls.approve>, PublicOrderArgs>({
      // The call takes no body; an empty JSON object is sent, as before.
      query: (args) => ({ ...requestOf(calls.approve, orderOf(args)), body: {} }),
      onQueryStarted: (args, { dispatch, queryFulfilled }) => keepOrder(args, dispatch, queryFulfilled),
    }),
    rejectQuote: build.mutation<AnswerOf<typeof calls.reject>, RejectQuoteArgs>({
      query: ({ reason, ...args }) => requestOf(calls.reject, orderOf(args), { body: { reason } }),
      onQueryStarted: (args, { dispatch, queryFulfilled }) => keepOrder(args, dispatch, queryFulfilled),
    }),
    payQuote: build.mutation<AnswerOf<typeof calls.pay>, PayQuoteArgs>({
      query: ({ idempotencyKey, body, ...args }) => ({
        ...requestOf(calls.pay, orderOf(args), { body }),
        headers: { 'idempotency-key': idempotencyKey } satisfies HeadersOf<typeof calls.pay>,
      }),
      // Paid, reserved, or declined: the page's balance changed either way.
      invalidatesTags: (_result, _error, { uuid }) => [orderTag(uuid)],
    }),
  }),
});

export const { useApproveQuoteMutation, useRejectQuoteMutation, usePayQuoteMutation } = orderDocumentsApi;
