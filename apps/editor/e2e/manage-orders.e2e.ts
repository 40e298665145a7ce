// The back office's Orders screen in Chromium against the running product (issue 13 "Orders"; spec §3
// "Order display fields"): an order placed through the public checkout API with the sandbox's success card
// appears in Orders for the bistro's owner, who opens it, marks it shipped with a note and refunds part of
// it, and sees the amounts; on the salon the same list reads in Spanish. Screenshots at 1280 and 375 px.
import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, connectBrowser } from '@vitrina/tooling/e2e/product';
import { seriousA11yViolations } from './popup-checks.js';
import { openAndSignIn, siteOrigin } from './sign-in.js';
import { translator } from './e2e-helpers.js';

let browser: Browser;

interface StoreProduct {
  id: number;
  soldOut: boolean;
  availableQuantity: number;
  variants: { id: number; availableQuantity: number }[];
}

/** Places an order of the client's first product in stock through the public checkout, paid by 4242 4242 4242 4242. */
async function placeOrder(
  clientId: number,
  buyer: { firstName: string; lastName: string; email: string },
  phone = '5125550100',
): Promise<string> {
  const api = `${baseUrl}/api/client/${clientId}`;
  const { products } = (await (await fetch(`${api}/products`)).json()) as { products: StoreProduct[] };
  const product = products.find(
    (p) => !p.soldOut && p.availableQuantity >= 2 && (p.variants.length === 0 || p.variants.some((v) => v.availableQuantity >= 2)),
  );
  if (!product) throw new Error(`client ${clientId} has no product in stock`);
  const variant = product.variants.find((v) => v.availableQuantity >= 2) ?? null;
  const res = await fetch(`${api}/checkout`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'idempotency-key': randomUUID() },
    body: JSON.stringify({
      lines: [{ product_id: product.id, variant_id: variant?.id ?? null, quantity: 2 }],
      shipping: {
        ...buyer,
        country: 'US',
        address1: '12 Market St',
        address2: '',
        city: 'Austin',
        state: 'TX',
        province: '',
        postalCode: '78701',
        phone,
      },
      payment: {
        method: 'card',
        card: { holderName: `${buyer.firstName} ${buyer.lastName}`, cardNumber: '4242 4242 4242 4242', expiryDate: '12/34', cvv: '123' },
      },
    }),
  });
  const body = (await res.json()) as { order_number?: string; next?: string };
  expect(res.status, JSON.stringify(body)).toBe(201);
  expect(body.next).toBe('success');
  return body.order_number!;
}

