// `pnpm bench` (api part): the API in this process, on PGlite (a temp folder, the embedded default) and, when
// DATABASE_URL is set, on Postgres too (a throw-away database on that server, dropped at the end:
// bench-databases.ts), each with the local asset store and seeded demo data, beside a plain Fastify
// hello-world, loaded by autocannon in a child process. Every scenario (routes, checkout, booking) runs on one
// database, then the same on the next; the "API", "Checkout" and "Booking" sections of docs/performance.md
// show both side by side. Speed goals are reported met / not met per database; they never fail the run.
// Then the tenant-scale scenario (tenant-bench.ts), on Postgres only, on a database of its own.
// First, as main.ts: React (the mail templates, the site renderer) runs in its production build.
import '../src/production-env.js';
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { fmt, httpGet, LOAD_DEFAULTS, PERFORMANCE_DOC, ratioText, runLoad, startFastify, writeSection } from '@vitrina/tooling/bench';
import type { DatabaseKind } from '../src/db/database.js';
import { loadConfig } from '../src/config.js';
import { findClientBySubdomain } from '../src/db/index.js';
import { loadSiteRenderer } from '../src/http/site-renderer.js';
import { apiReport, roundsRatio } from './api-report.js';
import type { ApiFigures, Round, Target } from './api-report.js';
import {
  BENCH_DATABASES,
  DATABASE_NAME,
  errorLine,
  interruptedSignal,
  measure,
  notMeasuredReason,
  withBenchServer,
} from './bench-databases.js';
import type { BenchServer, Measured } from './bench-databases.js';
import { bookingReport, runBookingBench } from './booking-bench.js';
import type { BookingFigures } from './booking-bench.js';
import { checkoutReport, runCheckoutBench } from './checkout-bench.js';
import type { CheckoutFigures } from './checkout-bench.js';
import { dashboardReport, runDashboardBench } from './dashboard-bench.js';
import type { DashboardFigures } from './dashboard-bench.js';
import { runTenantBench, tenantSteps } from './tenant-bench.js';
import type { TenantFigures } from './tenant-bench.js';
import { tenantReport } from './tenant-report.js';

const autocannon = createRequire(import.meta.url).resolve('autocannon');
const load = {
  connections: LOAD_DEFAULTS.connections,
  durationSec: Number(process.env.BENCH_DURATION_SEC ?? LOAD_DEFAULTS.durationSec),
  warmupSec: Number(process.env.BENCH_WARMUP_SEC ?? LOAD_DEFAULTS.warmupSec),
};

/** What a browser (or a CDN fetching for one) sends with every request. */
const BROWSER_ACCEPT_ENCODING = 'gzip, deflate, br';

/** `BENCH_ONLY=checkout`: only the checkout scenario (and only its section of docs/performance.md). */
const ONLY_CHECKOUT = process.env.BENCH_ONLY === 'checkout';
/** `BENCH_ONLY=booking`: only the booking scenario (booking-bench.ts). */
const ONLY_BOOKING = process.env.BENCH_ONLY === 'booking';
/** `BENCH_ONLY=dashboard`: only the dashboard scenario (dashboard-bench.ts; only its "Dashboard" section). */
const ONLY_DASHBOARD = process.env.BENCH_ONLY === 'dashboard';
/** `BENCH_ONLY=tenants`: only the tenant-scale scenario (tenant-bench.ts). */
const ONLY_TENANTS = process.env.BENCH_ONLY === 'tenants';

/** The tenant scenario's figures, written after each step. */
const TENANT_FIGURES_FILE = path.join(os.tmpdir(), 'vitrina-tenant-bench.json');

/** Back-to-back hello-world / site.json rounds for the ratio goal. */
const PAIRED_ROUNDS = 3;

/** Every scenario's figures on one database. */
interface DatabaseRun {
  api: Measured<ApiFigures>;
  checkout: Measured<CheckoutFigures>;
  booking: Measured<BookingFigures>;
}

function skippedEverywhere(kind: DatabaseKind, skipped: string): DatabaseRun {
  return { api: { kind, figures: null, skipped }, checkout: { kind, figures: null, skipped }, booking: { kind, figures: null, skipped } };
}

