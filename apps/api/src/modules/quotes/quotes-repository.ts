// The back office's quotes and invoices (issue 15; spec §3 "Order display fields", §4 "Quotes and
// invoices"): the client's quotes, invoices and partial invoices newest first, a page at a time (keyset on
// created_at, id), searched by number, customer name or e-mail and filtered by kind and state in the
// database; one of them with its lines, payments, balance and partial invoices. The changes (create, deposit,
// offline payment, void) are in owner-quote-changes.ts.
import { fromMinorUnits } from '@vitrina/core-model';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { AppDb } from '../../db/database.js';
import { recordAudit } from '../../db/repos/audit.js';
import type { AuditActor } from '../../db/repos/audit.js';
import { orderLines, orders } from '../../db/schema.js';
import { amountsBeforeTax, linePrices, orderPaymentRows, orderRowsPage, paymentEntryOf } from '../orders/owner-orders-repository.js';
import type { OwnerPaymentRecord } from '../orders/owner-orders-repository.js';

export const QUOTE_PAGE_LIMIT = 50;
/** The audit entity of a quote, invoice or partial invoice. */
export const QUOTE_AUDIT_ENTITY = 'quote';
export const QUOTE_ROW_KINDS = ['quote', 'invoice', 'partial_invoice'] as const;
export type QuoteRowKind = (typeof QUOTE_ROW_KINDS)[number];

export type QuoteRow = typeof orders.$inferSelect;

export interface OwnerQuoteSummaryRecord {
  id: number;
  kind: QuoteRowKind;
  order_number: string;
  dated: string;
  customer_name: string;
  email: string;
  total: string;
  total_outstanding: string;
  /** ISO 4217 code of the quote. */
  currency: string;
  state: 'requested' | 'pending' | 'approved' | 'paid' | 'rejected' | 'canceled';
  due_date: string | null;
}

export interface OwnerQuoteRecord extends OwnerQuoteSummaryRecord {
  uuid: string;
  lines: {
    source: 'service' | 'product' | 'text';
    service_id: number | null;
    product_id: number | null;
    name: string;
    description: string;
    quantity: number;
    each_price: string;
    total: string;
  }[];
  subtotal: string;
  discount: string;
  total_before_tax: string;
  tax_rate: string;
  estimated_tax: string;
  prior_payments: string;
  reserved: string;
  note: string;
  terms: string;
  rejection_reason: string;
  decided_at: string | null;
  parent: { id: number; order_number: string; kind: string } | null;
  /** Without `order_link`: the route adds the customer's links. */
  partial_invoices: {
    id: number;
    uuid: string;
    order_number: string;
    total: string;
    state: OwnerQuoteSummaryRecord['state'];
    due_date: string | null;
  }[];
  payments: OwnerPaymentRecord[];
  updated_at: string;
}

export interface OwnerQuoteQuery {
  kind?: string;
  status?: string;
  q?: string;
  cursor?: number;
  limit?: number;
}

const money = (cents: number) => fromMinorUnits(cents);

/** What is still owed: the total less what was received and what is being paid right now. */
export const outstandingCents = (row: Pick<QuoteRow, 'total_cents' | 'paid_cents' | 'reserved_cents'>) =>
  Math.max(0, row.total_cents - row.paid_cents - row.reserved_cents);

const customerName = (row: Pick<QuoteRow, 'shipping'>) =>
  [row.shipping?.firstName ?? '', row.shipping?.lastName ?? '']
    .map((s) => s.trim())
    .filter(Boolean)
    .join(' ');

function toSummary(row: QuoteRow): OwnerQuoteSummaryRecord {
  const open = row.status === 'pending' || row.status === 'approved';
  return {
    id: row.id,
    kind: row.kind as QuoteRowKind,
    order_number: String(row.number),
    dated: row.created_at.toISOString(),
    customer_name: customerName(row),
    email: row.email,
    total: money(row.total_cents),
    total_outstanding: money(open ? Math.max(0, row.total_cents - row.paid_cents) : 0),
    currency: row.currency,
    state: row.status as OwnerQuoteSummaryRecord['state'],
    due_date: row.due_date ?? null,
  };
}

