// Editing in place against the real product (spec §1 owner edits, §2 editor popups,
// §4 "Editor state"): owner@bistro.test edits the hero title and the theme colour with the keyboard alone,
// saves, and the public site shows both on its next load; uploads a logo (a PNG made here) and the public
// site shows it. axe-core runs on the hero and site settings popups. The bistro's site is put back as it
// was at the end, so the other end-to-end tests meet the seeded site.
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, connectBrowser } from '@vitrina/tooling/e2e/product';
import { expectNoSeriousA11yViolations, openWithKeyboard, tabToButton } from './popup-checks.js';
import { putDraft, signInKeepingDraft, siteOrigin } from './sign-in.js';
import type { OwnerDraft } from './sign-in.js';
import { solidPng } from './e2e-helpers.js';

const bistro = siteOrigin(baseUrl, 'bistro');

type Draft = OwnerDraft<{ main_site_variables: Record<string, unknown> } & Record<string, unknown>>;

let browser: Browser;
let editor: { context: BrowserContext; page: Page } | null = null;
let original: { clientId: number; draft: Draft } | null = null;

// ---- helpers ----
async function typeInto(page: Page, field: Locator, text: string) {
  await field.focus();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(text);
}

async function save(page: Page): Promise<Draft> {
  const saved = page.waitForResponse((res) => res.request().method() === 'PUT' && res.url().includes('/websitedata/draft'));
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  const response = await saved;
  expect(response.status()).toBe(200);
  await page.getByText('Your changes have been saved.').first().waitFor();
  return (await response.json()) as Draft;
}

/** The public home page, loaded fresh in its own context (no cache shared with the editor). */
async function publicHome<T>(read: (page: Page) => Promise<T>): Promise<T> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto(`${bistro}/`);
    return await read(page);
  } finally {
    await context.close();
  }
}

beforeAll(async () => {
  browser = await connectBrowser();
  const { context, page, clientId, draft } = await signInKeepingDraft<Draft['data']>(browser, `${bistro}/admin`, 'owner@bistro.test');
  original = { clientId, draft };
  await page.getByRole('button', { name: 'Edit Hero' }).waitFor();
  editor = { context, page };
});

afterAll(async () => {
  // Puts the seeded site back (a save over the current version), from inside the signed-in page.
  try {
    if (editor && original) await putDraft(editor.page, original.clientId, original.draft.data);
  } finally {
    await browser?.close();
  }
});

describe('editing the top of the page in Chromium (spec §1 owner edits, §2 editor popups)', () => {
  it('§2 the hero and site settings popups: keyboard alone, focus trapped, Escape and Close close, axe 0 serious', async () => {
    const page = editor!.page;
    const hero = await openWithKeyboard(page, 'Edit Hero', 'Hero');
    await expectNoSeriousA11yViolations(page, hero);
    await page.keyboard.press('Escape');
    await hero.waitFor({ state: 'detached' });

    const settings = await openWithKeyboard(page, 'Site settings', 'Site settings');
    await expectNoSeriousA11yViolations(page, settings);
    await tabToButton(page, settings, 'Close');
    await page.keyboard.press('Enter');
    await settings.waitFor({ state: 'detached' });
    expect(await page.getByText('Unsaved changes', { exact: true }).count()).toBe(0);
  });

  it('the Edit Header button is there for the mouse too: nothing covers it, at the top or scrolled', async () => {
    const page = editor!.page;
    for (const scroll of [0, 600]) {
      await page.evaluate((y) => window.scrollTo(0, y), scroll);
      // Playwright clicks only what would receive the click: a covering element fails the step.
      await page.getByRole('button', { name: 'Edit Header', exact: true }).click({ timeout: 5_000 });
      const header = page.getByRole('dialog', { name: 'Header' });
      await header.waitFor();
      await page.keyboard.press('Escape');
      await header.waitFor({ state: 'detached' });
    }
    await page.evaluate(() => window.scrollTo(0, 0));
  });

  it('§1 hero title and theme colour: applied with the keyboard, saved, and shown by the public site on its next load', async () => {
    const page = editor!.page;
    const hero = await openWithKeyboard(page, 'Edit Hero', 'Hero');
    // §5: tags typed into the title are stripped, the rest trimmed.
    await typeInto(page, hero.getByLabel('Title', { exact: true }), '  <b>Fresh catch</b> on the waterfront ');
    await tabToButton(page, hero, 'Apply');
    await page.keyboard.press('Enter');
    await hero.waitFor({ state: 'detached' });

    const settings = await openWithKeyboard(page, 'Site settings', 'Site settings');
    await typeInto(page, settings.getByLabel(/^Theme color/), '#1a7f5a');
    await tabToButton(page, settings, 'Apply');
    await page.keyboard.press('Enter');
    await settings.waitFor({ state: 'detached' });
    await page.getByText('Unsaved changes', { exact: true }).waitFor();

    const saved = await save(page);
    expect(saved.data.main_site_variables.primary_color).toBe('#1a7f5a');

    const shown = await publicHome(async (site) => ({
      title: (await site.locator('#section-hero-title').textContent())?.trim(),
      primary: await site.evaluate(() =>
        getComputedStyle(document.querySelector('[data-template]') as Element)
          .getPropertyValue('--vitrina-primary')
          .trim(),
      ),
    }));
    expect(shown).toEqual({ title: 'Fresh catch on the waterfront', primary: '#1a7f5a' });
  });

  it('§9 a logo uploaded from the header popup (upload kind logo) is what the public site shows', async () => {
    const page = editor!.page;
    // By keyboard: the site's own header bar lies over its "Edit Header" control in the editor.
    const header = await openWithKeyboard(page, 'Edit Header', 'Header');
    await header.getByRole('button', { name: 'Edit logo' }).focus();
    await page.keyboard.press('Enter');
    const logo = page.getByRole('dialog', { name: 'Logo' });
    await logo.getByLabel('Logo type').selectOption('image');
    const uploaded = page.waitForResponse((res) => res.request().method() === 'POST' && res.url().includes('/uploads?kind=logo'));
    await logo
      .getByLabel('Logo image')
      .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: solidPng(240, 80, [26, 127, 90]) });
    const upload = await uploaded;
    expect(upload.status()).toBe(201);
    const { url } = (await upload.json()) as { url: string };
    await logo.getByText('Image uploaded.').waitFor();
    await logo.getByRole('button', { name: 'Apply' }).click();
    await logo.waitFor({ state: 'detached' });

    const saved = await save(page);
    expect(saved.data.main_site_variables).toMatchObject({ logo_preference: 'image', logo_url: url });

    const shown = await publicHome(async (site) => {
      const img = site.locator('.vs-header__brand img');
      await img.waitFor();
      return {
        src: await img.getAttribute('src'),
        loaded: await img.evaluate(async (el: HTMLImageElement) => {
          await el.decode().catch(() => undefined);
          return el.naturalWidth > 0;
        }),
      };
    });
    expect(shown).toEqual({ src: url, loaded: true });
  });
});
