// The dashboard scenario of `pnpm bench` (issue 31; `BENCH_ONLY=dashboard` runs it alone): one business with a
// year of activity written in bulk SQL (10,000 paid orders with their lines and payments, 500 refunds, 3,000
// appointments, 600 quotes, 3,000 customers and 100,000 visits over 20 campaigns), then the owner's dashboard
// answer (modules/insights dashboard(): its five statements and the shaping, in process) timed for the last 30
// days and a custom 366-day period. Goal (issue 31): p95 ≤ 100 ms on Postgres at that size.
import { fmt, markdownTable } from '@vitrina/tooling/bench';
import { addCalendarDays, localToday } from '@vitrina/core-model';
import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppDb, DatabaseKind } from '../src/db/database.js';
import { dashboard } from '../src/modules/insights/insights-service.js';
import type { DashboardRequest } from '../src/modules/insights/insights-service.js';
import { BENCH_DATABASES, checkCells, checksHead, databaseRows, scenarioIntro } from './bench-databases.js';
import type { Measured } from './bench-databases.js';

export const DASHBOARD_SIZE = { orders: 10_000, visits: 100_000, appointments: 3_000, customers: 3_000, quotes: 600, refunds: 500 };
/** Issue 31: the dashboard's answer at that size. */
export const DASHBOARD_GOAL_P95_MS = 100;
const WARMUP = 5;
const RUNS = 60;
const ZONE = 'Europe/Madrid';

export interface DashboardTiming {
  name: string;
  p50Ms: number;
  p95Ms: number;
  maxMs: number;
}

