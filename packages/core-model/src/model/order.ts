// What an order, quote or invoice page shows (spec §3 "Order display fields", §4 "Quotes and invoices").
import type { Recurrence } from '../constants.js';
import type { MoneyAmount } from '../money/minor-units.js';

export const ORDER_KINDS = ['order', 'quote', 'invoice', 'partial_invoice'] as const;
export type OrderKind = (typeof ORDER_KINDS)[number];

/**
 * Quotes and invoices start pending, then become approved, paid or rejected (spec §4). A quote a customer
 * asked for (a requires-quote service, issue 15) starts `requested` until the business prices and sends it.
 */
export const ORDER_STATUSES = ['requested', 'pending', 'approved', 'paid', 'rejected'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export interface OrderLine {
  name: string;
  quantity: number;
  /** Price of each unit. */
  eachPrice: MoneyAmount;
  /** quantity × eachPrice. */
  total: MoneyAmount;
}

export interface OrderSubscription {
  name: string;
  amount: MoneyAmount;
  /** Frequency: daily, weekly, monthly or yearly. */
  recurrence: Recurrence;
}

export interface BillTo {
  name: string;
  email: string;
  phone: string;
  address1: string;
  address2: string;
  city: string;
  state: string;
  postalCode: string;
  country: string;
}

export interface OrderDisplay {
  uuid: string;
  orderNumber: string;
  kind: OrderKind;
  status: OrderStatus;
  /** ISO 8601 date the order was placed. */
  dated: string;
  lines: OrderLine[];
  subtotal: MoneyAmount;
  discount: MoneyAmount;
  totalBeforeTax: MoneyAmount;
  estimatedTax: MoneyAmount;
  shipping: MoneyAmount;
  priorPayments: MoneyAmount;
  totalOutstanding: MoneyAmount;
  /** Amount asked now when the invoice allows a partial payment; null otherwise. */
  partialPaymentAmount: MoneyAmount | null;
  note: string;
  /** ISO 8601 date; null when there is none. */
  dueDate: string | null;
  terms: string;
  /** How it was or can be paid, e.g. `Visa •••• 4242`. */
  paymentInformation: string;
  billTo: BillTo;
  subscriptions: OrderSubscription[];
  /** Reason given when a quote or invoice was rejected. */
  rejectionReason: string | null;
}
