// Byte budget of a route's initial load, from Vite's build manifest (`build.manifest: true`): the entry
// chunk and everything it imports statically, plus the route's own lazy chunk when it has one (it loads
// on first paint too); dynamic imports (cart, booking, chat…) are left out, they load on demand.
import { gzipSync } from 'node:zlib';

/** 1 kB = 1000 bytes (the stricter reading of "100 KB"). */
export const KB = 1000;

/** @typedef {{ file: string, src?: string, isEntry?: boolean, isDynamicEntry?: boolean, imports?: string[], dynamicImports?: string[], css?: string[] }} ManifestChunk */
/** @typedef {Record<string, ManifestChunk>} Manifest */

/** The HTML entry's key (`index.html`), or the only JS entry. */
export function findEntry(manifest) {
  const entries = Object.entries(manifest).filter(([, c]) => c.isEntry && /\.m?js$/.test(c.file));
  const html = entries.find(([key]) => key === 'index.html' || key.endsWith('/index.html'));
  if (html) return html[0];
  if (entries.length === 1) return entries[0][0];
  throw new Error(`cannot tell the entry chunk among: ${entries.map(([k]) => k).join(', ') || 'none'}`);
}

/**
 * Keys of the chunks loaded on first paint: the roots and their static imports, transitively.
 * @param {Manifest} manifest
 * @param {{ entry?: string, routes?: string[] }} [options] `routes`: lazy route modules shown on first paint
 */
export function initialChunks(manifest, { entry = findEntry(manifest), routes = [] } = {}) {
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`manifest has no chunk "${key}"`);
    seen.add(key);
    for (const dep of chunk.imports ?? []) visit(dep);
  };
  visit(entry);
  for (const route of routes) visit(route);
  return [...seen];
}

/** Output files (relative to the client dist) of the initial chunks: JS and CSS, no duplicates. */
export function initialFiles(manifest, options) {
  const js = new Set();
  const css = new Set();
  for (const key of initialChunks(manifest, options)) {
    const chunk = manifest[key];
    if (/\.css$/.test(chunk.file)) css.add(chunk.file);
    else if (/\.m?js$/.test(chunk.file)) js.add(chunk.file);
    for (const file of chunk.css ?? []) css.add(file);
  }
  return { js: [...js], css: [...css] };
}

/**
 * Output files a page loads after its initial ones: the given lazy chunks (`roots`, e.g. the islands
 * runtime and the islands it loads at idle) and their static imports, less what the entry already loaded.
 * @param {Manifest} manifest
 * @param {{ entry?: string, roots: string[] }} options
 */
export function laterFiles(manifest, { entry = findEntry(manifest), roots }) {
  const first = initialFiles(manifest, { entry });
  const all = initialFiles(manifest, { entry, routes: roots });
  return { js: all.js.filter((f) => !first.js.includes(f)), css: all.css.filter((f) => !first.css.includes(f)) };
}

/**
 * A page served as islands (apps/site, docs/decisions.md "Islands on the home page"): the JS it has loaded
 * after hydration with no action of the visitor — the entry's files, the `atIdle` lazy chunks (the islands
 * runtime and what it loads unasked) and their static imports — and, apart, what its islands load on a
 * visitor's first use (`onUse` chunks and their static imports, less what was counted).
 * @param {Manifest} manifest
 * @param {{ entry?: string, atIdle: string[], onUse: string[] }} options
 */
export function islandPageFiles(manifest, { entry = findEntry(manifest), atIdle, onUse }) {
  const first = initialFiles(manifest, { entry });
  const idle = laterFiles(manifest, { entry, roots: atIdle });
  const counted = [...first.js, ...idle.js];
  const used = laterFiles(manifest, { entry, roots: [...atIdle, ...onUse] });
  return { afterHydration: counted, onFirstUse: used.js.filter((f) => !counted.includes(f)) };
}

/** Keys of lazy route modules whose source path matches (e.g. the home page's route). */
export function routeChunks(manifest, pattern) {
  return Object.entries(manifest)
    .filter(([key, c]) => c.isDynamicEntry && pattern.test(c.src ?? key))
    .map(([key]) => key);
}

/**
 * Stylesheet-only entries (e.g. one font stylesheet per template, linked by the server for the page's
 * template): a page loads one of them, so a budget counts the largest.
 */
export function cssEntries(manifest) {
  return Object.entries(manifest)
    .filter(([, c]) => c.isEntry && /\.css$/.test(c.file))
    .map(([, c]) => c.file);
}

export function gzipSize(bytes) {
  return gzipSync(bytes, { level: 9 }).length;
}

/**
 * Sums the gzip size of each kind and compares it with its budget.
 * @param {{ files: { js: string[], css: string[] }, read: (file: string) => Buffer | Uint8Array,
 *   budgets: { js: number, css: number } }} input budgets in bytes
 */
export function measureBudget({ files, read, budgets }) {
  const rows = [];
  for (const kind of /** @type {const} */ (['js', 'css'])) {
    for (const file of files[kind]) {
      const bytes = read(file);
      rows.push({ kind, file, bytes: bytes.length, gzip: gzipSize(bytes) });
    }
  }
  const checks = Object.entries(budgets).map(([kind, limit]) => {
    const gzip = rows.filter((r) => r.kind === kind).reduce((sum, r) => sum + r.gzip, 0);
    const bytes = rows.filter((r) => r.kind === kind).reduce((sum, r) => sum + r.bytes, 0);
    return { kind, bytes, gzip, limit, ok: gzip <= limit };
  });
  return { rows, checks, ok: checks.every((c) => c.ok) };
}

const kb = (n) => `${(n / KB).toFixed(1)} kB`;

/** A plain-text table for the build log. */
export function formatBudget({ rows, checks }) {
  const width = Math.max(4, ...rows.map((r) => r.file.length));
  const out = [`${'file'.padEnd(width)}  ${'raw'.padStart(10)}  ${'gzip -9'.padStart(10)}`];
  for (const r of rows) out.push(`${r.file.padEnd(width)}  ${kb(r.bytes).padStart(10)}  ${kb(r.gzip).padStart(10)}`);
  for (const c of checks) {
    const label = `total ${c.kind}`.padEnd(width);
    out.push(`${label}  ${kb(c.bytes).padStart(10)}  ${kb(c.gzip).padStart(10)}  budget ${kb(c.limit)}  ${c.ok ? 'ok' : 'OVER BUDGET'}`);
  }
  return out.join('\n');
}
