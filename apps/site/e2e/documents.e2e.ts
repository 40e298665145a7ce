// PDF receipts and invoices end to end (issue 31 "Documents"), in Chromium against the running product, in
// English on bistro and Spanish on salon. A customer pays an order and downloads its receipt from the order
// page; the owner records a payment on an invoice and downloads its PDF from the Quotes & invoices screen.
// Each file is read back with a PDF text extractor: its number, its total in the business's currency and
// language, its labels in that language, and its fonts embedded.
import { randomUUID } from 'node:crypto';
import { createI18n, formatMoney } from '@vitrina/i18n';
import type { TranslationKey } from '@vitrina/i18n';
import type { Browser, Download, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { downloadedBytes } from '@vitrina/tooling/e2e';
import { baseUrl, connectBrowser } from '@vitrina/tooling/e2e/product';
import { pdfFonts, pdfText } from '@vitrina/tooling/e2e/pdf';
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
    buyer: { country: 'US', state: 'TX', province: '', city: 'Austin', postalCode: '78701', phone: '5125550100' },
  },
  {
    sub: 'salon',
    lng: 'es' as const,
    owner: 'owner@salon.test',
    buyer: { country: 'ES', state: '', province: 'Madrid', city: 'Madrid', postalCode: '28013', phone: '612 345 678' },
  },
];

/** Runs of white space as one space: a PDF's lines are placed, not flowed. */
const flat = (text: string) => text.replace(/\s+/g, ' ');

/** The downloaded file's bytes and name. */
async function saved(download: Download): Promise<{ bytes: Buffer; name: string }> {
  return { bytes: await downloadedBytes(download), name: download.suggestedFilename() };
}

