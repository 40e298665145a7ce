// A customer's quote request (issue 15): a requires-quote service ordered in the services store arrives as a
// quote in state `requested`, usually at price 0. The owner prices it — its lines (services, products or free
// text), discount, due date, terms and note are replaced — and sends it (commerce transitionQuote 'send':
// requested → pending), after which the customer can approve, reject or pay it. Each is one transaction with
// its audit entry, on the row locked FOR UPDATE, so a price and a send never interleave. The request's kind
// and customer stay as the customer made them.
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context.js';
import { changeWithEvents } from '../../events/recorded-change.js';
import type { AppDb } from '../../db/database.js';
import { orderLines, orders } from '../../db/schema.js';
import { getStoreSettings } from '../catalog/store-repository.js';
import type { AuditActor } from '../../db/repos/audit.js';
import { moveQuote } from '../../db/repos/order-lifecycle.js';
import { quoteLineRows, quoteTotals, unknownQuoteLines } from './quote-lines-repository.js';
import type { NewQuoteLine } from './quote-lines-repository.js';
import { auditQuote } from './quotes-repository.js';
import type { QuoteRow } from './quotes-repository.js';

export interface QuotePricing {
  lines: NewQuoteLine[];
  discountCents: number;
  dueDate: string | null;
  terms: string;
  note: string;
}

export type QuoteRequestError = 'not_found' | 'not_requested' | 'total_zero';
export type QuoteRequestResult =
  | { ok: true; id: number }
  | { ok: false; error: QuoteRequestError }
  | { ok: false; error: 'unknown_lines'; fields: Record<string, string> };

/** The client's quote (requests are quotes), locked for this transaction. */
async function lockQuote(tx: AppDb, clientId: number, quoteId: number): Promise<QuoteRow | undefined> {
  const [row] = await tx
    .select()
    .from(orders)
    .where(and(eq(orders.id, quoteId), eq(orders.client_id, clientId), eq(orders.kind, 'quote')))
    .for('update');
  return row;
}

/** A request's change written: its audit entry (the quote before and after), and the answer. */
async function audited(
  tx: AppDb,
  clientId: number,
  actor: AuditActor,
  action: string,
  before: QuoteRow,
  after: QuoteRow,
): Promise<QuoteRequestResult> {
  await auditQuote(tx, { clientId, actor, action }, before, after);
  return { ok: true, id: before.id };
}

/** Replaces a requested quote's lines and terms at the store's tax rate; only while it is requested. */
export async function priceQuoteRequest(
  db: AppDb,
  clientId: number,
  quoteId: number,
  taxRate: string,
  input: QuotePricing,
  actor: AuditActor,
  unknownMessage: string,
): Promise<QuoteRequestResult> {
  return db.transaction(async (tx) => {
    const before = await lockQuote(tx, clientId, quoteId);
    if (!before) return { ok: false, error: 'not_found' };
    if (before.status !== 'requested') return { ok: false, error: 'not_requested' };
    const fields = await unknownQuoteLines(tx, clientId, input.lines, unknownMessage);
    if (Object.keys(fields).length > 0) return { ok: false, error: 'unknown_lines', fields };
    const totals = quoteTotals(input.lines, input.discountCents, taxRate);
    const [after] = await tx
      .update(orders)
      .set({
        tax_rate: taxRate,
        subtotal_cents: totals.subtotalCents,
        discount_cents: totals.discountCents,
        tax_cents: totals.estimatedTaxCents,
        total_cents: totals.totalCents,
        due_date: input.dueDate,
        terms: input.terms,
        note: input.note,
        updated_at: new Date(),
      })
      .where(eq(orders.id, before.id))
      .returning();
    await tx.delete(orderLines).where(eq(orderLines.order_id, before.id));
    await tx.insert(orderLines).values(quoteLineRows(input.lines).map((l, ordering) => ({ ...l, order_id: before.id, ordering })));
    return audited(tx, clientId, actor, 'quote.price', before, after!);
  });
}

/**
 * Sends a priced request to the customer: requested → pending. A total of 0 is not a price. The move and its
 * QuoteSent event (the customer's "your quote is ready" message) commit together.
 */
export async function sendQuoteRequest(
  ctx: Pick<AppContext, 'database' | 'events'>,
  clientId: number,
  quoteId: number,
  actor: AuditActor,
): Promise<QuoteRequestResult> {
  const write = async (tx: AppDb): Promise<QuoteRequestResult> => {
    const before = await lockQuote(tx, clientId, quoteId);
    if (!before) return { ok: false, error: 'not_found' };
    // Only a request is sent (commerce's quote table: requested → pending).
    const moved = moveQuote(before, { type: 'send' });
    if (!moved.ok) return { ok: false, error: 'not_requested' };
    if (before.total_cents <= 0) return { ok: false, error: 'total_zero' };
    const [after] = await tx
      .update(orders)
      .set({ status: moved.state, sent_at: new Date(), updated_at: new Date() })
      .where(and(eq(orders.id, before.id), eq(orders.status, before.status)))
      .returning();
    return audited(tx, clientId, actor, 'quote.send', before, after!);
  };
  const sent = await changeWithEvents(ctx, null, write, (result) =>
    result.ok ? [{ type: 'QuoteSent', clientId, orderId: result.id }] : [],
  );
  return sent.result;
}

/**
 * The owner's PUT (issue 27: the route calls this one function): the store's tax rate read first, a store
 * without settings answered as not found, as the route did; then priceQuoteRequest's one transaction.
 */
export async function priceOwnerQuoteRequest(
  db: AppDb,
  clientId: number,
  quoteId: number,
  input: QuotePricing,
  actor: AuditActor,
  unknownMessage: string,
): Promise<QuoteRequestResult> {
  const settings = await getStoreSettings(db, clientId);
  if (!settings) return { ok: false, error: 'not_found' };
  return priceQuoteRequest(db, clientId, quoteId, settings.taxRate, input, actor, unknownMessage);
}
