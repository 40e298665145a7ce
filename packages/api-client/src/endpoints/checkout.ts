// The visitor's checkout and order pages (spec §2 shipping-information, order-successful, commerce/order/{uuid},
// transaction, payment_validation; contract contracts/store.ts). Public calls, no credentials; an order is
// reached only by its uuid.
//   POST client/{id}/checkout  (header Idempotency-Key)                → CheckoutAnswer
//   GET  client/{id}/orders/{uuid}                                     → PublicOrder
//   GET  client/{id}/orders/{uuid}/transactions/{transactionId}        → PublicTransaction
//   GET  client/{id}/orders/{uuid}/payment-validation/{transactionId}  → PaymentValidation
//   POST client/{id}/orders/{uuid}/payment-validation/{transactionId}  → PaymentValidation
// A failed checkout is read with `checkoutFailureOf` (402 decline, 409 out_of_stock lines, 400 fields).
import type {
  CheckoutAnswer,
  CheckoutBody,
  CheckoutErrorExtra,
  OrderTotals,
  PaymentValidation,
  PublicOrder,
  PublicTransaction,
  ValidationOutcome,
} from '../contracts/store.js';
import { apiFailureOf } from '../api-failure.js';
import { vitrinaApi } from '../vitrina-api.js';
import { requestOf } from '../contracts/call.js';
import type { AnswerOf } from '../contracts/call.js';
import { checkoutCalls, orderCalls } from '../contracts/calls/orders.js';
import { keepAnswer } from './keep-answer.js';

export type { CheckoutAnswer, CheckoutBody, OrderTotals, PaymentValidation, PublicOrder, PublicTransaction, ValidationOutcome };

export interface CheckoutArgs {
  clientId: number;
  /** One per attempt (crypto.randomUUID()); a retry of the same attempt reuses it and gets the first answer. */
  idempotencyKey: string;
  body: CheckoutBody;
}

export interface PublicOrderArgs {
  clientId: number;
  uuid: string;
}

export interface PublicTransactionArgs extends PublicOrderArgs {
  transactionId: string;
}

export interface ValidatePaymentArgs extends PublicTransactionArgs {
  /** false: the visitor failed the validation step (the order is released). */
  approve: boolean;
}

/** What a failed checkout tells the page. */
export interface CheckoutFailure {
  /** HTTP status, or null when no answer came. */
  status: number | null;
  code: string | null;
  /** The server's i18n key of the message (e.g. errors:orders.paymentFailed), or null. */
  message: string | null;
  fields: Record<string, string>;
  /** 409 out_of_stock: commerce cartLineKey of each line at fault, and units left per key. */
  lineKeys: string[];
  stock: Record<string, number>;
  /** 402: the commerce PaymentFailureCode (or the gateway's own decline code). */
  decline: string | null;
}

/** What a failed checkout says: ErrorBody and the checkout's extras (contract CheckoutErrorExtra). */
export function checkoutFailureOf(error: unknown): CheckoutFailure {
  const failure = apiFailureOf<CheckoutErrorExtra>(error);
  return {
    status: failure?.status ?? null,
    code: failure?.code ?? null,
    message: failure?.message ?? null,
    fields: failure?.fields ?? {},
    lineKeys: failure?.extra.line_keys ?? [],
    stock: failure?.extra.stock ?? {},
    decline: failure?.extra.decline ?? null,
  };
}

/** The path parameters of an order's calls. */
const orderParams = ({ clientId, uuid }: PublicOrderArgs) => ({ id: clientId, uuid });
const transactionParams = ({ transactionId, ...order }: PublicTransactionArgs) => ({ ...orderParams(order), transactionId });
const orderTag = (uuid: string) => ({ type: 'Orders' as const, id: `public/${uuid}` });

export const checkoutApi = vitrinaApi.injectEndpoints({
  endpoints: (build) => ({
    /** 201 → where to go next; 402/409/400/422/429 are errors read with checkoutFailureOf. */
    checkout: build.mutation<AnswerOf<typeof checkoutCalls.checkout>, CheckoutArgs>({
      query: ({ clientId, idempotencyKey, body }) => ({
        ...requestOf(checkoutCalls.checkout, { id: clientId }, { body }),
        headers: { 'Idempotency-Key': idempotencyKey },
      }),
    }),
    publicOrder: build.query<AnswerOf<typeof orderCalls.order>, PublicOrderArgs>({
      query: (args) => requestOf(orderCalls.order, orderParams(args)),
      providesTags: (_result, _error, { uuid }) => [orderTag(uuid)],
    }),
    publicTransaction: build.query<AnswerOf<typeof orderCalls.transaction>, PublicTransactionArgs>({
      query: (args) => requestOf(orderCalls.transaction, transactionParams(args)),
      providesTags: (_result, _error, { uuid }) => [orderTag(uuid)],
    }),
    paymentValidation: build.query<AnswerOf<typeof orderCalls.paymentValidation>, PublicTransactionArgs>({
      query: (args) => requestOf(orderCalls.paymentValidation, transactionParams(args)),
      providesTags: (_result, _error, { uuid }) => [orderTag(uuid)],
    }),
    /** The sandbox's validation step: Complete (approve) or Fail. The answer replaces the page's outcome. */
    validatePayment: build.mutation<AnswerOf<typeof orderCalls.validatePayment>, ValidatePaymentArgs>({
      query: ({ approve, ...args }) => requestOf(orderCalls.validatePayment, transactionParams(args), { body: { approve } }),
      onQueryStarted: ({ approve: _approve, ...args }, { dispatch, queryFulfilled }) =>
        keepAnswer(queryFulfilled, (data) => dispatch(checkoutApi.util.upsertQueryData('paymentValidation', args, data))),
      // The order and its transactions changed (paid, or released).
      invalidatesTags: (_result, _error, { uuid }) => [orderTag(uuid)],
    }),
  }),
});

export const {
  useCheckoutMutation,
  usePublicOrderQuery,
  usePublicTransactionQuery,
  usePaymentValidationQuery,
  useValidatePaymentMutation,
} = checkoutApi;
