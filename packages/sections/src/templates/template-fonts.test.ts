// The per-template font files: self-hosted (no font CDN), Latin + Latin Extended only, swap.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { themeFontForTemplate } from '@vitrina/core-model';
import { describe, expect, it } from 'vitest';
import { TEMPLATES } from './template-defaults.js';

const packageDir = join(dirname(fileURLToPath(import.meta.url)), '../..');
const packageJson = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8')) as { exports: Record<string, unknown> };
const require = createRequire(join(packageDir, 'package.json'));
/** Templates whose font stylesheet the package exports as `@vitrina/sections/fonts/{id}.css` (the site makes each a client entry). */
const fontIds = Object.keys(packageJson.exports).flatMap((key) => {
  const id = /^\.\/fonts\/(\d+)\.css$/.exec(key)?.[1];
  return id ? [Number(id)] : [];
});

function fontCss(id: number): string {
  const target = packageJson.exports[`./fonts/${id}.css`];
  expect(typeof target).toBe('string');
  return readFileSync(join(packageDir, target as string), 'utf8');
}

describe('template fonts (spec §9 theme fonts; ARCHITECTURE: self-hosted, no font CDN)', () => {
  it('every template with defaults ships its font', () => {
    expect([...fontIds].sort()).toEqual(Object.keys(TEMPLATES).map(Number).sort());
  });

  it.each(fontIds.map((id) => [id]))(
    '§9 template %i: @vitrina/sections/fonts/%i.css declares only its family, latin + latin-ext, swap',
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
      expect(urls.map((u) => /-(latin|latin-ext)-\d+-normal\.woff2$/.exec(u)?.[1])).toEqual(['latin-ext', 'latin']);
      for (const url of urls) {
        expect(url).not.toMatch(/^(https?:)?\/\//);
        expect(() => require.resolve(url)).not.toThrow();
      }
    },
  );

  it('templates without a shipped font file have no entry', () => {
    expect(fontIds).not.toContain(8);
    expect(fontIds).not.toContain(1);
  });
});
