// The owner's changes to quotes and invoices (issue 15; spec §4 "Quotes and invoices: pending, then
// approved, paid or rejected"). Each is one transaction with its audit entry:
// - create: the customer upserted (client + lower-cased e-mail), the next order number (shared with
//   orders), lines and totals as owner-quote-lines.ts makes them;
// - a partial invoice (deposit): its own row, kind partial_invoice, parent_id = the quote or invoice, total
//   the deposit, at most what the parent still owes less its other open deposits;
// - an offline payment: a conditional UPDATE (paid + reserved + amount ≤ total), so two racing payments can
//   never record more than the total; a partial invoice's payment also counts on its parent;
// - void: canceled only while nothing is paid or being paid (a quote request not priced yet too: the owner
//   declines it).
import { randomUUID } from 'node:crypto';
import { quoteMove, quoteStatesAccepting } from '@vitrina/commerce';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { emptyPostalAddress } from '@vitrina/core-model';
import type { Client } from '@vitrina/core-model';
import type { AppContext } from '../../app-context.js';
import type { DomainEvent } from '../../events/domain-events.js';
import { changeWithEvents } from '../../events/recorded-change.js';
import type { AppDb } from '../../db/database.js';
import { clients, customers, orders, payments } from '../../db/schema.js';
import { getStoreSettings } from '../catalog/store-repository.js';
import type { AuditActor } from '../../db/repos/audit.js';
import { moveQuote } from '../../db/repos/order-lifecycle.js';
import { upsertCustomer } from '../orders/customers-repository.js';
import { orderLink } from '../orders/index.js';
import { insertOrder, nextOrderNumber } from '../orders/orders-repository.js';
import { quoteLineRows, quoteTotals, unknownQuoteLines } from './quote-lines-repository.js';
import type { NewQuoteLine } from './quote-lines-repository.js';
import { auditQuote, findOwnerQuoteRow, getOwnerQuote, listOwnerQuotes, outstandingCents } from './quotes-repository.js';
import type { OwnerQuoteQuery, QuoteRow } from './quotes-repository.js';

export type { NewQuoteLine };

export interface NewQuote {
  kind: 'quote' | 'invoice';
  email: string;
  name: string;
  lines: NewQuoteLine[];
  discountCents: number;
  dueDate: string | null;
  terms: string;
  note: string;
}

export interface QuoteStore {
  taxRate: string;
  /** The business's ISO 4217 code. */
  currency: string;
}

export type CreateQuoteResult = { ok: true; row: QuoteRow } | { ok: false; error: 'unknown_lines'; fields: Record<string, string> };

/** Splits "Ana María López" into the customer's first name and the rest. */
function splitName(name: string): { firstName: string; lastName: string } {
  const [first = '', ...rest] = name.trim().split(/\s+/);
  return { firstName: first, lastName: rest.join(' ') };
}

/** What one quote or invoice write is: whose, the store's rates, what the owner wrote, by whom. */
interface QuoteWrite {
  clientId: number;
  store: QuoteStore;
  input: NewQuote;
  actor: AuditActor;
  /** The message of a line naming no service or product of the client's. */
  unknownMessage: string;
}

/** A quote or invoice written in `tx`: pending, so before its customer from now on. */
async function writeQuote(tx: AppDb, { clientId, store, input, actor, unknownMessage }: QuoteWrite): Promise<CreateQuoteResult> {
  // Lines name only this client's services and products.
  const fields = await unknownQuoteLines(tx, clientId, input.lines, unknownMessage);
  if (Object.keys(fields).length > 0) return { ok: false, error: 'unknown_lines', fields };
  const totals = quoteTotals(input.lines, input.discountCents, store.taxRate);
  const email = input.email.trim().toLowerCase();
  const { firstName, lastName } = splitName(input.name);
  // A returning customer keeps the phone the store knows.
  const [known] = await tx
    .select({ phone: customers.phone })
    .from(customers)
    .where(and(eq(customers.client_id, clientId), eq(customers.email, email)));
  const contact = { email, firstName, lastName, ...emptyPostalAddress(''), phone: known?.phone ?? '' };
  const customerId = await upsertCustomer(tx, clientId, contact, { by: 'owner' });
  const number = await nextOrderNumber(tx, clientId);
  const row = await insertOrder(
    tx,
    {
      client_id: clientId,
      customer_id: customerId,
      number,
      kind: input.kind,
      status: 'pending',
      // Written pending: put before the customer now (issue 31, the dashboard's quotes sent).
      sent_at: new Date(),
      email,
      shipping: contact,
      currency: store.currency,
      tax_rate: store.taxRate,
      shipping_rate: '0',
      subtotal_cents: totals.subtotalCents,
      discount_cents: totals.discountCents,
      tax_cents: totals.estimatedTaxCents,
      shipping_cents: 0,
      total_cents: totals.totalCents,
      due_date: input.dueDate,
      terms: input.terms,
      note: input.note,
    },
    quoteLineRows(input.lines),
  );
  await auditQuote(tx, { clientId, actor, action: `${input.kind}.create` }, null, row);
  return { ok: true, row };
}

