// The checkout scenario of `pnpm bench` (issue 13, Done when: "`pnpm bench` adds checkout p50/p99 at 50
// concurrent buyers to docs/performance.md"): 50 buyers post checkouts of one bistro product at once, back
// to back, with the sandbox's success card, each with its own Idempotency-Key, against enough stock that
// every one of them is a real order (re-priced, stock reserved, customer and order written, sandbox charge).
import { spawn } from 'node:child_process';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { fmt, markdownTable } from '@vitrina/tooling/bench';
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { AppDb } from '../src/db/database.js';
import { findClientBySubdomain } from '../src/db/index.js';
import { orderLines, orders, productVariants, products } from '../src/db/schema.js';
import { databaseRows, firstFigures, notMeasuredReason, scenarioIntro } from './bench-databases.js';
import type { Measured } from './bench-databases.js';
import { answersText, buyersFigures, checkoutGoalsTable, timesMedian, timesText } from './checkout-report.js';
import type { BuyersRun, CheckoutFigures } from './checkout-report.js';

export { answersText } from './checkout-report.js';
export type { CheckoutFigures } from './checkout-report.js';

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

/** One POST load in a child process: autocannon's (checkout-load.mjs, the booking scenario's) or the buyers' (checkout-buyers.mjs). */
export function runLoadChild(
  options: { url: string; body: string; connections: number; durationSec: number; firstBuyer?: number },
  file = 'checkout-load.mjs',
): Promise<unknown> {
  const script = path.join(import.meta.dirname, file);
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
export async function prepareProduct(db: AppDb, clientId: number) {
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

/** The buyers' body: one unit of `product`, the bench address, the sandbox's success card. */
export function checkoutBody(product: { productId: number; variantId: number; type: string }): string {
  return JSON.stringify({
    lines: [{ product_id: product.productId, variant_id: product.type === 'default' ? null : product.variantId, quantity: 1 }],
    shipping: SHIPPING,
    // The sandbox's public success test card (never stored: the sandbox keeps brand and last four).
    payment: { method: 'card', card: { holderName: 'Bench Buyer', cardNumber: '4242 4242 4242 4242', expiryDate: '12/40', cvv: '123' } },
  });
}

/** `buyers` buyers posting checkouts back to back for `durationSec`, in a child process; the checkouts under way at the end are waited for. */
export function runBuyers(options: {
  url: string;
  body: string;
  connections: number;
  durationSec: number;
  firstBuyer?: number;
  /** Each answer's buyer number and its send and answer times (checkout-buyers.mjs `traced`), for checkout-profile.ts. */
  trace?: boolean;
}): Promise<BuyersRun & { traced?: [number, number, number][] }> {
  return runLoadChild(options, 'checkout-buyers.mjs') as Promise<BuyersRun>;
}

export async function runCheckoutBench(app: FastifyInstance, api: string, durationSec: number): Promise<CheckoutFigures | null> {
  const { db } = app.ctx.database;
  const bistro = await findClientBySubdomain(db, 'bistro');
  if (!bistro) return null;
  const clientId = bistro.client.id;
  const product = await prepareProduct(db, clientId);
  const body = checkoutBody(product);
  const url = `${api}/api/client/${clientId}/checkout`;
  // A short warm-up (discarded; its last checkouts are answered before the measured run starts), then the measured run.
  await runBuyers({ url, body, connections: CHECKOUT_BUYERS, durationSec: 1 });
  const mid = await stockAndOrders(db, clientId, product.variantId, 0);
  const run = await runBuyers({ url, body, connections: CHECKOUT_BUYERS, durationSec, firstBuyer: 1_000_000 });
  // Every buyer has its answer: each order the run wrote is in, and so is its reservation.
  const after = await stockAndOrders(db, clientId, product.variantId, mid.lastOrderId);
  return {
    ...buyersFigures(run),
    ordersWritten: after.orders,
    stockTaken: mid.stock - after.stock,
    unitsOrdered: after.units,
    durationSec,
    product: product.name,
  };
}

/** The variant's stock, and the orders written after `afterOrderId` holding stock, with their units of the variant. */
async function stockAndOrders(db: AppDb, clientId: number, variantId: number, afterOrderId: number) {
  const [variant] = await db.select({ stock: productVariants.stock }).from(productVariants).where(eq(productVariants.id, variantId));
  const [written] = await db
    .select({ orders: sql<number>`count(distinct ${orders.id})::int`, last: sql<number>`coalesce(max(${orders.id}), 0)::int` })
    .from(orders)
    .where(and(eq(orders.client_id, clientId), gt(orders.id, afterOrderId)));
  const [held] = await db
    .select({ units: sql<number>`coalesce(sum(${orderLines.quantity}), 0)::int` })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.order_id))
    .where(
      and(eq(orders.client_id, clientId), gt(orders.id, afterOrderId), eq(orders.stock_held, true), eq(orderLines.variant_id, variantId)),
    );
  return {
    stock: Number(variant?.stock ?? 0),
    orders: Number(written?.orders ?? 0),
    lastOrderId: Math.max(afterOrderId, Number(written?.last ?? 0)),
    units: Number(held?.units ?? 0),
  };
}

export function checkoutReport(runs: Measured<CheckoutFigures>[]): string {
  const first = firstFigures(runs);
  return [
    ...scenarioIntro('checkout', runs),
    '',
    `${CHECKOUT_BUYERS} buyers post \`POST /api/client/{bistro}/checkout\` at once and back to back for ${first?.durationSec ?? '–'} s (after a 1 s warm-up`,
    `whose last checkouts are answered before the run starts), one unit of "${first?.product ?? '–'}" each, the sandbox gateway's success card,`,
    'a new Idempotency-Key and client address per request (`checkout-buyers.mjs`). Each answer is a real order: re-priced, stock',
    'reserved by a conditional update, customer, order and lines written in one transaction, then the sandbox charge.',
    'A buyer still waiting when the time is up is waited for: its latency counts (checkouts/s counts the answers within the time).',
    '',
    markdownTable(
      ['database', 'checkouts/s', 'p50 ms', 'p99 ms', 'slowest ms', 'slowest ÷ p50', 'answers', 'orders written', 'no answer'],
      databaseRows(
        runs,
        (f) => [
          fmt(f.checkoutsPerSec, 1),
          fmt(f.p50Ms),
          fmt(f.p99Ms),
          fmt(f.maxMs),
          timesText(timesMedian(f.maxMs, f.p50Ms)),
          answersText(f.statuses),
          fmt(f.ordersWritten),
          fmt(f.errors),
        ],
        8,
      ),
    ),
    '',
    "Issue 29's goals, judged by this report on this run's figures, beside the figures before the issue's checkout work:",
    '',
    checkoutGoalsTable(runs, (kind) => notMeasuredReason(kind) ?? 'not measured'),
  ].join('\n');
}
