// Merging two customer records of the same person in Chromium against the running product (issue 30): the same
// buyer ordered twice with two e-mails; the owner opens the first one's page, finds the second in the merge
// dialog, reads what moves and which blank is filled, merges and sees both orders on the kept page, then
// undoes it; the same in Spanish. axe clean, no sideways scrolling at 375 px; screenshots to /tmp.
import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, connectBrowser } from '@vitrina/tooling/e2e/product';
import { seriousA11yViolations } from './popup-checks.js';
import { openAndSignIn, siteOrigin, storedUser } from './sign-in.js';

const bistro = siteOrigin(baseUrl, 'bistro');
let browser: Browser;

interface Buyer {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
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

/** The buyer's paid order through the public checkout (sandbox success card): its number. */
async function placeOrder(clientId: number, b: Buyer): Promise<string> {
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
        email: b.email,
        firstName: b.firstName,
        lastName: b.lastName,
        country: 'US',
        address1: '12 Market St',
        address2: '',
        city: 'Austin',
        state: 'TX',
        province: '',
        postalCode: '78701',
        phone: b.phone,
      },
      payment: { method: 'card', card: { holderName: b.firstName, cardNumber: '4242 4242 4242 4242', expiryDate: '12/34', cvv: '123' } },
    }),
  });
  const body = (await res.json()) as { order_number: string };
  expect(res.status, JSON.stringify(body)).toBe(201);
  return body.order_number.replace(/^#/, '');
}

/** The customer of this e-mail (the owner's directory search). */
async function customerId(page: Page, clientId: number, email: string): Promise<number> {
  const found = (await ownerCall(page, `${clientId}/customers?q=${encodeURIComponent(email)}`)).body as { customers: { id: number }[] };
  expect(found.customers).toHaveLength(1);
  return found.customers[0]!.id;
}

const scrollsSideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(() => browser?.close());

