// The "Tenant scale" section of docs/performance.md (issue 29): the goals judged on this run's figures, the
// issue's own figures as anchors beside this run's largest step, and every step's figures.
import { fmt, growthPerItem, machineLine, markdownTable, ratioText, todayIso, verdict } from '@vitrina/tooling/bench';
import { IDLE_MS, RANDOM_SAMPLE, mb } from './tenant-bench.js';
import type { TenantFigures, TenantStep } from './tenant-bench.js';

/** Goal: memory growth per idle tenant (issue 29). */
export const GROWTH_GOAL_BYTES = 20 * 1024;
/** Goal: a random tenant's page p95 (issue 29). */
export const RANDOM_P95_GOAL_MS = 15;

/** What issue 29 measured at 10,000 tenants, the anchors of this section: as written, and as a bound to keep. */
const ISSUE = {
  memory: '~350 MB, flat from 1k to 10k',
  memoryBytes: 350 * 2 ** 20,
  signupP95: '~200 ms',
  signupP95Ms: 200,
  firstRender: '17 ms',
  firstRenderMs: 17,
  randomP95: '6 ms',
  randomP95Ms: 6,
  database: '77 MB',
  /** 77 MB over 10,000 tenants (the seed included, so a generous bound per tenant). */
  databasePerTenantBytes: (77 * 2 ** 20) / 10_000,
};

/**
 * What remains, from the profile of a random tenant's first hit and of the sign-ups (2026-11-30, production
 * build, 100 tenants, the bench's own calls; CPU profile of the API process with `node:inspector`).
 */
const PROFILE = [
  "**What remains (profile).** A random tenant's first hit, main thread: the React render about a third of the",
  'samples (renderToString about half of it, the route loaders filling the store from site.json most of the rest),',
  "Fastify's hooks for the page request (helmet, CORS, the auth plugin) about a tenth, garbage collection 5 %. Two",
  'costs outside the render were cut on 2026-11-30: every render made both the brotli and the gzip variant (their',
  'zlib calls alone 7 % of the main thread, and a pool thread each), now only the encoding the visitor asks for;',
  'and site.json, out of the asset cache, went through an injected request (5 %), now read from the store directly.',
  'A sign-up is mostly waiting (the process idle 79 % of the time while four owners sign up): on the password hash',
  '(scrypt, a deliberate cost: 150–300 ms of a pool thread under load 20) and on Postgres (about twenty statements in',
  'the one sign-up transaction). Its reads now run beside the hash, and its first publish writes what the',
  'transaction wrote instead of reading it back. The render itself is the site app’s (apps/site/src/server).',
];

const kb = (bytes: number | null) => (bytes === null ? '–' : `${fmt(bytes / 1024, 1)} KB`);
const ms = (n: number | null, digits = 1) => (n === null ? '–' : `${fmt(n, digits)} ms`);

/** Per tenant growth of one reading across the steps (least-squares slope; the baseline is not a step). */
export function growthPerTenant(steps: readonly TenantStep[], pick: (s: TenantStep) => number): number | null {
  return growthPerItem(steps.map((s) => ({ count: s.tenants, amount: pick(s) })));
}