async function main(): Promise<void> {
  if (ONLY_DASHBOARD) return dashboardScenario();
  if (!ONLY_TENANTS) await apiScenarios();
  if (interruptedSignal() || ONLY_CHECKOUT || ONLY_BOOKING) return;
  await tenantScenario();
  // The dashboard's goal (issue 31) is measured by the whole run too, last: it seeds a year of one business.
  if (interruptedSignal() || ONLY_TENANTS) return;
  await dashboardScenario();
}

/** The API, checkout and booking scenarios on each database, then their sections. */
async function apiScenarios(): Promise<void> {
  const hello = await startFastify(Fastify);
  console.log(`hello-world on ${hello.url}`);
  const runs: DatabaseRun[] = [];
  try {
    for (const kind of BENCH_DATABASES) runs.push(await runOn(kind, hello.url));
  } finally {
    await hello.close();
  }
  // Interrupted: the database is being dropped and the process ends; the scenario under way failed because of it.
  if (interruptedSignal()) return;
  const written = (title: string) => console.log(`wrote the ${title} section of ${path.relative(process.cwd(), PERFORMANCE_DOC)}`);
  console.log('');
  if (!ONLY_CHECKOUT && !ONLY_BOOKING) {
    writeSection(
      PERFORMANCE_DOC,
      'API',
      apiReport(
        runs.map((r) => r.api),
        load,
      ),
    );
    written('API');
  }
  if (!ONLY_BOOKING) {
    writeSection(PERFORMANCE_DOC, 'Checkout', checkoutReport(runs.map((r) => r.checkout)));
    written('Checkout');
  }
  if (!ONLY_CHECKOUT) {
    writeSection(PERFORMANCE_DOC, 'Booking', bookingReport(runs.map((r) => r.booking)));
    written('Booking');
  }
}

/** Every scenario of this run on one database (none when it is not measured or cannot be set up). */
async function runOn(kind: DatabaseKind, helloUrl: string): Promise<DatabaseRun> {
  const reason = notMeasuredReason(kind);
  if (reason) {
    console.log(`\n${DATABASE_NAME[kind]}: ${reason}`);
    return skippedEverywhere(kind, reason);
  }
  const notRun = (scenario: string) => ({
    kind,
    figures: null,
    skipped: `not run (BENCH_ONLY=${process.env.BENCH_ONLY}, not ${scenario})`,
  });
  try {
    return await withBenchServer(kind, async (server) => ({
      api: ONLY_CHECKOUT || ONLY_BOOKING ? notRun('api') : await measure(kind, 'api', () => apiScenario(server, helloUrl)),
      // Checkout before booking, as it always ran: it writes thousands of orders.
      checkout: ONLY_BOOKING ? notRun('checkout') : await measure(kind, 'checkout', () => checkoutScenario(server)),
      booking: ONLY_CHECKOUT ? notRun('booking') : await measure(kind, 'booking', () => bookingScenario(server)),
    }));
  } catch (error) {
    // DATABASE_URL is set but its server cannot be used: the other database's figures are still written.
    console.error(`${DATABASE_NAME[kind]}: not measured: ${errorLine(error)}`);
    process.exitCode = 1;
    return skippedEverywhere(kind, `not measured: ${errorLine(error)}`);
  }
}

