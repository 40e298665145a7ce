// The gallery admin against the real product (spec §2 "/gallery/admin: Gallery editor; login required; no
// config panel"): owner@bistro.test moves an image with the keyboard and the public /gallery shows the new
// order on its next load; axe-core finds nothing serious on the gallery admin or its image popup. The order is
// put back at the end.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, connectBrowser } from '@vitrina/tooling/e2e/product';
import { expectNoSeriousA11yViolations } from './popup-checks.js';
import { signInAt, siteOrigin } from './sign-in.js';

const bistro = siteOrigin(baseUrl, 'bistro');

let browser: Browser;
let editor: { context: BrowserContext; page: Page };

const adminDescriptions = (page: Page) => page.locator('.ve-gallery-admin__description').allTextContents();

/** The captions of the public /gallery, loaded fresh in a context of its own. */
async function publicCaptions(): Promise<string[]> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto(`${bistro}/gallery`);
    await page.locator('.vs-gallery__caption').first().waitFor();
    return (await page.locator('.vs-gallery__caption').allTextContents()).map((c) => c.trim());
  } finally {
    await context.close();
  }
}

/** Moves image `position` with the keyboard and waits for the server to take the order. */
async function moveWithKeyboard(page: Page, position: number, direction: 'up' | 'down') {
  const saved = page.waitForResponse((res) => res.request().method() === 'PUT' && res.url().endsWith('/gallery/order'));
  await page.getByRole('button', { name: `Move image ${position} ${direction}` }).focus();
  await page.keyboard.press('Enter');
  expect((await saved).status()).toBe(200);
}

beforeAll(async () => {
  browser = await connectBrowser();
  editor = await signInAt(browser, `${bistro}/gallery/admin`, 'owner@bistro.test');
  await editor.page.getByRole('list', { name: 'Gallery images' }).waitFor();
});

afterAll(async () => {
  await browser?.close();
});

describe('gallery admin in Chromium (spec §2 /gallery/admin)', () => {
  it('§2 /gallery/admin has the gallery admin and no configuration panel; axe finds nothing serious', async () => {
    const page = editor.page;
    expect(await page.getByRole('complementary', { name: 'Site settings' }).count()).toBe(0);
    await expectNoSeriousA11yViolations(page, page.getByRole('region', { name: 'Manage your gallery' }));

    await page.getByRole('button', { name: 'Edit image 1' }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Update image' });
    await expectNoSeriousA11yViolations(page, dialog);
    expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
  });

  it('§2 reorder with the keyboard: the public /gallery shows the new order on its next load', async () => {
    const page = editor.page;
    const before = (await adminDescriptions(page)).map((d) => d.trim());
    expect(before.length).toBeGreaterThan(1);
    expect(await publicCaptions()).toEqual(before);

    await moveWithKeyboard(page, 1, 'down');
    await page.getByText('The gallery order has been saved.').first().waitFor();
    const after = [before[1], before[0], ...before.slice(2)];
    expect((await adminDescriptions(page)).map((d) => d.trim())).toEqual(after);
    // Focus stays with the moved image, now second.
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Move image 2 down');
    expect(await publicCaptions()).toEqual(after);

    // Back as seeded, for the other end-to-end tests.
    await moveWithKeyboard(page, 2, 'up');
    expect(await publicCaptions()).toEqual(before);
  });
});
