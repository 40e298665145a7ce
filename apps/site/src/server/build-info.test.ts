// @vitest-environment node
// A page links only its own template's font stylesheet (spec §9 theme fonts; issue 16).
import { existsSync, readFileSync } from 'node:fs';
import { themeFontForTemplate } from '@vitrina/core-model';
import { describe, expect, it } from 'vitest';
import { fontStylesheets } from './build-info.js';
import type { Manifest } from './build-info.js';

const base = '/_app/';
// The shape Vite writes: one entry per font stylesheet; templates 8 and 10 share Libre Baskerville 400,
// so their entry is named after both. A chunk may also list its stylesheets in `css`.
const manifest: Manifest = {
  'template-4.css': { file: 'assets/font-4-a.css', name: 'font-4', isEntry: true },
  'template-18.css': { file: 'assets/font-18-e.css', name: 'font-18', isEntry: true },
  'libre-baskerville.css': { file: 'assets/font-8-10-b.js', name: 'font-8-10', isEntry: true, css: ['assets/font-8-10-b.css'] },
  'index.html': { file: 'assets/index-c.js', name: 'index', isEntry: true, css: ['assets/index-d.css'] },
};

describe('fontStylesheets', () => {
  it("links the template's own font entry", () => {
    expect(fontStylesheets({ template: '', manifest, base }, 4)).toEqual(['/_app/assets/font-4-a.css']);
  });

  it('finds a stylesheet two templates share, and never a longer id that starts alike', () => {
    expect(fontStylesheets({ template: '', manifest, base }, 8)).toEqual(['/_app/assets/font-8-10-b.css']);
    expect(fontStylesheets({ template: '', manifest, base }, 10)).toEqual(['/_app/assets/font-8-10-b.css']);
    expect(fontStylesheets({ template: '', manifest, base }, 1)).toEqual([]);
  });

  it('links nothing for a template without a §9 font', () => {
    expect(fontStylesheets({ template: '', manifest, base }, 2)).toEqual([]);
  });

  const built = new URL('../../dist/client/.vite/manifest.json', import.meta.url);
  it.skipIf(!existsSync(built))('in the client build, every §9 template has exactly one font stylesheet, others none', () => {
    const real = JSON.parse(readFileSync(built, 'utf8')) as Manifest;
    for (let id = 1; id <= 20; id += 1) {
      expect(fontStylesheets({ template: '', manifest: real, base }, id)).toHaveLength(themeFontForTemplate(id) ? 1 : 0);
    }
  });
});
