// Quotes and invoices, the customer's side, end to end (issue 15; spec §2 commerce/order/{uuid} →
// invoice-successful/{id}; §3 display fields; §4 approve / reject with a reason; §5 "This information is
// required"), keyboard only, in English on bistro and Spanish on salon. The owner makes the quotes through the
// owner API (POST …/owner-quotes); the customer approves one, pays a deposit then the rest, and rejects another.
import { createI18n } from '@vitrina/i18n';
import type { TranslationKey } from '@vitrina/i18n';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, connectBrowser } from '@vitrina/tooling/e2e/product';
import { ownerToken } from './support/owner-token.js';
import { expectNoSeriousA11yViolations, hydrated, openSite, siteUrl } from './support/site-e2e.js';

let browser: Browser;
beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(() => browser?.close());

const isFocused = (target: Locator) => target.evaluate((el) => el === document.activeElement);

/** Keyboard only: Tab until `target` has the focus (at most 80 presses). */
async function tabTo(page: Page, target: Locator) {
  for (let i = 0; i < 80; i += 1) {
    if (await isFocused(target)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error('never reached by Tab');
}

const SITES = [
  { sub: 'bistro', lng: 'en' as const, owner: 'owner@bistro.test' },
  { sub: 'salon', lng: 'es' as const, owner: 'owner@salon.test' },
];

describe.each(SITES)('quotes on $sub ($lng)', ({ sub, lng, owner }) => {
  const i18n = createI18n({ lng });
  const t = (key: TranslationKey, options?: Record<string, unknown>): string => i18n.t(key, options);
  let clientId: number;
  let bearer: Record<string, string>;

  beforeAll(async () => {
    const site = (await (await fetch(`${baseUrl}/assets/sites/${sub}.localhost/site.json`)).json()) as { client: { id: number } };
    clientId = site.client.id;
    bearer = { authorization: `Bearer ${await ownerToken(browser, baseUrl, siteUrl(sub, ''), owner)}` };
  });

  async function createQuote(name: string): Promise<{ uuid: string; order_number: string }> {
    const res = await fetch(`${baseUrl}/api/client/${clientId}/owner-quotes`, {
      method: 'POST',
      headers: { ...bearer, 'content-type': 'application/json' },
      body: JSON.stringify({
        kind: 'quote',
        email: `quote-${lng}-${Date.now().toString(36)}@example.com`,
        name: 'Ana Ruiz',
        lines: [{ source: 'text', name, description: 'Two visits and a plan', unit_price: '100.00', quantity: 1 }],
        due_date: '2031-01-31',
        terms: 'Net 30',
      }),
    });
    expect(res.status).toBe(201);
    return (await res.json()) as { uuid: string; order_number: string };
  }

  async function fillCard(page: Page) {
    await tabTo(page, page.getByLabel(t('commerce:card.holderName')));
    await page.keyboard.type('Ana Ruiz');
    await page.keyboard.press('Tab');
    await page.keyboard.type('4242424242424242');
    await page.keyboard.press('Tab');
    await page.keyboard.type('12/35');
    await page.keyboard.press('Tab');
    await page.keyboard.type('123');
  }

  const payButton = (page: Page) =>
    page.getByRole('button', { name: new RegExp(`^${t('commerce:checkoutFlow.payAmount', { amount: '' }).trim()}`) });

  const stateIs = (page: Page, state: 'approved' | 'paid' | 'rejected') =>
    page.locator('.site-checkout__facts dd', { hasText: t(`commerce:checkoutFlow.orderStates.${state}`) }).waitFor();

  it('approve, pay a deposit then the rest → paid', async () => {
    const quote = await createQuote('Garden design');
    const { page, close } = await openSite(browser, siteUrl(sub, `/commerce/order/${quote.uuid}`));
    try {
      await hydrated(page);
      await page.getByRole('heading', { level: 1, name: t('commerce:quoteFlow.titles.quote', { number: quote.order_number }) }).waitFor();
      await page.getByText('Two visits and a plan').waitFor();
      await expectNoSeriousA11yViolations(page);
      await page.screenshot({ path: `/tmp/quote-pending-${lng}.png`, fullPage: true });

      await tabTo(page, page.getByRole('button', { name: t('commerce:actions.approve') }));
      await page.keyboard.press('Enter');
      await stateIs(page, 'approved');

      // A part too large, then a deposit of 40.
      // One radio group: Tab reaches the chosen radio, the arrows choose another.
      await tabTo(
        page,
        page
          .getByRole('group', { name: t('commerce:quoteFlow.amountChoice') })
          .getByRole('radio')
          .first(),
      );
      await page.keyboard.press('ArrowDown');
      expect(await page.getByRole('radio', { name: t('commerce:quoteFlow.payPartial') }).isChecked()).toBe(true);
      await tabTo(page, page.getByLabel(t('commerce:quoteFlow.amountLabel')));
      await page.keyboard.type('150');
      await tabTo(page, page.getByRole('button', { name: t('commerce:quoteFlow.continueToCard') }));
      await page.keyboard.press('Enter');
      await page.getByText(t('commerce:quoteFlow.amountExceedsBalance')).waitFor();
      await tabTo(page, page.getByLabel(t('commerce:quoteFlow.amountLabel')));
      await page.keyboard.press('ControlOrMeta+A');
      await page.keyboard.type('40');
      await tabTo(page, page.getByRole('button', { name: t('commerce:quoteFlow.continueToCard') }));
      await page.keyboard.press('Enter');
      await fillCard(page);
      await expectNoSeriousA11yViolations(page);
      await page.screenshot({ path: `/tmp/quote-card-${lng}.png`, fullPage: true });
      await tabTo(page, payButton(page));
      await page.keyboard.press('Enter');
      await page.waitForURL(/\/invoice-successful\/[0-9a-f-]{36}$/);
      await page.getByRole('heading', { name: t('commerce:success.invoice.title') }).waitFor();
      await page.getByText(t('commerce:quoteFlow.stillOutstanding', { amount: '' }).trim(), { exact: false }).waitFor();
      await expectNoSeriousA11yViolations(page);
      await page.screenshot({ path: `/tmp/quote-deposit-done-${lng}.png`, fullPage: true });

      await tabTo(page, page.getByRole('link', { name: t('commerce:quoteFlow.viewDocuments.quote') }));
      await page.keyboard.press('Enter');
      await page.waitForURL(/\/commerce\/order\/[0-9a-f-]{36}$/);
      await tabTo(page, page.getByRole('button', { name: t('commerce:quoteFlow.continueToCard') }));
      await page.keyboard.press('Enter');
      await fillCard(page);
      await tabTo(page, payButton(page));
      await page.keyboard.press('Enter');
      await page.waitForURL(/\/invoice-successful\/[0-9a-f-]{36}$/);
      await page.getByText(t('commerce:decisions.paid')).waitFor();

      const api = (await (await fetch(`${baseUrl}/api/client/${clientId}/orders/${quote.uuid}`)).json()) as Record<string, unknown>;
      expect(api).toMatchObject({ state: 'paid', prior_payments: '100.00', total_outstanding: '0.00' });
    } finally {
      await close();
    }
  });

  it('reject: an empty reason shows "This information is required"; with a reason the quote is rejected', async () => {
    const quote = await createQuote('Patio lights');
    const { page, close } = await openSite(browser, siteUrl(sub, `/commerce/order/${quote.uuid}`));
    try {
      await hydrated(page);
      await tabTo(page, page.getByRole('button', { name: t('commerce:actions.reject') }));
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: t('commerce:quoteFlow.rejectTitle') });
      await dialog.waitFor();
      expect(await isFocused(dialog.getByLabel(t('commerce:actions.rejectionReason')))).toBe(true);
      await tabTo(page, dialog.getByRole('button', { name: t('commerce:actions.confirmReject') }));
      await page.keyboard.press('Enter');
      await dialog.getByText(t('validation:informationRequired')).waitFor();
      await expectNoSeriousA11yViolations(page);
      await page.screenshot({ path: `/tmp/quote-reject-empty-${lng}.png`, fullPage: true });
      await tabTo(page, dialog.getByLabel(t('commerce:actions.rejectionReason')));
      await page.keyboard.type('Over our budget');
      await tabTo(page, dialog.getByRole('button', { name: t('commerce:actions.confirmReject') }));
      await page.keyboard.press('Enter');
      await stateIs(page, 'rejected');
      await page.getByText('Over our budget').waitFor();
      expect(await page.getByRole('button', { name: t('commerce:quoteFlow.continueToCard') }).count()).toBe(0);
      await expectNoSeriousA11yViolations(page);
      await page.screenshot({ path: `/tmp/quote-rejected-${lng}.png`, fullPage: true });
    } finally {
      await close();
    }
  });
});
