// The "Site" section of docs/performance.md, from the figures site-bench.mjs measured.
import { fmt, markdownTable, percentile, ratioText, verdict } from '@vitrina/tooling/bench';

export const GOALS = { score: 98, lcpMs: 1800, cls: 0.05, tbtMs: 100, ssrVsStatic: 0.5, cachedVsHello: 0.8, uncachedVsStatic: 0.1 };

const worst = (results, key, pickMax) => {
  const measured = results.filter((r) => typeof r[key] === 'number');
  if (!measured.length) return undefined;
  return measured.reduce((a, b) => ((pickMax ? b[key] > a[key] : b[key] < a[key]) ? b : a));
};

function lighthouseSection({ lighthouse }) {
  const { results, version, userAgent, runs } = lighthouse;
  const rows = results.map((r) => [
    `http://${r.hostname}/`,
    r.templateId ?? '?',
    scoreText(r),
    fmt(r.lcpMs / 1000, 2),
    fmt(r.cls, 3),
    fmt(r.tbtMs),
    fmt(r.fcpMs / 1000, 2),
    r.hint ?? '',
  ]);
  return [
    '### Lighthouse, mobile',
    '',
    `Lighthouse ${version ?? '12.8'} (npm, programmatic), default mobile settings (emulated phone, simulated slow 4G and`,
    `4× CPU slowdown), performance category, in Debian's Chromium (${userAgent ?? 'headless'}) with the flags of`,
    `\`tooling/e2e/harness.js\`, on the home page of every seeded demo site that renders one: ${runs} ${runs === 1 ? 'run' : 'runs'} per page, the`,
    'figures are those of the run with the median score (all scores in brackets).',
    '',
    markdownTable(['home page', 'template', 'score', 'LCP s', 'CLS', 'TBT ms', 'FCP s', 'largest opportunity'], rows),
    '',
    goalTable(results),
  ];
}

/** The goals of issue 16 and the site's budget, judged on the worst page of `results`. */
function goalTable(results) {
  const goal = (label, key, limitOk, format, pickMax) => {
    const w = worst(results, key, pickMax);
    return [label, w ? `${format(w[key])} (${w.name})` : '–', verdict(w ? limitOk(w[key]) : undefined)];
  };
  return markdownTable(
    ['goal', 'worst page', 'result'],
    [
      goal(
        `performance score ≥ ${GOALS.score}`,
        'score',
        (v) => v >= GOALS.score,
        (v) => String(v),
        false,
      ),
      goal(
        'LCP ≤ 1.8 s',
        'lcpMs',
        (v) => v <= GOALS.lcpMs,
        (v) => `${fmt(v / 1000, 2)} s`,
        true,
      ),
      goal(
        `CLS ≤ ${GOALS.cls}`,
        'cls',
        (v) => v <= GOALS.cls,
        (v) => fmt(v, 3),
        true,
      ),
      goal(
        `TBT ≤ ${GOALS.tbtMs} ms`,
        'tbtMs',
        (v) => v <= GOALS.tbtMs,
        (v) => `${fmt(v)} ms`,
        true,
      ),
    ],
  );
}

const scoreText = (r) => (r.error ? `error: ${r.error}` : `${r.score ?? '–'}${r.scores?.length > 1 ? ` (${r.scores.join(', ')})` : ''}`);

/** Issue 16: every template of GET /api/templates with the showcase business (template-pages.mjs). */
function templatesSection({ templates }) {
  const { results, runs } = templates;
  const rows = results.map((r) => [
    r.templateId,
    r.templateName,
    r.font ?? 'system font',
    scoreText(r),
    fmt(r.lcpMs / 1000, 2),
    fmt(r.cls, 3),
    fmt(r.tbtMs),
    fmt(r.fcpMs / 1000, 2),
    r.hint ?? '',
  ]);
  return [
    '### Lighthouse, every template',
    '',
    'The same settings on every template of `GET /api/templates`, each showing the seeded showcase business (a',
    'florist: name, tagline, hero and about texts, three services, a brand colour; `apps/api/src/seed/demo-showcase.ts`)',
    "through the builder preview of spec §2, `http://localhost/?builder_id=showcase&template_id={id}`: the template's",
    `own font and layout with real texts. ${runs} ${runs === 1 ? 'run' : 'runs'} per template (\`BENCH_TEMPLATE_RUNS\`, default 1, as three`,
    `runs of ~16 templates beside the demo sites take too long on 2 cores)${runs > 1 ? ', the figures are those of the run with the median score' : '; a single run moves by a few points when the machine is busy'}.`,
    '',
    markdownTable(['template', 'name', 'font', 'score', 'LCP s', 'CLS', 'TBT ms', 'FCP s', 'largest opportunity'], rows),
    '',
    goalTable(results),
  ];
}

