// Issue 26 "console errors": the sign-up wizard, the site editor and the back office load without a failed
// request or a console error; in particular no /favicon.ico 404 (the editor names its own icon).
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, connectBrowser } from '@vitrina/tooling/e2e/product';
import { signInAt, siteOrigin } from './sign-in.js';

const bistro = siteOrigin(baseUrl, 'bistro');
let browser: Browser;

beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(() => browser?.close());

/** Failed responses (4xx, 5xx) and console errors of `page` from now on. */
function problems(page: Page): string[] {
  const found: string[] = [];
  page.on('response', (res) => {
    if (res.status() >= 400) found.push(`${res.status()} ${new URL(res.url()).pathname}`);
  });
  page.on('console', (msg) => {
    if (msg.type() === 'error') found.push(`console: ${msg.text()}`);
  });
  return found;
}

describe('no console error on the editor’s pages (issue 26)', () => {
  it('/signup on the provider’s host', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const found = problems(page);
    await page.goto(`${baseUrl}/signup`);
    await page.getByRole('heading', { level: 2, name: 'Your business' }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(found).toEqual([]);
    await context.close();
  });

  it('/admin and /manage of the bistro, signed in as its owner', async () => {
    const { context, page } = await signInAt(browser, `${bistro}/admin`, 'owner@bistro.test');
    await page.getByRole('button', { name: 'Edit Hero' }).waitFor();
    const found = problems(page);
    await page.reload();
    await page.getByRole('button', { name: 'Edit Hero' }).waitFor();
    await page.waitForLoadState('networkidle');
    await page.goto(`${bistro}/manage`);
    await page.getByRole('navigation', { name: 'Back office' }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(found).toEqual([]);
    await context.close();
  });
});
