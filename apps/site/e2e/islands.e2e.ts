// The pages served as islands (docs/decisions.md "Islands on the home page", "Store and product pages as
// islands") in Chromium: what a visitor touches before the islands runtime has loaded still works, the page
// loads no router or query store (the home and store pages no React either) after idle, and nothing shifts.
import type { BrowserContextOptions, Page, Route } from 'playwright-core';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectBrowser } from '@vitrina/tooling/e2e/product';
import { PHONE, expectNoSeriousA11yViolations, hydrated, siteUrl, unexpected } from './support/site-e2e.js';

let browser: Browser;
beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(() => browser?.close());

/** Chunks of the whole-app hydration: the hydration entry (with react-router), RTK Query, React DOM, i18next. */
const WHOLE_APP_CHUNK = /\/(entry-client|vitrina-api|client|i18next|react-islands|query-store)-[\w-]+\.js$/;

interface Opened {
  page: Page;
  errors: string[];
  scripts: string[];
  /** Lets the islands runtime's script through (it is held until then). */
  release(): void;
  close(): Promise<void>;
}

/** Opens a page of bistro (home by default) with the islands runtime held back, so the test acts before it runs. */
async function openHeld(options: BrowserContextOptions = {}, init?: () => void, path = '/', sub = 'bistro'): Promise<Opened> {
  const context = await browser.newContext(options);
  if (init) await context.addInitScript(init);
  // Layout shifts of the whole visit, read at the end (CLS as the Web Vitals count it, without input exclusion).
  await context.addInitScript(() => {
    const w = window as unknown as { __cls: number };
    w.__cls = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) {
        if (!entry.hadRecentInput) w.__cls += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  const page = await context.newPage();
  const errors: string[] = [];
  const scripts: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  // A hydration mismatch of an island is a console error (React then renders it again).
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
  });
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/_app\/assets\/runtime-[\w-]+\.js$/, async (route: Route) => {
    await held;
    await route.continue();
  });
  await page.goto(siteUrl(sub, path));
  return { page, errors, scripts, release, close: () => context.close() };
}

describe('home page served as islands (bistro)', () => {
  it('a click on Contact before the islands have loaded opens the contact modal once they have', async () => {
    const { page, errors, release, close } = await openHeld();
    try {
      await page.getByRole('navigation', { name: 'Site navigation' }).getByRole('button', { name: 'Contact' }).click();
      expect(await page.locator('#root').getAttribute('data-islands')).toBeNull();
      release();
      await page.getByRole('dialog', { name: 'Contact us' }).waitFor();
      expect(unexpected(errors)).toEqual([]);
    } finally {
      await close();
    }
  });

  it('on a phone, a press on the menu toggle before the islands have loaded opens the menu; Escape closes it', async () => {
    const { page, release, close } = await openHeld(PHONE);
    try {
      const toggle = page.getByRole('button', { name: 'Menu' });
      await toggle.click();
      release();
      await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('true');
      const nav = page.getByRole('navigation', { name: 'Site navigation' });
      await nav.getByRole('link', { name: 'About', exact: true }).focus();
      await page.keyboard.press('Escape');
      await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('false');
      expect(await toggle.evaluate((element) => element === document.activeElement)).toBe(true);
    } finally {
      await close();
    }
  });

  it('the mini-cart shows the stored cart and leads to the cart page', async () => {
    const { page, release, close } = await openHeld({}, () => {
      localStorage.setItem(
        'cart',
        JSON.stringify({
          lines: [
            {
              productId: 1,
              variantId: null,
              name: 'Apron',
              variantLabels: [],
              image: null,
              unitPrice: '28.00',
              quantity: 2,
              availableQuantity: 9,
            },
          ],
        }),
      );
    });
    try {
      release();
      const cart = page.getByRole('link', { name: 'Cart, 2 items' });
      await cart.click();
      await page.waitForURL(/\/cart$/);
    } finally {
      await close();
    }
  });

  it('gallery: a click on an image before the islands have loaded opens the lightbox once the grid has hydrated', async () => {
    const { page, errors, scripts, release, close } = await openHeld({}, undefined, '/gallery');
    try {
      await page.getByRole('main').getByRole('button').first().click();
      release();
      const dialog = page.getByRole('dialog');
      await dialog.waitFor();
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      expect(scripts.filter((path) => /\/(entry-client|vitrina-api)-[\w-]+\.js$/.test(path))).toEqual([]);
      expect(unexpected(errors)).toEqual([]);
    } finally {
      await close();
    }
  });

  it('after idle the page has loaded no router, store, React or i18next code, and nothing shifted (CLS ≤ 0.05)', async () => {
    const { page, errors, scripts, release, close } = await openHeld();
    try {
      release();
      await hydrated(page);
      // The chat's launcher (bistro has chat) is the last thing the runtime shows without a visitor's action.
      await page.getByRole('button', { name: 'Chat with us' }).waitFor();
      await page.waitForLoadState('networkidle');
      expect(scripts.some((path) => /\/runtime-[\w-]+\.js$/.test(path))).toBe(true);
      expect(scripts.filter((path) => WHOLE_APP_CHUNK.test(path))).toEqual([]);
      expect(await page.locator('#vitrina-state').count()).toBe(0);
      const cls = await page.evaluate(() => (window as unknown as { __cls: number }).__cls);
      expect(cls).toBeLessThanOrEqual(0.05);
      expect(unexpected(errors)).toEqual([]);
    } finally {
      await close();
    }
  });
});