export function throughputSection({ throughput, load, measured }) {
  if (!throughput) return ['### SSR throughput', '', 'Not measured: no demo home page rendered.'];
  const by = Object.fromEntries(throughput.targets.map((t) => [t.key, t.result]));
  const ratio = (a, b) => (a && b ? a / b : undefined);
  const ssrVsStatic = ratio(by.ssr?.reqPerSec, by.static?.reqPerSec);
  // The better of the two ways a page can be answered without rendering it again, in back-to-back rounds
  // with the hello-world: the median of the rounds' own ratios.
  // The lower median of the figures a bench took (the nearest-rank 50th percentile); undefined for none.
  const middle = (values) =>
    percentile(
      values.filter((v) => typeof v === 'number'),
      50,
    ) ?? undefined;
  const roundRatios = (throughput.rounds ?? []).map((r) => r.cached / r.hello);
  const cachedVsHello = middle(roundRatios);
  const validator = throughput.etag ? 'an ETag' : 'no ETag';
  // Uncached rendering against static serving of the same page, in back-to-back rounds likewise.
  const renderRounds = throughput.renderRounds ?? [];
  const renderRatios = renderRounds.map((r) => r.render / r.static);
  const uncachedVsStatic = middle(renderRatios);
  // The same renderer with the API in the bench process (its reads made in process, as the product's page route makes them).
  const inProcessRatios = renderRounds.filter((r) => typeof r.inProcess === 'number').map((r) => r.inProcess / r.static);
  const inProcessVsStatic = middle(inProcessRatios);
  const inProcessCpuMsPerPage = middle(renderRounds.map((r) => r.inProcessCpuMsPerPage));
  const sameText = (same) => (same ? 'is byte for byte the one the product serves' : 'DIFFERS from the one the product serves');
  const cpuMsPerPage = middle([by.render?.cpuMsPerPage, ...renderRounds.map((r) => r.cpuMsPerPage)]);
  return [
    '### SSR throughput',
    '',
    ...(measured ? [measured, ''] : []),
    `autocannon, ${load.connections} connections, ${load.warmupSec} s warm-up discarded then ${load.durationSec} s per row, in a child process;`,
    'the product (one Node process, as `pnpm start` runs it) renders `/` for the `Host` shown; the static server and',
    'the hello-world are plain Fastify in the bench process, the static one reading the same saved HTML from disk',
    'on every request. The hello-world is measured first and last (drift check).',
    '"SSR, uncached" is the site\'s server entry (`dist/server/entry-server.js`, the `render` the product calls for a page',
    'it has no cached answer for) on a plain Fastify server in the bench process, asked for `/?bench=<id>&run=1` with a new',
    'id on every request (autocannon `-I`): every request is a fresh render, the speed of rendering itself. Its reads',
    '(site.json, the featured products) go to the product over loopback HTTP, site.json kept in memory a few seconds. "SSR,',
    'uncached, in-process reads" is the same renderer with the API built in the bench process as `pnpm start` builds it',
    "(its own seeded demo data): its reads are made in process, by the fetch the product's page route gives the renderer",
    '(`createInProcessFetch`), as the product renders a page; the loopback row charges the renderer for an HTTP hop the',
    "product does not make (an undici request and its answer's parse). The product's own page route keeps pages and",
    'limits uncached renders per client address, so it cannot be loaded with uncached pages from one address.',
    ...(throughput.sameHtml === undefined ? [] : [`The loopback renderer's page ${sameText(throughput.sameHtml)}.`]),
    ...(throughput.sameHtmlInProcess === undefined ? [] : [`The in-process renderer's page ${sameText(throughput.sameHtmlInProcess)}.`]),
    `CPU per uncached page (this process's CPU time over the pages it rendered, median of the uncached runs): ${cpuMsPerPage === undefined ? '–' : `${fmt(cpuMsPerPage, 2)} ms`} with loopback reads, ${inProcessCpuMsPerPage === undefined ? '–' : `${fmt(inProcessCpuMsPerPage, 2)} ms`} with in-process reads.`,
    '"SSR as served" asks the product for a new campaign URL on every request',
    '(`/?utm_source=bench&utm_content=<id>`), as visitors arrive from ads and mails: tracking parameters (spec §9) do not',
    "change the HTML, so the server's page cache (dropped on every publish) answers all but the first; the SSR goal uses it.",
    `"cached page" asks for \`/\` again and again, which a page cache on the server would answer (the page had ${validator},`,
    `cache-control \`${throughput.cacheControl ?? 'none'}\`${throughput.etag ? '; the If-None-Match row is its 304 revalidation' : ''}).`,
    '',
    markdownTable(
      ['server', 'req/s', 'p50 ms', 'p99 ms', 'non-2xx', 'errors'],
      throughput.targets.map((t) => [
        t.name,
        fmt(t.result.reqPerSec),
        fmt(t.result.p50Ms),
        fmt(t.result.p99Ms),
        t.result.non2xx,
        t.result.errors,
      ]),
    ),
    '',
    ...(throughput.rounds?.length
      ? [
          `Then ${throughput.rounds.length} rounds of hello-world and "${throughput.rounds[0].name}" back to back, same load; the cached-page`,
          "goal takes the median of the rounds' own ratios (the machine drifts within a run). A 304 counts as non-2xx above.",
          '',
          markdownTable(
            ['round', 'hello-world req/s', 'cached page req/s', 'ratio'],
            throughput.rounds.map((r, i) => [i + 1, fmt(r.hello), fmt(r.cached), ratioText(r.cached / r.hello)]),
          ),
          '',
        ]
      : []),
    ...(renderRounds.length
      ? [
          `Then ${renderRounds.length} rounds of "static file", "SSR, uncached" and "SSR, uncached, in-process reads" back to back, same load;`,
          "the uncached goal takes the median of the rounds' own ratios.",
          '',
          markdownTable(
            [
              'round',
              'static file req/s',
              'uncached, loopback reads req/s',
              'ratio',
              'CPU ms per page',
              'uncached, in-process reads req/s',
              'ratio',
              'CPU ms per page',
              'non-2xx or errors',
            ],
            renderRounds.map((r, i) => [
              i + 1,
              fmt(r.static),
              fmt(r.render),
              ratioText(r.render / r.static),
              fmt(r.cpuMsPerPage, 2),
              typeof r.inProcess === 'number' ? fmt(r.inProcess) : '–',
              typeof r.inProcess === 'number' ? ratioText(r.inProcess / r.static) : '–',
              typeof r.inProcessCpuMsPerPage === 'number' ? fmt(r.inProcessCpuMsPerPage, 2) : '–',
              r.non2xx + (r.inProcessNon2xx ?? 0),
            ]),
          ),
          '',
        ]
      : []),
    markdownTable(
      ['goal', 'figure', 'result'],
      [
        [
          // Issue 29's anchors (quiet runs of this bench, loopback reads): before the issue and when the storefront landed.
          `uncached SSR ≥ ${GOALS.uncachedVsStatic}× static file, in-process reads as the product renders (issue 29; moonshot 0.16×)`,
          inProcessVsStatic === undefined ? '–' : `${ratioText(inProcessVsStatic)} (median of ${inProcessRatios.length} rounds)`,
          verdict(inProcessVsStatic === undefined ? undefined : inProcessVsStatic >= GOALS.uncachedVsStatic),
        ],
        [
          `uncached SSR ≥ ${GOALS.uncachedVsStatic}× static file, loopback reads (this bench's figure until 2026-11-30: 0.068× before issue 29, 0.034× when the storefront landed)`,
          uncachedVsStatic === undefined ? '–' : `${ratioText(uncachedVsStatic)} (median of ${renderRatios.length} rounds)`,
          verdict(uncachedVsStatic === undefined ? undefined : uncachedVsStatic >= GOALS.uncachedVsStatic),
        ],
        [
          `SSR ≥ ${GOALS.ssrVsStatic}× static`,
          ratioText(ssrVsStatic),
          verdict(ssrVsStatic === undefined ? undefined : ssrVsStatic >= GOALS.ssrVsStatic),
        ],
        [
          `cached page ≥ ${GOALS.cachedVsHello}× hello-world`,
          cachedVsHello === undefined ? '–' : `${ratioText(cachedVsHello)} (median of ${roundRatios.length} rounds)`,
          verdict(cachedVsHello === undefined ? undefined : cachedVsHello >= GOALS.cachedVsHello),
        ],
      ],
    ),
    '',
    `Home page HTML: ${fmt(throughput.htmlBytes)} bytes, ${fmt(throughput.htmlGzip)} bytes gzip -9 (budget 30 kB, asserted by`,
    '`apps/site/e2e/budget.e2e.ts`).',
  ];
}

