// Byte budget of the home route (docs/performance.md "Byte budget"), run by `build` after `vite build`: initial JS ≤ 100 kB
// and CSS ≤ 25 kB, gzip -9. Bytes are deterministic, so this fails the build (exit 1) rather than a timed test.
// Initial = what the HTML loads: the boot entry (src/entry-boot.ts), its static imports and stylesheets.
// The hydration code it imports when the browser is idle (src/entry-client.tsx with the home route) is
// printed beside it, not counted (docs/decisions.md "Deferred hydration").
// Usage: node scripts/check-budget.mjs [client dist folder, default dist/client]
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { cssEntries, formatBudget, gzipSize, initialFiles, KB, measureBudget, routeChunks } from '@vitrina/tooling/bench';

export const BUDGETS = { js: 100 * KB, css: 25 * KB };
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
  `Loaded after the page (idle or first interaction): hydration + home route, ${(deferredGzip / 1000).toFixed(1)} kB gzip in ${deferred.rows.length} files`,
);
if (!report.ok) {
  console.error(
    'check-budget: over budget (docs/performance.md "Byte budget"); dynamic imports do not count, move on-demand code behind one',
  );
  process.exit(1);
}
