// Issue 26 item 3 in Chromium: the same order shows the same date to its customer (the public order page,
// server-rendered and hydrated) and to the owner (/manage's order detail), the business's date, whatever
// zone the browser is in; the owner's time names the zone. English on the bistro (New York), Spanish on the
// salon (Madrid). Each browser sits in a zone far from the business's (UTC+14, UTC−11), where most hours of
// the day fall on another date: the owner's screen used to show the browser's date.
import { randomUUID } from 'node:crypto';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, connectBrowser } from '@vitrina/tooling/e2e/product';
import { translator } from './e2e-helpers.js';
import { openAndSignIn, siteOrigin } from './sign-in.js';

let browser: Browser;

interface StoreProduct {
  id: number;
  soldOut: boolean;
  availableQuantity: number;
  variants: { id: number; availableQuantity: number }[];
}

/** Places a paid order of the client's first product in stock through the public checkout; its number. */
async function placeOrder(clientId: number, email: string, phone: string): Promise<string> {
  const api = `${baseUrl}/api/client/${clientId}`;
  const { products } = (await (await fetch(`${api}/products`)).json()) as { products: StoreProduct[] };
  const product = products.find(
    (p) => !p.soldOut && p.availableQuantity >= 1 && (p.variants.length === 0 || p.variants.some((v) => v.availableQuantity >= 1)),
  );
  if (!product) throw new Error(`client ${clientId} has no product in stock`);
  const variant = product.variants.find((v) => v.availableQuantity >= 1) ?? null;
  const res = await fetch(`${api}/checkout`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'idempotency-key': randomUUID() },
    body: JSON.stringify({
      lines: [{ product_id: product.id, variant_id: variant?.id ?? null, quantity: 1 }],
      shipping: {
        email,
        firstName: 'Dana',
        lastName: 'Reyes',
        country: 'US',
        address1: '12 Market St',
        address2: '',
        city: 'Austin',
        state: 'TX',
        province: '',
        postalCode: '78701',
        phone,
      },
      payment: { method: 'card', card: { holderName: 'Dana Reyes', cardNumber: '4242 4242 4242 4242', expiryDate: '12/34', cvv: '123' } },
    }),
  });
  const body = (await res.json()) as { order_number?: string };
  expect(res.status, JSON.stringify(body)).toBe(201);
  return body.order_number!;
}

beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(() => browser?.close());

describe('an order has one date for its customer and its owner (issue 26)', () => {
  it.each([
    ['en', 'bistro', 'owner@bistro.test', 'America/New_York', 'Pacific/Kiritimati'],
    ['es', 'salon', 'owner@salon.test', 'Europe/Madrid', 'Pacific/Pago_Pago'],
  ] as const)('%s: %s', async (lng, sub, owner, businessZone, browserZone) => {
    const t = translator(lng);
    const origin = siteOrigin(baseUrl, sub);
    const context = await browser.newContext({ timezoneId: browserZone, locale: lng === 'es' ? 'es-ES' : 'en-US' });
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && /hydrat/i.test(message.text())) problems.push(message.text());
    });
    await page.setViewportSize({ width: 1280, height: 900 });
    const listed = page.waitForResponse((res) => /\/api\/client\/\d+\/owner-orders\?/.test(res.url()));
    await openAndSignIn(page, `${origin}/manage/orders`, owner);
    const clientId = Number(/\/client\/(\d+)\//.exec((await listed).url())?.[1]);
    // A phone the business's country takes (one phone rule by country, issue 26).
    const number = await placeOrder(clientId, `dates-${lng}@example.test`, sub === 'salon' ? '612 345 678' : '5125550100');
    await page.reload();
    if (lng === 'es') await page.getByRole('button', { name: 'Español' }).click();
    await page.getByRole('heading', { level: 1, name: t('manage:orders.title') }).waitFor();
    await page.getByRole('button', { name: t('manage:orders.open', { number }), exact: true }).click();
    const view = page.getByRole('article', { name: t('manage:orders.orderTitle', { number }) });
    await view.waitFor();
    const ownerText = ((await view.textContent()) ?? '').replace(/[\u202f\u00a0]/g, ' ');
    const link = (await view.getByText(/\/commerce\/order\/[0-9a-f-]{36}$/).textContent())!.trim();
    await page.screenshot({ path: `/tmp/i26-dates-manage-${lng}.png`, fullPage: true });

    // The customer's page, server-rendered then hydrated in the same far-away browser.
    const customer = await context.newPage();
    customer.on('console', (message) => {
      if (message.type() === 'error' && /hydrat/i.test(message.text())) problems.push(message.text());
    });
    await customer.goto(new URL(new URL(link).pathname, origin).toString());
    const time = customer.locator('.site-checkout__facts time').first();
    await time.waitFor();
    const instant = (await time.getAttribute('datetime'))!;
    const customerDate = ((await time.textContent()) ?? '').trim();
    await customer.screenshot({ path: `/tmp/i26-dates-order-${lng}.png`, fullPage: true });

    const businessDate = new Intl.DateTimeFormat(lng, { dateStyle: 'short', timeZone: businessZone }).format(new Date(instant));
    const zoneName = new Intl.DateTimeFormat(lng, { timeZone: businessZone, timeZoneName: 'short' })
      .formatToParts(new Date(instant))
      .find((p) => p.type === 'timeZoneName')!.value;
    expect(customerDate).toBe(businessDate);
    // "Dated: 11/28/26, 11:06 PM EST" / "Fecha: 29/11/26, 5:06 CET": the same day, the time with its zone.
    expect(ownerText).toMatch(
      new RegExp(`${t('commerce:order.dated')}: ${businessDate.replace(/\//g, '\\/')}, [^A-Za-z]*(AM |PM )?${zoneName}`),
    );
    expect(problems).toEqual([]);
    await context.close();
  });
});