/** @returns {string} markdown body of the section */
export function siteReport({ date, machine, load, lighthouse, templates, skipped, throughput, throughputText }) {
  return [
    `Measured ${date} on ${machine}, with \`pnpm --filter @vitrina/site bench\` (\`apps/site/bench/site-bench.mjs\`),`,
    'against the product started as the README starts it (`startProduct()` of `@vitrina/tooling/e2e`: the root `start`',
    'script on a free port, a temp data folder, the seeded demo clients). The 2 cores are shared by the product,',
    'Chromium or the load generator, and anything else running, so figures move between runs.',
    ...(throughputText !== undefined
      ? ['This run had `BENCH_SKIP_THROUGHPUT=1`: the Lighthouse parts are new, the SSR throughput part is kept from an earlier run.']
      : []),
    '',
    ...lighthouseSection({ lighthouse }),
    '',
    skipped.length ? `Demo sites with no home page to measure: ${skipped.map((s) => `${s.host} (${s.reason})`).join(', ')}.` : '',
    '',
    ...(templates ? [...templatesSection({ templates }), ''] : []),
    // BENCH_SKIP_THROUGHPUT=1 keeps the throughput part as last measured.
    ...(throughputText !== undefined ? [throughputText.trim()] : throughputSection({ throughput, load })),
  ].join('\n');
}
