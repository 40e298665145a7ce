// The home dashboard in Chromium against the running product (issue 31 "Done when"), in English on the bistro
// and in Spanish on the salon: a visitor lands on `/?utm_source=newsletter&utm_campaign=spring` (the tracking
// record is sent, spec §4/§7), buys a product through the real checkout in that browser, and the owner's
// dashboard then counts the sale in its figures and attributes it to newsletter / spring in the campaign table.
// The table view and the CSV file of a chart hold the day's sale; axe finds nothing serious; 375 px does not
// scroll sideways. Screenshots at 1280 and 375 px go to /tmp for a look.
import type { Browser, Page, Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DashboardAnswer } from '@vitrina/api-client/back-office';
import { formatMoney, toMinorUnits } from '@vitrina/core-model';
import { downloadedBytes } from '@vitrina/tooling/e2e';
import { baseUrl, connectBrowser } from '@vitrina/tooling/e2e/product';
import { translator } from './e2e-helpers.js';
import { seriousA11yViolations } from './popup-checks.js';
import { signInAt, siteOrigin } from './sign-in.js';

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
    address: { address1: '12 Harbor Lane', city: 'Portland', postalCode: '97201', phone: '(503) 555-0134' },
    region: { state: 'Oregon' } as { state: string } | { province: string },
  },
  {
    sub: 'salon',
    lng: 'es' as const,
    owner: 'owner@salon.test',
    product: 'Tarjeta regalo',
    address: { address1: 'Calle Mayor 5', city: 'Madrid', postalCode: '28013', phone: '612 345 678' },
    region: { province: 'Madrid' } as { state: string } | { province: string },
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

const isPixel = (r: Response) => /\/api\/[0-9a-f-]{36}\/final-logo\.png\?uid=/.test(r.url());
const isDashboard = (r: Response) => /\/api\/client\/\d+\/insights\/dashboard\?/.test(r.url()) && r.request().method() === 'GET';

describe.each(SITES)('the dashboard on $sub ($lng), issue 31', ({ sub, lng, owner, product, address, region }) => {
  const t = translator(lng);
  const origin = siteOrigin(baseUrl, sub);
  const email = `dash-${lng}-${Date.now().toString(36)}@example.com`;

  /** The owner's dashboard (default period, the last 30 days): the page and the answer it drew. */
  async function openDashboard(width = 1280): Promise<{ page: Page; answer: DashboardAnswer; close: () => Promise<void> }> {
    const { context, page } = await signInAt(browser, `${origin}/manage`, owner);
    await page.setViewportSize({ width, height: 900 });
    const answered = page.waitForResponse(isDashboard, { timeout: 30_000 });
    await page.waitForURL(`${origin}/manage/dashboard`);
    if ((await page.evaluate(() => document.documentElement.lang)) !== lng) {
      await page.getByRole('button', { name: t(`manage:layout.languages.${lng}`) }).click();
    }
    const response = await answered;
    expect(response.status()).toBe(200);
    const answer = (await response.json()) as DashboardAnswer;
    await page.getByRole('heading', { level: 1, name: t('manage:dashboard.title') }).waitFor();
    await page.locator('[data-figure="sales"]').waitFor();
    return { page, answer, close: () => context.close() };
  }

  /** A visitor from the newsletter: the landing page with its utm link sends the tracking record, then buys. */
  async function buyFromNewsletter(): Promise<string> {
    const context = await browser.newContext();
    try {
      const page = await context.newPage();
      const pixel = page.waitForResponse(isPixel, { timeout: 20_000 });
      await page.goto(`${origin}/?utm_source=newsletter&utm_campaign=spring`);
      expect((await pixel).status()).toBe(200);

      const site = (await (await fetch(`${baseUrl}/assets/sites/${sub}.localhost/site.json`)).json()) as { client: { id: number } };
      const list = (await (await fetch(`${baseUrl}/api/client/${site.client.id}/products`)).json()) as { products: ApiProduct[] };
      const found = list.products.find((p) => p.name === product);
      if (!found) throw new Error(`no ${product} on ${sub}`);
      const line = {
        productId: found.id,
        variantId: null,
        slug: found.slug,
        name: found.name,
        sku: found.sku,
        variantLabels: [],
        image: null,
        unitPrice: found.price,
        quantity: 1,
        availableQuantity: found.availableQuantity,
      };
      await page.evaluate((l) => localStorage.setItem('cart', JSON.stringify({ lines: [l] })), line);
      await page.goto(`${origin}/cart`);
      await page.getByRole('link', { name: t('commerce:cart.checkout') }).click();
      await page.getByLabel(t('commerce:shipping.email')).fill(email);
      await page.getByLabel(t('commerce:shipping.firstName')).fill('Nora');
      await page.getByLabel(t('commerce:shipping.lastName')).fill('Vance');
      await page.getByLabel(t('commerce:shipping.address1')).fill(address.address1);
      await page.getByLabel(t('commerce:shipping.city')).fill(address.city);
      if ('state' in region) await page.getByLabel(t('commerce:shipping.state')).selectOption({ label: region.state });
      else await page.getByLabel(t('commerce:checkoutFlow.province')).fill(region.province);
      await page.getByLabel(t('commerce:shipping.postalCode')).fill(address.postalCode);
      await page.getByLabel(t('commerce:shipping.phone')).fill(address.phone);
      await page.getByRole('button', { name: t('commerce:checkoutFlow.continueToPayment') }).click();
      await page.getByLabel(t('commerce:card.number')).waitFor();
      await page.getByLabel(t('commerce:card.holderName')).fill('Nora Vance');
      await page.getByLabel(t('commerce:card.number')).fill('4242 4242 4242 4242');
      await page.getByLabel(t('commerce:card.expiry')).fill('12/35');
      await page.getByLabel(t('commerce:card.cvv')).fill('123');
      await page.getByRole('button', { name: new RegExp(`^${t('commerce:checkoutFlow.payAmount', { amount: '' }).trim()}`) }).click();
      await page.waitForURL(/\/order-successful\/[0-9a-f-]{36}$/);
      return found.price;
    } finally {
      await context.close();
    }
  }

  it('counts a sale made after visiting the newsletter link and attributes it to newsletter / spring; table, CSV, axe, 375 px', async () => {
    const before = await openDashboard();
    const spring = (a: DashboardAnswer) => a.campaigns.find((c) => c.source === 'newsletter' && c.campaign === 'spring' && c.medium === '');
    const springBefore = spring(before.answer);
    await before.close();

    const price = await buyFromNewsletter();

    const { page, answer, close } = await openDashboard();
    try {
      const cents = (amount: string) => toMinorUnits(amount) ?? 0;
      // The figures count the sale; the page writes them in the business's currency and the reader's language.
      expect(answer.figures.orders.current).toBe(before.answer.figures.orders.current + 1);
      expect(cents(answer.figures.sales.current)).toBe(cents(before.answer.figures.sales.current) + cents(price));
      const sales = formatMoney(cents(answer.figures.sales.current), answer.currency, lng);
      expect((await page.locator('[data-figure="sales"] .vdb-figure__value').textContent())?.replace(/\s/g, ' ')).toBe(
        sales.replace(/\s/g, ' '),
      );
      // The campaign table attributes it to newsletter / spring.
      const row = spring(answer);
      expect(row?.orders).toBe((springBefore?.orders ?? 0) + 1);
      expect(cents(row?.revenue ?? '0')).toBe(cents(springBefore?.revenue ?? '0') + cents(price));
      expect(row?.visits).toBeGreaterThanOrEqual((springBefore?.visits ?? 0) + 1);
      const table = page.getByRole('table', { name: t('manage:dashboard.charts.campaigns') });
      const springRow = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'newsletter', exact: true }) });
      expect(await springRow.count()).toBe(1);
      const cells = await springRow.locator('th, td').allTextContents();
      expect(cells.slice(0, 5)).toEqual(['newsletter', t('manage:dashboard.notSet'), 'spring', String(row?.visits), String(row?.orders)]);

      // The sales chart as a table, and its CSV file: today's row holds the day's sales.
      const panel = page.locator('[data-panel="salesByDay"]');
      await panel.getByRole('button', { name: t('manage:dashboard.charts.table') }).click();
      const days = panel.getByRole('table', { name: t('manage:dashboard.charts.salesByDay') });
      expect(await days.getByRole('row').count()).toBe(answer.days.length + 1);
      const today = answer.days.at(-1);
      const download = page.waitForEvent('download');
      await panel.getByRole('button', { name: new RegExp(`^${t('manage:dashboard.charts.csv')}`) }).click();
      const file = await download;
      expect(file.suggestedFilename()).toBe(`sales-by-day-${answer.range.from}-${answer.range.to}.csv`);
      const csv = (await downloadedBytes(file)).toString('utf8').replace(/^\ufeff/, '');
      const lines = csv.trim().split('\n');
      expect(lines[0]).toBe(`${t('manage:dashboard.columns.date')},${t('manage:dashboard.columns.sales')}`);
      expect(lines.at(-1)).toBe(`${today?.date},${(cents(today?.sales ?? '0') / 100).toFixed(2)}`);

      expect(await seriousA11yViolations(page, 'body')).toEqual([]);
      await page.screenshot({ path: `/tmp/dashboard-${lng}-1280.png`, fullPage: true });

      await page.setViewportSize({ width: 375, height: 800 });
      await page.locator('[data-panel="salesByDay"]').waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      expect(await seriousA11yViolations(page, 'body')).toEqual([]);
      await page.screenshot({ path: `/tmp/dashboard-${lng}-375.png`, fullPage: true });
    } finally {
      await close();
    }
  });
});
