// A purchase's messages end to end (issue 28 "Done when": in Chromium, en (bistro) and es (salon), a purchase
// sends the buyer a receipt and the owner an alert), against the product as the README starts it, with its own
// SMTP mailbox: a buyer pays for the seeded gift card through the real checkout (shipping, then card), then the
// receipt arrives at the buyer's address in the site's language with the order's number, the total the
// checkout asked them to pay (money as the site writes it: `$50.00`, `40,00 €`), the shipping address and the
// order's link, which opens the order in Chromium; the owner's new-order alert arrives at the seeded owner, in
// the owner's profile language.
import { createI18n } from '@vitrina/i18n';
import type { TranslationKey } from '@vitrina/i18n';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linksOf, waitForMail } from '@vitrina/tooling/e2e/mail';
import { baseUrl, connectBrowser } from '@vitrina/tooling/e2e/product';
import { hydrated, openSite, siteUrl } from './support/site-e2e.js';

let browser: Browser;
beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(() => browser?.close());

/**
 * Each business as the demo seed makes it (apps/api/src/seed/clients/*.ts): its name, the site's language and
 * its gift card; its owner and the owner's profile language (apps/api/src/seed/demo-users.ts: owner@salon.test
 * has language_id 2, Spanish); a buyer's address in its country; the form of an amount in its currency.
 */
const BUSINESSES = [
  {
    sub: 'bistro',
    lng: 'en' as const,
    business: 'Harbor Lane Bistro',
    product: 'Gift card',
    owner: { email: 'owner@bistro.test', lng: 'en' as const },
    address: { address1: '12 Harbor Lane', city: 'Portland', postalCode: '97201', phone: '(503) 555-0134' },
    region: { state: 'Oregon' },
    money: /^\$\d{1,3}(,\d{3})*\.\d{2}$/,
  },
  {
    sub: 'salon',
    lng: 'es' as const,
    business: 'Salón Lucía',
    product: 'Tarjeta regalo',
    owner: { email: 'owner@salon.test', lng: 'es' as const },
    address: { address1: 'Calle Mayor 5', city: 'Madrid', postalCode: '28013', phone: '+34 612 345 678' },
    region: { province: 'Madrid' },
    money: /^\d{1,3}(\.\d{3})*,\d{2}\u00a0€$/,
  },
];

interface ApiProduct {
  id: number;
  slug: string;
  name: string;
  sku: string;
  price: string;
  availableQuantity: number;
}

function translator(lng: 'en' | 'es') {
  const i18n = createI18n({ lng });
  return (key: TranslationKey, options?: Record<string, unknown>): string => i18n.t(key, options);
}

