// Gallery and blog in Chromium (spec §2); the gallery's lightbox by keyboard alone.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectBrowser } from '@vitrina/tooling/e2e/product';
import { hydrated, openSite, unexpected, siteUrl } from './support/site-e2e.js';

let browser: Browser;
beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(() => browser?.close());

describe('§2 gallery and blog', () => {
  it('gallery: the lightbox opens, moves and closes with the keyboard alone', async () => {
    const { page, errors, close } = await openSite(browser, siteUrl('bistro', '/gallery'));
    await hydrated(page);
    const items = page.locator('.vs-gallery__item');
    expect(await items.count()).toBe(6);
    await items.first().focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await page.getByRole('dialog', { name: 'Image 1 of 6' }).waitFor();
    await expect.poll(() => dialog.locator('figcaption').textContent()).toContain('dining room');
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => dialog.locator('figcaption').textContent()).toContain('oysters');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => dialog.locator('figcaption').textContent()).toContain('Chef Dana');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    // Focus goes back to the image last shown (the sixth), so the visitor continues from there.
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent ?? '')).toContain('Chef Dana');
    expect(unexpected(errors)).toEqual([]);
    await close();
  });

  it('blog: the list, then a post by its slug', async () => {
    const { page, errors, close } = await openSite(browser, siteUrl('bistro', '/blog'));
    await hydrated(page);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Blog');
    await page.getByRole('link', { name: 'Our spring menu is here' }).click();
    await page.waitForURL(/\/blog\/our-spring-menu-is-here$/);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Our spring menu is here');
    expect(await page.locator('article').textContent()).toContain('ramps arrive from a forager');
    // A post with an SEO title shows it as the whole page title.
    expect(await page.title()).toBe('Spring menu: ramps, peas and halibut');
    // Straight to a post: server-rendered.
    const direct = await page.goto(siteUrl('bistro', '/blog/meet-our-new-pastry-chef'));
    expect(direct?.status()).toBe(200);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Meet our new pastry chef');
    expect(unexpected(errors)).toEqual([]);
    await close();
  });
});
