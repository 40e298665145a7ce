// Issue 30: the owner sets until when customers may cancel or reschedule their bookings online, in Business
// settings → Bookings, in Chromium, en (bistro) and es (salon): 24 hours before is the default, a new choice is
// saved and read back after a reload (then put back). axe clean; 375 px without sideways scrolling.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, connectBrowser } from '@vitrina/tooling/e2e/product';
import { seriousA11yViolations } from './popup-checks.js';
import { signInAt, siteOrigin } from './sign-in.js';
import { translator } from './e2e-helpers.js';

let browser: Browser;
beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(() => browser?.close());

describe.each([
  { sub: 'bistro', lng: 'en' as const, owner: 'owner@bistro.test' },
  { sub: 'salon', lng: 'es' as const, owner: 'owner@salon.test' },
])('the booking change policy in Business settings ($lng)', ({ sub, lng, owner }) => {
  const t = translator(lng);

  it('24 hours by default; the owner picks another, it is saved and read back', async () => {
    const { context, page } = await signInAt(browser, `${siteOrigin(baseUrl, sub)}/manage/settings`, owner);
    try {
      await page.setViewportSize({ width: 375, height: 800 });
      await page.getByRole('heading', { level: 1, name: t('manage:settings.title') }).waitFor();
      const bookings = page.getByRole('group', { name: t('manage:settings.bookings') });
      const policy = bookings.getByLabel(t('manage:selfService.bookingChanges'));
      await policy.waitFor();
      expect(await policy.inputValue()).toBe('24h');
      expect(await policy.locator('option:checked').textContent()).toBe(t('manage:selfService.policies.24h'));
      await policy.selectOption('48h');
      const save = async () => {
        const saved = page.waitForResponse((r) => r.request().method() === 'PUT' && /\/api\/client\/\d+\/settings$/.test(r.url()));
        await page.getByRole('button', { name: t('manage:settings.save') }).click();
        expect((await saved).status()).toBe(200);
      };
      await save();
      await page.reload();
      await page.getByRole('heading', { level: 1, name: t('manage:settings.title') }).waitFor();
      const again = page.getByRole('group', { name: t('manage:settings.bookings') }).getByLabel(t('manage:selfService.bookingChanges'));
      await again.waitFor();
      expect(await again.inputValue()).toBe('48h');
      expect(await seriousA11yViolations(page, 'body')).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await again.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `/tmp/booking-policy-375-${lng}.png` });
      // Put back the default for the other tests of this product.
      await again.selectOption('24h');
      await save();
    } finally {
      await context.close();
    }
  });
});
