// The back office's Customers screen in Chromium against the running product (issue 30): a new customer of the
// bistro orders through the public checkout, is booked and is sent a quote; the owner finds them by their
// phone number typed another way, opens their page and sees the order, the booking and the quote, each
// linking to its own screen; downloads the customers and orders CSV files and finds the right rows; then reads
// the same page in Spanish. axe clean at 1280 and 375 px (no sideways scrolling); screenshots to /tmp.
import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { downloadedBytes } from '@vitrina/tooling/e2e';
import { baseUrl, connectBrowser } from '@vitrina/tooling/e2e/product';
import { seriousA11yViolations } from './popup-checks.js';
import { openAndSignIn, siteOrigin, storedUser } from './sign-in.js';

const bistro = siteOrigin(baseUrl, 'bistro');
const ZONE = 'America/New_York';
let browser: Browser;
/** The customer the owner's test made (booked with Priya Nair, the employee staff@bistro.test). */
let booked: { name: string; digits: string; email: string } | null = null;

/** The local date `days` from today in the bistro's zone, and its offset at midday ("-05:00"). */
function dateAhead(days: number): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    new Date(Date.now() + days * 86_400_000),
  );
}
function offsetOn(date: string): string {
  const name = new Intl.DateTimeFormat('en-US', { timeZone: ZONE, timeZoneName: 'longOffset' })
    .formatToParts(new Date(`${date}T16:00:00Z`))
    .find((p) => p.type === 'timeZoneName')!.value;
  return name === 'GMT' ? '+00:00' : name.replace('GMT', '');
}

/** A CSV of the export (no quoted commas in these rows): its header's names → each row's values. */
function csvRows(text: string): Record<string, string>[] {
  const [header, ...lines] = text
    .replace(/^\uFEFF/, '')
    .trim()
    .split(/\r?\n/);
  const names = header!.split(',');
  return lines.map((line) => Object.fromEntries(line.split(',').map((value, i) => [names[i], value.replace(/^"|"$/g, '')])));
}

interface Customer {
  firstName: string;
  lastName: string;
  email: string;
  /** As the customer typed it. */
  phone: string;
  digits: string;
}

async function ownerCall(page: Page, path: string, init: { method?: string; body?: unknown } = {}) {
  const token = (await storedUser(page))!.access_token;
  const res = await fetch(`${baseUrl}/api/client/${path}`, {
    method: init.method ?? 'GET',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

/** The customer's paid order through the public checkout (sandbox success card): its number. */
async function placeOrder(clientId: number, c: Customer): Promise<string> {
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
      shipping: {
        email: c.email,
        firstName: c.firstName,
        lastName: c.lastName,
        country: 'US',
        address1: '12 Market St',
        address2: '',
        city: 'Austin',
        state: 'TX',
        province: '',
        postalCode: '78701',
        phone: c.phone,
      },
      payment: { method: 'card', card: { holderName: c.firstName, cardNumber: '4242 4242 4242 4242', expiryDate: '12/34', cvv: '123' } },
    }),
  });
  const body = (await res.json()) as { order_number: string };
  expect(res.status, JSON.stringify(body)).toBe(201);
  return body.order_number;
}

/** An online wine pairing with Priya Nair booked for the customer by the owner, months ahead: its start. */
async function book(page: Page, clientId: number, c: Customer): Promise<string> {
  const options = (await ownerCall(page, `${clientId}/owner-appointments/options`)).body as {
    staff: { id: number; name: string }[];
    services: { id: number; name: string }[];
  };
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const date = dateAhead(90 + Math.floor(Math.random() * 200));
    const start = `${date}T${String(9 + Math.floor(Math.random() * 8)).padStart(2, '0')}:00:00${offsetOn(date)}`;
    const res = await ownerCall(page, `${clientId}/owner-appointments`, {
      method: 'POST',
      body: {
        staffId: options.staff.find((s) => s.name === 'Priya Nair')!.id,
        serviceIds: [options.services.find((s) => s.name === 'Wine pairing consultation')!.id],
        serviceType: 2,
        start,
        details: { firstName: c.firstName, lastName: c.lastName, email: c.email, phoneNumber: c.phone },
      },
    });
    if (res.status === 201) return start;
    expect(res.status, JSON.stringify(res.body)).toBe(409);
  }
  throw new Error('no free hour found for the booking');
}

