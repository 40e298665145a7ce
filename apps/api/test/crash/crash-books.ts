// The crash test's books (crash-harness.ts): what the database holds after the chain, what is still left to
// settle (read from the database, or over HTTP while a PGlite node runs), and the problems of each book
// against what the buyers and payers were answered.
import { and, eq, inArray } from 'drizzle-orm';
import type { LaunchedNode } from '../../src/cluster/cluster-test-fixture.js';
import type { AppDb } from '../../src/db/database.js';
import { orderLines, orders, payments, productVariants, sandboxCharges, subscriptions } from '../../src/db/schema.js';
import { describeAnswer, errorCode, last, type Attempt } from './crash-requests.js';
import { RENEWAL_CENTS, type Seeded, type StoreClient } from './crash-store.js';

const WEEK_MS = 7 * 86_400_000;

// ---------------------------------------------------------------------------------------------------------
// The books

export interface Books {
  orders: (typeof orders.$inferSelect)[];
  lines: { order_id: number; variant_id: number | null; quantity: number }[];
  stock: Map<number, number>;
  charges: (typeof sandboxCharges.$inferSelect)[];
  payments: (typeof payments.$inferSelect)[];
  subscriptions: (typeof subscriptions.$inferSelect)[];
}

export async function readBooks(db: AppDb, clientIds: number[]): Promise<Books> {
  const orderRows = await db.select().from(orders).where(inArray(orders.client_id, clientIds));
  const ids = orderRows.map((o) => o.id);
  const lineRows = ids.length
    ? await db
        .select({ order_id: orderLines.order_id, variant_id: orderLines.variant_id, quantity: orderLines.quantity })
        .from(orderLines)
        .where(inArray(orderLines.order_id, ids))
    : [];
  const variants = await db
    .select({ id: productVariants.id, stock: productVariants.stock })
    .from(productVariants)
    .where(inArray(productVariants.client_id, clientIds));
  return {
    orders: orderRows,
    lines: lineRows,
    stock: new Map(variants.map((v) => [v.id, v.stock])),
    charges: await db.select().from(sandboxCharges),
    payments: await db.select().from(payments).where(inArray(payments.client_id, clientIds)),
    subscriptions: await db.select().from(subscriptions).where(inArray(subscriptions.client_id, clientIds)),
  };
}

/** What the sweeper has still to settle (empty: nothing): read from the database. */
export async function unsettled(db: AppDb, s: Seeded): Promise<string[]> {
  const clientIds = [s.a.clientId, s.b.clientId, s.quote.clientId, s.subs.clientId];
  const problems: string[] = [];
  const awaiting = await db
    .select({ uuid: orders.uuid, client_id: orders.client_id })
    .from(orders)
    .where(and(inArray(orders.client_id, clientIds), eq(orders.status, 'awaiting_payment')));
  for (const o of awaiting) problems.push(`order ${o.uuid} of client ${o.client_id} awaiting_payment`);
  const processing = await db
    .select({ id: payments.id })
    .from(payments)
    .where(and(inArray(payments.client_id, clientIds), eq(payments.status, 'processing')));
  for (const p of processing) problems.push(`payment ${p.id} processing`);
  const [quote] = await db.select().from(orders).where(eq(orders.uuid, s.quote.uuid));
  if (quote && quote.reserved_cents !== 0) problems.push(`quote reserved_cents ${quote.reserved_cents}`);
  for (const sub of s.subs.list) {
    const renewals = await db.select().from(orders).where(eq(orders.subscription_id, sub.id));
    if (!renewals.some((o) => o.status === 'paid')) problems.push(`subscription ${sub.uuid}: no paid renewal yet`);
  }
  return problems;
}

/** Unsettled as the API answers it (PGlite, while a node runs): the quote's reservation, renewals known. */
export async function unsettledOverHttp(node: LaunchedNode, s: Seeded, renewalUuids: string[]): Promise<string[]> {
  const problems: string[] = [];
  const get = async (clientId: number, uuid: string) => {
    const res = await fetch(`${node.url}/api/client/${clientId}/orders/${uuid}`).catch(() => null);
    return res?.ok
      ? ((await res.json()) as { state: string; reserved?: string; subscriptions?: { uuid: string; next_charge_at: string | null }[] })
      : null;
  };
  const quote = await get(s.quote.clientId, s.quote.uuid);
  if (!quote || (quote.reserved ?? '0.00') !== '0.00') problems.push(`quote reserved ${quote?.reserved}`);
  for (const uuid of renewalUuids) {
    const order = await get(s.subs.clientId, uuid);
    if (order?.state !== 'paid') problems.push(`renewal order ${uuid} ${order?.state}`);
  }
  for (const sub of s.subs.list) {
    const first = await get(s.subs.clientId, sub.firstOrderUuid);
    const next = first?.subscriptions?.find((x) => x.uuid === sub.uuid)?.next_charge_at;
    if (!next || new Date(next).getTime() <= sub.due.getTime()) problems.push(`subscription ${sub.uuid} not renewed yet`);
  }
  return problems;
}

