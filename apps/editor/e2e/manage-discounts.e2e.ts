// The back office's Discount codes screen in Chromium against the running product (issue 30): the bistro's
// owner makes a code with the form (its own messages first), sees it in the list, pauses and resumes it; the
// salon's owner reads the screen in Spanish. Own, uniquely named codes only. Screens are shot at 1280 and
// 375 px (no sideways scrolling) and checked with axe.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, connectBrowser } from '@vitrina/tooling/e2e/product';
import { seriousA11yViolations } from './popup-checks.js';
import { signInAt, siteOrigin } from './sign-in.js';
import { translator } from './e2e-helpers.js';

let browser: Browser;

async function shoot(page: Page, name: string) {
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `/tmp/manage-${name}-${width}.png`, fullPage: true });
    if (width === 375) expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(() => browser?.close());

describe('the Discount codes screen in Chromium (issue 30)', () => {
  it('the owner makes a code, sees it listed with its limit, pauses and resumes it', async () => {
    const t = translator('en');
    const code = `E2E${Date.now().toString(36).toUpperCase()}`;
    const origin = siteOrigin(baseUrl, 'bistro');
    const { context, page } = await signInAt(browser, `${origin}/manage/discounts/new`, 'owner@bistro.test');
    try {
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.getByRole('button', { name: 'English' }).click();
      await page.getByRole('heading', { level: 1, name: t('manage:discountsScreen.form.newTitle') }).waitFor();
      await page.getByRole('textbox', { name: /^Code/ }).fill('no spaces allowed');
      await page.getByRole('textbox', { name: /^Percent off/ }).fill('150');
      await page.getByRole('button', { name: t('manage:discountsScreen.form.save') }).click();
      await page.getByText(t('validation:discount.codeInvalid')).waitFor();
      await page.getByText(t('validation:discount.percent')).waitFor();
      await page.getByRole('textbox', { name: /^Code/ }).fill(code);
      await page.getByRole('textbox', { name: /^Percent off/ }).fill('15');
      await page.getByRole('textbox', { name: /^Uses in all/ }).fill('20');
      await page.getByRole('textbox', { name: /^Uses per customer/ }).fill('1');
      await page.getByRole('checkbox', { name: 'Gift card' }).check();
      expect(await seriousA11yViolations(page, 'main')).toEqual([]);
      await shoot(page, 'discount-form');
      const created = page.waitForResponse((res) => res.request().method() === 'POST' && res.url().endsWith('/owner-discount-codes'));
      await page.getByRole('button', { name: t('manage:discountsScreen.form.save') }).click();
      expect((await created).status()).toBe(201);
      await page.getByText(t('manage:discountsScreen.form.saved'), { exact: true }).first().waitFor();
      await page.getByRole('heading', { name: t('manage:discountsScreen.usesPanel.title') }).waitFor();
      await page.getByText(t('manage:discountsScreen.usesPanel.none')).waitFor();

      await page.goto(`${origin}/manage/discounts`);
      const row = page.getByRole('listitem').filter({ hasText: code });
      await row.waitFor();
      expect(await row.textContent()).toContain(t('manage:discountsScreen.usesOf', { count: 0, limit: 20 }));
      expect(await row.textContent()).toContain(t('manage:discountsScreen.states.active'));
      expect(await seriousA11yViolations(page, 'main')).toEqual([]);
      await shoot(page, 'discount-list');
      await row.getByRole('button', { name: t('manage:discountsScreen.pauseCode', { code }) }).click();
      await row.getByText(t('manage:discountsScreen.states.paused')).waitFor();
      await row.getByRole('button', { name: t('manage:discountsScreen.resumeCode', { code }) }).click();
      await row.getByText(t('manage:discountsScreen.states.active')).waitFor();
    } finally {
      await context.close();
    }
  });

  it('the salon’s owner reads the screen in Spanish', async () => {
    const t = translator('es');
    const origin = siteOrigin(baseUrl, 'salon');
    const { context, page } = await signInAt(browser, `${origin}/manage/discounts`, 'owner@salon.test');
    try {
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.getByRole('button', { name: 'Español' }).click();
      await page.getByRole('heading', { level: 1, name: t('manage:discountsScreen.title') }).waitFor();
      await page.getByRole('link', { name: t('manage:discountsScreen.newCode') }).waitFor();
      expect(await seriousA11yViolations(page, 'main')).toEqual([]);
      await shoot(page, 'discount-list-es');
    } finally {
      await context.close();
    }
  });
});