/** The customer's message of a document put before them (issue 28): QuoteSent, recorded with its write. */
const sentEvent = (clientId: number, orderId: number): DomainEvent => ({ type: 'QuoteSent', clientId, orderId });

/** A quote or invoice written in one transaction, without its message (the test fixtures' quotes). */
export async function createQuote(
  db: AppDb,
  clientId: number,
  store: QuoteStore,
  input: NewQuote,
  actor: AuditActor,
  unknownMessage: string,
): Promise<CreateQuoteResult> {
  return db.transaction((tx) => writeQuote(tx, { clientId, store, input, actor, unknownMessage }));
}

/** What a write that records events needs: the database and the dispatcher that delivers them after the commit. */
type EventsContext = Pick<AppContext, 'database' | 'events'>;

export type QuoteChangeError = 'not_found' | 'not_open' | 'exceeds_balance' | 'has_payments' | 'not_a_parent';
export type QuoteChangeResult = { ok: true; id: number } | { ok: false; error: QuoteChangeError; availableCents?: number };

/** Open: taking payments and deposits (commerce's quote table: the states `pay` moves from, issue 27). */
const OPEN: string[] = quoteStatesAccepting('pay');
/** The owner's void by the same table: open ones, and a customer's request before it is priced (declined). */
const VOID = quoteMove('void');
const VOIDABLE: string[] = VOID.from;
/** The line a deposit shows, in the business's language (clients.language_id: 1 en, 2 es). */
const DEPOSIT_LINE: Record<number, (n: string) => string> = { 1: (n) => `Deposit on #${n}`, 2: (n) => `Anticipo de #${n}` };

/** A deposit asked of a quote or invoice: at most its balance less the other open deposits. */
export async function createPartialInvoice(
  ctx: EventsContext,
  clientId: number,
  parentId: number,
  request: { amountCents: number; dueDate: string | null; note: string },
  actor: AuditActor,
): Promise<QuoteChangeResult> {
  const write = async (tx: AppDb): Promise<QuoteChangeResult> => {
    // The parent's row lock serialises deposits and payments of the same quote.
    const [parent] = await tx
      .select()
      .from(orders)
      .where(and(eq(orders.id, parentId), eq(orders.client_id, clientId), inArray(orders.kind, ['quote', 'invoice', 'partial_invoice'])))
      .for('update');
    if (!parent) return { ok: false, error: 'not_found' };
    if (parent.kind === 'partial_invoice') return { ok: false, error: 'not_a_parent' };
    if (!OPEN.includes(parent.status)) return { ok: false, error: 'not_open' };
    const [asked] = await tx
      .select({ cents: sql<number>`coalesce(sum(${orders.total_cents} - ${orders.paid_cents}), 0)::int` })
      .from(orders)
      .where(and(eq(orders.parent_id, parent.id), inArray(orders.status, OPEN)));
    const available = Math.max(0, parent.total_cents - parent.paid_cents - parent.reserved_cents - Number(asked?.cents ?? 0));
    if (request.amountCents > available) return { ok: false, error: 'exceeds_balance', availableCents: available };
    const [client] = await tx.select({ language: clients.language_id }).from(clients).where(eq(clients.id, clientId));
    const number = await nextOrderNumber(tx, clientId);
    const row = await insertOrder(
      tx,
      {
        client_id: clientId,
        customer_id: parent.customer_id,
        number,
        kind: 'partial_invoice',
        parent_id: parent.id,
        status: 'pending',
        sent_at: new Date(),
        email: parent.email,
        shipping: parent.shipping,
        currency: parent.currency,
        tax_rate: '0',
        shipping_rate: '0',
        subtotal_cents: request.amountCents,
        total_cents: request.amountCents,
        due_date: request.dueDate,
        terms: parent.terms,
        note: request.note,
      },
      [
        {
          name: (DEPOSIT_LINE[client?.language ?? 1] ?? DEPOSIT_LINE[1]!)(String(parent.number)),
          description: '',
          unit_price_cents: request.amountCents,
          quantity: 1,
          total_cents: request.amountCents,
        },
      ],
    );
    await auditQuote(tx, { clientId, actor, action: 'partial_invoice.create' }, null, row, { parent: String(parent.number) });
    return { ok: true, id: row.id };
  };
  // The deposit and its QuoteSent event (the customer's "deposit requested" message) commit together.
  const { result } = await changeWithEvents(ctx, null, write, (r) => (r.ok ? [sentEvent(clientId, r.id)] : []));
  return result;
}

