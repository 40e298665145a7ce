import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from '@vitrina/tooling/e2e';

const baseUrl = inject('baseUrl');
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('site shell in Chromium', () => {
  it('renders the home page on the server and hydrates it', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    const res = await page.goto(baseUrl + '/');
    expect(res?.status()).toBe(200);
    expect(await page.locator('h1').textContent()).toBe('Vitrina');
    await page.waitForLoadState('networkidle');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('sends an unknown path to /not-found (spec §2)', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(baseUrl + '/no-such-page');
    expect(new URL(page.url()).pathname).toBe('/not-found');
    await expect.poll(() => page.locator('h1').textContent()).toMatch(/not found/i);
    await context.close();
  });
});