/** Signs the owner in at /manage/orders and reads the client id off the screen's first call. */
async function openOrders(origin: string, owner: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const listed = page.waitForResponse((res) => /\/api\/client\/\d+\/owner-orders\?/.test(res.url()));
  await openAndSignIn(page, `${origin}/manage/orders`, owner);
  const clientId = Number(/\/client\/(\d+)\//.exec((await listed).url())?.[1]);
  return { context, page, clientId };
}

/** The list's row of an order, found by its open button (named "Open order #12" in the page's language). */
const row = (page: Page, opener: string) => page.locator('tr', { has: page.getByRole('button', { name: opener, exact: true }) });

beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(() => browser?.close());

describe('the Orders screen at /manage/orders in Chromium (issue 13)', () => {
  it('an order paid at checkout shows for the bistro owner, who ships it with a note and refunds part of it', async () => {
    const t = translator('en');
    const { context, page, clientId } = await openOrders(siteOrigin(baseUrl, 'bistro'), 'owner@bistro.test');
    await page.setViewportSize({ width: 1280, height: 900 });
    const number = await placeOrder(clientId, { firstName: 'Olivia', lastName: 'Stone', email: 'olivia@example.test' });
    await page.reload();
    await page.getByRole('heading', { level: 1, name: t('manage:orders.title') }).waitFor();
    await row(page, t('manage:orders.open', { number })).waitFor();
    await expect(row(page, t('manage:orders.open', { number })).textContent()).resolves.toMatch(
      /Olivia Stone.*olivia@example\.test.*\$[\d,]+\.\d{2}.*Paid.*Unfulfilled/,
    );
    await page.screenshot({ path: '/tmp/orders-list-1280.png', fullPage: true });

    await page.getByRole('button', { name: t('manage:orders.open', { number }) }).click();
    const view = page.getByRole('article', { name: t('manage:orders.orderTitle', { number }) });
    await view.waitFor();
    const text = (await view.textContent()) ?? '';
    for (const label of [
      'commerce:order.subtotal',
      'commerce:order.estimatedTax',
      'commerce:order.shipping',
      'commerce:order.priorPayments',
    ] as const)
      expect(text).toContain(t(label));
    expect(text).toContain('•••• 4242');
    expect(await view.getByText(/\/commerce\/order\/[0-9a-f-]{36}$/).count()).toBe(1);

    await view.getByRole('button', { name: t('manage:orders.markShipped') }).click();
    const ship = page.getByRole('dialog', { name: t('manage:orders.shipTitle', { number }) });
    await ship.getByRole('textbox', { name: t('manage:orders.note') }).fill('UPS 1Z999AA10123456784');
    await ship.getByRole('button', { name: t('manage:orders.markShipped') }).click();
    await page.getByText(t('manage:orders.done.shipped'), { exact: true }).waitFor();
    await view.getByText('UPS 1Z999AA10123456784').waitFor();

    await view.getByRole('button', { name: t('manage:orders.refund') }).click();
    const refund = page.getByRole('dialog', { name: t('manage:orders.refundTitle', { number }) });
    await refund.getByRole('textbox', { name: t('manage:orders.refundAmount') }).fill('1.25');
    await refund.getByRole('button', { name: t('manage:orders.refund') }).click();
    await refund.getByRole('alert').waitFor();
    await refund.getByRole('button', { name: t('manage:orders.confirmRefund') }).click();
    await page.getByText(t('manage:orders.done.refunded', { amount: '$1.25' }), { exact: true }).waitFor();
    await view
      .locator('.vo-totals__row', { hasText: t('manage:orders.refunded') })
      .getByText('$1.25')
      .waitFor();
    expect(await seriousA11yViolations(page, '.vo-orders')).toEqual([]);
    await page.screenshot({ path: '/tmp/order-detail-1280.png', fullPage: true });
    await page.setViewportSize({ width: 375, height: 800 });
    await page.screenshot({ path: '/tmp/order-detail-375.png', fullPage: true });
    await page.getByRole('button', { name: t('manage:orders.back') }).click();
    await row(page, t('manage:orders.open', { number })).waitFor();
    await page.screenshot({ path: '/tmp/orders-list-375.png', fullPage: true });
    await context.close();
  });

  it('on the salon the list reads in Spanish', async () => {
    const t = translator('es');
    const { context, page, clientId } = await openOrders(siteOrigin(baseUrl, 'salon'), 'owner@salon.test');
    // A phone the Spanish business's country takes (issue 26: one phone rule by the business's country).
    const number = await placeOrder(clientId, { firstName: 'Lucía', lastName: 'Gómez', email: 'lucia@example.test' }, '612 345 678');
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.reload();
    await page.getByRole('button', { name: 'Español' }).click();
    await page.getByRole('heading', { level: 1, name: t('manage:orders.title') }).waitFor();
    await row(page, t('manage:orders.open', { number })).waitFor();
    const text = (await row(page, t('manage:orders.open', { number })).textContent()) ?? '';
    expect(text).toContain('Lucía Gómez');
    expect(text).toContain(t('manage:orders.statuses.paid'));
    expect(await page.getByRole('columnheader', { name: t('manage:orders.columns.customer') }).count()).toBe(1);
    await page.screenshot({ path: '/tmp/orders-list-es-1280.png', fullPage: true });
    await context.close();
  });
});
