import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from '@vitrina/tooling/e2e';

const baseUrl = inject('baseUrl');
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('editor shell in Chromium (spec §2 /admin, /gallery/admin)', () => {
  it('/admin shows the editor with its configuration panel', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(baseUrl + '/admin');
    await expect.poll(() => page.locator('h1').textContent()).toMatch(/editor/i);
    expect(await page.locator('aside h2').count()).toBe(1);
    await context.close();
  });

  it('/gallery/admin shows the editor without the configuration panel', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(baseUrl + '/gallery/admin');
    await expect.poll(() => page.locator('h1').textContent()).toMatch(/editor/i);
    expect(await page.locator('aside').count()).toBe(0);
    await context.close();
  });
});