function intro(figures: TenantFigures | null, steps: readonly number[]): string[] {
  return [
    `Measured ${figures?.measuredOn ?? todayIso()} on ${figures?.machine ?? machineLine()}${figures ? ` (${fmt(figures.loadAtEnd, 1)} at the end${figures.steps.some((s) => s.load1 !== undefined) ? "; each step's in the last column" : ''})` : ''}, with`,
    '`pnpm --filter @vitrina/api bench` (`apps/api/bench/tenant-bench.ts`; `BENCH_ONLY=tenants` runs it alone,',
    `\`BENCH_TENANTS=${steps.join(',')}\` sets the steps), on Postgres only (the issue's figures are of one Postgres-backed node):`,
    "a throw-away database on `DATABASE_URL`'s server, migrated and seeded with the demo data (the templates a",
    'sign-up picks from), dropped at the end or on Ctrl-C. The API runs in the bench process as `pnpm start`',
    'builds it (`NODE_ENV=production`), serving the built site (`apps/site/dist`, loaded as `main.ts` loads it):',
    'pages go through the product’s page route, page cache and render limit.',
    '',
    `Each business signs up as a new owner's browser does: a wizard session (\`POST /api/wizard/session\`), the`,
    'sub-domain check, `POST /api/signup` (business, owner, staff hours and services in one transaction, then its',
    `site.json published; timed), then its home page \`GET /\` on \`<sub-domain>.localhost\` (its first render; timed).`,
    `${figures?.concurrency ?? 4} owners sign up at a time (\`BENCH_TENANT_CONCURRENCY\`), each from its own client address`,
    '(`X-Forwarded-For` behind `TRUST_PROXY`, as the checkout bench’s buyers): sign-up allows 5 an hour per',
    'address and that limit stays on. At each step the node idles',
    `${IDLE_MS / 1000} s (longer than the page cache keeps a page), then: RSS and heap used after a forced GC (the bench's own`,
    `few bytes per tenant included), \`pg_database_size\`, and the home pages of ${RANDOM_SAMPLE} random tenants one after the other,`,
    'each visitor its own address: first hit (not in the page cache: rendered) then again (cached).',
    'Growth per idle tenant is the least-squares slope across the steps (the start is not a step: it has not',
    'yet loaded and warmed what every site needs). External: the Buffers JS objects hold outside the heap (cached',
    'pages and asset objects, whose caches are bounded by bytes), part of RSS.',
  ];
}