describe.each(SITES)('PDF documents on $sub ($lng)', ({ sub, lng, owner, buyer }) => {
  const i18n = createI18n({ lng });
  const t = (key: TranslationKey, options?: Record<string, unknown>): string => i18n.t(key, options);
  let clientId: number;

  beforeAll(async () => {
    const site = (await (await fetch(`${baseUrl}/assets/sites/${sub}.localhost/site.json`)).json()) as { client: { id: number } };
    clientId = site.client.id;
  });

  it('the customer pays an order and downloads its receipt from the order page: its number and total, in the site’s language', async () => {
    const api = `${baseUrl}/api/client/${clientId}`;
    const { products } = (await (await fetch(`${api}/products`)).json()) as {
      products: { id: number; soldOut: boolean; variants: { id: number; availableQuantity: number }[] }[];
    };
    const product = products.find((p) => !p.soldOut && (p.variants.length === 0 || p.variants.some((v) => v.availableQuantity > 0)))!;
    const res = await fetch(`${api}/checkout`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': randomUUID() },
      body: JSON.stringify({
        lines: [{ product_id: product.id, variant_id: product.variants.find((v) => v.availableQuantity > 0)?.id ?? null, quantity: 1 }],
        shipping: { email: 'nora@example.test', firstName: 'Nora', lastName: 'Núñez', address1: '12 Market St', address2: '', ...buyer },
        payment: { method: 'card', card: { holderName: 'Nora Núñez', cardNumber: '4242 4242 4242 4242', expiryDate: '12/34', cvv: '123' } },
      }),
    });
    const placed = (await res.json()) as { order_number: string; order_uuid: string; totals: { total: string } };
    expect(res.status, JSON.stringify(placed)).toBe(201);
    const order = (await (await fetch(`${api}/orders/${placed.order_uuid}`)).json()) as { total: string; currency: string };
    // Intl writes a no-break space before €; the flattened text has plain spaces.
    const total = flat(formatMoney(Math.round(Number(order.total) * 100), order.currency, lng));

    const { page, close } = await openSite(browser, siteUrl(sub, `/commerce/order/${placed.order_uuid}`));
    try {
      await hydrated(page);
      const link = page.getByRole('link', { name: t('commerce:documentDownload.receipt') });
      await link.waitFor();
      await expectNoSeriousA11yViolations(page);
      const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
      const file = await saved(download);
      expect(file.name).toBe(`receipt-${placed.order_number}.pdf`);
      const text = flat(await pdfText(file.bytes));
      expect(text).toContain(t('documents:titles.receipt'));
      expect(text).toContain(t('documents:pdf.number', { number: placed.order_number }));
      expect(text).toContain(total);
      expect(text).toContain(t('commerce:order.subtotal'));
      expect(text).toContain('Nora Núñez');
      expect(pdfFonts(file.bytes)).toMatchObject({ embedded: true, standard14: [] });
      await page.setViewportSize({ width: 375, height: 800 });
      await page.screenshot({ path: `/tmp/order-receipt-link-${lng}-375.png`, fullPage: true });
    } finally {
      await close();
    }
  });

  it('the owner downloads an invoice’s PDF from the Quotes & invoices screen, with its payment and balance', async () => {
    const bearer = { authorization: `Bearer ${await ownerToken(browser, baseUrl, siteUrl(sub, ''), owner)}` };
    const created = await fetch(`${baseUrl}/api/client/${clientId}/owner-quotes`, {
      method: 'POST',
      headers: { ...bearer, 'content-type': 'application/json' },
      body: JSON.stringify({
        kind: 'invoice',
        email: `invoice-${lng}-${Date.now().toString(36)}@example.com`,
        name: 'Ana Ruiz',
        lines: [{ source: 'text', name: 'Diseño del jardín', description: 'Dos visitas y un plano', unit_price: '1234.50', quantity: 1 }],
        due_date: '2031-01-31',
        terms: 'Net 30',
      }),
    });
    const invoice = (await created.json()) as { id: number; order_number: string; total: string; currency: string };
    expect(created.status, JSON.stringify(invoice)).toBe(201);
    const paid = await fetch(`${baseUrl}/api/client/${clientId}/owner-quotes/${invoice.id}/payments`, {
      method: 'POST',
      headers: { ...bearer, 'content-type': 'application/json' },
      body: JSON.stringify({ amount: '234.50' }),
    });
    expect(paid.status).toBe(200);
    const money = (amount: string) => flat(formatMoney(Math.round(Number(amount) * 100), invoice.currency, lng));

    const context = await browser.newContext();
    const page: Page = await context.newPage();
    try {
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.goto(siteUrl(sub, '/manage/quotes'));
      await page.waitForURL((u) => u.pathname.includes('/oidc/interaction/'));
      await page.fill('#email', owner);
      await page.fill('#password', 'vitrina');
      await page.click('button[type="submit"]');
      const kind = t('manage:quotes.kinds.invoice');
      await page.getByRole('button', { name: t('manage:quotes.open', { kind, number: invoice.order_number }), exact: true }).click();
      const view = page.getByRole('article', { name: t('manage:quotes.detail.title', { kind, number: invoice.order_number }) });
      const button = view.getByRole('button', { name: t('commerce:documentDownload.invoice') });
      await button.waitFor();
      await page.screenshot({ path: `/tmp/quote-pdf-button-${lng}-1280.png` });
      await page.setViewportSize({ width: 375, height: 800 });
      await page.screenshot({ path: `/tmp/quote-pdf-button-${lng}-375.png`, fullPage: true });
      const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
      const file = await saved(download);
      expect(file.name).toBe(`invoice-${invoice.order_number}.pdf`);
      const text = flat(await pdfText(file.bytes));
      expect(text).toContain(t('documents:titles.invoice'));
      expect(text).toContain(t('documents:pdf.number', { number: invoice.order_number }));
      expect(text).toContain('Diseño del jardín');
      expect(text).toContain(money(invoice.total));
      expect(text).toContain(`${t('commerce:order.priorPayments')} ${money('234.50')}`);
      expect(text).toContain(`${t('documents:pdf.balanceDue')} ${money((Number(invoice.total) - 234.5).toFixed(2))}`);
      expect(pdfFonts(file.bytes).embedded).toBe(true);
    } finally {
      await context.close();
    }
  });
});
