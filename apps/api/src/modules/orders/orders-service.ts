// The visitor's order, reached only by its uuid (issue 27): the page's view of an order (spec §3 order display
// fields; quotes and invoices with their deposits; the subscriptions an order started) and one of its
// payments. Reads only: an order is written by checkout, the payment results and the owner's moves.
import type { PublicOrder, PublicTransaction } from '@vitrina/api-client/contracts';
import type { ShippingBody } from '@vitrina/api-client/contracts';
import { fromMinorUnits } from '@vitrina/core-model';
import type { AppContext } from '../../app-context.js';
import type { AppDb } from '../../db/database.js';
import { findOrderById, findOrderByUuid, listOrderLines, listOrderPayments, orderNumberText } from './orders-repository.js';
import { isDocument, listPartialInvoices } from '../quotes/quote-payments-repository.js';
import { listOrderSubscriptions, toSubscriptionView } from '../subscriptions/subscriptions-repository.js';
import type { OrderLineRow, OrderRow, PaymentRow } from './orders-repository.js';
import { ApiError } from '../../http/errors.js';

const orderNotFound = () => new ApiError(404, 'order_not_found', 'errors:orders.orderNotFound');

export function toPublicTransaction(p: PaymentRow): PublicTransaction {
  return {
    transaction_id: p.transaction_id,
    status: p.status as PublicTransaction['status'],
    amount: fromMinorUnits(p.amount_cents),
    refunded: fromMinorUnits(p.refunded_cents),
    currency: p.currency,
    card_brand: p.card_brand,
    card_last4: p.card_last4,
    created_at: p.created_at.toISOString(),
  };
}

function billTo(order: OrderRow): ShippingBody {
  const s = order.shipping;
  return {
    email: s?.email ?? order.email,
    firstName: s?.firstName ?? '',
    lastName: s?.lastName ?? '',
    country: s?.country ?? '',
    address1: s?.address1 ?? '',
    address2: s?.address2 ?? '',
    city: s?.city ?? '',
    state: s?.state ?? '',
    province: s?.province ?? '',
    postalCode: s?.postalCode ?? '',
    phone: s?.phone ?? '',
  };
}

/** A quote's or invoice's own relations: its deposits, or a deposit's quote/invoice (issue 15). */
export interface DocumentRelations {
  partials: readonly OrderRow[];
  parentUuid: string | null;
}

const outstandingOf = (o: OrderRow) => Math.max(0, o.total_cents - o.paid_cents - o.reserved_cents);

/** Spec §3 order display fields (and, for quotes and invoices, due date, terms, rejection reason, deposits). */
type PublicOrderLineRecurrence = PublicOrder['lines'][number]['recurrence'];

export function toPublicOrder(
  order: OrderRow,
  lines: readonly OrderLineRow[],
  pays: readonly PaymentRow[],
  relations: DocumentRelations = { partials: [], parentUuid: null },
): PublicOrder {
  const carded =
    [...pays].reverse().find((p) => p.status === 'succeeded' && p.card_brand && p.card_last4) ??
    [...pays].reverse().find((p) => p.card_last4);
  return {
    uuid: order.uuid,
    // Null until placed (issue 26 item 4): a checkout's order still paying, or whose payment failed.
    order_number: orderNumberText(order),
    kind: order.kind as PublicOrder['kind'],
    source: lines.some((l) => l.service_id !== null) ? 'services' : 'products',
    state: order.status as PublicOrder['state'],
    fulfillment: order.fulfillment as PublicOrder['fulfillment'],
    dated: order.created_at.toISOString(),
    lines: lines.map((l) => ({
      name: l.name,
      variant_label: l.variant_label,
      image: l.image,
      quantity: l.quantity,
      each_price: fromMinorUnits(l.unit_price_cents),
      total: fromMinorUnits(l.total_cents),
      description: l.description,
      recurrence: l.recurrence as PublicOrderLineRecurrence,
    })),
    subtotal: fromMinorUnits(order.subtotal_cents),
    discount: fromMinorUnits(order.discount_cents),
    total_before_tax: fromMinorUnits(order.subtotal_cents - order.discount_cents),
    estimated_tax: fromMinorUnits(order.tax_cents),
    shipping: fromMinorUnits(order.shipping_cents),
    total: fromMinorUnits(order.total_cents),
    prior_payments: fromMinorUnits(order.paid_cents),
    // What can still be paid: payments under way (reserved) are not asked twice.
    total_outstanding: fromMinorUnits(outstandingOf(order)),
    refunded: fromMinorUnits(order.refunded_cents),
    note: order.note,
    currency: order.currency,
    payment_information: carded ? `${carded.card_brand ?? 'Card'} •••• ${carded.card_last4}` : '',
    bill_to: billTo(order),
    transactions: pays.map(toPublicTransaction),
    due_date: order.due_date,
    terms: order.terms,
    rejection_reason: order.rejection_reason,
    decided_at: order.decided_at?.toISOString() ?? null,
    reserved: fromMinorUnits(order.reserved_cents),
    parent_uuid: relations.parentUuid,
    partial_invoices: relations.partials.map((p) => ({
      uuid: p.uuid,
      order_number: String(p.number),
      state: p.status as PublicOrder['state'],
      total: fromMinorUnits(p.total_cents),
      total_outstanding: fromMinorUnits(outstandingOf(p)),
    })),
  };
}

/** The order with its lines, payments and (for documents) relations, as the visitor's page shows it. */
export async function loadPublicOrder(db: AppDb, order: OrderRow): Promise<PublicOrder> {
  const [lines, pays, partials, parent, subscriptions] = await Promise.all([
    listOrderLines(db, order.id),
    listOrderPayments(db, order.id),
    isDocument(order) ? listPartialInvoices(db, order.id) : Promise.resolve([]),
    order.parent_id !== null ? findOrderById(db, order.parent_id) : Promise.resolve(null),
    isDocument(order) ? Promise.resolve([]) : listOrderSubscriptions(db, order),
  ]);
  // A payment still under its provisional id (between reserve and the gateway's answer) is not shown yet.
  const shown = pays.filter((p) => !p.transaction_id.startsWith('pending_'));
  const view = toPublicOrder(order, lines, shown, { partials, parentUuid: parent?.uuid ?? null });
  // Issue 15: the subscriptions the order started (a renewal order: the one it charges).
  return subscriptions.length > 0 ? { ...view, subscriptions: subscriptions.map(toSubscriptionView) } : view;
}

/** The visitor's order by its uuid; another client's uuid is no order (404 `order_not_found`). */
export async function getPublicOrder(ctx: AppContext, clientId: number, uuid: string): Promise<PublicOrder> {
  const { db } = ctx.database;
  const order = await findOrderByUuid(db, clientId, uuid);
  if (!order) throw orderNotFound();
  return loadPublicOrder(db, order);
}

/** One payment of the visitor's order; 404 `order_not_found` or `transaction_not_found`. */
export async function getPublicTransaction(
  ctx: AppContext,
  clientId: number,
  uuid: string,
  transactionId: string,
): Promise<PublicTransaction> {
  const { db } = ctx.database;
  const order = await findOrderByUuid(db, clientId, uuid);
  if (!order) throw orderNotFound();
  const payment = (await listOrderPayments(db, order.id)).find((p) => p.transaction_id === transactionId);
  if (!payment) throw new ApiError(404, 'transaction_not_found', 'errors:orders.transactionNotFound');
  return toPublicTransaction(payment);
}
