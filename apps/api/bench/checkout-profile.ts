// Where a checkout's time goes (issue 29 "Checkout"; a tool, not part of `pnpm bench`): the checkout
// scenario's server on one database, every statement traced to the request (or background delivery) that sent
// it. Prints one checkout's statements in order with their times, the mean statements and wall time of a
// checkout run alone, then 50 buyers for a few seconds: latency spread, CPU and background work.
//   PROFILE_DB=pglite|postgres [PROFILE_SEC=6] [DATABASE_URL=…] tsx --conditions=source bench/checkout-profile.ts
import { AsyncLocalStorage } from 'node:async_hooks';
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { performance } from 'node:perf_hooks';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import '../src/production-env.js';
import { Dispatcher } from '../src/events/dispatcher.js';
import { FairTurns } from '../src/db/fair-turns.js';
import { findClientBySubdomain } from '../src/db/index.js';
import { withBenchServer } from './bench-databases.js';
import { CHECKOUT_BUYERS, checkoutBody, prepareProduct, runBuyers } from './checkout-bench.js';
import { buyersFigures } from './checkout-report.js';

interface Trace {
  name: string;
  /** performance.now() at the request's first byte and its answer's end. */
  t0?: number;
  endAt?: number;
  statements: { sql: string; ms: number; at: number }[];
  /** Its fair turn (db/fair-turns.ts): asked at, got at, done at, the units queued when it asked, its place in the order of asking and of getting. */
  /** The buyer's X-Forwarded-For (its number, checkout-buyers.mjs). */
  buyer?: string;
  turn?: { askedAt: number; gotAt?: number; doneAt?: number; queued: number; running: number; asked: number; got?: number };
}

const als = new AsyncLocalStorage<Trace>();
const background: Trace = { name: 'background', statements: [] };
const kind = (process.env.PROFILE_DB ?? 'pglite') as 'pglite' | 'postgres';
const seconds = Number(process.env.PROFILE_SEC ?? 6);
const aloneOnly = process.env.PROFILE_ALONE === '1';

function traced<T>(sqlText: unknown, run: () => Promise<T>): Promise<T> {
  const trace = als.getStore() ?? background;
  const t0 = performance.now();
  const done = () => trace.statements.push({ sql: String(sqlText).replace(/\s+/g, ' ').slice(0, 110), ms: performance.now() - t0, at: t0 });
  return run().finally(done);
}

// Every statement of either driver, with its time (PGlite: waiting for its turn on the engine included).
type QueryFn = (this: unknown, ...args: unknown[]) => Promise<unknown>;
const pgQuery = pg.Client.prototype.query as unknown as QueryFn;
(pg.Client.prototype as unknown as { query: QueryFn }).query = function (this: unknown, ...args: unknown[]) {
  const first = args[0];
  const text = typeof first === 'string' ? first : (first as { text?: string }).text;
  const last = args.at(-1);
  if (typeof last === 'function') {
    // The pool's callback form: timed from here to its callback.
    const trace = als.getStore() ?? background;
    const t0 = performance.now();
    args[args.length - 1] = (...cb: unknown[]) => {
      trace.statements.push({ sql: String(text).replace(/\s+/g, ' ').slice(0, 110), ms: performance.now() - t0, at: t0 });
      return (last as (...a: unknown[]) => unknown)(...cb);
    };
    return pgQuery.apply(this, args);
  }
  if (first && typeof (first as { submit?: unknown }).submit === 'function') return pgQuery.apply(this, args);
  return traced(text, () => pgQuery.apply(this, args));
};
const liteQuery = PGlite.prototype.query as unknown as QueryFn;
(PGlite.prototype as unknown as { query: QueryFn }).query = function (this: unknown, ...args: unknown[]) {
  return traced(args[0], () => liteQuery.apply(this, args));
};
const liteTransaction = PGlite.prototype.transaction as unknown as (
  this: unknown,
  cb: (tx: { query: QueryFn }) => Promise<unknown>,
) => Promise<unknown>;
(PGlite.prototype as unknown as { transaction: unknown }).transaction = function (
  this: unknown,
  cb: (tx: { query: QueryFn }) => Promise<unknown>,
) {
  return traced('BEGIN … COMMIT (whole transaction)', () =>
    liteTransaction.call(this, (tx) => {
      const q = tx.query.bind(tx);
      tx.query = (...args: unknown[]) => traced(args[0], () => q(...args));
      return cb(tx);
    }),
  );
};

