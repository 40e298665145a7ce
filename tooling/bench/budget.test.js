import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import {
  cssEntries,
  findEntry,
  formatBudget,
  gzipSize,
  initialChunks,
  initialFiles,
  islandPageFiles,
  KB,
  laterFiles,
  measureBudget,
  routeChunks,
} from './budget.js';

// Shaped like Vite 8's dist/client/.vite/manifest.json for a site with lazy routes.
const manifest = {
  'index.html': {
    file: 'assets/index-a1.js',
    src: 'index.html',
    isEntry: true,
    imports: ['_vendor-b2.js', '_i18n-c3.js'],
    dynamicImports: ['src/routes/home-page.tsx', 'src/chat/chat-widget.tsx'],
    css: ['assets/index-a1.css'],
  },
  '_vendor-b2.js': { file: 'assets/vendor-b2.js', imports: ['_i18n-c3.js'] },
  '_i18n-c3.js': { file: 'assets/i18n-c3.js' },
  'src/routes/home-page.tsx': {
    file: 'assets/home-page-d4.js',
    src: 'src/routes/home-page.tsx',
    isDynamicEntry: true,
    imports: ['_vendor-b2.js', '_sections-e5.js'],
    dynamicImports: ['src/cart/cart.tsx'],
    css: ['assets/home-page-d4.css'],
  },
  '_sections-e5.js': { file: 'assets/sections-e5.js', css: ['assets/sections-e5.css'] },
  'src/chat/chat-widget.tsx': {
    file: 'assets/chat-widget-f6.js',
    src: 'src/chat/chat-widget.tsx',
    isDynamicEntry: true,
    imports: ['_vendor-b2.js'],
  },
  'src/cart/cart.tsx': { file: 'assets/cart-g7.js', src: 'src/cart/cart.tsx', isDynamicEntry: true },
  'src/fonts/template-4.css': { file: 'assets/font-4-i9.css', src: 'src/fonts/template-4.css', isEntry: true },
  'src/fonts/inter.woff2': { file: 'assets/inter-h8.woff2', src: 'src/fonts/inter.woff2' },
};

describe('files loaded after the page (islands)', () => {
  it('takes the lazy roots and their static imports, less what the entry already loaded', () => {
    const files = laterFiles(manifest, { roots: routeChunks(manifest, /chat-widget/) });
    // vendor-b2 is a static import of the chat widget, but the entry loaded it first: not counted twice.
    expect(files).toEqual({ js: ['assets/chat-widget-f6.js'], css: [] });
  });

  it('counts the stylesheets of a later chunk, and nothing for no roots', () => {
    const files = laterFiles(manifest, { roots: routeChunks(manifest, /routes\/home/) });
    expect(files.js).toEqual(['assets/home-page-d4.js', 'assets/sections-e5.js']);
    expect(files.css).toEqual(['assets/home-page-d4.css', 'assets/sections-e5.css']);
    expect(laterFiles(manifest, { roots: [] })).toEqual({ js: [], css: [] });
  });
});

describe('a page served as islands (store and product pages against 140 kB, the home page against 100 kB)', () => {
  it('counts the entry and what loads at idle; what loads on first use is apart, nothing counted twice', () => {
    const files = islandPageFiles(manifest, {
      atIdle: routeChunks(manifest, /routes\/home/),
      onUse: [...routeChunks(manifest, /chat-widget/), ...routeChunks(manifest, /cart\/cart/)],
    });
    // The entry's own files first, then the idle chunk and its static imports (vendor-b2 only once).
    expect(files.afterHydration).toEqual([
      'assets/index-a1.js',
      'assets/vendor-b2.js',
      'assets/i18n-c3.js',
      'assets/home-page-d4.js',
      'assets/sections-e5.js',
    ]);
    expect(files.onFirstUse).toEqual(['assets/chat-widget-f6.js', 'assets/cart-g7.js']);
  });

  it('an island that the idle code already loads costs nothing more on first use', () => {
    const files = islandPageFiles(manifest, {
      atIdle: routeChunks(manifest, /routes\/home|chat-widget/),
      onUse: routeChunks(manifest, /chat-widget/),
    });
    expect(files.afterHydration).toContain('assets/chat-widget-f6.js');
    expect(files.onFirstUse).toEqual([]);
  });

  it('measured against its budget, an island page over it fails', () => {
    const { afterHydration } = islandPageFiles(manifest, { atIdle: routeChunks(manifest, /routes\/home/), onUse: [] });
    const read = () => Buffer.alloc(3000, 'x');
    const size = gzipSize(Buffer.alloc(3000, 'x'));
    expect(measureBudget({ files: { js: afterHydration, css: [] }, read, budgets: { js: 5 * size } }).ok).toBe(true);
    expect(measureBudget({ files: { js: afterHydration, css: [] }, read, budgets: { js: 5 * size - 1 } }).ok).toBe(false);
  });
});