/** The routes, one after the other, then the paired site.json rounds. */
async function apiScenario(server: BenchServer, helloUrl: string): Promise<ApiFigures> {
  const { app, api } = server;
  const bistro = await findClientBySubdomain(app.ctx.database.db, 'bistro');
  const bistroId = bistro?.client.id;
  const targets: Target[] = [
    { name: 'hello-world (plain Fastify)', url: helloUrl, dbBacked: false },
    {
      name: 'GET /assets/sites/bistro.localhost/site.json (no Accept-Encoding: uncompressed)',
      url: `${api}/assets/sites/bistro.localhost/site.json`,
      dbBacked: false,
    },
    {
      name: `GET /assets/sites/bistro.localhost/site.json (Accept-Encoding: ${BROWSER_ACCEPT_ENCODING}, as browsers send)`,
      url: `${api}/assets/sites/bistro.localhost/site.json`,
      headers: { 'accept-encoding': BROWSER_ACCEPT_ENCODING },
      dbBacked: false,
    },
    { name: `GET /api/client/{bistro}/websitedata`, url: `${api}/api/client/${bistroId}/websitedata`, dbBacked: true },
    { name: 'GET /api/healthz', url: `${api}/api/healthz`, dbBacked: true },
    { name: 'hello-world again (drift check)', url: helloUrl, dbBacked: false },
  ];
  for (const target of targets) {
    const probe = await httpGet(target.url, { headers: target.headers });
    if (probe.status !== 200) {
      target.skipped = probe.status === 404 ? 'not there yet (404)' : `answers ${probe.status}`;
      console.log(`skip ${target.name}: ${target.skipped}`);
      continue;
    }
    console.log(`load ${target.name}: ${load.warmupSec} s warm-up + ${load.durationSec} s at ${load.connections} connections`);
    target.result = await runLoad({ autocannon, url: target.url, headers: target.headers, ...load });
    console.log(
      `  ${fmt(target.result.reqPerSec)} req/s, p99 ${fmt(target.result.p99Ms)} ms, non-2xx ${target.result.non2xx}, errors ${target.result.errors}`,
    );
  }
  // The machine's speed drifts by tens of percent within a run: the site.json goal is judged on rounds
  // of hello-world then site.json back to back, each round's own ratio, and the median of those.
  const [, siteJsonTarget] = targets;
  const rounds: Round[] = [];
  if (siteJsonTarget?.result) {
    for (let i = 0; i < PAIRED_ROUNDS; i += 1) {
      const helloResult = await runLoad({ autocannon, url: helloUrl, ...load });
      const siteResult = await runLoad({ autocannon, url: siteJsonTarget.url, ...load });
      rounds.push({ hello: helloResult.reqPerSec, site: siteResult.reqPerSec });
      console.log(
        `round ${i + 1}: hello-world ${fmt(helloResult.reqPerSec)}, site.json ${fmt(siteResult.reqPerSec)} req/s = ${ratioText(siteResult.reqPerSec / helloResult.reqPerSec)}`,
      );
    }
  }
  console.log(`site.json / hello-world on ${DATABASE_NAME[server.kind]} = ${ratioText(roundsRatio(rounds))} (goal ≥ 0.8×)`);
  return { targets, rounds, prepareMs: server.prepareMs };
}

/** The checkout scenario (checkout-bench.ts), after the routes: it writes thousands of orders. */
async function checkoutScenario({ app, api, kind }: BenchServer): Promise<CheckoutFigures | null> {
  console.log(`load checkout on ${DATABASE_NAME[kind]}: 50 concurrent buyers, 1 s warm-up + ${load.durationSec} s`);
  const figures = await runCheckoutBench(app, api, load.durationSec);
  if (figures) {
    console.log(
      `  ${fmt(figures.checkoutsPerSec, 1)} checkouts/s, p50 ${fmt(figures.p50Ms)} ms, p99 ${fmt(figures.p99Ms)} ms, slowest ${fmt(figures.maxMs)} ms, answers ${JSON.stringify(figures.statuses)}, no answer ${figures.errors}`,
    );
  }
  return figures;
}

/** The booking scenario (booking-bench.ts): slot reads, then 50 visitors racing for one slot. */
async function bookingScenario({ app, api, kind }: BenchServer): Promise<BookingFigures | null> {
  console.log(`load booking on ${DATABASE_NAME[kind]}: slots and one contested slot, ${load.durationSec} s each`);
  const figures = await runBookingBench(app, api, { autocannon, durationSec: load.durationSec, warmupSec: load.warmupSec });
  if (figures) {
    console.log(
      `  slots ${fmt(figures.slots.reqPerSec)} req/s p99 ${fmt(figures.slots.p99Ms)} ms; race answers ${JSON.stringify(figures.bookStatuses)}, booked ${figures.bookedAtSlot}`,
    );
  }
  return figures;
}

/**
 * The dashboard scenario (dashboard-bench.ts) on each database, each on a server of its own, then its section
 * (the last scenario of a whole run, or alone with `BENCH_ONLY=dashboard`). The machine may be shared, so the
 * load average is written beside the figures.
 */