export interface DashboardFigures {
  kind: DatabaseKind;
  seedMs: number;
  timings: DashboardTiming[];
  /** The first 366-day answer, which builds visit_days from the tracking records. */
  firstReadMs: number;
  /** The answer's own sums, so the report shows the seeding was read. */
  orders366: number;
  visits366: number;
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

/** A year of one business's activity, in bulk statements. */
export async function seedDashboardBusiness(db: AppDb): Promise<{ clientId: number; ms: number }> {
  const start = performance.now();
  const run = (query: ReturnType<typeof sql>) => db.execute(query);
  const [client] = (
    (await run(sql`insert into clients (name, wurkzen_subdomain, country, timezone, currency_code)
      values ('Dashboard bench', ${`dash-${Date.now()}`}, ${JSON.stringify({ country_code: 'ES' })}::jsonb, ${ZONE}, 'EUR') returning id`)) as unknown as {
      rows: { id: number }[];
    }
  ).rows;
  const c = Number(client!.id);
  await run(sql`insert into products (client_id, slug, name, price_cents)
    select ${c}, 'p' || i, 'Product ' || i, 1000 + i * 100 from generate_series(1, 40) i`);
  await run(sql`insert into services (client_id, slug, name, price_cents, duration_minutes)
    select ${c}, 's' || i, 'Service ' || i, 3000 + i * 500, 60 from generate_series(1, 8) i`);
  await run(sql`insert into staff (client_id, name) select ${c}, 'Staff ' || i from generate_series(1, 5) i`);
  // Campaigns: 20, and direct traffic (an empty object) for a third of the visits.
  const utm = (i: SQL) =>
    sql`case when ${i} % 3 = 0 then '{}'::jsonb else jsonb_build_object('utm_source', 'source' || (${i} % 5), 'utm_medium', 'medium' || (${i} % 2), 'utm_campaign', 'campaign' || (${i} % 20)) end`;
  const ago = (i: SQL, days: number) => sql`now() - ((${i} * 7919) % (${days} * 86400)) * interval '1 second'`;
  await run(sql`insert into orders (client_id, kind, status, email, subtotal_cents, total_cents, paid_cents, paid_at, created_at, utm)
    select ${c}, 'order', 'paid', 'buyer' || i || '@example.com', 1000 + (i * 37) % 9000, 1000 + (i * 37) % 9000, 1000 + (i * 37) % 9000,
      ${ago(sql`i`, 365)}, ${ago(sql`i`, 365)}, ${utm(sql`i`)}
    from generate_series(1, ${DASHBOARD_SIZE.orders}) i`);
  await run(sql`insert into order_lines (order_id, product_id, name, unit_price_cents, quantity, total_cents)
    select o.id, (select p.id from products p where p.client_id = ${c} order by p.id offset o.id % 40 limit 1), 'Line', o.total_cents, 1, o.total_cents
    from orders o where o.client_id = ${c}`);
  await run(sql`insert into payments (transaction_id, gateway, order_id, client_id, status, amount_cents, currency, succeeded_at)
    select 'bench_' || o.id, 'sandbox', o.id, ${c}, 'succeeded', o.total_cents, 'EUR', o.paid_at from orders o where o.client_id = ${c}`);
  await run(sql`insert into order_refunds (client_id, order_id, amount_cents, created_at)
    select ${c}, o.id, o.total_cents / 2, o.paid_at + interval '1 day' from orders o where o.client_id = ${c} order by o.id limit ${DASHBOARD_SIZE.refunds}`);
  await run(sql`insert into orders (client_id, kind, status, email, subtotal_cents, total_cents, paid_cents, sent_at, decided_at, paid_at, created_at)
    select ${c}, 'quote', case when i % 3 = 0 then 'paid' else 'pending' end, 'q' || i || '@example.com', 20000, 20000,
      case when i % 3 = 0 then 20000 else 0 end, ${ago(sql`i`, 365)}, case when i % 3 = 0 then ${ago(sql`i`, 365)} end,
      case when i % 3 = 0 then ${ago(sql`i`, 365)} end, ${ago(sql`i`, 365)}
    from generate_series(1, ${DASHBOARD_SIZE.quotes}) i`);
  // One-hour appointments two hours apart, so no staff member is ever booked twice at once.
  await run(sql`insert into appointments (client_id, staff_id, service_type, status, starts_at, ends_at, blocked_from, blocked_to, canceled_at, utm, created_at)
    select ${c}, (select s.id from staff s where s.client_id = ${c} order by s.id offset i % 5 limit 1), 0,
      case when i % 10 = 0 then 'canceled' else 'booked' end,
      now() - interval '365 days' + i * interval '2 hours', now() - interval '365 days' + i * interval '2 hours' + interval '1 hour',
      now() - interval '365 days' + i * interval '2 hours', now() - interval '365 days' + i * interval '2 hours' + interval '1 hour',
      case when i % 10 = 0 then ${ago(sql`i`, 365)} end, ${utm(sql`i`)}, ${ago(sql`i`, 365)}
    from generate_series(1, ${DASHBOARD_SIZE.appointments}) i`);
  await run(sql`insert into appointment_services (appointment_id, position, service_id, name, price_cents, duration_minutes)
    select a.id, 0, (select s.id from services s where s.client_id = ${c} order by s.id offset a.id % 8 limit 1), 'Service', 4000, 60
    from appointments a where a.client_id = ${c}`);
  await run(sql`insert into customers (client_id, email, created_at)
    select ${c}, 'customer' || i || '@example.com', ${ago(sql`i`, 365)} from generate_series(1, ${DASHBOARD_SIZE.customers}) i`);
  await run(sql`insert into tracking_records (client_id, wurkzen_subdomain, ip_address, user_agent, utm_data, created_at)
    select ${c}, 'dash', '10.0.0.1', 'bench', ${utm(sql`i`)}, ${ago(sql`i`, 365)} from generate_series(1, ${DASHBOARD_SIZE.visits}) i`);
  await run(sql`analyze`);
  return { clientId: c, ms: Math.round(performance.now() - start) };
}

async function time(app: FastifyInstance, clientId: number, name: string, request: DashboardRequest): Promise<DashboardTiming> {
  const client = { id: clientId, timezone: ZONE, currency_code: 'EUR' };
  for (let i = 0; i < WARMUP; i += 1) await dashboard(app.ctx, client, request);
  const ms: number[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    const start = performance.now();
    await dashboard(app.ctx, client, request);
    ms.push(performance.now() - start);
  }
  ms.sort((a, b) => a - b);
  return { name, p50Ms: percentile(ms, 50), p95Ms: percentile(ms, 95), maxMs: ms[ms.length - 1] ?? 0 };
}

export async function runDashboardBench(app: FastifyInstance): Promise<DashboardFigures> {
  const { clientId, ms } = await seedDashboardBusiness(app.ctx.database.db);
  const today = localToday(ZONE, new Date());
  const year = { period: 'custom' as const, from: addCalendarDays(today, -365), to: today };
  // The first read builds the business's visit_days from its 100,000 tracking records (issue 31).
  const first = performance.now();
  const answer = await dashboard(app.ctx, { id: clientId, timezone: ZONE, currency_code: 'EUR' }, year);
  const firstReadMs = performance.now() - first;
  return {
    kind: app.ctx.database.kind,
    seedMs: ms,
    timings: [
      await time(app, clientId, 'last 30 days (`period=30d`)', { period: '30d' }),
      await time(app, clientId, 'custom 366 days', year),
    ],
    firstReadMs,
    orders366: answer.figures.orders.current,
    visits366: answer.figures.visits.current,
  };
}

export function dashboardReport(runs: Measured<DashboardFigures>[], loadNote: string): string {
  const names = runs.find((r) => r.figures)?.figures?.timings.map((t) => t.name) ?? [];
  return [
    ...scenarioIntro('dashboard', runs),
    '',
    `One business (${ZONE}, EUR) with a year of activity written in bulk SQL: ${fmt(DASHBOARD_SIZE.orders)} paid orders (a line and a`,
    `payment each), ${fmt(DASHBOARD_SIZE.refunds)} refunds, ${fmt(DASHBOARD_SIZE.quotes)} quotes, ${fmt(DASHBOARD_SIZE.appointments)} appointments, ${fmt(DASHBOARD_SIZE.customers)} customers and`,
    `${fmt(DASHBOARD_SIZE.visits)} visits over 20 campaigns and direct traffic. Timed: the dashboard's answer in process (\`dashboard()\` of`,
    `modules/insights: its five statements, run concurrently, and the shaping; no HTTP), ${RUNS} answers one after another`,
    `after ${WARMUP} warm-up answers. ${loadNote}`,
    '',
    markdownTable(
      ['period', 'database', 'p50 ms', 'p95 ms', 'slowest ms'],
      names.flatMap((name) =>
        databaseRows(
          runs,
          (f) => {
            const t = f.timings.find((x) => x.name === name)!;
            return [fmt(t.p50Ms, 1), fmt(t.p95Ms, 1), fmt(t.maxMs, 1)];
          },
          3,
        ).map(([database, ...cells]) => [name, database ?? '', ...cells]),
      ),
    ),
    '',
    markdownTable(checksHead('goal (issue 31)'), [
      [
        `dashboard answer p95 ≤ ${DASHBOARD_GOAL_P95_MS} ms on Postgres, every period (PGlite: reported, judged by nothing)`,
        ...BENCH_DATABASES.map((kind) => {
          const run = runs.find((r) => r.kind === kind);
          if (!run?.figures) return run?.skipped ?? 'not measured';
          const worst = Math.max(...run.figures.timings.map((t) => t.p95Ms));
          return kind === 'postgres'
            ? `worst p95 ${fmt(worst, 1)} ms — ${worst <= DASHBOARD_GOAL_P95_MS ? '**met**' : '**not met**'}`
            : `worst p95 ${fmt(worst, 1)} ms`;
        }),
      ],
      [
        'the 366-day answer read the seeding (orders / visits it counts)',
        ...checkCells(runs, (f) => [`${fmt(f.orders366)} / ${fmt(f.visits366)}`, f.orders366 > 0 && f.visits366 > 0]),
      ],
      [
        'the first answer, which builds the visits by day (visit_days) from the 100,000 tracking records (once; not a goal)',
        ...BENCH_DATABASES.map((kind) => {
          const f = runs.find((r) => r.kind === kind)?.figures;
          return f ? `${fmt(f.firstReadMs)} ms` : 'not measured';
        }),
      ],
      [
        'bulk seeding took (not a goal)',
        ...BENCH_DATABASES.map((kind) => {
          const f = runs.find((r) => r.kind === kind)?.figures;
          return f ? `${fmt(f.seedMs)} ms` : 'not measured';
        }),
      ],
    ]),
  ].join('\n');
}