/**
 * Adds a paid amount to one row if it still fits (paid + reserved + amount ≤ total) and it is open, and moves
 * its state by commerce transitionQuote('pay'). Returns the row before and after, or null when it does not fit.
 */
async function addPaid(tx: AppDb, orderId: number, amountCents: number) {
  const [after] = await tx
    .update(orders)
    .set({ paid_cents: sql`${orders.paid_cents} + ${amountCents}`, updated_at: new Date() })
    .where(
      and(
        eq(orders.id, orderId),
        inArray(orders.status, OPEN),
        sql`${orders.paid_cents} + ${orders.reserved_cents} + ${amountCents} <= ${orders.total_cents}`,
      ),
    )
    .returning();
  if (!after) return null;
  const moved = moveQuote(after, { type: 'pay', outstandingCents: after.total_cents - after.paid_cents });
  const status = moved.ok ? moved.state : after.status;
  const [final] = await tx
    .update(orders)
    .set({ status, paid_at: status === 'paid' ? new Date() : after.paid_at })
    .where(eq(orders.id, orderId))
    .returning();
  return final!;
}

/** Money received outside the site (cash, transfer): recorded at once, never past the total. */
export async function recordOfflinePayment(
  ctx: EventsContext,
  clientId: number,
  quoteId: number,
  amountCents: number,
  actor: AuditActor,
): Promise<QuoteChangeResult> {
  class Refused extends Error {
    constructor(readonly result: QuoteChangeResult) {
      super('refused');
    }
  }
  type Recorded = QuoteChangeResult | { ok: true; id: number; paymentId: number; paidIds: number[] };
  // The payment and its events commit together, as a gateway's (quote-payment-result.ts): PaymentSettled (the
  // customer's receipt), OrderPaid for each document it closed as paid.
  const eventsOf = (r: Recorded): DomainEvent[] =>
    r.ok && 'paymentId' in r
      ? [
          { type: 'PaymentSettled', clientId, orderId: r.id, paymentId: r.paymentId },
          ...r.paidIds.map((orderId): DomainEvent => ({ type: 'OrderPaid', clientId, orderId })),
        ]
      : [];
  try {
    const write = async (tx: AppDb): Promise<Recorded> => {
      const before = await findOwnerQuoteRow(tx, clientId, quoteId);
      if (!before) return { ok: false, error: 'not_found' } as const;
      const after = await addPaid(tx, before.id, amountCents);
      if (!after) {
        const now = await findOwnerQuoteRow(tx, clientId, quoteId);
        if (!now || !OPEN.includes(now.status)) return { ok: false, error: 'not_open' } as const;
        return {
          ok: false,
          error: 'exceeds_balance',
          availableCents: Math.max(0, now.total_cents - now.paid_cents - now.reserved_cents),
        } as const;
      }
      const paidIds = after.status === 'paid' && before.status !== 'paid' ? [after.id] : [];
      // A deposit's payment is also the parent's "prior payment", in the same transaction.
      if (after.kind === 'partial_invoice' && after.parent_id !== null) {
        const parentBefore = await findOwnerQuoteRow(tx, clientId, after.parent_id);
        const parent = await addPaid(tx, after.parent_id, amountCents);
        if (!parent) throw new Refused({ ok: false, error: 'exceeds_balance', availableCents: 0 });
        if (parent.status === 'paid' && parentBefore?.status !== 'paid') paidIds.push(parent.id);
      }
      const [payment] = await tx
        .insert(payments)
        .values({
          transaction_id: `off_${randomUUID()}`,
          gateway: 'offline',
          order_id: after.id,
          client_id: clientId,
          status: 'succeeded',
          amount_cents: amountCents,
          currency: after.currency,
          succeeded_at: new Date(),
        })
        .returning({ id: payments.id });
      await auditQuote(tx, { clientId, actor, action: `${after.kind}.offline_payment` }, before, after);
      return { ok: true, id: after.id, paymentId: payment!.id, paidIds };
    };
    const { result } = await changeWithEvents(ctx, null, write, eventsOf);
    return result.ok ? { ok: true, id: result.id } : result;
  } catch (err) {
    if (err instanceof Refused) return err.result;
    throw err;
  }
}

