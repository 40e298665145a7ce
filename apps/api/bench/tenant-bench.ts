// The tenant-scale scenario of `pnpm bench` (issue 29 "Tenant scale, kept"): businesses sign up, one after
// the other as new owners' browsers do it, on one Postgres-backed API node that serves the built site, up to
// each step of BENCH_TENANTS (default 1,000 / 5,000 / 10,000); at each step the node idles, then its memory
// after a forced GC, the database's size and 200 random tenants' home pages are measured. The report is
// tenant-report.ts; api-bench.ts runs it (`BENCH_ONLY=tenants` alone).
import http from 'node:http';
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import v8 from 'node:v8';
import { runInNewContext } from 'node:vm';
import { signupCalls } from '@vitrina/api-client/contracts';
import { PLACEHOLDER_TEMPLATE_ID } from '@vitrina/core-model';
import type { SignupAnswers } from '@vitrina/core-model';
import { fmt, machineLine, parseCounts, percentile, todayIso } from '@vitrina/tooling/bench';
import { sql } from 'drizzle-orm';
import { DEMO_TEMPLATES } from '../src/seed/demo-templates.js';
import type { BenchServer } from './bench-databases.js';

export const DEFAULT_TENANT_STEPS = [1_000, 5_000, 10_000] as const;
/** Owners signing up at the same time (`BENCH_TENANT_CONCURRENCY`). */
const CONCURRENCY = Math.max(1, Math.min(32, Number(process.env.BENCH_TENANT_CONCURRENCY) || 4));
/** Random tenants whose home page is timed at each step. */
export const RANDOM_SAMPLE = 200;
/** Idle before measuring a step: longer than the page cache keeps a page (30 s, http/page-cache.ts PageCache). */
export const IDLE_MS = 31_000;
/** The run stops when this many calls have failed (a broken sign-up would otherwise take minutes to say so). */
const MAX_FAILURES = 50;
/** What a browser sends with a page request. */
const BROWSER = { accept: 'text/html', 'accept-encoding': 'gzip, deflate, br', 'sec-fetch-dest': 'document' };

export interface MemoryReading {
  rssBytes: number;
  heapUsedBytes: number;
  /** Memory outside the JS heap that JS objects hold (Buffers: cached pages and asset objects); runs before 2026-11-30 lack it. */
  externalBytes?: number;
}

export interface TenantStep extends MemoryReading {
  tenants: number;
  /** Sign-ups of this step (since the previous one) and how long they took. */
  signedUp: number;
  signupSec: number;
  signupP50Ms: number | null;
  signupP95Ms: number | null;
  /** Each new tenant's home page, right after its sign-up (nobody asked for it before: rendered). */
  firstRenderP50Ms: number | null;
  firstRenderP95Ms: number | null;
  databaseBytes: number;
  sampled: number;
  /** The sampled tenants' home pages, first hit (not in the page cache after the idle) then again (cached). */
  uncachedP50Ms: number | null;
  uncachedP95Ms: number | null;
  cachedP50Ms: number | null;
  cachedP95Ms: number | null;
  /** The 1-minute load average when the step was measured. */
  load1?: number;
}

export interface TenantFigures {
  /** machineLine() and the date when the run started (the load average then). */
  machine?: string;
  measuredOn?: string;
  concurrency: number;
  /** Before any sign-up (demo data seeded, one page rendered), after a forced GC. */
  baseline: MemoryReading & { databaseBytes: number };
  steps: TenantStep[];
  /** Calls that did not answer as they should, by call and status (`POST /api/signup 503`). */
  failures: Record<string, number>;
  firstFailure: string | null;
  /** The 1-minute load average when the last step was measured (the start's is in machineLine). */
  loadAtEnd: number;
}

/** The steps of this run: `BENCH_TENANTS=200,1000` for a quick one. */
export function tenantSteps(env: NodeJS.ProcessEnv = process.env): number[] {
  return parseCounts(env.BENCH_TENANTS, DEFAULT_TENANT_STEPS);
}

