// The per-template font files: self-hosted (no font CDN), Latin + Latin Extended only, swap.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { themeFontForTemplate } from '@vitrina/core-model';
import { describe, expect, it } from 'vitest';
import { TEMPLATE_CATALOG } from './catalog.js';

const packageDir = join(dirname(fileURLToPath(import.meta.url)), '../..');
const packageJson = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8')) as {
  exports: Record<string, unknown>;
  dependencies: Record<string, string>;
};
const require = createRequire(join(packageDir, 'package.json'));
/** Templates whose font stylesheet the package exports as `@vitrina/sections/fonts/{id}.css` (the site makes each a client entry). */
const fontIds = Object.keys(packageJson.exports)
  .flatMap((key) => {
    const id = /^\.\/fonts\/(\d+)\.css$/.exec(key)?.[1];
    return id ? [Number(id)] : [];
  })
  .sort((a, b) => a - b);
/** Every template id spec §9 names a font for ("Theme fonts by template id"; ids run 1..20). */
const specFontIds = Array.from({ length: 20 }, (_, i) => i + 1).filter((id) => themeFontForTemplate(id) !== null);

function fontCss(id: number): string {
  const target = packageJson.exports[`./fonts/${id}.css`];
  expect(typeof target).toBe('string');
  return readFileSync(join(packageDir, target as string), 'utf8');
}

describe('template fonts (spec §9 theme fonts; ARCHITECTURE: self-hosted, no font CDN)', () => {
  it('§9 names fonts for templates 4, 5, 8–15, 17–20', () => {
    expect(specFontIds).toEqual([4, 5, 8, 9, 10, 11, 12, 13, 14, 15, 17, 18, 19, 20]);
  });

  it('the catalog has every §9 template and at least two that §9 gives no font (issue 16)', () => {
    const catalogIds = TEMPLATE_CATALOG.map((t) => t.id);
    expect(catalogIds).toEqual(expect.arrayContaining(specFontIds));
    expect(catalogIds.filter((id) => themeFontForTemplate(id) === null).length).toBeGreaterThanOrEqual(2);
  });

  it('every template with a §9 font ships a font file, and no other template does', () => {
    expect(fontIds).toEqual(specFontIds);
  });

  it.each(TEMPLATE_CATALOG.map((t) => [t.id]))('catalog template %i ships a font file exactly when §9 names its font', (id) => {
    expect(fontIds.includes(id)).toBe(themeFontForTemplate(id) !== null);
  });

  it('templates §9 gives no font (1, 2, 3, 6, 7, 16) ship none: they use system font stacks', () => {
    for (const id of [1, 2, 3, 6, 7, 16]) expect(packageJson.exports).not.toHaveProperty(`./fonts/${id}.css`);
  });

  it.each(fontIds.map((id) => [id]))(
    '§9 template %i: @vitrina/sections/fonts/%i.css declares only its family at its weight, latin + latin-ext, swap',
    (id) => {
      const css = fontCss(id);
      const font = themeFontForTemplate(id);
      const faces = css.match(/@font-face\s*{[^}]*}/g) ?? [];
      expect(faces).toHaveLength(2);
      for (const face of faces) {
        expect(face).toContain(`font-family: '${font?.shippedFamily}'`);
        expect(face).toContain('font-display: swap');
        expect(face).toContain(`font-weight: ${font?.weight}`);
        expect(face).toMatch(/unicode-range:/);
      }
      const urls = [...css.matchAll(/url\('([^']+)'\)/g)].map((m) => m[1] ?? '');
      expect(urls.map((u) => /-(latin|latin-ext)-(\d+)-normal\.woff2$/.exec(u)?.slice(1))).toEqual([
        ['latin-ext', String(font?.weight)],
        ['latin', String(font?.weight)],
      ]);
      for (const url of urls) {
        expect(url).not.toMatch(/^(https?:)?\/\//);
        // The font package is a declared dependency (it ships with the product), and the file is in it.
        expect(packageJson.dependencies).toHaveProperty(/^(@fontsource\/[^/]+)/.exec(url)?.[1] ?? url);
        expect(() => require.resolve(url)).not.toThrow();
      }
    },
  );
});
