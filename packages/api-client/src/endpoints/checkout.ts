// The visitor's checkout and order pages (spec §2 shipping-information, order-successful, commerce/order/{uuid},
// transaction, payment_validation; contract contracts/store.ts). Public calls, no credentials; an order is
// reached only by its uuid.
//   POST client/{id}/checkout  (header Idempotency-Key)                → CheckoutAnswer
//   GET  client/{id}/orders/{uuid}                                     → PublicOrder
//   GET  client/{id}/orders/{uuid}/transactions/{transactionId}        → PublicTransaction
//   GET  client/{id}/orders/{uuid}/payment-validation/{transactionId}  → PaymentValidation
//   POST client/{id}/orders/{uuid}/payment-validation/{transactionId}  → PaymentValidation
// A failed checkout is read with `readCheckoutFailure` (402 decline, 409 out_of_stock lines, 400 fields).
import type {
  CheckoutAnswer,
  CheckoutBody,
  CheckoutErrorExtra,
  OrderTotals,
  PaymentValidation,
  PublicOrder,
  PublicTransaction,
  ShippingBody,
  SubscriptionView,
  ValidationOutcome,
} from '../contracts/store.js';
import { FULFILLMENT_STATES, ORDER_STATES } from '../contracts/store.js';
import { RECURRENCE_VALUES } from '../contracts/services-store.js';
import { unchecked } from '../unchecked.js';
import { readSubscriptionView } from './subscriptions.js';
import { vitrinaApi } from '../vitrina-api.js';

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

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const text = (value: unknown) => (typeof value === 'string' ? value : '');
const optionalText = (value: unknown) => (typeof value === 'string' ? value : null);
const money = (value: unknown) => (typeof value === 'string' && /^-?\d+\.\d{2}$/.test(value) ? value : '0.00');
const optionalMoney = (value: unknown) => (typeof value === 'string' && /^-?\d+\.\d{2}$/.test(value) ? value : null);
const int = (value: unknown) => (typeof value === 'number' && Number.isInteger(value) ? value : 0);

function oneOf<T extends string>(values: readonly T[], value: unknown, fallback: T): T {
  return values.includes(value as T) ? (value as T) : fallback;
}

export function readCheckoutFailure(error: unknown): CheckoutFailure {
  const status = isRecord(error) && typeof error.status === 'number' ? error.status : null;
  const data = isRecord(error) && isRecord(error.data) ? error.data : {};
  const body = isRecord(data.error) ? data.error : {};
  // The extras sit beside `error` (contract CheckoutErrorExtra); read inside it too, to be lenient.
  const extra = unchecked<CheckoutErrorExtra>({ ...body, ...data }) ?? {};
  const fields: Record<string, string> = {};
  if (isRecord(body.fields)) for (const [name, key] of Object.entries(body.fields)) if (typeof key === 'string') fields[name] = key;
  const stock: Record<string, number> = {};
  if (isRecord(extra.stock)) for (const [key, units] of Object.entries(extra.stock)) if (typeof units === 'number') stock[key] = units;
  return {
    status,
    code: optionalText(body.code),
    message: optionalText(body.message),
    fields,
    lineKeys: Array.isArray(extra.line_keys) ? extra.line_keys.filter((k): k is string => typeof k === 'string') : [],
    stock,
    decline: optionalText(extra.decline),
  };
}

function readTotals(raw: unknown): OrderTotals {
  const t = unchecked<OrderTotals>(raw) ?? {};
  return {
    subtotal: money(t.subtotal),
    discount: money(t.discount),
    total_before_tax: money(t.total_before_tax),
    estimated_tax: money(t.estimated_tax),
    shipping: money(t.shipping),
    total: money(t.total),
  };
}

function readAnswer(raw: unknown): CheckoutAnswer {
  const answer = unchecked<CheckoutAnswer>(raw);
  if (!answer || typeof answer.order_uuid !== 'string' || typeof answer.transaction_id !== 'string') {
    throw new Error('The API answered without the order');
  }
  return {
    order_uuid: answer.order_uuid,
    order_number: typeof answer.order_number === 'string' ? answer.order_number : null,
    transaction_id: answer.transaction_id,
    next: answer.next === 'validation' ? 'validation' : 'success',
    client_secret: optionalText(answer.client_secret),
    totals: readTotals(answer.totals),
  };
}

