// Every popup of the editor (spec §2 "Editor popups"): axe-core finds 0 serious or critical violations on the
// editor and every popup, and every popup works with the keyboard alone (focus trapped, Escape and Close
// close it); in Chromium against the running product, signed in as owner@bistro.test through the real
// login form. Nothing is applied, so the bistro's site stays as seeded.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, connectBrowser } from '@vitrina/tooling/e2e/product';
import { checkPopupByKeyboard, seriousA11yViolations } from './popup-checks.js';
import { signInAt, siteOrigin } from './sign-in.js';

const bistro = siteOrigin(baseUrl, 'bistro');

let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  browser = await connectBrowser();
  ({ context, page } = await signInAt(browser, `${bistro}/admin`, 'owner@bistro.test'));
  await page.getByRole('button', { name: 'Edit Hero' }).waitFor();
});
afterAll(async () => {
  await context?.close();
  await browser?.close();
});

// [the button that opens it, the popup's title]
const PANEL_POPUPS: [string, string][] = [
  ['Site settings', 'Site settings'],
  ['Logo', 'Logo'],
  ['Menu links', 'Insert link'],
  ['About image', 'About image'],
  ['Update location', 'Update location'],
  ['Restore from backup', 'Restore from backup'],
];
const SECTION_POPUPS: [string, string][] = [
  ['Edit Header', 'Header'],
  ['Edit Hero', 'Hero'],
  ['Edit About', 'About'],
  ['Edit Services', 'Services'],
  ['Edit Store', 'Store'],
  ['Edit Location', 'Location'],
  ['Edit Footer', 'Footer'],
];

describe('every editor popup in Chromium: axe-core and the keyboard alone (spec §2)', () => {
  it('the editor page itself: axe finds nothing serious or critical', async () => {
    expect(await seriousA11yViolations(page, 'body')).toEqual([]);
  });

  it.each(PANEL_POPUPS)('configuration panel "%s" → "%s"', async (button, title) => {
    const panel = page.getByRole('complementary', { name: 'Site settings' });
    await checkPopupByKeyboard(page, panel.getByRole('button', { name: button, exact: true }), title);
  });

  it.each(SECTION_POPUPS)('section button "%s" → "%s"', async (button, title) => {
    await checkPopupByKeyboard(page, button, title);
  });

  it("popups opened from another popup: the header's logo and menu links, the location's update", async () => {
    for (const [from, title, link, linked] of [
      ['Edit Header', 'Header', 'Edit logo', 'Logo'],
      ['Edit Header', 'Header', 'Edit menu links', 'Insert link'],
      ['Edit About', 'About', 'Change the image', 'About image'],
    ] as const) {
      await page.getByRole('button', { name: from, exact: true }).click();
      const dialog = page.getByRole('dialog', { name: title, exact: true });
      await dialog.getByRole('button', { name: link }).focus();
      await page.keyboard.press('Enter');
      const other = page.getByRole('dialog', { name: linked, exact: true });
      await other.waitFor();
      expect(await seriousA11yViolations(page), `axe on "${linked}"`).toEqual([]);
      await page.keyboard.press('Escape');
      await other.waitFor({ state: 'detached' });
    }
  });

  it("the visitors' messages and the gallery admin's image popup", async () => {
    await checkPopupByKeyboard(page, 'Messages', 'Messages');
    await page.goto(`${bistro}/gallery/admin`);
    await page.getByRole('heading', { name: 'Manage your gallery' }).waitFor();
    expect(await seriousA11yViolations(page, 'body')).toEqual([]);
    await checkPopupByKeyboard(page, 'Add image', 'Upload image');
    await checkPopupByKeyboard(page, page.getByRole('button', { name: /^Edit image 1/ }), 'Update image');
    expect(await page.getByText('Unsaved changes', { exact: true }).count()).toBe(0);
  });
});
