// Issue 26 on the customer's quote page, with a mouse as a person uses it (a press lasts ~150 ms, not 0), in
// English on bistro and Spanish on salon: Approve is confirmed; "Part of it" with an amount above the
// outstanding is refused; the corrected amount then goes on to the card step with ONE click (the refusal's
// message used to vanish on the button's mousedown, moving the button from under the pointer, so the first
// click was lost); the payment's success page names the quote as a quote.
import { createI18n } from '@vitrina/i18n';
import type { TranslationKey } from '@vitrina/i18n';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, connectBrowser } from '@vitrina/tooling/e2e/product';
import { ownerToken } from './support/owner-token.js';
import { hydrated, openSite, siteUrl } from './support/site-e2e.js';

let browser: Browser;
beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(() => browser?.close());

/** A click as a hand makes it: press, hold ~150 ms, release (Playwright's own click releases at once). */
async function humanClick(page: Page, target: Locator) {
  await target.scrollIntoViewIfNeeded();
  const box = await target.boundingBox();
  if (!box) throw new Error('not on screen');
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.waitForTimeout(150);
  await page.mouse.up();
}

const SITES = [
  { sub: 'bistro', lng: 'en' as const, owner: 'owner@bistro.test' },
  { sub: 'salon', lng: 'es' as const, owner: 'owner@salon.test' },
];

describe.each(SITES)('quote page with a mouse on $sub ($lng), issue 26', ({ sub, lng, owner }) => {
  const i18n = createI18n({ lng });
  const t = (key: TranslationKey, options?: Record<string, unknown>): string => i18n.t(key, options);
  let clientId: number;
  let bearer: Record<string, string>;

  beforeAll(async () => {
    const site = (await (await fetch(`${baseUrl}/assets/sites/${sub}.localhost/site.json`)).json()) as { client: { id: number } };
    clientId = site.client.id;
    bearer = { authorization: `Bearer ${await ownerToken(browser, baseUrl, siteUrl(sub, ''), owner)}` };
  });

  it('Approve is confirmed; after a refused part, one click goes on to the card; the success page names the quote', async () => {
    const res = await fetch(`${baseUrl}/api/client/${clientId}/owner-quotes`, {
      method: 'POST',
      headers: { ...bearer, 'content-type': 'application/json' },
      body: JSON.stringify({
        kind: 'quote',
        email: `click-${lng}-${Date.now().toString(36)}@example.com`,
        name: 'Ana Ruiz',
        lines: [{ source: 'text', name: 'Hedge trimming', description: 'One visit', unit_price: '100.00', quantity: 1 }],
        due_date: '2031-01-31',
        terms: 'Net 30',
      }),
    });
    expect(res.status).toBe(201);
    const quote = (await res.json()) as { uuid: string; order_number: string };
    const { page, close } = await openSite(browser, siteUrl(sub, `/commerce/order/${quote.uuid}`));
    try {
      await page.setViewportSize({ width: 1280, height: 900 });
      await hydrated(page);
      await humanClick(page, page.getByRole('button', { name: t('commerce:actions.approve') }));
      const confirmed = page
        .getByRole('status')
        .filter({ hasText: t('commerce:quoteFlow.decided.approved.quote', { number: quote.order_number }) });
      await confirmed.waitFor();
      expect(await confirmed.evaluate((el) => el === document.activeElement)).toBe(true);
      await page.screenshot({ path: `/tmp/i26d-quote-approved-${lng}.png`, fullPage: true });

      await humanClick(page, page.getByRole('radio', { name: t('commerce:quoteFlow.payPartial') }));
      const amount = page.getByLabel(t('commerce:quoteFlow.amountLabel'));
      await amount.fill('150');
      const next = page.getByRole('button', { name: t('commerce:quoteFlow.continueToCard') });
      await humanClick(page, next);
      await page.getByText(t('commerce:quoteFlow.amountExceedsBalance')).waitFor();
      await page.screenshot({ path: `/tmp/i26d-quote-refused-${lng}.png`, fullPage: true });

      await amount.fill('40');
      await humanClick(page, next);
      // One click: the card step, for the corrected amount.
      const paying = page.getByRole('heading', {
        name: t('commerce:quoteFlow.payingAmount', { amount: '' })
          .replace(/[.\s]+$/, '')
          .trim(),
      });
      await paying.waitFor({ timeout: 5_000 });
      expect(await paying.textContent()).toMatch(/40/);

      await page.getByLabel(t('commerce:card.holderName')).click();
      await page.keyboard.type('Ana Ruiz');
      await page.keyboard.press('Tab');
      await page.keyboard.type('4242424242424242');
      await page.keyboard.press('Tab');
      await page.keyboard.type('12/35');
      await page.keyboard.press('Tab');
      await page.keyboard.type('123');
      await humanClick(
        page,
        page.getByRole('button', { name: new RegExp(`^${t('commerce:checkoutFlow.payAmount', { amount: '' }).trim()}`) }),
      );
      await page.waitForURL(/\/invoice-successful\/[0-9a-f-]{36}$/);
      await page.getByText(t('commerce:success.invoice.bodies.quote', { number: quote.order_number })).waitFor();
      await page.getByRole('link', { name: t('commerce:quoteFlow.viewDocuments.quote') }).waitFor();
      await page.screenshot({ path: `/tmp/i26d-quote-paid-${lng}.png`, fullPage: true });
    } finally {
      await close();
    }
  });
});
