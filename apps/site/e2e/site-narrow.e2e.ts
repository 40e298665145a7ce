// Issue 26 ("Done when"): every public route on a 375 px phone, in English (bistro) and Spanish (salon):
// nothing scrolls sideways and axe-core finds nothing serious or critical. The pages of an order use one
// bought through the store's checkout call with the sandbox's success card (a gift card: no stock runs out).
// Desktop axe runs are in site-a11y.e2e.ts; the booking steps at 375 px in booking-narrow.e2e.ts.
import { randomUUID } from 'node:crypto';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, connectBrowser } from '@vitrina/tooling/e2e/product';
import { overflow } from '@vitrina/tooling/e2e';
import { PHONE, expectNoSeriousA11yViolations, hydrated, siteUrl } from './support/site-e2e.js';

let browser: Browser;
beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(() => browser?.close());

const get = async <T>(path: string): Promise<T> => (await (await fetch(`${baseUrl}${path}`)).json()) as T;

const SITES = [
  {
    sub: 'bistro',
    giftCard: 'Gift card',
    buyer: { country: 'US', state: 'OR', province: '', city: 'Portland', postalCode: '97201', phone: '(503) 555-0134' },
  },
  {
    sub: 'salon',
    giftCard: 'Tarjeta regalo',
    buyer: { country: 'ES', state: '', province: 'Madrid', city: 'Madrid', postalCode: '28013', phone: '612 345 678' },
  },
] as const;

interface Fixture {
  post: string | null;
  product: string;
  service: string | null;
  staff: number | null;
  order: string;
}

async function fixtureOf(site: (typeof SITES)[number]): Promise<Fixture> {
  const { client } = await get<{ client: { id: number } }>(`/assets/sites/${site.sub}.localhost/site.json`);
  const api = `/api/client/${client.id}`;
  const [{ posts }, { products }, { services }, { staff }] = await Promise.all([
    get<{ posts: { slug: string }[] }>(`${api}/blog`),
    get<{ products: { id: number; name: string; slug: string; variants: { id: number }[] }[] }>(`${api}/products`),
    get<{ services: { slug: string }[] }>(`${api}/services-store`),
    get<{ staff: { id: number }[] }>(`${api}/booking`),
  ]);
  const giftCard = products.find((p) => p.name === site.giftCard);
  if (!giftCard) throw new Error(`${site.sub} sells no ${site.giftCard}`);
  const res = await fetch(`${baseUrl}${api}/checkout`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'idempotency-key': randomUUID() },
    body: JSON.stringify({
      lines: [{ product_id: giftCard.id, variant_id: giftCard.variants[0]?.id ?? null, quantity: 1 }],
      shipping: { email: 'narrow@example.test', firstName: 'Ines', lastName: 'Mora', address1: '12 Main St', address2: '', ...site.buyer },
      payment: { method: 'card', card: { holderName: 'Ines Mora', cardNumber: '4242 4242 4242 4242', expiryDate: '12/34', cvv: '123' } },
    }),
  });
  const body = (await res.json()) as { order_uuid: string };
  expect(res.status, JSON.stringify(body)).toBe(201);
  return {
    post: posts[0]?.slug ?? null,
    product: giftCard.slug,
    service: services[0]?.slug ?? null,
    staff: staff[0]?.id ?? null,
    order: body.order_uuid,
  };
}

/** Every public route of spec §2 a visitor can open on this site (those needing an id use the fixture's). */
function routes(f: Fixture): string[] {
  return [
    '/',
    '/gallery',
    '/blog',
    ...(f.post ? [`/blog/${f.post}`] : []),
    '/store',
    '/shop',
    `/product/${f.product}`,
    `/store/product/${f.product}`,
    '/cart',
    '/shipping-information',
    '/services-store',
    ...(f.service ? [`/service/${f.service}`, `/store/service/${f.service}`] : []),
    '/services-cart',
    '/services-finalize',
    '/appointment',
    ...(f.staff ? [`/appointment/employee/${f.staff}`] : []),
    `/commerce/order/${f.order}`,
    `/order-successful/${f.order}`,
    `/commerce/order/${f.order}/feedback`,
    '/subscription-payment-update-successful',
    '/forms/customer/00000000-0000-4000-8000-000000000000',
    '/not-found',
    '/error',
    '/access-denied',
  ];
}

/** Opens `path` on the phone, waits for its data, then: no sideways scrolling, axe clean. */
async function check(page: Page, url: string, shot: string): Promise<void> {
  await page.goto(url);
  await hydrated(page);
  // Its data shown: no spinner left (not "network idle": the tracking pixel's keepalive request never ends).
  await page.waitForFunction(() => !document.querySelector('.vk-spinner'));
  await page.screenshot({ path: `/tmp/narrow-${shot}.png`, fullPage: true });
  expect(await overflow(page), url).toEqual({ extra: 0, past: [] });
  await expectNoSeriousA11yViolations(page);
}

describe.each(SITES)('$sub at 375 px: every public route fits the screen and is axe clean', (site) => {
  let context: BrowserContext;
  let page: Page;
  let fixture: Fixture;
  beforeAll(async () => {
    fixture = await fixtureOf(site);
    context = await browser.newContext(PHONE);
    page = await context.newPage();
  });
  afterAll(() => context?.close());

  it('each route', async () => {
    const failures: string[] = [];
    for (const path of routes(fixture)) {
      try {
        await check(page, siteUrl(site.sub, path), `${site.sub}${path.replaceAll('/', '_')}`);
      } catch (error) {
        failures.push(`${path}: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
    expect(failures, failures.join('\n\n')).toEqual([]);
  }, 240_000);
});

describe('status sites at 375 px', () => {
  it.each([
    ['closed', '/website_disabled'],
    ['newbie', '/setup-website'],
    ['newbie', '/open/store'],
  ])('%s %s fits the screen and is axe clean', async (sub, path) => {
    const context = await browser.newContext(PHONE);
    try {
      await check(await context.newPage(), siteUrl(sub, path), `${sub}${path.replaceAll('/', '_')}`);
    } finally {
      await context.close();
    }
  });
});
