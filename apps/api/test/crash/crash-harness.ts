// The crash test of issue 32 ("crash-safe money"), shared by the Postgres and the PGlite files: the API runs as
// a real process on one database and one DATA_DIR, is killed with SIGKILL in the middle of taking money
// (a kill at a random moment under checkout load, and the process's own failpoints, VITRINA_FAILPOINTS, at
// the worst windows), is started again, every request left without an answer is sent again with its
// Idempotency-Key and body, the recovery sweeper runs, and then the books must agree:
//   - every retry is answered within the lease (IDEMPOTENCY_LEASE_SECONDS) and a margin, never 409 in_progress;
//   - the gateway's succeeded charges are exactly the paid orders; no key has two orders or two charges;
//   - no order is left awaiting_payment (nor a quote payment processing) past the recovery bound;
//   - the stock taken is the units of the orders that hold stock;
//   - a quote's paid amount is the sum of its succeeded charges, nothing stays reserved;
//   - a subscription renewal killed after its claim or after its charge ends with one succeeded charge for
//     its period and its renewal order paid.
//
// One chain of processes per database (starting the API is most of the time, so a process that recovers one
// scenario is the one the next scenario kills, each time through failpoints the recovery cannot reach):
//   1 {}                                      checkout load on A, SIGKILL at a random moment 1–2 s in
//   2 {recovery, quote:after-charge}          A's retries; then quote payments on Q → dies after a charge
//   3 {recovery, checkout:after-charge@5}     Q's retries; then checkout load on B → dies after the 5th charge
//   4 {recovery, renewal:after-claim}         two subscriptions of S due → dies after claiming the first
//   5 {recovery, renewal:after-charge}        dies after charging a renewal (the other's, or the first's recovery)
//   6 {recovery}                              B's retries; the sweeper settles everything; graceful stop
// and then the books are read from the database itself. "recovery": PAYMENT_RECOVERY_AFTER_SECONDS=1 and a
// short sweep interval; a process killed at random has the defaults (it must not need the sweeper).
//
// PGlite keeps its files for one process at a time: the test opens them only while no API process runs (to
// seed, and to read the books after the graceful stop); while one runs it watches the HTTP answers instead.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { CheckoutBody, CheckoutLine } from '@vitrina/api-client/contracts';
import { and, eq, inArray, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { explainSkip, freePort, launchNode, type LaunchedNode } from '../../src/cluster/cluster-test-fixture.js';
import { openDatabase, type AppDb, type Database, type DatabaseKind } from '../../src/db/database.js';
import { migrateDatabase } from '../../src/db/migrate.js';
import { orderLines, orders, payments, productVariants, sandboxCharges, subscriptions } from '../../src/db/schema.js';
import { CARDS, SHIPPING } from '../../src/modules/orders/checkout-test-fixture.js';
import { buildClient } from '../../src/testing/builders.js';
import { buildQuote } from '../../src/testing/quote-builders.js';
import { buildProduct, setStoreSettings } from '../../src/testing/store-builders.js';
import { buildSubscription } from '../../src/testing/subscription-builders.js';
import { createScratchPostgres, migratedTemplate, type ScratchDatabase } from '../../src/testing/test-db.js';

/** The lease of an Idempotency-Key (s): long enough that a retry right after a restart finds it still held. */
const LEASE_SECONDS = 4;
/** What a retry may take beyond the lease: the resumed request's own work, on a busy CI machine. */
const ANSWER_MARGIN_MS = 8_000;
const RETRY_TIMEOUT_MS = LEASE_SECONDS * 1_000 + ANSWER_MARGIN_MS;
/** PAYMENT_RECOVERY_AFTER_SECONDS of the processes that recover. */
const RECOVERY_AFTER_SECONDS = 1;
const RECOVERY_INTERVAL_MS = 250;
/** Everything left unsettled is settled by then: the bound, a few sweeps, the work. */
const SETTLE_MS = 20_000;
const BUYERS = 30;
/** A safety cap of checkouts per buyer and process: the load goes on until the process dies. */
const PER_BUYER = 200;
/**
 * Units on stock: enough that the load is still placing orders when the kill comes, few enough that the
 * retries after it meet an exhausted variant now and then.
 */
const MUGS = 150;
const SHIRTS = 50;
/** What a renewal charges, in cents (buildSubscription's amount). */
const RENEWAL_CENTS = 2_500;
const WEEK_MS = 7 * 86_400_000;

// ---------------------------------------------------------------------------------------------------------
// Requests and their answers

interface Answer {
  /** 0: no answer (the connection broke: the process died; or none within the timeout). */
  status: number;
  body: unknown;
  ms: number;
  /** Why there was no answer. */
  error?: string;
}

/** One money-moving request (one Idempotency-Key) and every answer it got, first send and retries. */
interface Attempt {
  url: string;
  key: string;
  body: unknown;
  ip: string;
  answers: Answer[];
  /** The first answer after the restart, when it was retried. */
  retry?: Answer;
  /** Checkout: the lines, to count stock. */
  lines?: CheckoutLine[];
}

const errorCode = (a: Answer): string | undefined => (a.body as { error?: { code?: string } } | null)?.error?.code;
/** Not answered yet: no answer, or "the outcome is not known yet, retry later" (503 payment_pending). */
const isPending = (a: Answer | undefined) => !a || a.status === 0 || (a.status === 503 && errorCode(a) === 'payment_pending');
/** An answer no retry may get: the key still "in progress", or a server error other than payment_pending. */
const isBad = (a: Answer) => (a.status === 409 && errorCode(a) === 'in_progress') || (a.status >= 500 && !isPending(a));
const last = (a: Attempt) => a.answers[a.answers.length - 1];
const describeAnswer = (a: Answer | undefined) =>
  !a
    ? 'never sent'
    : a.status === 0
      ? `no answer after ${Math.round(a.ms)} ms (${a.error})`
      : `${a.status} ${JSON.stringify(a.body).slice(0, 160)} after ${Math.round(a.ms)} ms`;

async function send(node: LaunchedNode, attempt: Attempt, timeoutMs: number): Promise<Answer> {
  const start = performance.now();
  try {
    const res = await fetch(`${node.url}${attempt.url}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': attempt.key, 'x-forwarded-for': attempt.ip },
      body: JSON.stringify(attempt.body),
      signal: AbortSignal.timeout(timeoutMs),
    });
    const text = await res.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // not JSON: kept as text
    }
    return { status: res.status, body, ms: performance.now() - start };
  } catch (err) {
    const e = err as Error & { cause?: { code?: string } };
    return {
      status: 0,
      body: null,
      ms: performance.now() - start,
      error: e.name === 'TimeoutError' ? 'timeout' : (e.cause?.code ?? e.message),
    };
  }
}

let ipCounter = 0;
/**
 * A fresh client address (TRUST_PROXY=loopback: the API reads it from X-Forwarded-For), one per checkout:
 * the per-address rate limit (30 a minute) never decides a test.
 */
const nextIp = () => {
  ipCounter += 1;
  return `10.32.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
};
const newKey = () => `crash_${randomBytes(10).toString('hex')}`;
const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)]!;

/**
 * `count` buyers sending requests at once, each one after the other with a new key and address, until
 * `stopped()` (or `perBuyer` each), or until one is left without an outcome. Answers are recorded as they
 * come; a request cut by the process's death has status 0.
 */
async function runBuyers(
  node: LaunchedNode,
  count: number,
  perBuyer: number,
  make: (buyer: number) => Omit<Attempt, 'answers' | 'ip'>,
  stopped: () => boolean,
): Promise<Attempt[]> {
  const attempts: Attempt[] = [];
  await Promise.all(
    Array.from({ length: count }, async (_, buyer) => {
      for (let n = 0; n < perBuyer && !stopped(); n += 1) {
        const attempt: Attempt = { ...make(buyer), ip: nextIp(), answers: [] };
        attempts.push(attempt);
        const answer = await send(node, attempt, 60_000);
        attempt.answers.push(answer);
        // A buyer left without an outcome starts no other checkout: they will send this one again.
        if (isPending(answer)) break;
      }
    }),
  );
  return attempts;
}

/**
 * After a restart: every attempt without an answer is sent again (same key, same body, same address), all at
 * once; then those answered "payment_pending" are asked again until they have an outcome or `settleMs` pass.
 */
async function retryUnanswered(node: LaunchedNode, attempts: Attempt[], settleMs = SETTLE_MS): Promise<Attempt[]> {
  const open = attempts.filter((a) => isPending(last(a)));
  await Promise.all(
    open.map(async (a) => {
      const answer = await send(node, a, RETRY_TIMEOUT_MS);
      a.retry = answer;
      a.answers.push(answer);
    }),
  );
  const deadline = Date.now() + settleMs;
  for (;;) {
    const pending = open.filter((a) => last(a)!.status === 503 && isPending(last(a)));
    if (pending.length === 0 || Date.now() > deadline) break;
    await new Promise((r) => setTimeout(r, 250));
    await Promise.all(pending.map(async (a) => a.answers.push(await send(node, a, RETRY_TIMEOUT_MS))));
  }
  return open;
}

/** What went wrong with the retries, one line each (empty: every retry answered in time, and finally). */
function retryProblems(retried: Attempt[]): string[] {
  const problems: string[] = [];
  for (const a of retried) {
    const first = a.retry;
    if (!first || first.status === 0) problems.push(`${a.key}: retry not answered within ${RETRY_TIMEOUT_MS} ms: ${describeAnswer(first)}`);
    else if (isBad(first)) problems.push(`${a.key}: retry answered ${describeAnswer(first)}`);
    else if (first.ms > RETRY_TIMEOUT_MS) problems.push(`${a.key}: retry took ${Math.round(first.ms)} ms`);
    const end = last(a)!;
    if (end !== first && (isPending(end) || isBad(end)))
      problems.push(`${a.key}: no outcome after ${SETTLE_MS} ms: ${describeAnswer(end)}`);
  }
  return problems;
}

// ---------------------------------------------------------------------------------------------------------
// The database: seeded and read by the test, written by the API processes

interface Store {
  kind: DatabaseKind;
  /** The API processes' environment for this database. */
  env: NodeJS.ProcessEnv;
  /** Runs `fn` on the database. PGlite: only while no API process runs (it opens the files itself). */
  use<T>(fn: (db: AppDb) => Promise<T>): Promise<T>;
  dispose(): Promise<void>;
}

async function openStore(kind: DatabaseKind, postgresUrl: string | null, dataDir: string): Promise<Store> {
  if (kind === 'postgres') {
    const scratch: ScratchDatabase = await createScratchPostgres(postgresUrl!, await migratedTemplate(postgresUrl!));
    const database = await openDatabase({ databaseUrl: scratch.url, dataDir }, { poolSize: 2 });
    await migrateDatabase(database);
    return {
      kind,
      env: { DATABASE_URL: scratch.url },
      use: (fn) => fn(database.db),
      dispose: async () => {
        await database.close();
        await scratch.drop();
      },
    };
  }
  const first = await openDatabase({ databaseUrl: undefined, dataDir });
  try {
    await migrateDatabase(first);
  } finally {
    await first.close();
  }
  return {
    kind,
    // The parent's DATABASE_URL (CI sets it) must not reach a PGlite node.
    env: { DATABASE_URL: '' },
    use: async (fn) => {
      const database: Database = await openDatabase({ databaseUrl: undefined, dataDir });
      try {
        return await fn(database.db);
      } finally {
        await database.close();
      }
    },
    dispose: async () => undefined,
  };
}

// ---------------------------------------------------------------------------------------------------------
// What is seeded

interface StoreClient {
  clientId: number;
  mug: { id: number; variantId: number };
  shirt: { id: number; variantIds: number[] };
  /** Units on stock per variant when seeded. */
  initialStock: Map<number, number>;
}

interface Seeded {
  a: StoreClient;
  b: StoreClient;
  quote: { clientId: number; uuid: string; id: number; totalCents: number };
  subs: { clientId: number; list: { id: number; uuid: string; firstOrderUuid: string; due: Date }[] };
}

async function seedStoreClient(db: AppDb): Promise<StoreClient> {
  const clientId = (await buildClient(db)).client.id;
  await setStoreSettings(db, clientId, { tax_rate: '8', shipping_rate: '4', payment_countries: ['US'] });
  const mug = await buildProduct(db, clientId, { name: `Mug ${clientId}`, price_cents: 1_250, stock: MUGS });
  const shirt = await buildProduct(db, clientId, {
    name: `Shirt ${clientId}`,
    price_cents: 2_000,
    variants: [
      { type: 'size', name: 'M', stock: SHIRTS },
      { type: 'size', name: 'L', stock: SHIRTS, price_cents: 2_400 },
    ],
  });
  const initialStock = new Map<number, number>([
    [mug.variantIds[0]!, MUGS],
    [shirt.variantIds[0]!, SHIRTS],
    [shirt.variantIds[1]!, SHIRTS],
  ]);
  return {
    clientId,
    mug: { id: mug.id, variantId: mug.variantIds[0]! },
    shirt: { id: shirt.id, variantIds: shirt.variantIds },
    initialStock,
  };
}

async function seed(db: AppDb): Promise<Seeded> {
  const a = await seedStoreClient(db);
  const b = await seedStoreClient(db);
  const quoteClient = (await buildClient(db)).client.id;
  const quote = await buildQuote(db, quoteClient); // 100.00, pending: payable in parts
  const subsClient = (await buildClient(db)).client.id;
  const now = Date.now();
  const list = [];
  for (const [i, ago] of [180_000, 120_000].entries()) {
    const due = new Date(now - ago);
    const built = await buildSubscription(db, subsClient, {
      recurrence: 'weekly',
      nextChargeAt: due,
      amountCents: RENEWAL_CENTS,
      email: `renewal-${i}@example.com`,
    });
    list.push({ id: built.id, uuid: built.uuid, firstOrderUuid: built.orderUuid, due });
  }
  return {
    a,
    b,
    quote: { clientId: quoteClient, uuid: quote.uuid, id: quote.id, totalCents: quote.total_cents },
    subs: { clientId: subsClient, list },
  };
}

/** A checkout of 1–3 units of the client's products; one buyer in six has a card that is declined. */
function checkoutAttempt(c: StoreClient, buyer: number): Omit<Attempt, 'answers' | 'ip'> {
  const lines: CheckoutLine[] = pick([
    [{ product_id: c.mug.id, variant_id: null, quantity: pick([1, 2]) }],
    [{ product_id: c.shirt.id, variant_id: c.shirt.variantIds[0]!, quantity: 1 }],
    [
      { product_id: c.shirt.id, variant_id: c.shirt.variantIds[1]!, quantity: 1 },
      { product_id: c.mug.id, variant_id: null, quantity: 1 },
    ],
  ]);
  const cardNumber = buyer % 6 === 5 ? CARDS.declined : CARDS.success;
  const body: CheckoutBody = {
    lines,
    shipping: { ...SHIPPING, email: `buyer-${buyer}@example.com` },
    payment: { method: 'card', card: { holderName: 'Ana López', cardNumber, expiryDate: '12/40', cvv: '123' } },
  };
  return { url: `/api/client/${c.clientId}/checkout`, key: newKey(), body, lines };
}

// ---------------------------------------------------------------------------------------------------------
// The books

interface Books {
  orders: (typeof orders.$inferSelect)[];
  lines: { order_id: number; variant_id: number | null; quantity: number }[];
  stock: Map<number, number>;
  charges: (typeof sandboxCharges.$inferSelect)[];
  payments: (typeof payments.$inferSelect)[];
  subscriptions: (typeof subscriptions.$inferSelect)[];
}

async function readBooks(db: AppDb, clientIds: number[]): Promise<Books> {
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
async function unsettled(db: AppDb, s: Seeded): Promise<string[]> {
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
async function unsettledOverHttp(node: LaunchedNode, s: Seeded, renewalUuids: string[]): Promise<string[]> {
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

async function waitFor(ms: number, check: () => Promise<string[]>): Promise<string[]> {
  const deadline = Date.now() + ms;
  for (;;) {
    const problems = await check();
    if (problems.length === 0 || Date.now() > deadline) return problems;
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** The checkout books of one client against what its buyers were answered. */
function checkoutBookProblems(books: Books, c: StoreClient, attempts: Attempt[]): string[] {
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

function quoteBookProblems(books: Books, q: Seeded['quote'], attempts: Attempt[]): string[] {
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

function renewalBookProblems(books: Books, subs: Seeded['subs']): string[] {
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

// ---------------------------------------------------------------------------------------------------------
// The suite

/** The environment every API process of the chain gets; `extra` adds a stage's failpoints and timers. */
function nodeEnv(store: Store, dataDir: string): NodeJS.ProcessEnv {
  return {
    ...store.env,
    DATA_DIR: dataDir,
    REDIS_URL: '',
    SEED_DEMO: '0',
    LOG_LEVEL: 'warn',
    // Each buyer is its own address (X-Forwarded-For from the loopback "proxy"), as real buyers are.
    TRUST_PROXY: 'loopback',
    // No public site or editor to serve: a faster start.
    SITE_DIST: path.join(dataDir, 'no-site'),
    EDITOR_DIST: path.join(dataDir, 'no-editor'),
    IDEMPOTENCY_LEASE_SECONDS: String(LEASE_SECONDS),
    // Renewals only where a stage wants them (the subscriptions are due from the start).
    SUBSCRIPTION_RENEWAL_INTERVAL_MS: '0',
    VITRINA_FAILPOINTS: '',
  };
}

const RECOVERY: NodeJS.ProcessEnv = {
  PAYMENT_RECOVERY_AFTER_SECONDS: String(RECOVERY_AFTER_SECONDS),
  PAYMENT_RECOVERY_INTERVAL_MS: String(RECOVERY_INTERVAL_MS),
};

const pause = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

/** The exit of `node` within `ms`, or null when it still runs. */
const exitWithin = (node: LaunchedNode, ms: number) => Promise.race([node.exited, pause(ms).then(() => null)]);

const summary = (attempts: Attempt[]) => {
  const counts: Record<string, number> = {};
  for (const a of attempts) {
    const end = last(a)!;
    const label = end.status === 0 ? 'none' : `${end.status}${errorCode(end) ? ` ${errorCode(end)}` : ''}`;
    counts[label] = (counts[label] ?? 0) + 1;
  }
  return JSON.stringify(counts);
};

/**
 * The whole chain on one database of `kind`. `postgresUrl`: the server to create the scratch database on
 * (Postgres; skipped with the reason printed when it does not answer).
 */
export function crashRecoverySuite(kind: DatabaseKind, postgresUrl: string | null): void {
  const missing = kind === 'postgres' && !postgresUrl ? ['Postgres'] : [];
  explainSkip(`crash recovery (${kind})`, missing);

  describe.skipIf(missing.length > 0)(`${kind}: the API killed with SIGKILL while taking money (issue 32)`, () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), `vitrina-crash-${kind}-`));
    let store: Store;
    let seeded: Seeded;
    let port = 0;
    let node: LaunchedNode | null = null;
    /** The stage that broke the chain (a process that did not start or did not die where it had to). */
    let broken: string | null = null;
    let aAttempts: Attempt[] = [];
    let bAttempts: Attempt[] = [];
    let quoteAttempts: Attempt[] = [];
    let renewalUuids: string[] = [];
    let books: Books | null = null;
    const log = (message: string) => console.info(`[crash ${kind}] ${message}`);

    const launch = (name: string, extra: NodeJS.ProcessEnv) => {
      node = launchNode(name, port, { ...nodeEnv(store, dataDir), ...extra });
      return node;
    };
    const start = async (name: string, extra: NodeJS.ProcessEnv) => {
      const started = Date.now();
      const n = launch(name, extra);
      if (!(await n.ready)) {
        const exit = await n.exited;
        throw new Error(`process ${name} did not start (exit ${exit.code ?? exit.signal}):\n${n.output()}`);
      }
      log(`process ${name} up in ${Date.now() - started} ms (${JSON.stringify(extra)})`);
      return n;
    };
    /** Waits for `n` to kill itself at its failpoint; the chain breaks when it does not within `ms`. */
    const diesAtFailpoint = async (n: LaunchedNode, failpoint: string, ms: number) => {
      const exit = await exitWithin(n, ms);
      if (!exit) {
        await n.kill();
        throw new Error(`process ${n.name} never reached its failpoint ${failpoint} within ${ms} ms:\n${n.output()}`);
      }
      if (exit.signal !== 'SIGKILL')
        throw new Error(`process ${n.name} ended with ${exit.code ?? exit.signal}, not at ${failpoint}:\n${n.output()}`);
      log(`process ${n.name} killed itself at ${failpoint}`);
    };
    const stage = (title: string, timeoutMs: number, run: () => Promise<void>) =>
      it(
        title,
        async (ctx) => {
          if (broken) ctx.skip();
          try {
            await run();
          } catch (err) {
            broken = title;
            throw err;
          }
        },
        timeoutMs,
      );

    beforeAll(async () => {
      port = await freePort();
      store = await openStore(kind, postgresUrl, dataDir);
      seeded = await store.use(seed);
    }, 90_000);

    afterAll(async () => {
      await node?.kill();
      await store?.dispose();
      rmSync(dataDir, { recursive: true, force: true });
    }, 60_000);

    stage(
      'checkout under load, SIGKILL at a random moment 1–2 s in: every unanswered checkout, sent again with its key, is answered within the lease',
      90_000,
      async () => {
        const first = await start('1', {});
        let killed = false;
        const delay = 1_000 + Math.round(Math.random() * 1_000);
        const load = runBuyers(
          first,
          BUYERS,
          PER_BUYER,
          (b) => checkoutAttempt(seeded.a, b),
          () => killed,
        );
        await pause(delay);
        // Stopped first: a buyer whose checkout the kill cuts sends no other to a dead port.
        killed = true;
        await first.kill();
        aAttempts = await load;
        const unanswered = aAttempts.filter((a) => isPending(last(a))).length;
        log(
          `killed after ${delay} ms: ${aAttempts.length} checkouts, ${unanswered} unanswered; answered ${summary(aAttempts.filter((a) => !isPending(last(a))))}`,
        );
        expect(unanswered, 'checkouts the kill cut').toBeGreaterThan(0);

        const second = await start('2', { ...RECOVERY, VITRINA_FAILPOINTS: 'quote:after-charge' });
        const retried = await retryUnanswered(second, aAttempts);
        log(
          `retried ${retried.length}: ${summary(retried)}; slowest first retry ${Math.round(Math.max(0, ...retried.map((a) => a.retry?.ms ?? 0)))} ms`,
        );
        expect.soft(retryProblems(retried)).toEqual([]);
      },
    );

    stage(
      'quote partial payments, the process killed after the gateway charged one (quote:after-charge): every payment retried is answered within the lease',
      90_000,
      async () => {
        const second = node!;
        // 100.00 owed: four payments of 25.00 that succeed and one that is declined, at once.
        quoteAttempts = [CARDS.success, CARDS.success, CARDS.declined, CARDS.success, CARDS.success].map((cardNumber) => ({
          url: `/api/client/${seeded.quote.clientId}/orders/${seeded.quote.uuid}/payments`,
          key: newKey(),
          body: {
            amount: '25.00',
            payment: { method: 'card', card: { holderName: 'Ana Ruiz', cardNumber, expiryDate: '12/40', cvv: '123' } },
          },
          ip: nextIp(),
          answers: [],
        }));
        await Promise.all(quoteAttempts.map(async (a) => a.answers.push(await send(second, a, 60_000))));
        await diesAtFailpoint(second, 'quote:after-charge', 30_000);
        log(`quote payments before the kill: ${summary(quoteAttempts)}`);
        expect(quoteAttempts.filter((a) => isPending(last(a))).length, 'payments the kill cut').toBeGreaterThan(0);

        const third = await start('3', { ...RECOVERY, VITRINA_FAILPOINTS: 'checkout:after-charge@5' });
        const retried = await retryUnanswered(third, quoteAttempts);
        log(`retried ${retried.length}: ${summary(retried)}`);
        expect.soft(retryProblems(retried)).toEqual([]);
      },
    );

    stage(
      'checkout under load, the process killed right after the 5th charge the gateway confirmed (checkout:after-charge@5)',
      60_000,
      async () => {
        const third = node!;
        let died = false;
        void third.exited.then(() => (died = true));
        const load = runBuyers(
          third,
          BUYERS,
          PER_BUYER,
          (b) => checkoutAttempt(seeded.b, b),
          () => died,
        );
        await diesAtFailpoint(third, 'checkout:after-charge@5', 30_000);
        bAttempts = await load;
        log(
          `${bAttempts.length} checkouts, ${bAttempts.filter((a) => isPending(last(a))).length} unanswered; answered ${summary(bAttempts.filter((a) => !isPending(last(a))))}`,
        );
        expect(bAttempts.filter((a) => isPending(last(a))).length, 'checkouts the kill cut').toBeGreaterThan(0);
      },
    );

    stage(
      'subscription renewals, the process killed after claiming a period (renewal:after-claim), then after its charge (renewal:after-charge)',
      90_000,
      async () => {
        const renewing = { ...RECOVERY, SUBSCRIPTION_RENEWAL_INTERVAL_MS: '200' };
        await diesAtFailpoint(launch('4', { ...renewing, VITRINA_FAILPOINTS: 'renewal:after-claim' }), 'renewal:after-claim', 60_000);
        const renewalOrders = () =>
          store.use((db) =>
            db
              .select({ uuid: orders.uuid, status: orders.status, subscription_id: orders.subscription_id })
              .from(orders)
              .where(
                inArray(
                  orders.subscription_id,
                  seeded.subs.list.map((s) => s.id),
                ),
              ),
          );
        const claimed = await renewalOrders();
        log(`after renewal:after-claim: ${JSON.stringify(claimed)}`);
        expect(claimed, 'the claimed period’s renewal order').toHaveLength(1);
        await diesAtFailpoint(launch('5', { ...renewing, VITRINA_FAILPOINTS: 'renewal:after-charge' }), 'renewal:after-charge', 60_000);
        const charged = await renewalOrders();
        renewalUuids = charged.map((o) => o.uuid);
        const charges = await store.use((db) =>
          db.select().from(sandboxCharges).where(like(sandboxCharges.idempotency_key, 'subscription:%')),
        );
        log(
          `after renewal:after-charge: ${JSON.stringify(charged)}; charges ${JSON.stringify(charges.map((c) => [c.idempotency_key, c.status]))}`,
        );
        expect(charges.filter((c) => c.status === 'succeeded').length, 'a renewal charged before the kill').toBeGreaterThan(0);
      },
    );

    stage(
      'the last restart: every checkout cut at the 5th charge, sent again, is answered within the lease; the sweeper settles the rest within its bound',
      120_000,
      async () => {
        const renewing = { ...RECOVERY, SUBSCRIPTION_RENEWAL_INTERVAL_MS: '200' };
        let last6 = await start('6', renewing);
        const retried = await retryUnanswered(last6, bAttempts);
        log(
          `retried ${retried.length}: ${summary(retried)}; slowest first retry ${Math.round(Math.max(0, ...retried.map((a) => a.retry?.ms ?? 0)))} ms`,
        );
        expect.soft(retryProblems(retried)).toEqual([]);
        const started = Date.now();
        const watch = () =>
          kind === 'postgres' ? store.use((db) => unsettled(db, seeded)) : unsettledOverHttp(last6, seeded, renewalUuids);
        let left = await waitFor(SETTLE_MS, watch);
        log(`settled in ${Date.now() - started} ms: ${JSON.stringify(left)}`);
        await last6.stop();
        // PGlite: the API showed it settled; the database itself must agree once the process stopped (a renewal
        // claimed and charged in the same run can be a few ms behind what the order page shows: one more start).
        left = await store.use((db) => unsettled(db, seeded));
        if (left.length > 0 && kind === 'pglite') {
          last6 = await start('7', renewing);
          await waitFor(SETTLE_MS, () => unsettledOverHttp(last6, seeded, renewalUuids));
          await last6.stop();
          left = await store.use((db) => unsettled(db, seeded));
        }
        expect.soft(left, 'left unsettled').toEqual([]);
        const s = seeded;
        books = await store.use((db) => readBooks(db, [s.a.clientId, s.b.clientId, s.quote.clientId, s.subs.clientId]));
      },
    );

    const booksIt = (title: string, problems: () => string[]) =>
      it(title, (ctx) => {
        if (!books) ctx.skip();
        expect(problems()).toEqual([]);
      });

    booksIt(
      'checkout killed at random: succeeded charges = paid orders, stock taken = units held, one order and one charge per key, every answer as the books say',
      () => checkoutBookProblems(books!, seeded.a, aAttempts),
    );
    booksIt('checkout killed after the 5th charge: the same books', () => checkoutBookProblems(books!, seeded.b, bAttempts));
    booksIt('quote partial payments: paid = the succeeded charges, nothing reserved, no payment left processing', () =>
      quoteBookProblems(books!, seeded.quote, quoteAttempts),
    );
    booksIt('renewals killed after the claim and after the charge: one succeeded charge for the period, the renewal order paid', () =>
      renewalBookProblems(books!, seeded.subs),
    );
  });
}