interface Answer {
  status: number;
  body: string;
  ms: number;
  location?: string | undefined;
}

/**
 * One HTTP request over loopback with its own client address (X-Forwarded-For; the bench server trusts its
 * proxy as `TRUST_PROXY` does), timed from the request to the last byte of the answer.
 */
function call(
  agent: http.Agent,
  api: string,
  options: { method: string; path: string; address: string; host?: string; json?: unknown },
): Promise<Answer> {
  const payload = options.json === undefined ? undefined : JSON.stringify(options.json);
  const headers: Record<string, string> = {
    'x-forwarded-for': options.address,
    ...(options.host ? { host: options.host, ...BROWSER } : {}),
  };
  if (payload !== undefined)
    Object.assign(headers, { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(payload)) });
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = http.request(`${api}${options.path}`, { method: options.method, headers, agent, timeout: 60_000 }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          body: Buffer.concat(chunks).toString('utf8'),
          ms: performance.now() - started,
          location: res.headers.location,
        }),
      );
      res.on('error', reject);
    });
    req.on('timeout', () => req.destroy(new Error(`${options.method} ${options.path} timed out`)));
    req.on('error', reject);
    req.end(payload);
  });
}

/** The templates an owner picks from: every seeded one but the placeholder (whose site asks to be set up). */
const TEMPLATES = DEMO_TEMPLATES.filter((t) => t.id !== PLACEHOLDER_TEMPLATE_ID);

