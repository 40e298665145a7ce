// Issue 26: the editor's pages (/admin, /gallery/admin, /manage, /signup) name their own icon, so the browser
// does not ask the host for /favicon.ico, which a site without a favicon answers 404 (a console error).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');

describe('the editor page’s icon', () => {
  it('index.html links an icon that exists in the editor’s sources (bundled under /admin/assets/)', () => {
    const html = readFileSync(path.join(root, 'index.html'), 'utf8');
    const href = /<link rel="icon"[^>]* href="([^"]+)"/.exec(html)?.[1];
    expect(href).toMatch(/^\/src\//);
    expect(existsSync(path.join(root, href ?? ''))).toBe(true);
  });
});