// Every fair turn, by the request that asked for it: when it asked, waited and ran.
let turnsAsked = 0;
let turnsGot = 0;
const fairRun = FairTurns.prototype.run;
FairTurns.prototype.run = function <T>(this: FairTurns, work: () => Promise<T>): Promise<T> {
  const trace = als.getStore();
  const turn = {
    askedAt: performance.now(),
    queued: this.queued,
    running: (this as unknown as { running: number }).running,
    asked: (turnsAsked += 1),
  } as NonNullable<Trace['turn']>;
  if (trace && trace !== background) trace.turn = turn;
  return fairRun.call(this, async () => {
    turn.gotAt = performance.now();
    turn.got = turnsGot += 1;
    try {
      return await work();
    } finally {
      turn.doneAt = performance.now();
    }
  }) as Promise<T>;
};

// Background deliveries run under their own trace, never under the request that handed them over.
const deliver = Dispatcher.prototype.deliverPending;
const deliveries: { ms: number; events: number }[] = [];
Dispatcher.prototype.deliverPending = function (this: Dispatcher, ...args: Parameters<Dispatcher['deliverPending']>) {
  return als.run(background, async () => {
    const t0 = performance.now();
    const out = await deliver.apply(this, args);
    deliveries.push({ ms: performance.now() - t0, events: out.length });
    return out;
  });
};

const pct = (values: number[], p: number) => {
  const s = [...values].sort((a, b) => a - b);
  return s.length ? s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)]! : 0;
};
const ms = (n: number) => `${n.toFixed(1)} ms`;

