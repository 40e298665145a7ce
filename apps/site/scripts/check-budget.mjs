// Byte budget of the home route (issue 4 "Budgets"), run after `vite build`: initial JS ≤ 100 kB and CSS
// ≤ 25 kB, gzip -9. Bytes are deterministic, so this fails the build (exit 1) rather than a timed test.
// Usage: node scripts/check-budget.mjs [client dist folder, default dist/client]
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { cssEntries, formatBudget, gzipSize, initialFiles, KB, measureBudget, routeChunks } from '@vitrina/tooling/bench';

export const BUDGETS = { js: 100 * KB, css: 25 * KB };
/** The home page's own lazy chunk loads on first paint too (src/routes/page-modules.ts). */
const HOME_ROUTE = /(^|\/)routes\/home\/home-page\.[jt]sx?$/;

const dist = path.resolve(process.argv[2] ?? path.join(import.meta.dirname, '..', 'dist', 'client'));
const manifestFile = path.join(dist, '.vite', 'manifest.json');
if (!existsSync(manifestFile)) {
  console.error(`check-budget: ${path.relative(process.cwd(), manifestFile)} is missing; set build.manifest: true in vite.config.ts`);
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
const routes = routeChunks(manifest, HOME_ROUTE);
const files = initialFiles(manifest, { routes });
const read = (file) => readFileSync(path.join(dist, file));
// A page also links its template's stylesheet (fonts): count the largest one.
const templateCss = cssEntries(manifest).sort((a, b) => gzipSize(read(b)) - gzipSize(read(a)))[0];
if (templateCss && !files.css.includes(templateCss)) files.css.push(templateCss);
const report = measureBudget({ files, read, budgets: BUDGETS });

console.log(`Byte budget, home route: the entry, ${routes.length ? routes.join(', ') : 'no lazy home chunk'}, their static imports${templateCss ? ' and the largest template stylesheet' : ''}`);
console.log(formatBudget(report));
if (!report.ok) {
  console.error('check-budget: over budget (issue 4 "Budgets"); dynamic imports do not count, move on-demand code behind one');
  process.exit(1);
}