export async function waitFor(ms: number, check: () => Promise<string[]>): Promise<string[]> {
  const deadline = Date.now() + ms;
  for (;;) {
    const problems = await check();
    if (problems.length === 0 || Date.now() > deadline) return problems;
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** The checkout books of one client against what its buyers were answered. */
export function checkoutBookProblems(books: Books, c: StoreClient, attempts: Attempt[]): string[] {
  const problems: string[] = [];
  const prefix = `checkout:${c.clientId}:`;
  const mine = books.orders.filter((o) => o.client_id === c.clientId);
  const byKey = new Map<string, (typeof mine)[number][]>();
  for (const o of mine) {
    if (o.status === 'awaiting_payment') problems.push(`order ${o.uuid} still awaiting_payment`);
    if (!o.payment_key?.startsWith(prefix)) problems.push(`order ${o.uuid} has payment_key ${o.payment_key}`);
    const list = byKey.get(o.payment_key ?? '') ?? [];
    list.push(o);
    byKey.set(o.payment_key ?? '', list);
  }
  for (const [key, list] of byKey) if (list.length > 1) problems.push(`key ${key} has ${list.length} orders`);
  const sent = new Set(attempts.map((a) => `${prefix}${a.key}`));
  for (const key of byKey.keys()) if (!sent.has(key)) problems.push(`order under key ${key}, which no buyer sent`);

  // The gateway's book: one charge per key, and its succeeded charges are exactly the paid orders.
  const charges = books.charges.filter((ch) => ch.idempotency_key.startsWith(prefix));
  const succeeded = charges.filter((ch) => ch.status === 'succeeded');
  const paid = mine.filter((o) => o.status === 'paid');
  const succeededRefs = succeeded.map((ch) => ch.order_ref).sort();
  const paidUuids = paid.map((o) => o.uuid).sort();
  if (JSON.stringify(succeededRefs) !== JSON.stringify(paidUuids))
    problems.push(
      `succeeded charges (${succeeded.length}) are not the paid orders (${paid.length}): charged not paid ${JSON.stringify(
        succeededRefs.filter((r) => !paidUuids.includes(r)),
      )}, paid not charged ${JSON.stringify(paidUuids.filter((u) => !succeededRefs.includes(u)))}`,
    );
  for (const o of paid) {
    const charge = succeeded.find((ch) => ch.order_ref === o.uuid);
    if (charge && (charge.amount_cents !== o.total_cents || o.paid_cents !== o.total_cents))
      problems.push(`order ${o.uuid}: total ${o.total_cents}, paid ${o.paid_cents}, charged ${charge.amount_cents}`);
    if (charge && o.payment_key !== charge.idempotency_key)
      problems.push(`order ${o.uuid} key ${o.payment_key}, its charge's ${charge.idempotency_key}`);
  }
  const refs = new Map<string, number>();
  for (const ch of succeeded) refs.set(ch.order_ref, (refs.get(ch.order_ref) ?? 0) + 1);
  for (const [ref, n] of refs) if (n > 1) problems.push(`order ${ref} charged ${n} times`);
  const allSucceededForMine = books.charges.filter((ch) => ch.status === 'succeeded' && mine.some((o) => o.uuid === ch.order_ref));
  if (allSucceededForMine.length !== succeeded.length)
    problems.push(`charges of these orders under other keys: ${allSucceededForMine.length - succeeded.length}`);
  for (const o of mine) {
    const ok = books.payments.filter((p) => p.order_id === o.id && p.status === 'succeeded');
    if (ok.length > 1) problems.push(`order ${o.uuid} has ${ok.length} succeeded payments`);
  }

  // Stock: what was taken is what the orders holding stock hold; a paid order holds, a failed one does not.
  const held = new Map<number, number>();
  for (const o of mine) {
    if (o.status === 'paid' && !o.stock_held) problems.push(`paid order ${o.uuid} holds no stock`);
    if (o.status !== 'paid' && o.stock_held) problems.push(`${o.status} order ${o.uuid} still holds stock`);
    if (!o.stock_held) continue;
    for (const l of books.lines.filter((x) => x.order_id === o.id)) held.set(l.variant_id!, (held.get(l.variant_id!) ?? 0) + l.quantity);
  }
  for (const [variantId, initial] of c.initialStock) {
    const taken = initial - (books.stock.get(variantId) ?? NaN);
    if (taken !== (held.get(variantId) ?? 0))
      problems.push(`variant ${variantId}: ${taken} units taken, ${held.get(variantId) ?? 0} held by orders`);
  }

  // What each buyer was finally answered is what the books say.
  for (const a of attempts) {
    const answer = last(a)!;
    const [order] = byKey.get(`${prefix}${a.key}`) ?? [];
    if (answer.status === 201) {
      const uuid = (answer.body as { order_uuid?: string }).order_uuid;
      if (!order || order.uuid !== uuid || order.status !== 'paid')
        problems.push(`${a.key} answered 201 (${uuid}); its order: ${order?.uuid} ${order?.status}`);
    } else if (answer.status === 402) {
      if (order && order.status !== 'payment_failed') problems.push(`${a.key} answered 402; its order is ${order.status}`);
    } else if (answer.status === 409 && errorCode(answer) === 'out_of_stock') {
      if (order) problems.push(`${a.key} answered out_of_stock; yet order ${order.uuid} (${order.status})`);
    } else {
      problems.push(`${a.key}: final answer ${describeAnswer(answer)}`);
    }
  }
  return problems;
}

export function quoteBookProblems(books: Books, q: Seeded['quote'], attempts: Attempt[]): string[] {
  const problems: string[] = [];
  const quote = books.orders.find((o) => o.uuid === q.uuid);
  if (!quote) return ['the quote is gone'];
  const prefix = `quote:${q.clientId}:`;
  const charges = books.charges.filter((ch) => ch.idempotency_key.startsWith(prefix));
  const succeeded = charges.filter((ch) => ch.status === 'succeeded');
  const charged = succeeded.reduce((sum, ch) => sum + ch.amount_cents, 0);
  if (quote.paid_cents !== charged) problems.push(`quote paid_cents ${quote.paid_cents}, succeeded charges ${charged}`);
  if (quote.reserved_cents !== 0) problems.push(`quote reserved_cents ${quote.reserved_cents}`);
  if (quote.paid_cents > quote.total_cents) problems.push(`quote paid ${quote.paid_cents} of ${quote.total_cents}`);
  const rows = books.payments.filter((p) => p.order_id === quote.id);
  for (const p of rows.filter((x) => x.status === 'processing')) problems.push(`payment ${p.id} still processing`);
  const paidRows = rows.filter((p) => p.status === 'succeeded');
  const paidSum = paidRows.reduce((sum, p) => sum + p.amount_cents, 0);
  if (paidSum !== quote.paid_cents) problems.push(`succeeded payments ${paidSum}, quote paid_cents ${quote.paid_cents}`);
  const byTransaction = new Set(paidRows.map((p) => p.transaction_id));
  for (const ch of succeeded)
    if (!byTransaction.has(ch.id))
      problems.push(`charge ${ch.id} (${ch.idempotency_key}) succeeded; no succeeded payment of the quote has it`);
  if (paidRows.length !== byTransaction.size) problems.push('two payments of one charge');
  const keys = new Set(attempts.map((a) => `${prefix}${a.key}`));
  for (const ch of charges) if (!keys.has(ch.idempotency_key)) problems.push(`charge under key ${ch.idempotency_key}, which no payer sent`);
  for (const a of attempts) {
    const answer = last(a)!;
    const charge = charges.find((ch) => ch.idempotency_key === `${prefix}${a.key}`);
    if (answer.status === 201) {
      const tx = (answer.body as { transaction_id?: string }).transaction_id;
      if (charge?.status !== 'succeeded' || charge.id !== tx)
        problems.push(`${a.key} answered 201 (${tx}); its charge ${charge?.id} ${charge?.status}`);
    } else if (answer.status === 402 || answer.status === 409) {
      if (charge?.status === 'succeeded') problems.push(`${a.key} answered ${answer.status}; yet its charge ${charge.id} succeeded`);
    } else {
      problems.push(`${a.key}: final answer ${describeAnswer(answer)}`);
    }
  }
  return problems;
}

export function renewalBookProblems(books: Books, subs: Seeded['subs']): string[] {
  const problems: string[] = [];
  for (const sub of subs.list) {
    const key = `subscription:${sub.uuid}:${sub.due.toISOString()}`;
    const renewals = books.orders.filter((o) => o.subscription_id === sub.id);
    if (renewals.length !== 1) problems.push(`${sub.uuid}: ${renewals.length} renewal orders for one period`);
    const order = renewals[0];
    if (order && (order.status !== 'paid' || order.paid_cents !== RENEWAL_CENTS))
      problems.push(`${sub.uuid}: renewal order ${order.status}, paid ${order.paid_cents}`);
    if (order && order.payment_key !== key) problems.push(`${sub.uuid}: renewal order payment_key ${order.payment_key}, expected ${key}`);
    const charges = books.charges.filter((ch) => ch.idempotency_key === key);
    if (charges.length !== 1 || charges[0]!.status !== 'succeeded' || charges[0]!.amount_cents !== RENEWAL_CENTS)
      problems.push(`${sub.uuid}: charges of the period ${JSON.stringify(charges.map((ch) => [ch.status, ch.amount_cents]))}`);
    const ofOrders = books.charges.filter((ch) => ch.status === 'succeeded' && renewals.some((o) => o.uuid === ch.order_ref));
    if (ofOrders.length !== 1) problems.push(`${sub.uuid}: ${ofOrders.length} succeeded charges of its renewal orders`);
    const row = books.subscriptions.find((x) => x.id === sub.id);
    if (row?.status !== 'active' || row.next_charge_at?.getTime() !== sub.due.getTime() + WEEK_MS)
      problems.push(
        `${sub.uuid}: ${row?.status}, next charge ${row?.next_charge_at?.toISOString()} (expected ${new Date(sub.due.getTime() + WEEK_MS).toISOString()})`,
      );
  }
  return problems;
}
