// CPU per uncached page, measured in process (docs/performance.md "Uncached rendering"): the site's server
// entry's `render` called in the API process with the product's in-process fetch, as the page route calls it
// for a page no cache holds, so the figure is the renderer and its data reads without the HTTP of the page.
// `process.cpuUsage()` over rounds of 1,000 renders of the bistro home page, 8 at a time, after 500 warm-up
// renders. Needs `pnpm build` (apps/api and apps/site).
//
//   node apps/site/bench/render-cpu.mjs [site dist[@api dist] …]
//     default: apps/site/dist with apps/api/dist; several builds run alternately, each pair with its own API (built
//     in this process from that api dist, its own seeded data), so a "before" of both apps is measured beside the
//     "after" in one process. A copy of a build must sit where it finds its app's node_modules (apps/site/base/dist,
//     apps/api/base/dist with apps/api/drizzle copied to apps/api/base/drizzle).
//   RENDER_CPU_ROUNDS=3 RENDER_CPU_PAGES=1000 RENDER_CPU_PATH=/ (several: comma-separated) RENDER_CPU_HOST=bistro.localhost
//   RENDER_CPU_PROFILE=<file> profiles the renders after warm-up (V8's CPU profile, for DevTools or speedscope).
//   RENDER_CPU_FETCH=<module> takes `createInProcessFetch` from another build of apps/api's site-renderer (an older
//   commit's, to measure a "before" as it ran then).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startInProcessApi } from './in-process-api.mjs';

const siteDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const rounds = Number(process.env.RENDER_CPU_ROUNDS ?? 3);
const pages = Number(process.env.RENDER_CPU_PAGES ?? 1000);
const warmup = Number(process.env.RENDER_CPU_WARMUP ?? 500);
const parallel = 8;
const pagePaths = (process.env.RENDER_CPU_PATH ?? '/').split(',');
const host = process.env.RENDER_CPU_HOST ?? 'bistro.localhost';
const builds = (process.argv.length > 2 ? process.argv.slice(2) : [path.join(siteDir, 'dist')]).map((arg) => {
  const [site = '', api] = arg.split('@');
  return { site: path.resolve(site), api: api ? path.resolve(api) : undefined };
});

/** One in-process API per api dist named (the default build's when none is). */
const apis = new Map();
const entries = [];
for (const build of builds) {
  const apiKey = build.api ?? '';
  if (!apis.has(apiKey)) apis.set(apiKey, await startInProcessApi({ fetchModule: process.env.RENDER_CPU_FETCH, apiDist: build.api }));
  const inProcess = apis.get(apiKey);
  const site = await inProcess.loadRenderer(build.site);
  if (!site) throw new Error(`${build.site}/server/entry-server.js is missing: build the site first`);
  const context = { fetch: inProcess.fetch, demoHost: inProcess.config.demoHost, siteDomain: inProcess.config.siteDomain };
  const dist = build.api ? `${build.site} @ ${build.api}` : build.site;
  entries.push({ dist, render: (request) => site.render(request, context), figures: new Map(pagePaths.map((p) => [p, []])) });
}

async function renderMany(render, count, pagePath) {
  let status = 0;
  let bytes = 0;
  for (let done = 0; done < count; done += parallel) {
    const batch = Array.from({ length: Math.min(parallel, count - done) }, () =>
      // The body read as the product's page route reads it (page-cache.ts toCachedPage).
      render(new Request(`http://${host}${pagePath}`)).then(async (res) => {
        bytes = (await res.arrayBuffer()).byteLength;
        status = res.status;
      }),
    );
    await Promise.all(batch);
  }
  return { status, bytes };
}

for (const pagePath of pagePaths)
  for (const entry of entries) {
    const { status, bytes } = await renderMany(entry.render, warmup, pagePath);
    console.log(`${entry.dist}: ${host}${pagePath} → ${status}, ${bytes} bytes; ${warmup} warm-up renders done`);
  }
if (process.env.RENDER_CPU_PROFILE) {
  const { Session } = await import('node:inspector/promises');
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.start');
  for (const pagePath of pagePaths) for (const entry of entries) await renderMany(entry.render, pages, pagePath);
  const { profile } = await session.post('Profiler.stop');
  const { writeFileSync } = await import('node:fs');
  const file = path.resolve(process.env.RENDER_CPU_PROFILE);
  writeFileSync(file, JSON.stringify(profile));
  console.log(`profile: ${file}`);
}
for (let round = 1; round <= rounds; round += 1) {
  for (const pagePath of pagePaths)
    for (const entry of entries) {
      global.gc?.();
      const start = process.cpuUsage();
      await renderMany(entry.render, pages, pagePath);
      const used = process.cpuUsage(start);
      const ms = (used.user + used.system) / 1000 / pages;
      entry.figures.get(pagePath).push(ms);
      console.log(`round ${round} ${pagePath} ${entry.dist}: ${ms.toFixed(2)} ms CPU per page`);
    }
}
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
for (const pagePath of pagePaths) {
  const first = median(entries[0].figures.get(pagePath));
  for (const entry of entries) {
    const figures = entry.figures.get(pagePath);
    const ratio = entry === entries[0] ? '' : `, ${(median(figures) / first).toFixed(2)}× the first build`;
    console.log(
      `${pagePath} ${entry.dist}: median ${median(figures).toFixed(2)} ms (${figures.map((x) => x.toFixed(2)).join(', ')})${ratio}`,
    );
  }
}
for (const inProcess of apis.values()) await inProcess.close();
