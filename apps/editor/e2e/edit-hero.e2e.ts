// Editing in place against the real product (spec §1 owner edits, §2 editor popups,
// §4 "Editor state"): owner@bistro.test edits the hero title and the theme colour with the keyboard alone,
// saves, and the public site shows both on its next load; uploads a logo (a PNG made here) and the public
// site shows it. axe-core runs on the hero and site settings popups. The bistro's site is put back as it
// was at the end, so the other end-to-end tests meet the seeded site.
import { deflateSync } from 'node:zlib';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from '@vitrina/tooling/e2e';
import { expectNoSeriousA11yViolations, openWithKeyboard, tabToButton } from './popup-checks.js';
import { putDraft, signInKeepingDraft, siteOrigin } from './sign-in.js';
import type { OwnerDraft } from './sign-in.js';

const bistro = siteOrigin(inject('baseUrl'), 'bistro');

type Draft = OwnerDraft<{ main_site_variables: Record<string, unknown> } & Record<string, unknown>>;

let browser: Browser;
let editor: { context: BrowserContext; page: Page } | null = null;
let original: { clientId: number; draft: Draft } | null = null;

// ---- a real PNG, made here: 8-bit RGB, one colour, zlib-compressed rows (PNG spec §11) ----
const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = (CRC_TABLE[(c ^ byte) & 0xff] as number) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const out = Buffer.alloc(body.length + 8);
  out.writeUInt32BE(data.length, 0);
  body.copy(out, 4);
  out.writeUInt32BE(crc32(body), body.length + 4);
  return out;
}
function solidPng(width: number, height: number, [r, g, b]: [number, number, number]): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: width }, () => [r, g, b]).flat())]);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: height }, () => row)));
  const signature = Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]);
  return Buffer.concat([signature, chunk('IHDR', header), chunk('IDAT', pixels), chunk('IEND', Buffer.alloc(0))]);
}

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
  await page.getByText('Your changes have been saved.').waitFor();
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
  browser = await launchBrowser();
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
