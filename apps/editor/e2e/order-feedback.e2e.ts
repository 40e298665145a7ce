// The customer's feedback in the back office's order detail (issue 15; spec §2 order feedback), in Chromium
// against the running product: an order paid through the public checkout gets its feedback through the public
// feedback call; the bistro's owner opens the order and reads the rating, comment and date. Screenshot at 1280 px.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, connectBrowser } from '@vitrina/tooling/e2e/product';
import { seriousA11yViolations } from './popup-checks.js';
import { openAndSignIn, siteOrigin } from './sign-in.js';
import { placeOrder, translator } from './e2e-helpers.js';

let browser: Browser;

beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(() => browser?.close());

describe('order feedback in the back office (issue 15)', () => {
  it('the owner reads the rating, comment and date the customer left', async () => {
    const t = translator('en');
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const listed = page.waitForResponse((res) => /\/api\/client\/\d+\/owner-orders\?/.test(res.url()));
    await openAndSignIn(page, `${siteOrigin(baseUrl, 'bistro')}/manage/orders`, 'owner@bistro.test');
    const clientId = Number(/\/client\/(\d+)\//.exec((await listed).url())?.[1]);
    const { number, uuid } = await placeOrder(baseUrl, clientId);
    const left = await fetch(`${baseUrl}/api/client/${clientId}/orders/${uuid}/feedback`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ rating: 4, comment: 'Lovely gift card, the box was a bit dented' }),
    });
    expect(left.status).toBe(201);

    await page.reload();
    await page.getByRole('button', { name: t('manage:orders.open', { number }), exact: true }).click();
    const section = page.getByRole('region', { name: t('manage:orders.feedback') });
    await section.getByText('Lovely gift card, the box was a bit dented').waitFor();
    expect(await section.textContent()).toContain(t('commerce:feedback.ratingValue', { rating: 4 }));
    expect(await section.locator('time').getAttribute('datetime')).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(await seriousA11yViolations(page, '.vo-orders')).toEqual([]);
    await section.scrollIntoViewIfNeeded();
    await page.screenshot({ path: '/tmp/q3-owner-feedback-1280.png', fullPage: true });
    await context.close();
  });
});