/** The router and the query store of the whole-app hydration: an island page never loads them. */
const ROUTER_OR_STORE_CHUNK = /\/(entry-client|vitrina-api|query-store)-[\w-]+\.js$/;
const cartLabel = (page: Page) => page.locator('.site-mini-cart:not(.site-mini-cart--services)').getAttribute('aria-label');
const clsOf = (page: Page) => page.evaluate(() => (window as unknown as { __cls: number }).__cls);

describe('store and product pages served as islands', () => {
  const cases = [
    {
      lng: 'en',
      sub: 'bistro',
      product: 'Harbor Lane apron',
      add: 'Add to cart',
      added: 'Added to cart',
      count: 'Cart, 1 item',
      cartTitle: 'Your cart',
    },
    {
      lng: 'es',
      sub: 'salon',
      product: 'Champú de argán',
      add: 'Agregar al carrito',
      added: 'Agregado al carrito',
      count: 'Carrito, 1 artículo',
      cartTitle: 'Tu carrito',
    },
  ] as const;

  it.each(cases)(
    '$lng: Add to cart clicked before any island code has loaded is held and replayed; the mini-cart and the cart page show it',
    async ({ sub, product, add, added, count, cartTitle }) => {
      // The product's page, found from the store (a plain link: an island page has no router).
      const store = await openHeld({}, undefined, '/store', sub);
      const path = new URL((await store.page.getByRole('link', { name: product }).first().getAttribute('href')) ?? '', siteUrl(sub))
        .pathname;
      await store.close();

      const { page, errors, scripts, release, close } = await openHeld({}, undefined, path, sub);
      try {
        await page.getByRole('heading', { level: 1, name: product }).waitFor();
        await page.getByRole('button', { name: add }).click();
        expect(await page.locator('#root').getAttribute('data-islands')).toBeNull();
        release();
        await page.getByText(added).waitFor();
        await expect.poll(() => cartLabel(page)).toBe(count);
        await hydrated(page);
        await expectNoSeriousA11yViolations(page);
        expect(await clsOf(page)).toBeLessThanOrEqual(0.05);
        expect(scripts.filter((script) => ROUTER_OR_STORE_CHUNK.test(script))).toEqual([]);
        expect(await page.locator('#vitrina-state').count()).toBe(0);
        await page.screenshot({ path: `/tmp/islands-product-${sub}.png`, fullPage: true });
        expect(unexpected(errors)).toEqual([]);

        await page.getByRole('link', { name: count }).click();
        await page.getByRole('heading', { level: 1, name: cartTitle }).waitFor();
        await page.locator('.site-cart__line').filter({ hasText: product }).waitFor();
        expect(await page.locator('.site-cart__line').count()).toBe(1);
        expect(unexpected(errors)).toEqual([]);
      } finally {
        await close();
      }
    },
  );

  it('/store (bistro): no React, router or store after idle; the tabs and the Services cards wake on use; nothing shifts', async () => {
    const { page, errors, scripts, release, close } = await openHeld({}, undefined, '/store');
    try {
      // The Services tab pressed before the runtime has loaded: held, then shown.
      await page.getByRole('tab', { name: 'Services' }).click();
      release();
      const panel = page.getByRole('tabpanel', { name: 'Services' });
      await panel.getByRole('link', { name: 'Weekly bread box' }).waitFor();
      expect(await page.getByRole('tab', { name: 'Services' }).getAttribute('aria-selected')).toBe('true');
      expect(await page.getByRole('tabpanel', { name: 'Products', includeHidden: true }).isHidden()).toBe(true);
      // Arrows move between the tabs (WAI-ARIA tabs).
      await page.getByRole('tab', { name: 'Services' }).press('ArrowLeft');
      await expect.poll(() => page.getByRole('tab', { name: 'Products' }).getAttribute('aria-selected')).toBe('true');
      await page.getByRole('tab', { name: 'Products' }).press('ArrowRight');
      // The Services cards hydrate once shown: Add to cart works and the services cart link counts it.
      const addClass = panel.getByRole('button', { name: 'Add to cart: Cooking class' });
      await expect.poll(() => addClass.isEnabled(), { timeout: 20_000 }).toBe(true);
      await addClass.click();
      await page.getByText('Added to your services cart.').waitFor();
      await expect.poll(() => page.locator('.site-mini-cart--services').getAttribute('aria-label')).toBe('Services cart, 1 service');
      await expectNoSeriousA11yViolations(page);
      expect(scripts.filter((script) => ROUTER_OR_STORE_CHUNK.test(script))).toEqual([]);
      expect(await clsOf(page)).toBeLessThanOrEqual(0.05);
      await page.getByRole('tab', { name: 'Products' }).click();
      await page.screenshot({ path: '/tmp/islands-store-bistro.png', fullPage: true });
      expect(unexpected(errors)).toEqual([]);
    } finally {
      await close();
    }
  });

  it('/store after idle has loaded only the islands runtime: no React, router, store or i18next', async () => {
    const { page, errors, scripts, release, close } = await openHeld({}, undefined, '/store');
    try {
      release();
      await hydrated(page);
      await page.waitForLoadState('networkidle');
      expect(scripts.filter((path) => WHOLE_APP_CHUNK.test(path))).toEqual([]);
      expect(await clsOf(page)).toBeLessThanOrEqual(0.05);
      expect(unexpected(errors)).toEqual([]);
    } finally {
      await close();
    }
  });
});