export async function listOwnerQuotes(db: AppDb, clientId: number, query: OwnerQuoteQuery = {}) {
  const { page, next_cursor } = await orderRowsPage(db, clientId, query, QUOTE_PAGE_LIMIT, toSummary, [
    query.kind && query.kind !== 'all' ? eq(orders.kind, query.kind) : inArray(orders.kind, [...QUOTE_ROW_KINDS]),
    query.status && query.status !== 'all' ? eq(orders.status, query.status) : undefined,
  ]);
  return { quotes: page, next_cursor };
}

/** The client's quote, invoice or partial invoice, or undefined. */
export async function findOwnerQuoteRow(db: AppDb, clientId: number, quoteId: number): Promise<QuoteRow | undefined> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, quoteId), eq(orders.client_id, clientId), inArray(orders.kind, [...QUOTE_ROW_KINDS])));
  return row;
}

export async function getOwnerQuote(db: AppDb, clientId: number, quoteId: number): Promise<OwnerQuoteRecord | null> {
  const row = await findOwnerQuoteRow(db, clientId, quoteId);
  if (!row) return null;
  const [lines, paymentRows, children, parentRows] = await Promise.all([
    db.select().from(orderLines).where(eq(orderLines.order_id, row.id)).orderBy(asc(orderLines.ordering), asc(orderLines.id)),
    orderPaymentRows(db, row.id),
    db
      .select()
      .from(orders)
      .where(and(eq(orders.parent_id, row.id), eq(orders.client_id, clientId)))
      .orderBy(asc(orders.created_at), asc(orders.id)),
    row.parent_id === null
      ? Promise.resolve([])
      : db
          .select({ id: orders.id, number: orders.number, kind: orders.kind })
          .from(orders)
          .where(and(eq(orders.id, row.parent_id), eq(orders.client_id, clientId))),
  ]);
  const parent = parentRows[0];
  return {
    ...toSummary(row),
    uuid: row.uuid,
    lines: lines.map((l) => ({
      source: l.service_id !== null ? 'service' : l.product_id !== null ? 'product' : 'text',
      service_id: l.service_id,
      product_id: l.product_id,
      name: l.name,
      description: l.description,
      quantity: l.quantity,
      ...linePrices(l),
    })),
    ...amountsBeforeTax(row),
    tax_rate: row.tax_rate,
    estimated_tax: money(row.tax_cents),
    prior_payments: money(row.paid_cents),
    reserved: money(row.reserved_cents),
    note: row.note,
    terms: row.terms,
    rejection_reason: row.rejection_reason,
    decided_at: row.decided_at ? row.decided_at.toISOString() : null,
    parent: parent ? { id: parent.id, order_number: String(parent.number), kind: parent.kind } : null,
    partial_invoices: children.map((c) => ({
      id: c.id,
      uuid: c.uuid,
      order_number: String(c.number),
      total: money(c.total_cents),
      state: c.status as OwnerQuoteSummaryRecord['state'],
      due_date: c.due_date ?? null,
    })),
    payments: paymentRows.map(paymentEntryOf),
    updated_at: row.updated_at.toISOString(),
  };
}

/** What a quote's audit entries record before and after a change. */
export const quoteAuditState = (row: QuoteRow) => ({
  kind: row.kind,
  order_number: String(row.number),
  status: row.status,
  total: money(row.total_cents),
  paid: money(row.paid_cents),
});

/** A quote's or invoice's change in the audit log: `action`, its state before (null: new) and after (with `more`). */
export async function auditQuote(
  tx: AppDb,
  change: { clientId: number; actor: AuditActor; action: string },
  before: QuoteRow | null,
  after: QuoteRow,
  more: Record<string, string> = {},
): Promise<void> {
  await recordAudit(tx, {
    ...change,
    entity: QUOTE_AUDIT_ENTITY,
    entityId: after.id,
    before: before && quoteAuditState(before),
    after: { ...quoteAuditState(after), ...more },
  });
}
