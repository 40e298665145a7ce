// A purchase's messages end to end (issue 28 "Done when": a purchase sends the buyer a receipt and the owner an
// alert), in Chromium on bistro (en) against the product as the README starts it, with its own SMTP mailbox:
// a buyer pays for the seeded gift card through the real checkout (shipping, then card), then the receipt
// arrives at the buyer's address with the order's number, the total the checkout asked them to pay and the
// order's link, which opens the order in Chromium; the owner's new-order alert arrives at bistro's seeded owner.
import { createI18n } from '@vitrina/i18n';
import type { TranslationKey } from '@vitrina/i18n';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '@vitrina/tooling/e2e';
import { linksOf, waitForMail } from '@vitrina/tooling/e2e/mail';
import { baseUrl } from '@vitrina/tooling/e2e/product';
import { hydrated, openSite, siteUrl } from './support/site-e2e.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const SUB = 'bistro';
const PRODUCT = 'Gift card';
/** Bistro's owner as the demo seed makes it (apps/api/src/seed/demo-users.ts). */
const OWNER_EMAIL = 'owner@bistro.test';

interface ApiProduct {
  id: number;
  slug: string;
  name: string;
  sku: string;
  price: string;
  availableQuantity: number;
}

describe('a purchase on bistro (en) mails the buyer a receipt and the owner an alert', () => {
  const i18n = createI18n({ lng: 'en' });
  const t = (key: TranslationKey): string => i18n.t(key);
  let cartLine: Record<string, unknown>;

  beforeAll(async () => {
    const site = (await (await fetch(`${baseUrl}/assets/sites/${SUB}.localhost/site.json`)).json()) as { client: { id: number } };
    const list = (await (await fetch(`${baseUrl}/api/client/${site.client.id}/products`)).json()) as { products: ApiProduct[] };
    const p = list.products.find((x) => x.name === PRODUCT);
    if (!p) throw new Error(`no ${PRODUCT} on ${SUB}`);
    // The cart line the store's pages write (core-model CartLine), one of the product.
    cartLine = {
      productId: p.id,
      variantId: null,
      slug: p.slug,
      name: p.name,
      sku: p.sku,
      variantLabels: [],
      image: null,
      unitPrice: p.price,
      quantity: 1,
      availableQuantity: p.availableQuantity,
    };
  });

  it('pays with 4242…, then the receipt (number, total, the order link that opens the order) and the owner alert arrive', async () => {
    const buyer = `mail-buyer-${Date.now().toString(36)}@example.com`;
    const { page, errors, close } = await openSite(browser, siteUrl(SUB, '/'));
    try {
      await page.evaluate((line) => localStorage.setItem('cart', JSON.stringify({ lines: [line] })), cartLine);
      await page.goto(siteUrl(SUB, '/shipping-information'));
      await hydrated(page);
      await page.getByLabel(t('commerce:shipping.email')).fill(buyer);
      await page.getByLabel(t('commerce:shipping.firstName')).fill('Ana');
      await page.getByLabel(t('commerce:shipping.lastName')).fill('Ruiz');
      await page.getByLabel(t('commerce:shipping.address1')).fill('12 Harbor Lane');
      await page.getByLabel(t('commerce:shipping.city')).fill('Portland');
      await page.getByLabel(t('commerce:shipping.state')).selectOption({ label: 'Oregon' });
      await page.getByLabel(t('commerce:shipping.postalCode')).fill('97201');
      await page.getByLabel(t('commerce:shipping.phone')).fill('(503) 555-0134');
      await page.getByRole('button', { name: t('commerce:checkoutFlow.continueToPayment') }).click();
      await page.getByLabel(t('commerce:card.number')).waitFor();
      await page.getByLabel(t('commerce:card.holderName')).fill('Ana Ruiz');
      await page.getByLabel(t('commerce:card.number')).fill('4242 4242 4242 4242');
      await page.getByLabel(t('commerce:card.expiry')).fill('12/35');
      await page.getByLabel(t('commerce:card.cvv')).fill('123');

      // The total the checkout asks the buyer to pay ("Pay $50.00"): the amount the receipt must show.
      const payPrefix = i18n.t('commerce:checkoutFlow.payAmount', { amount: '' }).trim();
      const pay = page.getByRole('button', { name: new RegExp(`^${payPrefix}`) });
      const total = ((await pay.textContent()) ?? '').replace(payPrefix, '').trim();
      expect(total).toMatch(/^\$\d[\d,]*\.\d{2}$/);
      await pay.click();

      await page.waitForURL(/\/order-successful\/[0-9a-f-]{36}$/);
      await page.getByRole('heading', { name: t('commerce:success.order.title') }).waitFor();
      const uuid = new URL(page.url()).pathname.split('/').pop()!;
      const body = (await page.locator('.site-checkout--done p').first().textContent()) ?? '';
      const number = /#(\d+)/.exec(body)?.[1];
      expect(number, body).toBeDefined();

      const receipt = await waitForMail({ to: buyer, subject: `Your order #${number} at ` });
      expect(receipt.to.map((a) => a.address)).toEqual([buyer]);
      expect(receipt.language).toBe('en');
      expect(receipt.html).toMatch(/<html[^>]*lang="en"/);
      expect(receipt.html).toContain(PRODUCT);
      expect(receipt.html).toContain(total);
      expect(receipt.text).toContain(total);
      const orderLink = linksOf(receipt).find((href) => href.includes(`/commerce/order/${uuid}`));
      expect(orderLink, linksOf(receipt).join('\n')).toBe(siteUrl(SUB, `/commerce/order/${uuid}`));

      // The receipt's link opens the order, in a fresh context (as from the buyer's mail client).
      const opened = await openSite(browser, orderLink!);
      try {
        const table = opened.page.getByRole('table', { name: t('commerce:order.lineItems') });
        await table.getByRole('rowheader', { name: PRODUCT }).waitFor();
        await opened.page.getByText(t('commerce:checkoutFlow.orderStates.paid')).waitFor();
        expect(await opened.page.locator('main').textContent()).toContain(total);
        expect(await opened.page.locator('main').textContent()).toContain(number!);
      } finally {
        await opened.close();
      }

      const alert = await waitForMail({ to: OWNER_EMAIL, subject: `New order #${number}: ${total}` });
      expect(alert.language).toBe('en');
      expect(alert.html).toContain(buyer);
      expect(linksOf(alert).some((href) => href.endsWith('/manage/orders'))).toBe(true);
      // The buyer's own link goes to the buyer alone.
      expect(linksOf(alert).some((href) => href.includes(uuid))).toBe(false);
    } catch (error) {
      await page.screenshot({ path: '/tmp/purchase-mail-failed.png', fullPage: true }).catch(() => {});
      throw new Error(`${(error as Error).message}\npage errors: ${errors.join('\n') || '(none)'}`, { cause: error });
    } finally {
      await close();
    }
  });
});