describe('merging two customers on a customer’s page in Chromium (issue 30)', () => {
  it('the owner merges a duplicate, sees both orders on the kept page, undoes it; the same in Spanish', async () => {
    const tag = randomUUID().slice(0, 6);
    const four = String(1000 + Math.floor(Math.random() * 9000));
    const kept: Buyer = { firstName: `Rosa${tag}`, lastName: 'Prieto', email: `rosa.${tag}@example.test`, phone: '(617) 555-0100' };
    const dup: Buyer = { ...kept, email: `rprieto.${tag}@example.test`, phone: `(617) 555-${four}` };
    const name = `${kept.firstName} ${kept.lastName}`;
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.setViewportSize({ width: 1280, height: 900 });
    const listed = page.waitForResponse((res) => /\/api\/client\/\d+\/customers\?/.test(res.url()));
    await openAndSignIn(page, `${bistro}/manage/customers`, 'owner@bistro.test');
    const clientId = Number(/\/client\/(\d+)\//.exec((await listed).url())?.[1]);
    await page.getByRole('heading', { level: 1, name: 'Customers' }).waitFor();

    const keptOrder = await placeOrder(clientId, kept);
    const dupOrder = await placeOrder(clientId, dup);
    // The kept record has no phone: the merge fills it from the duplicate.
    const keptId = await customerId(page, clientId, kept.email);
    const saved = await ownerCall(page, `${clientId}/customers/${keptId}`, {
      method: 'PUT',
      body: { first_name: kept.firstName, last_name: kept.lastName, email: kept.email, phone: '', note: '' },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);

    await page.getByRole('searchbox', { name: /^Search/ }).fill(kept.email);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page
      .locator('[data-customer-id]', { hasText: kept.email })
      .getByRole('button', { name: `Open ${name}` })
      .click();
    await page.getByRole('heading', { level: 1, name }).waitFor();
    const orders = page.getByRole('region', { name: 'Orders' });
    await orders.getByRole('link', { name: `Open order #${keptOrder}` }).waitFor();
    expect(await orders.getByRole('link', { name: `Open order #${dupOrder}` }).count()).toBe(0);

    // The dialog: find the duplicate like the directory does, pick it, read what moves.
    await page.getByRole('button', { name: 'Merge with another customer…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Merge with another customer' });
    await dialog.getByRole('searchbox', { name: /^Search customers/ }).fill(dup.email);
    await dialog.getByRole('button', { name: 'Search', exact: true }).click();
    const found = dialog.getByRole('list', { name: 'Customers found' });
    await found.waitFor();
    // The kept customer is never offered.
    expect(await found.getByRole('button').allTextContents()).toEqual([`${name} ${dup.email} ${dup.phone}`]);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.screenshot({ path: '/tmp/customers-merge-search-1280.png' });
    await dialog.getByRole('button', { name: new RegExp(dup.email.replace(/\./g, '\\.')) }).click();
    const moves = dialog.getByRole('region', { name: `Moves to ${name}` });
    await moves.getByText('1 order', { exact: true }).waitFor();
    expect(await dialog.getByRole('region', { name: `Blank on ${name}’s record, filled from the other` }).textContent()).toContain(
      dup.phone,
    );
    expect(await dialog.textContent()).toContain(`${dup.email} is removed as a customer`);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.screenshot({ path: '/tmp/customers-merge-dialog-1280.png' });
    await page.setViewportSize({ width: 375, height: 800 });
    expect(await scrollsSideways(page)).toBe(false);
    await page.screenshot({ path: '/tmp/customers-merge-dialog-375.png' });
    await page.setViewportSize({ width: 1280, height: 900 });

    await dialog.getByRole('button', { name: 'Merge', exact: true }).click();
    await page.getByText(/^Merged\. /).waitFor();
    await orders.getByRole('link', { name: `Open order #${dupOrder}` }).waitFor();
    await orders.getByRole('link', { name: `Open order #${keptOrder}` }).waitFor();
    expect(await page.getByLabel('Phone').inputValue()).toBe(dup.phone);
    expect(await seriousA11yViolations(page, 'main')).toEqual([]);
    await page.screenshot({ path: '/tmp/customers-merged-1280.png', fullPage: true });
    await page.setViewportSize({ width: 375, height: 800 });
    expect(await scrollsSideways(page)).toBe(false);
    expect(await seriousA11yViolations(page, 'main')).toEqual([]);
    await page.screenshot({ path: '/tmp/customers-merged-375.png', fullPage: true });
    await page.setViewportSize({ width: 1280, height: 900 });

    // Undo: the duplicate's order leaves the page, the phone is blank again, the duplicate is back.
    await page.getByRole('button', { name: 'Undo', exact: true }).click();
    await page.getByText(`Merge undone: ${name} (${dup.email}) is a customer of their own again.`).waitFor();
    await orders.getByRole('link', { name: `Open order #${dupOrder}` }).waitFor({ state: 'detached' });
    expect(await page.getByLabel('Phone').inputValue()).toBe('');
    expect(await customerId(page, clientId, dup.email)).toBeGreaterThan(0);

    // In Spanish: merged again, both orders listed, undone.
    await page.getByRole('button', { name: 'Español' }).click();
    await page.getByRole('button', { name: 'Unir con otro cliente…' }).click();
    const dialogo = page.getByRole('dialog', { name: 'Unir con otro cliente' });
    await dialogo.getByRole('searchbox', { name: /^Buscar clientes/ }).fill(dup.phone);
    await dialogo.getByRole('button', { name: 'Buscar', exact: true }).click();
    await dialogo.getByRole('button', { name: new RegExp(dup.email.replace(/\./g, '\\.')) }).click();
    await dialogo
      .getByRole('region', { name: `Pasa a ${name}` })
      .getByText('1 pedido', { exact: true })
      .waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.screenshot({ path: '/tmp/customers-merge-dialog-es-1280.png' });
    await dialogo.getByRole('button', { name: 'Unir', exact: true }).click();
    await page.getByText(/^Unidos\. /).waitFor();
    const pedidos = page.getByRole('region', { name: 'Pedidos' });
    await pedidos.getByRole('link', { name: `Abrir el pedido n.º ${dupOrder}` }).waitFor();
    await pedidos.getByRole('link', { name: `Abrir el pedido n.º ${keptOrder}` }).waitFor();
    await page.screenshot({ path: '/tmp/customers-merged-es-1280.png', fullPage: true });
    await page.getByRole('button', { name: 'Deshacer', exact: true }).click();
    await page.getByText(`Unión deshecha: ${name} (${dup.email}) vuelve a ser un cliente aparte.`).waitFor();
    await page.getByRole('button', { name: 'English' }).click();
    await context.close();
  });
});