export function tenantReport(figures: TenantFigures | null, steps: readonly number[], skipped?: string): string {
  const lines = intro(figures, steps);
  if (!figures || figures.steps.length === 0) {
    return [...lines, '', `Not measured: ${skipped ?? 'no step was reached'}.`].join('\n');
  }
  const last = figures.steps.at(-1)!;
  const heapGrowth = growthPerTenant(figures.steps, (s) => s.heapUsedBytes);
  const rssGrowth = growthPerTenant(figures.steps, (s) => s.rssBytes);
  const dbGrowth = growthPerTenant(figures.steps, (s) => s.databaseBytes);
  const randomWorst = Math.max(...figures.steps.map((s) => s.uncachedP95Ms ?? Infinity));
  const span = figures.steps.length > 1 ? `${fmt(figures.steps[0]!.tenants)} → ${fmt(last.tenants)} tenants` : 'one step: no slope';
  const growthCell = (bytes: number | null) => `${kb(bytes)} (${span}) — ${verdict(bytes === null ? null : bytes <= GROWTH_GOAL_BYTES)}`;
  const goals = markdownTable(
    ['Goal (issue 29)', 'This run'],
    [
      ['Memory growth per idle tenant ≤ 20 KB: heap used after GC', growthCell(heapGrowth)],
      ['Memory growth per idle tenant ≤ 20 KB: RSS after GC', growthCell(rssGrowth)],
      [
        `A random tenant's page p95 ≤ ${RANDOM_P95_GOAL_MS} ms (first hit, not cached; the worst step)`,
        `${ms(Number.isFinite(randomWorst) ? randomWorst : null)} — ${verdict(Number.isFinite(randomWorst) ? randomWorst <= RANDOM_P95_GOAL_MS : null)}`,
      ],
    ],
  );
  // The same run's own anchor: the first step, on the same machine under the same load.
  const first = figures.steps[0]!;
  const scaled = (pick: (s: TenantStep) => number | null) => {
    const a = pick(first);
    const b = pick(last);
    return figures.steps.length > 1 && a && b !== null ? ratioText(b / a) : '–';
  };
  const kept = (value: number | null, bound: number) => verdict(value === null ? null : value <= bound);
  const anchors = markdownTable(
    [
      'Figure',
      'Issue 29 (10,000 tenants)',
      `This run (${fmt(last.tenants)} tenants)`,
      'Kept (this run within the issue’s figure)',
      `${fmt(last.tenants)} ÷ ${fmt(first.tenants)} tenants (same run)`,
    ],
    [
      [
        'Process memory (RSS after GC)',
        ISSUE.memory,
        `${mb(last.rssBytes)} MB (${figures.steps.map((s) => mb(s.rssBytes)).join(' → ')} MB; ${mb(figures.baseline.rssBytes)} MB before sign-ups)`,
        `${kept(last.rssBytes, ISSUE.memoryBytes)} (≤ 350 MB)`,
        scaled((s) => s.rssBytes),
      ],
      [
        'Sign-up p95',
        ISSUE.signupP95,
        `${ms(last.signupP95Ms, 0)} (p50 ${ms(last.signupP50Ms, 0)})`,
        `${kept(last.signupP95Ms, ISSUE.signupP95Ms)} (≤ 200 ms)`,
        scaled((s) => s.signupP95Ms),
      ],
      [
        "A new tenant's first render (p50)",
        ISSUE.firstRender,
        `${ms(last.firstRenderP50Ms)} (p95 ${ms(last.firstRenderP95Ms)})`,
        `${kept(last.firstRenderP50Ms, ISSUE.firstRenderMs)} (≤ 17 ms)`,
        scaled((s) => s.firstRenderP50Ms),
      ],
      [
        "A random tenant's page p95",
        ISSUE.randomP95,
        `${ms(last.uncachedP95Ms)} first hit, ${ms(last.cachedP95Ms)} cached`,
        `${kept(last.uncachedP95Ms, ISSUE.randomP95Ms)} (first hit ≤ 6 ms; the goal is ≤ ${RANDOM_P95_GOAL_MS} ms)`,
        scaled((s) => s.uncachedP95Ms),
      ],
      [
        'Database size',
        ISSUE.database,
        `${mb(last.databaseBytes)} MB (${kb(dbGrowth)} per tenant)`,
        `${kept(dbGrowth, ISSUE.databasePerTenantBytes)} (≤ 7.9 KB per tenant)`,
        scaled((s) => s.databaseBytes),
      ],
    ],
  );
  const table = markdownTable(
    [
      'Tenants',
      'RSS MB',
      'Heap used MB',
      'External MB',
      'Sign-ups/s',
      'Sign-up p50 / p95 ms',
      'First render p50 / p95 ms',
      `Random tenant p50 / p95 ms (first hit)`,
      'Random tenant p50 / p95 ms (cached)',
      'Database MB',
      'Load (1 min)',
    ],
    [
      [
        '0 (start)',
        mb(figures.baseline.rssBytes),
        mb(figures.baseline.heapUsedBytes),
        mb(figures.baseline.externalBytes ?? NaN),
        '–',
        '–',
        '–',
        '–',
        '–',
        mb(figures.baseline.databaseBytes),
        '–',
      ],
      ...figures.steps.map((s) => [
        fmt(s.tenants),
        mb(s.rssBytes),
        mb(s.heapUsedBytes),
        mb(s.externalBytes ?? NaN),
        fmt(s.signedUp / s.signupSec, 1),
        `${fmt(s.signupP50Ms)} / ${fmt(s.signupP95Ms)}`,
        `${fmt(s.firstRenderP50Ms, 1)} / ${fmt(s.firstRenderP95Ms, 1)}`,
        `${fmt(s.uncachedP50Ms, 1)} / ${fmt(s.uncachedP95Ms, 1)}`,
        `${fmt(s.cachedP50Ms, 1)} / ${fmt(s.cachedP95Ms, 1)}`,
        mb(s.databaseBytes),
        fmt(s.load1, 1),
      ]),
    ],
  );
  const failed = Object.entries(figures.failures);
  const reached = figures.steps.map((s) => s.tenants);
  const unfinished = steps.slice(figures.steps.length);
  return [
    ...lines,
    ...(unfinished.length > 0
      ? [
          '',
          `**Unfinished run:** measured at ${reached.map((n) => fmt(n)).join(' / ')} tenants, not at ${unfinished.map((n) => fmt(n)).join(' / ')}${skipped ? ` (${skipped})` : ''}.`,
        ]
      : []),
    '',
    goals,
    '',
    ...(last.tenants < 10_000 ? [`This run's largest step is ${fmt(last.tenants)} tenants; the issue's figures are of 10,000.`, ''] : []),
    anchors,
    '',
    table,
    '',
    failed.length === 0
      ? 'Every call answered as it should (201 sign-ups, 200 pages).'
      : `Calls that failed: ${failed.map(([k, n]) => `${k} ×${n}`).join(', ')}; the first: ${figures.firstFailure}`,
    '',
    PROFILE.join('\n'),
  ].join('\n');
}
