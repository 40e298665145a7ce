// The process's CPU per checkout on its request path (issue 29 "Checkout"; a tool, not part of `pnpm bench`): the
// checkout scenario's server on one database, checkouts one at a time, each measured from the request sent to its
// answer read (the fetch client in this process included: the same in every run), its events' background
// deliveries held until then and run outside the measured window; node-postgres statements counted.
//   PROFILE_DB=pglite|postgres [N=200] [DATABASE_URL=…] tsx --conditions=source bench/checkout-cpu.ts
import pg from 'pg';
import '../src/production-env.js';
import { Dispatcher } from '../src/events/dispatcher.js';
import { findClientBySubdomain } from '../src/db/index.js';
import { withBenchServer } from './bench-databases.js';
import { checkoutBody, prepareProduct } from './checkout-bench.js';
const kind = (process.env.PROFILE_DB ?? 'pglite') as 'pglite' | 'postgres';
const N = Number(process.env.N ?? 200);
let statements = 0;
// The deliveries a checkout hands over are held until its answer is read, then run outside the measured window.
const held: unknown[][] = [];
const deliverSoon = Dispatcher.prototype.deliverSoon;
(Dispatcher.prototype as unknown as { deliverSoon: unknown }).deliverSoon = function (this: Dispatcher, ...args: unknown[]) {
  held.push([this, ...args]);
};
const release = () => {
  for (const [self, ...args] of held.splice(0)) (deliverSoon as (...a: unknown[]) => void).apply(self, args);
};
type QueryFn = (this: unknown, ...args: unknown[]) => Promise<unknown>;
const pgQuery = pg.Client.prototype.query as unknown as QueryFn;
(pg.Client.prototype as unknown as { query: QueryFn }).query = function (this: unknown, ...args: unknown[]) {
  statements++;
  return pgQuery.apply(this, args);
};
await withBenchServer(kind, async ({ app, api }) => {
  const { db } = app.ctx.database;
  const bistro = await findClientBySubdomain(db, 'bistro');
  const clientId = bistro!.client.id;
  const product = await prepareProduct(db, clientId);
  const url = `${api}/api/client/${clientId}/checkout`;
  const body = checkoutBody(product);
  const samples: number[] = [];
  let st = 0;
  for (let i = 0; i < N + 30; i++) {
    release();
    await app.ctx.events.idle();
    const s0 = statements;
    const c0 = process.cpuUsage();
    const res = await fetch(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'idempotency-key': `cpu_${i}_${Date.now()}`,
        'x-forwarded-for': `10.1.${i % 250}.${i % 200}`,
      },
      body,
    });
    await res.text();
    const c = process.cpuUsage(c0);
    if (res.status !== 201) throw new Error(`status ${res.status}`);
    if (i >= 30) {
      samples.push((c.user + c.system) / 1000);
      st += statements - s0;
    }
  }
  samples.sort((a, b) => a - b);
  const mean = samples.reduce((a, b) => a + b, 0) / samples.length;
  console.log(
    `RESULT ${kind}: cpu per checkout (process, fetch client included) mean ${mean.toFixed(2)} ms, p50 ${samples[Math.floor(samples.length / 2)]!.toFixed(2)} ms, p10 ${samples[Math.floor(samples.length / 10)]!.toFixed(2)} ms; pg statements a checkout ${(st / N).toFixed(1)}`,
  );
});