/** A distinct client address per number (10.x.y.z for owners, 172.x.y.z for visitors). */
const address = (first: number, n: number) => `${first}.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;

/** A new owner's answers, as the wizard sends them (editor signup/wizard-values.ts toSignupBody). */
function answers(n: number, wizardSessionId: string | null): SignupAnswers {
  const template = TEMPLATES[n % TEMPLATES.length]!;
  return {
    business_name: `Bench Studio ${n}`,
    industry_id: 1,
    language: n % 5 === 0 ? 'es' : 'en',
    goes_to_customers: false,
    country: 'US',
    address1: `${n} Main St`,
    city: 'Boston',
    state: 'MA',
    postal_code: '02110',
    radius_miles: 50,
    primary_brand_color: '#aa3366',
    tagline_text: 'Nails that last',
    hero_subtext: 'Walk in or book online',
    about_us_text: `We are studio number ${n}.`,
    services: [
      { name: 'Manicure', price: '25', duration_minutes: 30 },
      { name: 'Gel polish', price: '', duration_minutes: 45 },
    ],
    template_id: template.id,
    email: `owner-${n}@bench.example.com`,
    password: 'a long bench password',
    subdomain: `bench-${n}`,
    wizard_session_id: wizardSessionId,
  };
}

/** The wizard's preview answers (editor signup/wizard-values.ts toPreviewBody) of the same owner. */
function previewOf(a: SignupAnswers) {
  return {
    business_name: a.business_name,
    industry_id: a.industry_id,
    language: a.language,
    primary_brand_color: a.primary_brand_color,
    tagline_text: a.tagline_text,
    hero_subtext: a.hero_subtext,
    about_us_text: a.about_us_text,
    services: a.services.map((s) => ({ name: s.name })),
    postal_code: a.postal_code,
    country: a.country,
  };
}

/** `global.gc` as `--expose-gc` gives it, without the flag on the command line. */
function forcedGc(): () => void {
  const exposed = (globalThis as { gc?: () => void }).gc;
  if (exposed) return exposed;
  v8.setFlagsFromString('--expose-gc');
  return runInNewContext('gc') as () => void;
}

async function memoryAfterGc(gc: () => void): Promise<MemoryReading> {
  for (let i = 0; i < 3; i += 1) {
    gc();
    await new Promise((resolve) => setImmediate(resolve));
  }
  const { rss, heapUsed, external } = process.memoryUsage();
  return { rssBytes: rss, heapUsedBytes: heapUsed, externalBytes: external };
}

async function databaseBytes(server: BenchServer): Promise<number> {
  const result = (await server.app.ctx.database.db.execute(sql`select pg_database_size(current_database()) as bytes`)) as unknown as {
    rows: { bytes: string | number }[];
  };
  return Number(result.rows[0]?.bytes ?? NaN);
}

/** `count` distinct items of `items`, picked at random. */
function randomSample<T>(items: readonly T[], count: number): T[] {
  const pool = [...items];
  const n = Math.min(count, pool.length);
  for (let i = 0; i < n; i += 1) {
    const j = i + Math.floor(Math.random() * (pool.length - i));
    [pool[i], pool[j]] = [pool[j]!, pool[i]!];
  }
  return pool.slice(0, n);
}

/**
 * Signs businesses up to each of `steps` and measures the node at each; `onStep` gets the figures so far after
 * every step (the section is written as the run goes: a run stopped at 10,000 keeps its 1,000 and 5,000).
 */
export async function runTenantBench(
  server: BenchServer,
  steps: readonly number[],
  onStep: (figures: TenantFigures) => void = () => {},
): Promise<TenantFigures> {
  const { api } = server;
  const siteDomain = server.app.ctx.config.siteDomain;
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY + 2 });
  const machine = machineLine();
  const measuredOn = todayIso();
  const gc = forcedGc();
  const failures: Record<string, number> = {};
  let firstFailure: string | null = null;
  const failed = (what: string, answer: Answer) => {
    const key = `${what} ${answer.status}`;
    failures[key] = (failures[key] ?? 0) + 1;
    firstFailure ??= `${key}: ${answer.location ? `to ${answer.location}` : answer.body.slice(0, 300)}`;
    const total = Object.values(failures).reduce((a, b) => a + b, 0);
    if (total >= MAX_FAILURES) throw new Error(`${total} calls failed; the first: ${firstFailure}`);
  };
  let visitors = 0;
  const page = (subdomain: string) =>
    call(agent, api, { method: 'GET', path: '/', host: `${subdomain}.${siteDomain}`, address: address(172, (visitors += 1)) });

  try {
    // The renderer's code is loaded and warm before anything is read: one demo page, then the baseline.
    await page('bistro');
    const baseline = { ...(await memoryAfterGc(gc)), databaseBytes: await databaseBytes(server) };
    console.log(
      `  before sign-ups: RSS ${mb(baseline.rssBytes)} MB, heap ${mb(baseline.heapUsedBytes)} MB, database ${mb(baseline.databaseBytes)} MB`,
    );

    const tenants: string[] = [];
    const figures: TenantStep[] = [];
    const summary = (): TenantFigures => ({
      machine,
      measuredOn,
      concurrency: CONCURRENCY,
      baseline,
      steps: [...figures],
      failures: { ...failures },
      firstFailure,
      loadAtEnd: os.loadavg()[0] ?? 0,
    });
    let next = 0;
    for (const target of steps) {
      const signupMs: number[] = [];
      const firstRenderMs: number[] = [];
      const started = performance.now();
      const from = tenants.length;
      const progress = setInterval(() => {
        const done = tenants.length - from;
        const rate = done / ((performance.now() - started) / 1000);
        console.log(
          `  ${fmt(tenants.length)} / ${fmt(target)} signed up (${fmt(rate, 1)}/s; sign-up p95 so far ${fmt(percentile(signupMs, 95))} ms)`,
        );
      }, 10_000);
      // One owner after the other on each of CONCURRENCY browsers: the wizard session, the sub-domain check,
      // the sign-up (timed), then the new site's home page (timed: its first render).
      const owner = async () => {
        while (next < target) {
          const n = (next += 1);
          const ip = address(10, n);
          const draft = answers(n, null);
          const session = await call(agent, api, {
            method: 'POST',
            path: signupCalls.startWizard.path,
            address: ip,
            json: previewOf(draft),
          });
          if (session.status !== 201) failed('POST /api/wizard/session', session);
          const sessionId = session.status === 201 ? (JSON.parse(session.body) as { id: string }).id : null;
          const check = await call(agent, api, {
            method: 'GET',
            path: `${signupCalls.subdomain.path}?name=${draft.subdomain}`,
            address: ip,
          });
          if (check.status !== 200 || !(JSON.parse(check.body) as { available?: boolean }).available)
            failed('GET /api/signup/subdomain', check);
          const signup = await call(agent, api, {
            method: 'POST',
            path: signupCalls.signUp.path,
            address: ip,
            json: answers(n, sessionId),
          });
          if (signup.status !== 201) {
            failed('POST /api/signup', signup);
            continue;
          }
          signupMs.push(signup.ms);
          tenants.push(draft.subdomain);
          const first = await call(agent, api, { method: 'GET', path: '/', host: `${draft.subdomain}.${siteDomain}`, address: ip });
          if (first.status !== 200) failed('GET / (new tenant)', first);
          else firstRenderMs.push(first.ms);
        }
      };
      try {
        await Promise.all(Array.from({ length: CONCURRENCY }, owner));
      } finally {
        clearInterval(progress);
      }
      const signupSec = (performance.now() - started) / 1000;
      console.log(
        `  ${fmt(tenants.length)} tenants (${fmt(signupSec)} s); idle ${IDLE_MS / 1000} s, then memory, database size, ${RANDOM_SAMPLE} random tenants`,
      );
      await sleep(IDLE_MS);
      const memory = await memoryAfterGc(gc);
      const dbBytes = await databaseBytes(server);
      const sample = randomSample(tenants, RANDOM_SAMPLE);
      const uncached: number[] = [];
      const cached: number[] = [];
      for (const subdomain of sample) {
        const answer = await page(subdomain);
        if (answer.status === 200) uncached.push(answer.ms);
        else failed('GET / (random tenant)', answer);
      }
      for (const subdomain of sample) {
        const answer = await page(subdomain);
        if (answer.status === 200) cached.push(answer.ms);
        else failed('GET / (random tenant, again)', answer);
      }
      const step: TenantStep = {
        tenants: tenants.length,
        signedUp: tenants.length - from,
        signupSec,
        signupP50Ms: percentile(signupMs, 50),
        signupP95Ms: percentile(signupMs, 95),
        firstRenderP50Ms: percentile(firstRenderMs, 50),
        firstRenderP95Ms: percentile(firstRenderMs, 95),
        ...memory,
        databaseBytes: dbBytes,
        sampled: sample.length,
        uncachedP50Ms: percentile(uncached, 50),
        uncachedP95Ms: percentile(uncached, 95),
        cachedP50Ms: percentile(cached, 50),
        cachedP95Ms: percentile(cached, 95),
        load1: os.loadavg()[0] ?? 0,
      };
      figures.push(step);
      onStep(summary());
      console.log(
        `  ${fmt(step.tenants)} tenants: RSS ${mb(step.rssBytes)} MB, heap ${mb(step.heapUsedBytes)} MB, external ${mb(step.externalBytes ?? NaN)} MB, sign-up p50/p95 ${fmt(step.signupP50Ms)}/${fmt(step.signupP95Ms)} ms, ` +
          `first render p50 ${fmt(step.firstRenderP50Ms, 1)} ms, random tenant p95 ${fmt(step.uncachedP95Ms, 1)} ms (cached ${fmt(step.cachedP95Ms, 1)} ms), database ${mb(step.databaseBytes)} MB`,
      );
    }
    return summary();
  } finally {
    agent.destroy();
  }
}

export const mb = (bytes: number) => fmt(bytes / 2 ** 20, 1);