await withBenchServer(kind, async ({ app, api }) => {
  const { db } = app.ctx.database;
  const bistro = await findClientBySubdomain(db, 'bistro');
  if (!bistro) throw new Error('no bistro');
  const clientId = bistro.client.id;
  const product = await prepareProduct(db, clientId);
  const url = `${api}/api/client/${clientId}/checkout`;
  const body = checkoutBody(product);
  // Every request under its own trace, from its first byte.
  const traces: Trace[] = [];
  let inServer = 0;
  const inServerSamples: number[] = [];
  const sampler = setInterval(() => inServerSamples.push(inServer), 100);
  sampler.unref();
  app.server.prependListener('request', (req, res) => {
    inServer += 1;
    res.on('close', () => (inServer -= 1));
    const trace: Trace = {
      name: `${req.method} ${req.url}`,
      statements: [],
      t0: performance.now(),
      buyer: String(req.headers['x-forwarded-for'] ?? ''),
    };
    res.on('finish', () => (trace.endAt = performance.now()));
    traces.push(trace);
    als.enterWith(trace);
  });

  // One checkout at a time: its statements and its wall time (the background's count starts here: the set-up's
  // migration, seed and product statements are not a checkout's).
  background.statements.length = 0;
  deliveries.length = 0;
  const alone: number[] = [];
  for (let i = 0; i < 30; i++) {
    const t0 = performance.now();
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': `profile_${i}_${Date.now()}`, 'x-forwarded-for': `10.0.0.${i}` },
      body,
    });
    await res.text();
    if (res.status !== 201) throw new Error(`checkout answered ${res.status}`);
    alone.push(performance.now() - t0);
    await app.ctx.events.idle();
  }
  const last = traces.at(-1)!;
  console.log(`\n${kind}: one checkout's statements (the last of 30 run alone):`);
  for (const s of last.statements) console.log(`  ${s.ms.toFixed(2).padStart(7)} ms  ${s.sql}`);
  const per = traces.slice(-20).map((t) => t.statements.length);
  const dbMs = traces.slice(-20).map((t) => t.statements.reduce((sum, s) => sum + s.ms, 0));
  console.log(
    `alone (last 20): wall p50 ${ms(pct(alone.slice(-20), 50))}, statements ${per.join('/')} per checkout, database time p50 ${ms(pct(dbMs, 50))}`,
  );
  const bg = background.statements.length;
  console.log(`background statements for 30 checkouts: ${bg} (${(bg / 30).toFixed(1)} a checkout); deliveries ${deliveries.length}`);
  const kinds = new Map<string, number>();
  for (const s of background.statements) kinds.set(s.sql.slice(0, 90), (kinds.get(s.sql.slice(0, 90)) ?? 0) + 1);
  for (const [sqlText, count] of [...kinds].sort((a, b) => b[1] - a[1]))
    console.log(`  bg ${(count / 30).toFixed(1).padStart(5)} a checkout  ${sqlText}`);

  if (aloneOnly) return;
  // 50 buyers: the spread of their waits and what the process did meanwhile.
  inServerSamples.length = 0;
  deliveries.length = 0;
  background.statements.length = 0;
  traces.length = 0;
  // PROFILE_CPU=<file>: a CPU profile of the server during the buyers' run (open it in Chrome's DevTools).
  const session = process.env.PROFILE_CPU ? new Session() : null;
  if (session) {
    session.connect();
    await session.post('Profiler.enable');
    await session.post('Profiler.start');
  }
  const cpu0 = process.cpuUsage();
  const elu0 = performance.eventLoopUtilization();
  const t0 = performance.now();
  // As the bench: a short warm-up first (its last checkouts answered before the measured run starts).
  if (process.env.PROFILE_WARMUP !== '0') await runBuyers({ url, body, connections: CHECKOUT_BUYERS, durationSec: 1 });
  inServerSamples.length = 0;
  deliveries.length = 0;
  background.statements.length = 0;
  traces.length = 0;
  turnsAsked = 0;
  turnsGot = 0;
  const load = await runBuyers({ url, body, connections: CHECKOUT_BUYERS, durationSec: seconds, firstBuyer: 1_000_000, trace: true });
  const wall = performance.now() - t0;
  if (session) {
    const { profile } = await session.post('Profiler.stop');
    writeFileSync(process.env.PROFILE_CPU!, JSON.stringify(profile));
    session.disconnect();
  }
  const cpu = process.cpuUsage(cpu0);
  const elu = performance.eventLoopUtilization(elu0);
  const lat = load.answers.map((a) => a[1]);
  const n = lat.length;
  console.log(
    `\n${CHECKOUT_BUYERS} buyers for ${seconds} s on ${kind}: ${n} answers (${(n / (wall / 1000)).toFixed(1)}/s over ${ms(wall)})`,
  );
  console.log(
    `  latency p50 ${ms(pct(lat, 50))} p90 ${ms(pct(lat, 90))} p99 ${ms(pct(lat, 99))} max ${ms(Math.max(...lat))}; statuses ${JSON.stringify(buyersFigures(load).statuses)}`,
  );
  console.log(
    `  server CPU ${((cpu.user + cpu.system) / 1000 / n).toFixed(1)} ms a checkout (user ${(cpu.user / 1000 / n).toFixed(1)}), event loop busy ${(elu.utilization * 100).toFixed(0)}%`,
  );
  console.log(`  requests inside the server (sampled every 100 ms): p50 ${pct(inServerSamples, 50)} max ${Math.max(...inServerSamples)}`);
  const firstStatement = traces.filter((t) => t.statements[0] && t.t0).map((t) => t.statements[0]!.at - t.t0!);
  console.log(
    `  first byte → first statement sent p50 ${ms(pct(firstStatement, 50))} p99 ${ms(pct(firstStatement, 99))}; its time p50 ${ms(
      pct(
        traces.filter((t) => t.statements[0]).map((t) => t.statements[0]!.ms),
        50,
      ),
    )} p99 ${ms(
      pct(
        traces.filter((t) => t.statements[0]).map((t) => t.statements[0]!.ms),
        99,
      ),
    )}`,
  );
  const reqStatements = traces.map((t) => t.statements.length);
  const reqDb = traces.map((t) => t.statements.reduce((sum, s) => sum + s.ms, 0));
  console.log(
    `  statements a request p50 ${pct(reqStatements, 50)}, database time a request p50 ${ms(pct(reqDb, 50))} p99 ${ms(pct(reqDb, 99))}`,
  );
  console.log(
    `  background: ${background.statements.length} statements (${(background.statements.length / n).toFixed(1)} a checkout), ${deliveries.length} deliveries of ${deliveries.reduce((s, d) => s + d.events, 0)} events, ${ms(deliveries.reduce((s, d) => s + d.ms, 0))} in all`,
  );
  // The slowest requests as the server saw them: when each arrived, what it waited for (its turn, the engine), and
  // what ran meanwhile (turns given to requests that asked after it, background statements).
  const served = traces.filter((t) => t.t0 !== undefined && t.endAt !== undefined);
  const inServerMs = served.map((t) => t.endAt! - t.t0!);
  console.log(
    `  in the server (first byte → answer's end): p50 ${ms(pct(inServerMs, 50))} p99 ${ms(pct(inServerMs, 99))} max ${ms(Math.max(...inServerMs))}; buyers' own p99 ${ms(pct(lat, 99))} max ${ms(Math.max(...lat))}`,
  );
  const turnWaits = served.filter((t) => t.turn?.gotAt).map((t) => t.turn!.gotAt! - t.turn!.askedAt);
  const turnRuns = served.filter((t) => t.turn?.doneAt).map((t) => t.turn!.doneAt! - t.turn!.gotAt!);
  console.log(
    `  turn wait p50 ${ms(pct(turnWaits, 50))} p99 ${ms(pct(turnWaits, 99))} max ${ms(Math.max(...turnWaits))}; turn run p50 ${ms(pct(turnRuns, 50))} p99 ${ms(pct(turnRuns, 99))} max ${ms(Math.max(...turnRuns))}`,
  );
  const arrivals = served.map((t) => t.t0!);
  const arrivalGaps = arrivals
    .sort((a, b) => a - b)
    .slice(1)
    .map((a, i) => a - arrivals[i]!);
  console.log(
    `  gaps between arrivals p50 ${ms(pct(arrivalGaps, 50))} p99 ${ms(pct(arrivalGaps, 99))} max ${ms(Math.max(...arrivalGaps))}`,
  );
  // The slowest buyers as they saw it: the wait before the server read their request, in it, and after its answer.
  const origin = performance.timeOrigin;
  const byBuyer = new Map(served.map((t) => [t.buyer, t]));
  const address = (n: number) => `127.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
  const buyerRows = (load.traced ?? []).map(([n, sent, answered]) => {
    const t = byBuyer.get(address(n));
    return { n, sent, answered, read: t ? origin + t.t0! : NaN, end: t ? origin + t.endAt! : NaN, t };
  });
  const outside = buyerRows.filter((r) => r.t).map((r) => r.read - r.sent);
  console.log(
    `  sent → read by the server p50 ${ms(pct(outside, 50))} p99 ${ms(pct(outside, 99))} max ${ms(Math.max(...outside))} (${outside.length} of ${buyerRows.length} matched)`,
  );
  const runStart = origin + t0;
  for (const r of [...buyerRows].sort((a, b) => b.answered - b.sent - (a.answered - a.sent)).slice(0, 8)) {
    const readBefore = buyerRows.filter((o) => o !== r && o.sent > r.sent && o.read < r.read).length;
    console.log(
      `  slow buyer ${r.n}: sent ${ms(r.sent - runStart)} into the run, waited ${ms(r.answered - r.sent)}: ${ms(r.read - r.sent)} before the server read it ` +
        `(${readBefore} requests sent after it were read before it), ${ms(r.end - r.read)} in the server, ${ms(r.answered - r.end)} from its answer to the buyer`,
    );
  }
  for (const t of [...served].sort((a, b) => b.endAt! - b.t0! - (a.endAt! - a.t0!)).slice(0, 4)) {
    const turn = t.turn;
    const from = turn?.askedAt ?? t.t0!;
    const until = turn?.gotAt ?? t.endAt!;
    const overtook = served.filter(
      (o) => o !== t && o.turn && turn && o.turn.asked > turn.asked && (o.turn.got ?? Infinity) < (turn.got ?? Infinity),
    );
    const bgDuring = background.statements.filter((b) => b.at >= from && b.at < until);
    const own = t.statements.reduce((sum, st) => sum + st.ms, 0);
    const firstSql = t.statements[0];
    console.log(
      `  slow: arrived ${ms(t.t0! - t0)} into the run, answered after ${ms(t.endAt! - t.t0!)}: ` +
        `before its turn ${ms(from - t.t0!)} (${t.statements.filter((st) => st.at < from).length} statements), ` +
        `turn asked with ${turn?.queued ?? '?'} queued and ${turn?.running ?? '?'} running, waited ${ms(until - from)} ` +
        `(${overtook.length} later arrivals served first; ${bgDuring.length} background statements, ${ms(bgDuring.reduce((sum, b) => sum + b.ms, 0))}), ` +
        `ran ${ms((turn?.doneAt ?? t.endAt!) - until)} with ${t.statements.length} statements (${ms(own)} database; first sent ${firstSql ? ms(firstSql.at - t.t0!) : '–'} after arrival)`,
    );
  }
  await app.ctx.events.idle();
});
