// The customer's answers to a quote or invoice (issue 15; contract contracts/order-documents.ts): approve,
// reject with a reason, pay all or part of what is outstanding (header Idempotency-Key). Each answer
// refreshes the order page (tag Orders public/{uuid}); errors are read with checkout's readCheckoutFailure.
//   POST client/{id}/orders/{uuid}/approve                        → PublicOrder
//   POST client/{id}/orders/{uuid}/reject   {reason}              → PublicOrder
//   POST client/{id}/orders/{uuid}/payments {amount, payment}     → QuotePaymentAnswer
import type { QuotePaymentAnswer, QuotePaymentBody } from '../contracts/order-documents.js';
import type { PublicOrder } from '../contracts/store.js';
import { unchecked } from '../unchecked.js';
import { vitrinaApi } from '../vitrina-api.js';
import { checkoutApi, readOrder } from './checkout.js';
import type { PublicOrderArgs } from './checkout.js';

export type { QuotePaymentAnswer, QuotePaymentBody };

export interface RejectQuoteArgs extends PublicOrderArgs {
  reason: string;
}

export interface PayQuoteArgs extends PublicOrderArgs {
  /** One per attempt (crypto.randomUUID()); a retry of the same attempt reuses it. */
  idempotencyKey: string;
  body: QuotePaymentBody;
}

const id = (value: number | string) => encodeURIComponent(String(value));
const orderUrl = ({ clientId, uuid }: PublicOrderArgs) => `client/${id(clientId)}/orders/${id(uuid)}`;
const orderTag = (uuid: string) => ({ type: 'Orders' as const, id: `public/${uuid}` });

function readPaymentAnswer(raw: unknown): QuotePaymentAnswer {
  const a = unchecked<QuotePaymentAnswer>(raw);
  if (!a || typeof a.order_uuid !== 'string' || typeof a.transaction_id !== 'string')
    throw new Error('The API answered without the payment');
  return {
    order_uuid: a.order_uuid,
    order_number: typeof a.order_number === 'string' ? a.order_number : '',
    transaction_id: a.transaction_id,
    amount: typeof a.amount === 'string' ? a.amount : '0.00',
    next: a.next === 'validation' ? 'validation' : 'success',
    client_secret: typeof a.client_secret === 'string' ? a.client_secret : null,
  };
}

/** The decided order replaces the page's copy at once. */
async function keepOrder(args: PublicOrderArgs, dispatch: (action: unknown) => unknown, done: Promise<{ data: PublicOrder }>) {
  try {
    const { data } = await done;
    dispatch(checkoutApi.util.upsertQueryData('publicOrder', { clientId: args.clientId, uuid: args.uuid }, data));
  } catch {
    // The page shows the mutation's own error.
  }
}

export const orderDocumentsApi = vitrinaApi.injectEndpoints({
  endpoints: (build) => ({
    approveQuote: build.mutation<PublicOrder, PublicOrderArgs>({
      query: (args) => ({ url: `${orderUrl(args)}/approve`, method: 'POST', body: {} }),
      transformResponse: readOrder,
      onQueryStarted: (args, { dispatch, queryFulfilled }) => keepOrder(args, dispatch, queryFulfilled),
    }),
    rejectQuote: build.mutation<PublicOrder, RejectQuoteArgs>({
      query: ({ reason, ...args }) => ({ url: `${orderUrl(args)}/reject`, method: 'POST', body: { reason } }),
      transformResponse: readOrder,
      onQueryStarted: (args, { dispatch, queryFulfilled }) => keepOrder(args, dispatch, queryFulfilled),
    }),
    payQuote: build.mutation<QuotePaymentAnswer, PayQuoteArgs>({
      query: ({ idempotencyKey, body, ...args }) => ({
        url: `${orderUrl(args)}/payments`,
        method: 'POST',
        headers: { 'Idempotency-Key': idempotencyKey },
        body,
      }),
      transformResponse: readPaymentAnswer,
      // Paid, reserved, or declined: the page's balance changed either way.
      invalidatesTags: (_result, _error, { uuid }) => [orderTag(uuid)],
    }),
  }),
});

export const { useApproveQuoteMutation, useRejectQuoteMutation, usePayQuoteMutation } = orderDocumentsApi;
