// Discount codes end to end (issue 30 "Done when": a visitor applies a code and pays the discounted total; an
// expired or used-up code shows its message), in English on bistro and Spanish on salon, in Chromium against
// the product as the README starts it. The owner makes the codes through the owner API (the back office's
// calls); the cart is written to local storage under `cart` (spec §3) as the store's pages write it.
import { createI18n } from '@vitrina/i18n';
import type { TranslationKey } from '@vitrina/i18n';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, connectBrowser } from '@vitrina/tooling/e2e/product';
import { ownerToken } from './support/owner-token.js';
import { expectNoSeriousA11yViolations, hydrated, openSite, siteUrl } from './support/site-e2e.js';

let browser: Browser;
beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(() => browser?.close());

const SITES = [
  {
    sub: 'bistro',
    lng: 'en' as const,
    owner: 'owner@bistro.test',
    product: 'Gift card',
    service: 'Cooking class',
    /** Two gift cards, 25 % off, in the business's currency as the page's language writes it. */
    discount: '$25.00',
    address: { address1: '12 Harbor Lane', city: 'Portland', postalCode: '97201', phone: '(503) 555-0134' },
    region: { state: 'Oregon', code: 'OR' },
    country: 'US',
  },
  {
    sub: 'salon',
    lng: 'es' as const,
    owner: 'owner@salon.test',
    product: 'Tarjeta regalo',
    service: 'Corte y peinado a domicilio',
    discount: '20,00\u00a0€',
    address: { address1: 'Calle Mayor 5', city: 'Madrid', postalCode: '28013', phone: '612 345 678' },
    region: { province: 'Madrid' },
    country: 'ES',
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

describe.each(SITES)('discount codes on $sub ($lng)', ({ sub, lng, owner, product, service, discount, address, region, country }) => {
  const i18n = createI18n({ lng });
  const t = (key: TranslationKey, options?: Record<string, unknown>): string => i18n.t(key, options);
  const run = `${lng}${Date.now().toString(36)}`.toUpperCase();
  const codes = { good: `SAVE25${run}`, expired: `OLD${run}`, usedUp: `ONCE${run}` };
  let api: string;
  let cartLine: Record<string, unknown>;

  beforeAll(async () => {
    const site = (await (await fetch(`${baseUrl}/assets/sites/${sub}.localhost/site.json`)).json()) as { client: { id: number } };
    api = `${baseUrl}/api/client/${site.client.id}`;
    const list = (await (await fetch(`${api}/products`)).json()) as { products: ApiProduct[] };
    const found = list.products.find((p) => p.name === product);
    if (!found) throw new Error(`no ${product} on ${sub}`);
    cartLine = {
      productId: found.id,
      variantId: null,
      slug: found.slug,
      name: found.name,
      sku: found.sku,
      variantLabels: [],
      image: null,
      unitPrice: found.price,
      quantity: 2,
      availableQuantity: found.availableQuantity,
    };
    const bearer = { authorization: `Bearer ${await ownerToken(browser, baseUrl, siteUrl(sub, ''), owner)}` };
    const make = async (body: Record<string, unknown>) => {
      const res = await fetch(`${api}/owner-discount-codes`, {
        method: 'POST',
        headers: { ...bearer, 'content-type': 'application/json' },
        body: JSON.stringify({ kind: 'percent', value: '25', ...body }),
      });
      expect(res.status, await res.clone().text()).toBe(201);
    };
    await make({ code: codes.good });
    await make({ code: codes.expired, starts_on: '2025-01-01', ends_on: '2025-01-31' });
    await make({ code: codes.usedUp, usage_limit: 1 });
    // Someone used the one-use code already.
    const used = await fetch(`${api}/checkout`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': `e2e-discount-${run}` },
      body: JSON.stringify({
        lines: [{ product_id: found.id, variant_id: null, quantity: 1 }],
        shipping: {
          email: `first-${run}@example.com`.toLowerCase(),
          firstName: 'Ana',
          lastName: 'Ruiz',
          country,
          ...address,
          ...('state' in region ? { state: region.code } : { province: region.province }),
        },
        payment: { method: 'card', card: { holderName: 'Ana Ruiz', cardNumber: '4242 4242 4242 4242', expiryDate: '12/35', cvv: '123' } },
        discount_code: codes.usedUp,
      }),
    });
    expect(used.status, await used.clone().text()).toBe(201);
  });

  async function openCart(viewport?: { width: number; height: number }) {
    const opened = await openSite(browser, siteUrl(sub, '/'), viewport ? { viewport } : {});
    await opened.page.evaluate((line) => localStorage.setItem('cart', JSON.stringify({ lines: [line] })), cartLine);
    await opened.page.goto(siteUrl(sub, '/cart'));
    await hydrated(opened.page);
    await opened.page.getByLabel(t('discounts:cart.label')).waitFor();
    return opened;
  }

  /** The buyer's details on the checkout (or services-finalize) page, then the payment step with the test card. */
  async function fillBuyerAndCard(page: Page, email: string) {
    await page.getByLabel(t('commerce:shipping.email')).fill(email);
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
  }

  async function apply(page: Page, code: string) {
    const field = page.getByLabel(t('discounts:cart.label'));
    await field.fill(code);
    await page.getByRole('button', { name: t('discounts:cart.apply') }).click();
  }

  it('applies a code in the cart, pays the discounted total, and the order page shows the discount line', async () => {
    const { page, close } = await openCart();
    try {
      await apply(page, codes.good.toLowerCase());
      await page.getByText(t('discounts:cart.applied', { code: codes.good })).waitFor();
      const line = page.locator('.site-cart__total--discount');
      await line.getByText(t('discounts:cart.line', { code: codes.good })).waitFor();
      expect(await line.textContent()).toContain(discount);
      const total = (await page.locator('.site-cart__total--total dd').textContent()) ?? '';
      await expectNoSeriousA11yViolations(page);
      await page.screenshot({ path: `/tmp/discount-cart-${lng}.png`, fullPage: true });

      await page.getByRole('link', { name: t('commerce:cart.checkout') }).click();
      await page.getByLabel(t('commerce:shipping.email')).waitFor();
      await fillBuyerAndCard(page, `buyer-${run}@example.com`.toLowerCase());
      // The button says the discounted total the cart showed.
      const pay = page.getByRole('button', { name: t('commerce:checkoutFlow.payAmount', { amount: total.trim() }) });
      await pay.click();
      await page.waitForURL(/\/order-successful\/[0-9a-f-]{36}$/);
      expect(await page.evaluate(() => localStorage.getItem('cart_discount_code'))).toBeNull();
      await page.getByRole('link', { name: t('commerce:success.viewOrder') }).click();
      await page.waitForURL(/\/commerce\/order\/[0-9a-f-]{36}$/);
      const discountRow = page.getByText(t('commerce:order.discount'), { exact: true }).first().locator('..');
      expect(await discountRow.textContent()).toContain(discount);
      await expectNoSeriousA11yViolations(page);
      await page.screenshot({ path: `/tmp/discount-order-${lng}.png`, fullPage: true });
    } finally {
      await close();
    }
  });

  it('an expired code and a used-up code each show their message; 375 px wide without sideways scrolling', async () => {
    const { page, close } = await openCart({ width: 375, height: 800 });
    try {
      await apply(page, codes.expired);
      await page
        .getByRole('alert')
        .filter({ hasText: t('discounts:refused.expired') })
        .waitFor();
      await apply(page, codes.usedUp);
      await page
        .getByRole('alert')
        .filter({ hasText: t('discounts:refused.used_up') })
        .waitFor();
      expect(await page.locator('.site-cart__total--discount').textContent()).not.toContain(discount);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      await expectNoSeriousA11yViolations(page);
      await page.screenshot({ path: `/tmp/discount-refused-${lng}.png`, fullPage: true });
    } finally {
      await close();
    }
  });

  it('the services cart: the code comes off, and the services checkout charges the discounted total', async () => {
    const { page, close } = await openSite(browser, siteUrl(sub, '/services-store'));
    try {
      await hydrated(page);
      await page.getByRole('button', { name: t('commerce:servicesStore.addToCartOf', { name: service }) }).click();
      await page.getByText(t('commerce:servicesStore.added')).first().waitFor();
      await page.goto(siteUrl(sub, '/services-cart'));
      await hydrated(page);
      await apply(page, codes.good);
      await page.getByText(t('discounts:cart.applied', { code: codes.good })).waitFor();
      await page
        .locator('.site-cart__total--discount')
        .getByText(t('discounts:cart.line', { code: codes.good }))
        .waitFor();
      const total = ((await page.locator('.site-cart__total--total dd').textContent()) ?? '').trim();
      await expectNoSeriousA11yViolations(page);
      await page.screenshot({ path: `/tmp/discount-services-cart-${lng}.png`, fullPage: true });
      await page.getByRole('button', { name: t('commerce:servicesStore.continue') }).click();
      await page.waitForURL(/\/services-finalize$/);
      await fillBuyerAndCard(page, `svc-${run}@example.com`.toLowerCase());
      await page.getByRole('button', { name: t('commerce:checkoutFlow.payAmount', { amount: total }) }).click();
      await page.waitForURL(/\/services-success\/[0-9a-f-]{36}$/);
      expect(await page.evaluate(() => localStorage.getItem('services_cart_discount_code'))).toBeNull();
    } finally {
      await close();
    }
  });
});
