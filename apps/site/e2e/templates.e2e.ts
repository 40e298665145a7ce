// Every template of GET /api/templates (issue 16 "Every template: axe 0 serious/critical, no sideways scroll
// at 375 px, HTML valid … in the e2e suite"), shown with the seeded showcase business through the builder
// preview of spec §2 (`/?builder_id=showcase&template_id=N`). One browser, pages in sequence.
import { themeFontForTemplate } from '@vitrina/core-model';
import { connectBrowser } from '@vitrina/tooling/e2e/product';
import { HtmlValidate } from 'html-validate';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations, hydrated, openSite, port, siteUrl, unexpected } from './support/site-e2e.js';

/** The seeded builder session (apps/api/src/seed/demo-showcase.ts). */
const SHOWCASE_NAME = 'Juniper & Fern Florist';
const PHONE = { width: 375, height: 812 };

interface TemplateSummary {
  id: number;
  name: string;
  font: string | null;
}

// The list the galleries show, so a template added to the catalog is checked with no edit here.
const listed = await fetch(`http://127.0.0.1:${port}/api/templates`);
if (!listed.ok) throw new Error(`GET /api/templates answered ${listed.status}`);
const { templates } = (await listed.json()) as { templates: TemplateSummary[] };

const showcaseUrl = (id: number) => siteUrl(null, `/?builder_id=showcase&template_id=${id}`);

const validator = new HtmlValidate({
  extends: ['html-validate:recommended'],
  rules: {
    // Only rules about how valid markup is spelled, where React or the HTML shell spells it otherwise.
    // React writes `style` attributes for the theme's CSS custom properties (templateRootProps): by design.
    'no-inline-style': 'off',
    // React serialises void elements as `<meta … />` and boolean attributes as `hidden=""`: both valid HTML.
    'void-style': 'off',
    'attribute-empty-style': 'off',
    // index.html's `<!doctype html>`: the doctype is case-insensitive.
    'doctype-style': 'off',
  },
});

let browser: Browser;
beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(() => browser?.close());

describe('every template, with the showcase business (issue 16)', () => {
  it('the list has the designed templates, each once', () => {
    expect(templates.length).toBeGreaterThanOrEqual(4);
    expect(new Set(templates.map((t) => t.id)).size).toBe(templates.length);
  });

  it.each(templates.map((t) => [t.id, t.name, t] as const))('template %i (%s)', async (id, _name, template) => {
    // The server-rendered HTML, as a crawler or a browser without script gets it: valid HTML.
    const res = await fetch(showcaseUrl(id));
    expect(res.status).toBe(200);
    const report = await validator.validateString(await res.text(), `template-${id}.html`);
    const problems = report.results.flatMap((r) => r.messages.map((m) => `${m.ruleId} ${m.line}:${m.column} ${m.message}`));
    expect(problems).toEqual([]);

    const { page, errors, close } = await openSite(browser, showcaseUrl(id), { viewport: PHONE });
    await hydrated(page);
    expect(await page.locator('[data-template]').first().getAttribute('data-template')).toBe(String(id));
    await expect.poll(() => page.getByText(SHOWCASE_NAME, { exact: true }).first().isVisible()).toBe(true);

    // Spec §9: only the page's own template font is linked and loaded; a system-font template links none.
    const font = themeFontForTemplate(id);
    expect(template.font).toBe(font?.shippedFamily ?? null);
    const fontLinks = await page.locator('link[rel="stylesheet"][href*="/font-"]').count();
    expect(fontLinks).toBe(font ? 1 : 0);
    const fonts = await page.evaluate(
      async ({ family, weight }) => {
        await document.fonts.ready;
        const heading = document.querySelector('h1');
        // Waits for the face the heading needs; answers the faces that matched (none for a system font).
        const loaded = family ? await document.fonts.load(`${weight} 32px "${family}"`, heading?.textContent ?? 'A') : [];
        return {
          declared: [...new Set([...document.fonts].map((f) => f.family.replace(/["']/g, '')))],
          loaded: loaded.filter((f) => f.status === 'loaded').map((f) => f.family.replace(/["']/g, '')),
          heading: heading ? getComputedStyle(heading).fontFamily : null,
        };
      },
      { family: font?.shippedFamily ?? null, weight: font?.weight ?? 400 },
    );
    if (font) {
      expect(fonts.declared).toEqual([font.shippedFamily]);
      expect(fonts.loaded.length).toBeGreaterThan(0);
      expect(new Set(fonts.loaded)).toEqual(new Set([font.shippedFamily]));
      expect(fonts.heading?.replace(/["']/g, '')).toMatch(new RegExp(`^${font.shippedFamily},`));
    } else {
      expect(fonts.declared).toEqual([]);
    }

    // At 375 px nothing scrolls sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await expectNoSeriousA11yViolations(page);
    expect(unexpected(errors)).toEqual([]);
    await close();
  });
});
