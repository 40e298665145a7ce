// Byte budget of the home route (docs/performance.md "Byte budget"), run by `build` after `vite build`: initial JS ≤ 100 kB
// and CSS ≤ 25 kB, gzip -9. Bytes are deterministic, so this fails the build (exit 1) rather than a timed test.
// Initial = what the HTML loads: the boot entry (src/entry-boot.ts), its static imports and stylesheets.
// The hydration code it imports when the browser is idle (src/entry-client.tsx with the home route) is
// printed beside it, not counted (docs/decisions.md "Deferred hydration").
// The home, store and product pages are served as islands: their JS after hydration (boot + islands runtime +
// islands at idle) is counted against 100 kB (home) and 140 kB (store, product, issue 29); the islands each
// loads on a visitor's first use are printed beside it, not counted.
// Usage: node scripts/check-budget.mjs [client dist folder, default dist/client]
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { cssEntries, formatBudget, gzipSize, initialFiles, islandPageFiles, KB, measureBudget, routeChunks } from '@vitrina/tooling/bench';

export const BUDGETS = { js: 100 * KB, css: 25 * KB };
/** The islands runtime and what it loads with no action of the visitor (the chat's stand-in launcher, tracking). */
const ISLANDS_AT_IDLE = /(^|\/)src\/(islands\/(runtime|chat-launcher)\.ts|features\/tracking\/index\.ts)$/;
/** The islands every page loads on a visitor's first use (contact modal, chat widget and the query store they send through). */
const ISLANDS_ON_USE = /(^|\/)src\/(islands\/(react-islands|query-store)\.tsx|features\/(contact|chat)\/index\.ts)$/;
/**
 * Pages served as islands, each against its JS budget after hydration (docs/performance.md "Byte budget"): the
 * islands it wakes unasked are counted (the product page's buying part, its main content), those a visitor's
 * first use wakes are printed beside (the store's Services tab cards).
 */
export const ISLAND_PAGES = [
  {
    name: 'home page',
    js: 100 * KB,
    atIdle: [],
    onUse: [ISLANDS_ON_USE],
    label: 'the chat launcher and tracking',
    onUseLabel: 'contact modal, chat widget',
  },
  {
    name: 'store page',
    js: 140 * KB,
    atIdle: [],
    onUse: [ISLANDS_ON_USE, /(^|\/)src\/islands\/services-island\.tsx$/],
    label: 'the chat launcher and tracking',
    onUseLabel: "contact modal, chat widget, the Services tab's cards",
  },
  {
    name: 'product page',
    js: 140 * KB,
    atIdle: [/(^|\/)src\/islands\/product-island\.tsx$/],
    onUse: [ISLANDS_ON_USE],
    label: 'the chat launcher, tracking and the product island (React DOM, i18next, the cart)',
    onUseLabel: 'contact modal, chat widget',
  },
];
/** The home page's own lazy chunk (src/routes/page-modules.ts), loaded with the hydration code. */
const HOME_ROUTE = /(^|\/)routes\/home\/home-page\.[jt]sx?$/;
const HYDRATION_ENTRY = /(^|\/)src\/entry-client\.tsx$/;

const dist = path.resolve(process.argv[2] ?? path.join(import.meta.dirname, '..', 'dist', 'client'));
const manifestFile = path.join(dist, '.vite', 'manifest.json');
if (!existsSync(manifestFile)) {
  console.error(`check-budget: ${path.relative(process.cwd(), manifestFile)} is missing; set build.manifest: true in vite.config.ts`);
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
const routes = routeChunks(manifest, HOME_ROUTE);
const files = initialFiles(manifest);
const read = (file) => readFileSync(path.join(dist, file));
// A page also links its template's stylesheet (fonts): count the largest one.
const templateCss = cssEntries(manifest).sort((a, b) => gzipSize(read(b)) - gzipSize(read(a)))[0];
if (templateCss && !files.css.includes(templateCss)) files.css.push(templateCss);
const report = measureBudget({ files, read, budgets: BUDGETS });

console.log(`Byte budget, home route: the boot entry, its static imports${templateCss ? ' and the largest template stylesheet' : ''}`);
console.log(formatBudget(report));

// For the record: the hydration code loaded after the page (not counted against the budget).
const [hydrationEntry] = routeChunks(manifest, HYDRATION_ENTRY);
if (!hydrationEntry) {
  console.error('check-budget: no src/entry-client.tsx chunk in the manifest: is it still imported by src/entry-boot.ts?');
  process.exit(1);
}
const later = initialFiles(manifest, { entry: hydrationEntry, routes });
const deferred = measureBudget({
  files: { js: later.js.filter((f) => !files.js.includes(f)), css: later.css.filter((f) => !files.css.includes(f)) },
  read,
  budgets: {},
});
const deferredGzip = deferred.rows.reduce((sum, r) => sum + r.gzip, 0);
console.log(
  `A page hydrated whole loads after it (idle or first interaction), for the record: hydration + home route, ${(deferredGzip / 1000).toFixed(1)} kB gzip in ${deferred.rows.length} files`,
);

// Pages served as islands (docs/decisions.md "Islands on the home page", "Store and product pages as
// islands") never load the hydration code above. Counted: the boot entry, the islands runtime and the islands
// it loads at idle; the islands a visitor's first use loads are printed beside, not counted.
const atIdle = routeChunks(manifest, ISLANDS_AT_IDLE);
if (atIdle.length < 3) {
  console.error(
    'check-budget: no src/islands/runtime.ts, chat-launcher.ts or features/tracking chunk in the manifest: are they still imported?',
  );
  process.exit(1);
}
let islandsOk = true;
for (const page of ISLAND_PAGES) {
  const roots = (patterns) => patterns.map((pattern) => routeChunks(manifest, pattern));
  const [idleRoots, onUseRoots] = [roots(page.atIdle), roots(page.onUse)];
  if ([...idleRoots, ...onUseRoots].some((found) => found.length === 0)) {
    console.error(`check-budget: a chunk of the ${page.name}'s islands is missing from the manifest: are they still imported?`);
    process.exit(1);
  }
  const files = islandPageFiles(manifest, { atIdle: [...atIdle, ...idleRoots.flat()], onUse: onUseRoots.flat() });
  const counted = measureBudget({ files: { js: files.afterHydration, css: [] }, read, budgets: { js: page.js } });
  console.log(`Byte budget, ${page.name} after hydration (islands): the boot entry, the islands runtime, ${page.label}`);
  console.log(formatBudget(counted));
  const onUseRows = measureBudget({ files: { js: files.onFirstUse, css: [] }, read, budgets: {} }).rows;
  console.log(
    `Loaded on a visitor's first use (${page.onUseLabel}), not counted: ${(onUseRows.reduce((sum, r) => sum + r.gzip, 0) / 1000).toFixed(1)} kB gzip in ${onUseRows.length} files`,
  );
  islandsOk &&= counted.ok;
}
if (!report.ok || !islandsOk) {
  console.error(
    'check-budget: over budget (docs/performance.md "Byte budget"); dynamic imports do not count, move on-demand code behind one',
  );
  process.exit(1);
}
