// The checkout scenario of `pnpm bench` (issue 13, Done when: "`pnpm bench` adds checkout p50/p99 at 50
// concurrent buyers to docs/performance.md"): 50 buyers post checkouts of one bistro product at once, back
// to back, with the sandbox's success card, each with its own Idempotency-Key, against enough stock that
// every one of them is a real order (re-priced, stock reserved, customer and order written, sandbox charge).
import { spawn } from 'node:child_process';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { fmt, markdownTable, summarizeAutocannon } from '@vitrina/tooling/bench';
import type { LoadSummary } from '@vitrina/tooling/bench';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { AppDb } from '../src/db/database.js';
import { findClientBySubdomain } from '../src/db/index.js';
import { orders, productVariants, products } from '../src/db/schema.js';
import { checkCells, checksHead, databaseRows, firstFigures, scenarioIntro } from './bench-databases.js';
import type { Measured } from './bench-databases.js';

export const CHECKOUT_BUYERS = 50;

const SHIPPING = {
  email: 'bench@example.com',
  firstName: 'Bench',
  lastName: 'Buyer',
  country: 'US',
  address1: '1 Main St',
  address2: '',
  city: 'Austin',
  state: 'TX',
  province: '',
  postalCode: '78701',
  phone: '+1 555 123 4567',
};

export interface CheckoutFigures {
  result: LoadSummary;
  /** Answers by HTTP status, e.g. { 201: 1234 }. */
  statuses: Record<string, number>;
  ordersWritten: number;
  durationSec: number;
  product: string;
}

/** One autocannon POST load in a child process (also the booking scenario's). */
export function runLoadChild(options: { url: string; body: string; connections: number; durationSec: number }): Promise<unknown> {
  const script = path.join(import.meta.dirname, 'checkout-load.mjs');
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [script, JSON.stringify(options)], { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (err += d));
    const timer = setTimeout(() => child.kill('SIGKILL'), options.durationSec * 1000 + 60_000);
    child.on('error', reject);
    child.on('close', (code) => {
      clearTimeout(timer);
      if (code !== 0) return reject(new Error(`checkout load exited with ${code}: ${err.slice(-2000)}`));
      try {
        resolve(JSON.parse(out));
      } catch {
        reject(new Error(`checkout load printed no JSON: ${out.slice(0, 500)} ${err.slice(-500)}`));
      }
    });
  });
}

/** Bistro's first product on sale, its first variant given stock for the whole run. */
async function prepareProduct(db: AppDb, clientId: number) {
  const [row] = await db
    .select({ productId: products.id, name: products.name, variantId: productVariants.id, type: productVariants.type })
    .from(products)
    .innerJoin(productVariants, eq(productVariants.product_id, products.id))
    .where(and(eq(products.client_id, clientId), eq(products.active, true), eq(products.sold_out, false)))
    .orderBy(asc(products.ordering), asc(products.id), asc(productVariants.ordering), asc(productVariants.id))
    .limit(1);
  if (!row) throw new Error('checkout bench: bistro has no product on sale');
  await db.update(productVariants).set({ stock: 10_000_000 }).where(eq(productVariants.id, row.variantId));
  return row;
}

export async function runCheckoutBench(app: FastifyInstance, api: string, durationSec: number): Promise<CheckoutFigures | null> {
  const { db } = app.ctx.database;
  const bistro = await findClientBySubdomain(db, 'bistro');
  if (!bistro) return null;
  const clientId = bistro.client.id;
  const product = await prepareProduct(db, clientId);
  const body = JSON.stringify({
    lines: [{ product_id: product.productId, variant_id: product.type === 'default' ? null : product.variantId, quantity: 1 }],
    shipping: SHIPPING,
    // The sandbox's public success test card (never stored: the sandbox keeps brand and last four).
    payment: { method: 'card', card: { holderName: 'Bench Buyer', cardNumber: '4242 4242 4242 4242', expiryDate: '12/40', cvv: '123' } },
  });
  const url = `${api}/api/client/${clientId}/checkout`;
  // A short warm-up (discarded), then the measured run.
  await runLoadChild({ url, body, connections: CHECKOUT_BUYERS, durationSec: 1 });
  const mid = await countOrders(db, clientId);
  const raw = (await runLoadChild({ url, body, connections: CHECKOUT_BUYERS, durationSec })) as {
    statusCodeStats?: Record<string, { count: number }>;
  };
  const after = await countOrders(db, clientId);
  const statuses = Object.fromEntries(Object.entries(raw.statusCodeStats ?? {}).map(([code, s]) => [code, s.count]));
  return { result: summarizeAutocannon(raw), statuses, ordersWritten: after - mid, durationSec, product: product.name };
}

async function countOrders(db: AppDb, clientId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(orders)
    .where(eq(orders.client_id, clientId));
  return Number(row?.n ?? 0);
}

/** Answers by status for a report cell: `201: 1,234, 409: 5`. */
export function answersText(statuses: Record<string, number>): string {
  return (
    Object.entries(statuses)
      .map(([code, n]) => `${code}: ${fmt(n)}`)
      .join(', ') || '–'
  );
}

export function checkoutReport(runs: Measured<CheckoutFigures>[]): string {
  const first = firstFigures(runs);
  return [
    ...scenarioIntro('checkout', runs),
    '',
    `${CHECKOUT_BUYERS} buyers post \`POST /api/client/{bistro}/checkout\` at once and back to back for ${first?.durationSec ?? '–'} s (after a 1 s warm-up),`,
    `one unit of "${first?.product ?? '–'}" each, the sandbox gateway's success card, a new Idempotency-Key and client address per request.`,
    'Each answer is a real order: re-priced, stock reserved by a conditional update, customer, order and lines written in one',
    'transaction, then the sandbox charge. PGlite runs one statement at a time, so its checkouts queue; Postgres runs them side by side.',
    '',
    markdownTable(
      ['database', 'checkouts/s', 'p50 ms', 'p99 ms', 'answers', 'orders written', 'errors'],
      databaseRows(
        runs,
        (f) => [
          fmt(f.result.reqPerSec, 1),
          fmt(f.result.p50Ms),
          fmt(f.result.p99Ms),
          answersText(f.statuses),
          fmt(f.ordersWritten),
          f.result.errors,
        ],
        6,
      ),
    ),
    '',
    'Orders written counts the checkouts still in flight when the measured run ended, too. A p99 near the length of the run',
    'means some buyers queued for most of it (latencies are those of the answers received within the run).',
    '',
    markdownTable(checksHead('check'), [
      [
        'every checkout answered 201 (no error, no 409/429)',
        ...checkCells(runs, (f) => [answersText(f.statuses), f.result.non2xx === 0 && f.result.errors === 0]),
      ],
    ]),
  ].join('\n');
}
