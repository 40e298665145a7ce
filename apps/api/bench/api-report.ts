// The "API" section of docs/performance.md (api-bench.ts measures it): every route on each database, a row per
// route and database, and the goals with a column per database.
import { fmt, machineLine, markdownTable, ratioText, todayIso } from '@vitrina/tooling/bench';
import type { LoadSummary } from '@vitrina/tooling/bench';
import { checkCells, checksHead, DATABASE_NAME, databasesText, firstFigures, skippedRuns } from './bench-databases.js';
import type { Measured } from './bench-databases.js';

export interface Target {
  name: string;
  url: string;
  headers?: Record<string, string>;
  dbBacked: boolean;
  result?: LoadSummary;
  skipped?: string;
}

/** One back-to-back hello-world / site.json pair (req/s each). */
export interface Round {
  hello: number;
  site: number;
}

/** The API scenario on one database: hello-world, site.json ×2, websitedata, healthz, hello-world again. */
export interface ApiFigures {
  targets: Target[];
  rounds: Round[];
  prepareMs: number;
}

export interface LoadShape {
  connections: number;
  durationSec: number;
  warmupSec: number;
}

export function median(values: number[]): number | undefined {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor((sorted.length - 1) / 2)] : undefined;
}

/** The median of the rounds' own site.json / hello-world ratios. */
export function roundsRatio(rounds: Round[]): number | undefined {
  return median(rounds.map((r) => r.site / r.hello));
}

function targetsOf(figures: ApiFigures) {
  const [hello1, siteJson, siteJsonBrowser, websitedata, healthz, hello2] = figures.targets as [
    Target,
    Target,
    Target,
    Target,
    Target,
    Target,
  ];
  return { hello1, siteJson, siteJsonBrowser, websitedata, healthz, hello2 };
}

/** site.json as browsers ask for it, against the mean of the two hello-world runs. */
function browserRatio(figures: ApiFigures): number | undefined {
  const { hello1, hello2, siteJsonBrowser } = targetsOf(figures);
  const helloRates = [hello1, hello2].flatMap((t) => (t.result ? [t.result.reqPerSec] : []));
  const helloRate = helloRates.length ? helloRates.reduce((a, b) => a + b, 0) / helloRates.length : undefined;
  return siteJsonBrowser.result && helloRate ? siteJsonBrowser.result.reqPerSec / helloRate : undefined;
}

export function apiReport(runs: Measured<ApiFigures>[], load: LoadShape): string {
  const measured = runs.flatMap((r) => (r.figures ? [{ kind: r.kind, figures: r.figures }] : []));
  const first = firstFigures(runs);
  const prepareMs = Object.fromEntries(measured.map((r) => [r.kind, r.figures.prepareMs]));
  const routeRows = (first?.targets ?? []).flatMap((_, i) =>
    measured.map(({ kind, figures }) => {
      const t = figures.targets[i]!;
      return t.result
        ? [t.name, DATABASE_NAME[kind], fmt(t.result.reqPerSec), fmt(t.result.p50Ms), fmt(t.result.p99Ms), t.result.non2xx, t.result.errors]
        : [t.name, DATABASE_NAME[kind], `skipped: ${t.skipped}`, '–', '–', '–', '–'];
    }),
  );
  const roundRows = measured.flatMap(({ kind, figures }) =>
    figures.rounds.map((r, i) => [i + 1, DATABASE_NAME[kind], fmt(r.hello), fmt(r.site), ratioText(r.site / r.hello)]),
  );
  const p99Goal = (route: string, pick: (figures: ApiFigures) => Target) => [
    `${route} p99 < 50 ms at ${load.connections} connections (DB-backed)`,
    ...checkCells(runs, (f): [string, boolean | undefined] => {
      const t = pick(f);
      return t.result ? [`${fmt(t.result.p99Ms)} ms`, t.result.p99Ms < 50] : [`skipped: ${t.skipped}`, undefined];
    }),
  ];
  const bytes = first ? targetsOf(first) : undefined;
  const browserRatios =
    measured.map(({ kind, figures }) => `${ratioText(browserRatio(figures))} hello-world's on ${DATABASE_NAME[kind]}`).join(', ') || '–';
  return [
    `Measured ${todayIso()} on ${machineLine()}, with \`pnpm --filter @vitrina/api bench\` (\`apps/api/bench/api-bench.ts\`).`,
    '',
    'The API runs in the bench process as `pnpm start` builds it: `buildServer`, the local asset store in a temp folder and demo data',
    'migrated, seeded and published, on each database in turn (every route below was measured on each; the database column says which):',
    '',
    databasesText(prepareMs, skippedRuns(runs)),
    '',
    'A plain Fastify hello-world listens beside it in the same process.',
    `autocannon runs in a child process, one route after the other: ${load.connections} connections, a ${load.warmupSec} s warm-up (discarded), then ${load.durationSec} s.`,
    'The 2 cores are shared by the server, the load generator and whatever else runs (the Postgres server too), so figures move',
    'between runs; the hello-world is measured first and last on each database (drift check).',
    'The goal compares requests of the same shape: site.json asked for exactly as the hello-world is (no Accept-Encoding),',
    `${fmt(bytes?.siteJson.result?.bytesPerReq)} bytes per answer where hello-world sends ${fmt(bytes?.hello1.result?.bytesPerReq)}. Asked for as browsers ask (Accept-Encoding,`,
    `a brotli body made once per version) its rate is ${browserRatios}.`,
    'site.json and websitedata are answered from memory (dropped on every publish); healthz pings the database once',
    'for all the checks of the same second.',
    '',
    markdownTable(['route', 'database', 'req/s', 'p50 ms', 'p99 ms', 'non-2xx', 'errors'], routeRows),
    '',
    `Then ${first?.rounds.length ?? 0} rounds of hello-world and site.json (no Accept-Encoding) back to back on each database, same load; the goal`,
    "takes the median of the rounds' own ratios, so a drift of the machine between the two measurements of a round counts, one across rounds does not.",
    '',
    markdownTable(['round', 'database', 'hello-world req/s', 'site.json req/s', 'ratio'], roundRows),
    '',
    markdownTable(checksHead('goal'), [
      [
        'site.json ≥ 0.8× hello-world',
        ...checkCells(runs, (f): [string, boolean | undefined] => {
          const ratio = roundsRatio(f.rounds);
          return ratio === undefined ? ['–', undefined] : [`${ratioText(ratio)} (median of ${f.rounds.length} rounds)`, ratio >= 0.8];
        }),
      ],
      p99Goal('/api/client/{bistro}/websitedata', (f) => targetsOf(f).websitedata),
      p99Goal('/api/healthz', (f) => targetsOf(f).healthz),
    ]),
  ].join('\n');
}