/** Void: canceled while nothing is paid or being paid; its open deposits with it. */
export async function voidQuote(db: AppDb, clientId: number, quoteId: number, actor: AuditActor): Promise<QuoteChangeResult> {
  return db.transaction(async (tx) => {
    const before = await findOwnerQuoteRow(tx, clientId, quoteId);
    if (!before) return { ok: false, error: 'not_found' };
    const busyChildren = await tx
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.parent_id, before.id), inArray(orders.status, OPEN), sql`${orders.paid_cents} + ${orders.reserved_cents} > 0`));
    if (busyChildren.length > 0) return { ok: false, error: 'has_payments' };
    const [after] = await tx
      .update(orders)
      .set({ status: VOID.to, updated_at: new Date() })
      .where(and(eq(orders.id, before.id), inArray(orders.status, VOIDABLE), eq(orders.paid_cents, 0), eq(orders.reserved_cents, 0)))
      .returning();
    if (!after) {
      const now = await findOwnerQuoteRow(tx, clientId, quoteId);
      return { ok: false, error: now && VOIDABLE.includes(now.status) ? 'has_payments' : 'not_open' };
    }
    await tx
      .update(orders)
      .set({ status: VOID.to, updated_at: new Date() })
      .where(and(eq(orders.parent_id, before.id), inArray(orders.status, OPEN), eq(orders.paid_cents, 0), eq(orders.reserved_cents, 0)));
    await auditQuote(tx, { clientId, actor, action: `${after.kind}.void` }, before, after);
    return { ok: true, id: after.id };
  });
}

/** The client's quotes, invoices and partial invoices, newest first, one page at a time. */
export function listQuotes(ctx: AppContext, clientId: number, query: OwnerQuoteQuery) {
  return listOwnerQuotes(ctx.database.db, clientId, query);
}

/**
 * The owner's view of a quote (issue 27: every quote route answers it): the quote with its balance, its
 * customer's link and its partial invoices' links; null when the client has no such quote.
 */
export async function ownerQuoteView(ctx: AppContext, owner: { clientId: number; client: Client }, quoteId: number) {
  const quote = await getOwnerQuote(ctx.database.db, owner.clientId, quoteId);
  if (!quote) return null;
  const link = (uuid: string) => orderLink(owner.client, uuid, ctx.config);
  return {
    ...quote,
    partial_invoices: quote.partial_invoices.map(({ uuid, ...p }) => ({ ...p, order_link: link(uuid) })),
    order_link: link(quote.uuid),
  };
}

/** What the client's quote still owes now (the amount forms' limit), or null when there is no such quote. */
export async function quoteOutstandingCents(db: AppDb, clientId: number, quoteId: number): Promise<number | null> {
  const row = await findOwnerQuoteRow(db, clientId, quoteId);
  return row ? outstandingCents(row) : null;
}

/**
 * The owner's POST (issue 27: the route calls this one function): the store's tax rate and currency read
 * first, null when the store has no settings (the route answers not found, as before); then createQuote.
 */
export async function createOwnerQuote(
  ctx: EventsContext,
  clientId: number,
  input: NewQuote,
  actor: AuditActor,
  unknownMessage: string,
): Promise<CreateQuoteResult | null> {
  const settings = await getStoreSettings(ctx.database.db, clientId);
  if (!settings) return null;
  const store = { taxRate: settings.taxRate, currency: settings.currency };
  // Written pending: the quote or invoice and its QuoteSent event (the customer's message) commit together.
  const { result } = await changeWithEvents(
    ctx,
    null,
    (tx) => writeQuote(tx, { clientId, store, input, actor, unknownMessage }),
    (r) => (r.ok ? [sentEvent(clientId, r.row.id)] : []),
  );
  return result;
}