/** A quote of 180.00 sent to the customer by the owner: its number. */
async function sendQuote(page: Page, clientId: number, c: Customer): Promise<string> {
  const res = await ownerCall(page, `${clientId}/owner-quotes`, {
    method: 'POST',
    body: {
      kind: 'quote',
      email: c.email,
      name: `${c.firstName} ${c.lastName}`,
      lines: [{ source: 'text', name: 'Private dinner for eight', unit_price: '180.00', quantity: 1 }],
    },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return String(res.body.order_number);
}

/** Whether the page scrolls sideways. */
const scrollsSideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(() => browser?.close());

describe('the Customers screen at /manage/customers in Chromium (issue 30)', () => {
  it('the owner finds a customer by phone, sees their order, booking and quote, downloads the CSV files; the same in Spanish', async () => {
    const tag = randomUUID().slice(0, 6);
    const four = String(1000 + Math.floor(Math.random() * 9000));
    const customer: Customer = {
      firstName: `Iris${tag}`,
      lastName: 'Quintana',
      email: `iris.${tag}@example.test`,
      phone: `(617) 555-${four}`,
      digits: `617555${four}`,
    };
    const context = await browser.newContext({ acceptDownloads: true });
    const page = await context.newPage();
    await page.setViewportSize({ width: 1280, height: 900 });
    const listed = page.waitForResponse((res) => /\/api\/client\/\d+\/customers\?/.test(res.url()));
    await openAndSignIn(page, `${bistro}/manage/customers`, 'owner@bistro.test');
    const clientId = Number(/\/client\/(\d+)\//.exec((await listed).url())?.[1]);
    await page.getByRole('heading', { level: 1, name: 'Customers' }).waitFor();

    const orderNumber = await placeOrder(clientId, customer);
    const start = await book(page, clientId, customer);
    const quoteNumber = await sendQuote(page, clientId, customer);

    // Found by the phone's digits typed another way.
    await page.getByRole('searchbox', { name: /^Search/ }).fill(`617.555.${four}`);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    const open = page.getByRole('button', { name: `Open ${customer.firstName} ${customer.lastName}` });
    await open.waitFor();
    expect(await page.locator('[data-customer-id]').count()).toBe(1);
    expect(await seriousA11yViolations(page, 'main')).toEqual([]);
    await page.screenshot({ path: '/tmp/customers-list-1280.png', fullPage: true });

    await open.click();
    await page.getByRole('heading', { level: 1, name: `${customer.firstName} ${customer.lastName}` }).waitFor();
    const orders = page.getByRole('region', { name: 'Orders' });
    await orders.getByRole('link', { name: `Open order #${orderNumber}` }).waitFor();
    const bookings = page.getByRole('region', { name: 'Bookings' });
    expect(await bookings.getByRole('region', { name: 'Coming' }).textContent()).toContain('Wine pairing consultation');
    const documents = page.getByRole('region', { name: 'Quotes & invoices' });
    await documents.getByRole('link', { name: `Open Quote #${quoteNumber}` }).waitFor();
    expect(await documents.textContent()).toContain('$180.00');
    expect(await page.getByLabel('Phone').inputValue()).toBe(customer.phone);
    expect(await seriousA11yViolations(page, 'main')).toEqual([]);
    await page.screenshot({ path: '/tmp/customers-page-1280.png', fullPage: true });

    // The order opens on the Orders screen, and back.
    await orders.getByRole('link', { name: `Open order #${orderNumber}` }).click();
    await page.getByRole('heading', { level: 2, name: `Order #${orderNumber}` }).waitFor();
    await page.goBack();
    await page.getByRole('heading', { level: 1, name: `${customer.firstName} ${customer.lastName}` }).waitFor();

    // The booking opens on the Schedule's day of it.
    const bookingLink = bookings.getByRole('link').first();
    expect(await bookingLink.getAttribute('href')).toMatch(
      new RegExp(`^/manage/schedule\\?view=day&date=${start.slice(0, 10)}&appointment=\\d+$`),
    );

    // 375 px: no sideways scrolling, axe clean.
    await page.setViewportSize({ width: 375, height: 800 });
    await page.getByRole('heading', { level: 1, name: `${customer.firstName} ${customer.lastName}` }).waitFor();
    expect(await scrollsSideways(page)).toBe(false);
    expect(await seriousA11yViolations(page, 'main')).toEqual([]);
    await page.screenshot({ path: '/tmp/customers-page-375.png', fullPage: true });
    await page.getByRole('link', { name: 'All customers' }).click();
    await page.getByRole('heading', { level: 1, name: 'Customers' }).waitFor();
    // The list is asked again on each visit: the new customer is there without a search.
    await page.locator(`[data-customer-id]`, { hasText: customer.email }).waitFor();
    expect(await scrollsSideways(page)).toBe(false);
    await page.screenshot({ path: '/tmp/customers-list-375.png', fullPage: true });
    await page.setViewportSize({ width: 1280, height: 900 });

    // The CSV files: the customer's row, and their order's.
    const customersFile = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download customers (CSV)' }).click();
    const customersDownload = await customersFile;
    expect(customersDownload.suggestedFilename()).toMatch(/^customers-\d{4}-\d{2}-\d{2}\.csv$/);
    const customerRows = csvRows((await downloadedBytes(customersDownload)).toString('utf8'));
    expect(customerRows.find((r) => r.email === customer.email)).toMatchObject({
      first_name: customer.firstName,
      last_name: customer.lastName,
      phone: customer.phone,
      currency: 'USD',
      owes: 'no',
    });
    const ordersFile = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download orders (CSV)' }).click();
    const orderRows = csvRows((await downloadedBytes(await ordersFile)).toString('utf8'));
    const row = orderRows.find((r) => r.number === orderNumber.replace(/^#/, ''));
    expect(row).toMatchObject({ email: customer.email, first_name: customer.firstName, status: 'paid', currency: 'USD' });
    expect(row!.total).toMatch(/^\d+\.\d{2}$/);
    expect(row!.date).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);

    // The import: a file with a refused row imports nothing; the fixed file imports every row.
    const newcomer = `lena.${tag}@example.test`;
    await page.getByText('Import customers from CSV').click();
    const bad = `email,first_name,phone\n${newcomer},Lena,\nnot-an-email,,123\n`;
    await page.getByLabel('CSV file').setInputFiles({ name: 'customers.csv', mimeType: 'text/csv', buffer: Buffer.from(bad) });
    await page.getByText('1 new, 0 to update, 1 with errors.').waitFor();
    const preview = page.getByRole('table', { name: 'Rows of the file' });
    expect(await preview.getByRole('row').nth(2).textContent()).toContain('Please enter a valid e-mail address.');
    expect(await page.getByRole('button', { name: /^Import \d/ }).count()).toBe(0);
    expect(await seriousA11yViolations(page, 'main')).toEqual([]);
    await page.screenshot({ path: '/tmp/customers-import-1280.png', fullPage: true });
    const good = `email,first_name,last_name\n${newcomer},Lena,Ortiz\n${customer.email},${customer.firstName},${customer.lastName}\n`;
    await page.getByLabel('CSV file').setInputFiles({ name: 'customers.csv', mimeType: 'text/csv', buffer: Buffer.from(good) });
    await page.getByRole('button', { name: 'Import 2 customers' }).click();
    await page.getByText('Customers added: 1; updated: 1.').first().waitFor();
    await page.locator(`[data-customer-id]`, { hasText: newcomer }).waitFor();

    // In Spanish: the same customer by phone, their page's sections.
    await page.getByRole('button', { name: 'Español' }).click();
    await page.getByRole('heading', { level: 1, name: 'Clientes' }).waitFor();
    await page.getByRole('searchbox', { name: /^Buscar/ }).fill(customer.digits);
    await page.getByRole('button', { name: 'Buscar', exact: true }).click();
    await page.getByRole('button', { name: `Abrir ${customer.firstName} ${customer.lastName}` }).click();
    await page
      .getByRole('region', { name: 'Pedidos' })
      .getByRole('link', { name: `Abrir el pedido n.º ${orderNumber}` })
      .waitFor();
    await page.getByRole('region', { name: 'Reservas' }).getByRole('region', { name: 'Próximas' }).waitFor();
    await page
      .getByRole('region', { name: 'Presupuestos y facturas' })
      .getByRole('link', { name: new RegExp(`n\\.º ${quoteNumber}$`) })
      .waitFor();
    expect(await seriousA11yViolations(page, 'main')).toEqual([]);
    await page.screenshot({ path: '/tmp/customers-page-es-1280.png', fullPage: true });
    await page.getByRole('button', { name: 'English' }).click();
    booked = { name: `${customer.firstName} ${customer.lastName}`, digits: customer.digits, email: customer.email };
    await context.close();
  });

  it('§6 staff@bistro.test (Priya Nair) finds the customer of her booking and reads their page, with nothing to change', async () => {
    expect(booked).not.toBeNull();
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.setViewportSize({ width: 1280, height: 900 });
    await openAndSignIn(page, `${bistro}/manage/customers`, 'staff@bistro.test');
    await page.getByRole('heading', { level: 1, name: 'Customers' }).waitFor();
    expect(await page.getByRole('button', { name: 'Download customers (CSV)' }).count()).toBe(0);
    await page.getByRole('searchbox', { name: /^Search/ }).fill(booked!.digits);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByRole('button', { name: `Open ${booked!.name}` }).click();
    await page.getByRole('heading', { level: 1, name: booked!.name }).waitFor();
    await page.getByText('Only the owner and managers can change a customer.').waitFor();
    expect(await page.getByRole('button', { name: 'Save' }).count()).toBe(0);
    expect(await page.getByRole('region', { name: 'Orders' }).count()).toBe(0);
    expect(await page.getByRole('region', { name: 'Coming' }).textContent()).toContain('Priya Nair');
    expect(await seriousA11yViolations(page, 'main')).toEqual([]);
    await page.screenshot({ path: '/tmp/customers-staff-1280.png', fullPage: true });
    await context.close();
  });
});