describe('initial chunks of the home route', () => {
  it('finds the HTML entry', () => {
    expect(findEntry(manifest)).toBe('index.html');
  });

  it('takes the entry and its static imports once each, never its dynamic imports', () => {
    expect(initialChunks(manifest)).toEqual(['index.html', '_vendor-b2.js', '_i18n-c3.js']);
  });

  it('adds the lazy home route and its static imports, but not what the route loads on demand', () => {
    const routes = routeChunks(manifest, /routes\/home/);
    expect(routes).toEqual(['src/routes/home-page.tsx']);
    const files = initialFiles(manifest, { routes });
    expect(files.js).toEqual([
      'assets/index-a1.js',
      'assets/vendor-b2.js',
      'assets/i18n-c3.js',
      'assets/home-page-d4.js',
      'assets/sections-e5.js',
    ]);
    expect(files.css).toEqual(['assets/index-a1.css', 'assets/home-page-d4.css', 'assets/sections-e5.css']);
    expect(files.js).not.toContain('assets/chat-widget-f6.js');
    expect(files.js).not.toContain('assets/cart-g7.js');
  });

  it('lists stylesheet-only entries (one per template) apart from the initial chunks', () => {
    expect(cssEntries(manifest)).toEqual(['assets/font-4-i9.css']);
    expect(initialFiles(manifest).css).not.toContain('assets/font-4-i9.css');
  });

  it('fails loudly on a manifest that names a missing chunk or has no clear entry', () => {
    expect(() => initialChunks({ 'index.html': { file: 'a.js', isEntry: true, imports: ['_gone.js'] } })).toThrow(/_gone\.js/);
    expect(() => findEntry({ 'a.ts': { file: 'a.js', isEntry: true }, 'b.ts': { file: 'b.js', isEntry: true } })).toThrow(/entry/);
  });
});

describe('measureBudget', () => {
  const read = (file) => Buffer.from(`/* ${file} */ ${'console.log("x");'.repeat(file.length * 40)}`);

  it('sums gzip -9 sizes per kind and passes within budget', () => {
    const files = initialFiles(manifest, { routes: routeChunks(manifest, /routes\/home/) });
    const report = measureBudget({ files, read, budgets: { js: 100 * KB, css: 25 * KB } });
    const js = report.checks.find((c) => c.kind === 'js');
    const expected = files.js.reduce((sum, f) => sum + gzipSync(read(f), { level: 9 }).length, 0);
    expect(js?.gzip).toBe(expected);
    expect(report.ok).toBe(true);
    expect(formatBudget(report)).toMatch(/total js .* budget 100\.0 kB {2}ok/);
  });

  it('reports over budget when one byte past the limit', () => {
    const files = { js: ['a.js'], css: [] };
    const size = gzipSize(read('a.js'));
    expect(measureBudget({ files, read, budgets: { js: size, css: 0 } }).ok).toBe(true);
    const over = measureBudget({ files, read, budgets: { js: size - 1, css: 0 } });
    expect(over.ok).toBe(false);
    expect(formatBudget(over)).toMatch(/OVER BUDGET/);
  });

  it.each([
    ['no files', []],
    ['one empty file', [new Uint8Array()]],
    ['text and binary files', [Buffer.from('a'.repeat(5000)), Buffer.from(Array.from({ length: 3000 }, (_, i) => (i * 7919) % 256))]],
  ])('total is the sum of the rows: %s', (_name, blobs) => {
    const names = blobs.map((_, i) => `f${i}.js`);
    const report = measureBudget({
      files: { js: names, css: [] },
      read: (f) => blobs[Number(f.slice(1, -3))],
      budgets: { js: Infinity, css: 0 },
    });
    const sum = blobs.reduce((s, b) => s + gzipSync(b, { level: 9 }).length, 0);
    expect(report.checks[0].gzip).toBe(sum);
    expect(report.rows).toHaveLength(blobs.length);
  });
});