describe.each(BUSINESSES)('a purchase on $sub ($lng) mails the buyer a receipt and the owner an alert', (site) => {
  const { sub, lng, product, owner, address, region } = site;
  const t = translator(lng);
  const tOwner = translator(owner.lng);
  let cartLine: Record<string, unknown>;

  beforeAll(async () => {
    const json = (await (await fetch(`${baseUrl}/assets/sites/${sub}.localhost/site.json`)).json()) as { client: { id: number } };
    const list = (await (await fetch(`${baseUrl}/api/client/${json.client.id}/products`)).json()) as { products: ApiProduct[] };
    const p = list.products.find((x) => x.name === product);
    if (!p) throw new Error(`no ${product} on ${sub}`);
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

  it('pays with 4242…, then the receipt (number, total, address, the order link that opens the order) and the owner alert arrive', async () => {
    const buyer = `mail-buyer-${lng}-${Date.now().toString(36)}@example.com`;
    const { page, errors, close } = await openSite(browser, siteUrl(sub, '/'));
    try {
      await page.evaluate((line) => localStorage.setItem('cart', JSON.stringify({ lines: [line] })), cartLine);
      await page.goto(siteUrl(sub, '/shipping-information'));
      await hydrated(page);
      await page.getByLabel(t('commerce:shipping.email')).fill(buyer);
      await page.getByLabel(t('commerce:shipping.firstName')).fill('Ana');
      await page.getByLabel(t('commerce:shipping.lastName')).fill('Ruiz');
      await page.getByLabel(t('commerce:shipping.address1')).fill(address.address1);
      await page.getByLabel(t('commerce:shipping.city')).fill(address.city);
      if ('state' in region) await page.getByLabel(t('commerce:shipping.state')).selectOption({ label: region.state });
      else await page.getByLabel(t('commerce:checkoutFlow.province')).fill(region.province);
      await page.getByLabel(t('commerce:shipping.postalCode')).fill(address.postalCode);
      await page.getByLabel(t('commerce:shipping.phone')).fill(address.phone);
      await page.getByRole('button', { name: t('commerce:checkoutFlow.continueToPayment') }).click();
      await page.getByLabel(t('commerce:card.number')).waitFor();
      await page.getByLabel(t('commerce:card.holderName')).fill('Ana Ruiz');
      await page.getByLabel(t('commerce:card.number')).fill('4242 4242 4242 4242');
      await page.getByLabel(t('commerce:card.expiry')).fill('12/35');
      await page.getByLabel(t('commerce:card.cvv')).fill('123');

      // The total the checkout asks the buyer to pay ("Pay $50.00", "Pagar 40,00 €"): the amount the receipt must show.
      const payPrefix = t('commerce:checkoutFlow.payAmount', { amount: '' }).trim();
      const pay = page.getByRole('button', { name: new RegExp(`^${payPrefix}`) });
      const total = ((await pay.textContent()) ?? '').replace(payPrefix, '').trim();
      expect(total).toMatch(site.money);
      await pay.click();

      await page.waitForURL(/\/order-successful\/[0-9a-f-]{36}$/);
      await page.getByRole('heading', { name: t('commerce:success.order.title') }).waitFor();
      const uuid = new URL(page.url()).pathname.split('/').pop()!;
      // "Your order #12 has been placed…" / "Tu pedido n.º 12 ha sido realizado…": the number follows the text before it.
      const [before = ''] = t('commerce:success.order.body', { number: '\u0001' }).split('\u0001');
      const body = (await page.locator('.site-checkout--done p').first().textContent()) ?? '';
      expect(body.startsWith(before), body).toBe(true);
      const number = /^\d+/.exec(body.slice(before.length))?.[0];
      expect(number, body).toBeDefined();

      const receipt = await waitForMail({ to: buyer, subject: t('mail:receipt.subject', { number, business: site.business }) });
      expect(receipt.subject).toBe(t('mail:receipt.subject', { number, business: site.business }));
      expect(receipt.to.map((a) => a.address)).toEqual([buyer]);
      expect(receipt.language).toBe(lng);
      expect(receipt.html).toMatch(new RegExp(`<html[^>]*lang="${lng}"`));
      expect(receipt.html).toContain(t('mail:receipt.heading'));
      expect(receipt.html).toContain(product);
      expect(receipt.html).toContain(total);
      expect(receipt.text).toContain(total);
      expect(receipt.text).toContain(address.address1);
      expect(receipt.text).toContain(address.postalCode);
      const orderLink = linksOf(receipt).find((href) => href.includes(`/commerce/order/${uuid}`));
      expect(orderLink, linksOf(receipt).join('\n')).toBe(siteUrl(sub, `/commerce/order/${uuid}`));

      // The receipt's link opens the order, in a fresh context (as from the buyer's mail client).
      const opened = await openSite(browser, orderLink!);
      try {
        const table = opened.page.getByRole('table', { name: t('commerce:order.lineItems') });
        await table.getByRole('rowheader', { name: product }).waitFor();
        await opened.page.getByText(t('commerce:checkoutFlow.orderStates.paid')).waitFor();
        expect(await opened.page.locator('main').textContent()).toContain(total);
        expect(await opened.page.locator('main').textContent()).toContain(number!);
      } finally {
        await opened.close();
      }

      // The owner's alert, in the owner's profile language (the amount in the business's currency).
      const alertSubject = tOwner('mail:newOrder.subject', { number, total });
      const alert = await waitForMail({ to: owner.email, subject: alertSubject });
      expect(alert.subject).toBe(alertSubject);
      expect(alert.language).toBe(owner.lng);
      expect(alert.html).toMatch(new RegExp(`<html[^>]*lang="${owner.lng}"`));
      expect(alert.html).toContain(tOwner('mail:newOrder.heading'));
      expect(alert.html).toContain(buyer);
      expect(linksOf(alert).some((href) => href.endsWith('/manage/orders'))).toBe(true);
      // The buyer's own link goes to the buyer alone.
      expect(linksOf(alert).some((href) => href.includes(uuid))).toBe(false);
    } catch (error) {
      await page.screenshot({ path: `/tmp/purchase-mail-failed-${lng}.png`, fullPage: true }).catch(() => {});
      throw new Error(`${(error as Error).message}\npage errors: ${errors.join('\n') || '(none)'}`, { cause: error });
    } finally {
      await close();
    }
  });
});