const TRANSACTION_STATUSES = ['requires_confirmation', 'requires_action', 'processing', 'succeeded', 'failed', 'canceled'] as const;

function readTransaction(raw: unknown): PublicTransaction | null {
  const tx = unchecked<PublicTransaction>(raw);
  if (!tx || typeof tx.transaction_id !== 'string') return null;
  return {
    transaction_id: tx.transaction_id,
    status: oneOf(TRANSACTION_STATUSES, tx.status, 'processing'),
    amount: money(tx.amount),
    refunded: money(tx.refunded),
    currency: text(tx.currency) || 'USD',
    card_brand: optionalText(tx.card_brand),
    card_last4: optionalText(tx.card_last4),
    created_at: text(tx.created_at),
  };
}

function readTransactionAnswer(raw: unknown): PublicTransaction {
  const tx = readTransaction(raw);
  if (!tx) throw new Error('The API answered without the transaction');
  return tx;
}

function readAddress(raw: unknown): ShippingBody {
  const a = unchecked<ShippingBody>(raw) ?? {};
  return {
    email: text(a.email),
    firstName: text(a.firstName),
    lastName: text(a.lastName),
    country: text(a.country),
    address1: text(a.address1),
    address2: text(a.address2),
    city: text(a.city),
    state: text(a.state),
    province: text(a.province),
    postalCode: text(a.postalCode),
    phone: text(a.phone),
  };
}

type OrderLine = PublicOrder['lines'][number];
const KINDS = ['order', 'quote', 'invoice', 'partial_invoice'] as const;
type Recurrence = (typeof RECURRENCE_VALUES)[number];

function readLine(raw: unknown): OrderLine | null {
  const line = unchecked<OrderLine>(raw);
  if (!line || typeof line.name !== 'string') return null;
  return {
    name: line.name,
    variant_label: text(line.variant_label),
    image: optionalText(line.image),
    quantity: int(line.quantity),
    each_price: money(line.each_price),
    total: money(line.total),
    description: text(line.description),
    recurrence: RECURRENCE_VALUES.includes(line.recurrence as Recurrence) ? (line.recurrence as Recurrence) : null,
  };
}

type PartialInvoice = NonNullable<PublicOrder['partial_invoices']>[number];

function readPartialInvoice(raw: unknown): PartialInvoice | null {
  const p = unchecked<PartialInvoice>(raw);
  if (!p || typeof p.uuid !== 'string') return null;
  return {
    uuid: p.uuid,
    order_number: text(p.order_number),
    state: oneOf(ORDER_STATES, p.state, 'pending'),
    total: money(p.total),
    total_outstanding: money(p.total_outstanding),
  };
}

function readOrder(raw: unknown): PublicOrder {
  const order = unchecked<PublicOrder>(raw);
  if (!order || typeof order.uuid !== 'string' || (typeof order.order_number !== 'string' && order.order_number !== null)) {
    throw new Error('The API answered without the order');
  }
  const lines = Array.isArray(order.lines) ? order.lines : [];
  const transactions = Array.isArray(order.transactions) ? order.transactions : [];
  return {
    uuid: order.uuid,
    order_number: order.order_number,
    kind: oneOf(KINDS, order.kind, 'order'),
    ...(order.source === 'products' || order.source === 'services' ? { source: order.source } : {}),
    state: oneOf(ORDER_STATES, order.state, 'awaiting_payment'),
    fulfillment: oneOf(FULFILLMENT_STATES, order.fulfillment, 'unfulfilled'),
    dated: text(order.dated),
    lines: lines.map(readLine).filter((l): l is OrderLine => l !== null),
    ...readTotals(order),
    prior_payments: money(order.prior_payments),
    total_outstanding: money(order.total_outstanding),
    refunded: money(order.refunded),
    note: text(order.note),
    currency: text(order.currency) || 'USD',
    payment_information: text(order.payment_information),
    bill_to: readAddress(order.bill_to),
    transactions: transactions.map(readTransaction).filter((t): t is PublicTransaction => t !== null),
    due_date: optionalText(order.due_date),
    terms: text(order.terms),
    rejection_reason: text(order.rejection_reason),
    decided_at: optionalText(order.decided_at),
    reserved: money(order.reserved),
    parent_uuid: optionalText(order.parent_uuid),
    partial_invoices: (Array.isArray(order.partial_invoices) ? order.partial_invoices : [])
      .map(readPartialInvoice)
      .filter((p): p is PartialInvoice => p !== null),
    ...(Array.isArray(order.subscriptions)
      ? { subscriptions: order.subscriptions.map(readSubscriptionView).filter((s): s is SubscriptionView => s !== null) }
      : {}),
  };
}