async function dashboardScenario(): Promise<void> {
  const runs: Measured<DashboardFigures>[] = [];
  const loads: string[] = [];
  for (const kind of BENCH_DATABASES) {
    const reason = notMeasuredReason(kind);
    if (reason) {
      runs.push({ kind, figures: null, skipped: reason });
      continue;
    }
    try {
      runs.push(
        await withBenchServer(kind, (server) =>
          measure(kind, 'dashboard', async () => {
            console.log(`dashboard on ${DATABASE_NAME[kind]}: seeding a year of one business, then timing its answers`);
            loads.push(`${DATABASE_NAME[kind]} ${os.loadavg()[0]!.toFixed(1)}`);
            const figures = await runDashboardBench(server.app);
            for (const t of figures.timings) console.log(`  ${t.name}: p50 ${fmt(t.p50Ms, 1)} ms, p95 ${fmt(t.p95Ms, 1)} ms`);
            return figures;
          }),
        ),
      );
    } catch (error) {
      console.error(`${DATABASE_NAME[kind]}: not measured: ${errorLine(error)}`);
      process.exitCode = 1;
      runs.push({ kind, figures: null, skipped: `not measured: ${errorLine(error)}` });
    }
  }
  if (interruptedSignal()) return;
  const note = `The machine has ${os.cpus().length} cores; 1-minute load average ${loads.join(', ')} when each database's scenario began (above ~2, other work shared them).`;
  writeSection(PERFORMANCE_DOC, 'Dashboard', dashboardReport(runs, note));
  console.log(`wrote the Dashboard section of ${path.relative(process.cwd(), PERFORMANCE_DOC)}`);
}

/**
 * Businesses signed up to each step of BENCH_TENANTS on one Postgres-backed node serving the built site
 * (tenant-bench.ts), then the "Tenant scale" section. Not measured without DATABASE_URL or a built site.
 */
async function tenantScenario(): Promise<void> {
  const again = process.env.BENCH_TENANT_FIGURES;
  if (again) {
    // `BENCH_TENANT_FIGURES=<file> BENCH_ONLY=tenants`: the section from a run's saved figures, nothing measured.
    const saved = JSON.parse(readFileSync(again, 'utf8')) as { steps: number[]; figures: TenantFigures };
    writeSection(PERFORMANCE_DOC, 'Tenant scale', tenantReport(saved.figures, saved.steps));
    console.log(`wrote the Tenant scale section from ${again}`);
    return;
  }
  const steps = tenantSteps();
  const siteDist = loadConfig({}).siteDist;
  const site = await loadSiteRenderer(siteDist);
  const skipped =
    notMeasuredReason('postgres') ??
    (site ? undefined : `not measured: ${path.relative(process.cwd(), siteDist)} is not built (pnpm build)`);
  if (skipped || !site) {
    // The section keeps the figures of the last run that measured them.
    console.log(`\nTenant scale: ${skipped}; its section of ${path.relative(process.cwd(), PERFORMANCE_DOC)} is left as it is`);
    return;
  }
  console.log(
    `\nTenant scale on Postgres: ${steps.map((n) => fmt(n)).join(' / ')} businesses signed up; figures in ${TENANT_FIGURES_FILE}`,
  );
  const doc = path.relative(process.cwd(), PERFORMANCE_DOC);
  // Written after every step, so a run stopped (or failing) at 10,000 keeps the steps it measured.
  let measured: TenantFigures | null = null;
  const write = (figures: TenantFigures) => {
    measured = figures;
    // The figures themselves too, so the section can be written again from them (BENCH_TENANT_FIGURES).
    writeFileSync(TENANT_FIGURES_FILE, JSON.stringify({ steps, figures }, null, 2));
    writeSection(PERFORMANCE_DOC, 'Tenant scale', tenantReport(figures, steps));
    console.log(`  wrote the Tenant scale section of ${doc} (${fmt(figures.steps.at(-1)?.tenants)} tenants)`);
  };
  try {
    await withBenchServer('postgres', (server) => runTenantBench(server, steps, write), { site });
  } catch (error) {
    if (interruptedSignal()) return;
    console.error(`Tenant scale: stopped: ${errorLine(error)}`);
    process.exitCode = 1;
    writeSection(PERFORMANCE_DOC, 'Tenant scale', tenantReport(measured, steps, `stopped: ${errorLine(error)}`));
    console.log(`wrote the Tenant scale section of ${doc}`);
  }
}

await main();