export { readOrder, readTotals };

const OUTCOMES = [
  'succeeded',
  'requires_action',
  'failed',
  'order_not_found',
  'transaction_not_found',
  'invalid_transaction',
  'expired_transaction',
] as const satisfies readonly ValidationOutcome[];

function readValidation(raw: unknown): PaymentValidation {
  const v = unchecked<PaymentValidation>(raw);
  if (!v || !OUTCOMES.includes(v.outcome as ValidationOutcome)) throw new Error('The API answered without an outcome');
  return {
    outcome: v.outcome as ValidationOutcome,
    order_uuid: optionalText(v.order_uuid),
    amount: optionalMoney(v.amount),
    currency: optionalText(v.currency),
    client_secret: optionalText(v.client_secret),
  };
}

const id = (value: number | string) => encodeURIComponent(String(value));
const orderUrl = ({ clientId, uuid }: PublicOrderArgs) => `client/${id(clientId)}/orders/${id(uuid)}`;
const validationUrl = (args: PublicTransactionArgs) => `${orderUrl(args)}/payment-validation/${id(args.transactionId)}`;
const orderTag = (uuid: string) => ({ type: 'Orders' as const, id: `public/${uuid}` });

export const checkoutApi = vitrinaApi.injectEndpoints({
  endpoints: (build) => ({
    /** 201 → where to go next; 402/409/400/422/429 are errors read with readCheckoutFailure. */
    checkout: build.mutation<CheckoutAnswer, CheckoutArgs>({
      query: ({ clientId, idempotencyKey, body }) => ({
        url: `client/${id(clientId)}/checkout`,
        method: 'POST',
        headers: { 'Idempotency-Key': idempotencyKey },
        body,
      }),
      transformResponse: readAnswer,
    }),
    publicOrder: build.query<PublicOrder, PublicOrderArgs>({
      query: (args) => orderUrl(args),
      transformResponse: readOrder,
      providesTags: (_result, _error, { uuid }) => [orderTag(uuid)],
    }),
    publicTransaction: build.query<PublicTransaction, PublicTransactionArgs>({
      query: (args) => `${orderUrl(args)}/transactions/${id(args.transactionId)}`,
      transformResponse: readTransactionAnswer,
      providesTags: (_result, _error, { uuid }) => [orderTag(uuid)],
    }),
    paymentValidation: build.query<PaymentValidation, PublicTransactionArgs>({
      query: (args) => validationUrl(args),
      transformResponse: readValidation,
      providesTags: (_result, _error, { uuid }) => [orderTag(uuid)],
    }),
    /** The sandbox's validation step: Complete (approve) or Fail. The answer replaces the page's outcome. */
    validatePayment: build.mutation<PaymentValidation, ValidatePaymentArgs>({
      query: ({ approve, ...args }) => ({ url: validationUrl(args), method: 'POST', body: { approve } }),
      transformResponse: readValidation,
      async onQueryStarted({ approve: _approve, ...args }, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(checkoutApi.util.upsertQueryData('paymentValidation', args, data));
        } catch {
          // The page shows the mutation's own error.
        }
      },
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
