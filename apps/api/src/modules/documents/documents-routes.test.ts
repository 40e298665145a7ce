// Issue 31, the PDF routes on PGlite and (with DATABASE_URL) Postgres: the customer's receipt by the order's uuid
// (paid → the PDF, unpaid → 409, an unknown or another business's uuid → 404), the owner's receipt and quote /
// invoice PDFs, their headers, and their text read back: number, totals in the business's currency and language.
import { ROLE_IDS } from '@vitrina/core-model';
import { pdfFonts, pdfText } from '@vitrina/tooling/e2e/pdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { clients, discountCodes, orders } from '../../db/schema.js';
import { buildClient, buildClientWithSite, buildUser } from '../../testing/builders.js';
import { buildOrder } from '../../testing/order-builders.js';
import { buildPartialInvoice, buildQuote } from '../../testing/quote-builders.js';
import { buildProduct } from '../../testing/store-builders.js';
import { testDatabases } from '../../testing/test-db.js';
import { createTestServer } from '../../testing/test-server.js';
import type { TestServer } from '../../testing/test-server.js';
import { CARDS, SHIPPING, checkoutBody, nextIp, postCheckout } from '../orders/checkout-test-fixture.js';

const UNKNOWN_UUID = '00000000-0000-4000-8000-000000000000';
const flat = (text: string) => text.replace(/\s+/g, ' ');

describe.each(testDatabases())('%s: PDF receipts, quotes and invoices (issue 31)', (kind) => {
  let t: TestServer;
  let es: number;
  let en: number;
  let other: number;
  const db = () => t.database.db;
  const customerPdf = (clientId: number, uuid: string) =>
    t.app.inject({ url: `/api/client/${clientId}/orders/${uuid}/document.pdf`, headers: { 'x-forwarded-for': nextIp() } });
  /** GET of a business path as a new user of `role` there. */
  const asRole = async (clientId: number, role: 'ADMIN' | 'MANAGER' | 'EMPLOYEE') => {
    const user = await buildUser(db(), { role_id: ROLE_IDS[role], clientIds: [clientId] });
    const headers = await t.bearer(user.sub);
    return (url: string) => t.app.inject({ url: `/api/client/${clientId}${url}`, headers });
  };

  beforeAll(async () => {
    t = await createTestServer(kind);
    es = (
      await buildClient(db(), {
        name: 'Panadería Núñez',
        language_id: 2,
        currency_code: 'EUR',
        timezone: 'Europe/Madrid',
        country: { country_code: 'ES' },
      })
    ).client.id;
    await db()
      .update(clients)
      .set({
        contact_email: 'hola@panaderia.example',
        address: { address1: 'Calle Mayor 1', address2: '', city: 'Madrid', region: 'Madrid', postal_code: '28013' },
      })
      .where(eq(clients.id, es));
    en = (await buildClientWithSite(db(), { name: 'Joe’s Bakery' })).record.client.id;
    other = (await buildClient(db())).client.id;
  }, 60_000);
  afterAll(() => t?.close());

  it('the customer’s receipt of a paid es/EUR order: attachment headers, number, 1.234,50 €, Spanish labels, the discount code, fonts embedded', async () => {
    const bread = await buildProduct(db(), es, { name: 'Pan de centeno', price_cents: 137_200, stock: 5 });
    await db().insert(discountCodes).values({ client_id: es, code: 'PRIMAVERA', code_key: 'primavera', kind: 'fixed', value: 13_770 });
    const placed = await postCheckout(
      t,
      es,
      checkoutBody([{ product_id: bread.id, variant_id: null, quantity: 1 }], CARDS.success, {
        discount_code: 'PRIMAVERA',
        shipping: {
          ...SHIPPING,
          firstName: 'Inés',
          lastName: 'Peña',
          country: 'ES',
          address1: 'Calle Toledo 3',
          city: 'Madrid',
          state: '',
          province: 'Madrid',
          postalCode: '28005',
          phone: '612 345 678',
        },
      }),
    );
    expect(placed.statusCode, placed.body).toBe(201);
    const { order_uuid, order_number } = placed.json() as { order_uuid: string; order_number: string };

    const res = await customerPdf(es, order_uuid);
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain(`attachment; filename="receipt-${order_number}.pdf"`);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const text = flat(await pdfText(res.rawPayload));
    expect(text).toContain('Recibo');
    expect(text).toContain(`N.º ${order_number}`);
    expect(text).toContain('Panadería Núñez');
    expect(text).toContain('Calle Mayor 1');
    expect(text).toContain('hola@panaderia.example');
    expect(text).toContain('Pan de centeno');
    expect(text).toContain('1.372,00 €');
    expect(text).toContain('Descuento (PRIMAVERA)');
    expect(text).toContain('-137,70 €');
    expect(text).toContain('1.234,30 €');
    expect(text).toContain('Saldo pendiente');
    expect(text).toContain('Inés Peña');
    expect(pdfFonts(res.rawPayload)).toMatchObject({ embedded: true, standard14: [] });
  });

  it('an unpaid order has no receipt yet (409 with the message); an unknown or another business’s uuid is 404', async () => {
    const waiting = await buildOrder(db(), en, { status: 'awaiting_payment' });
    const unpaid = await customerPdf(en, waiting.uuid);
    expect(unpaid.statusCode).toBe(409);
    expect(unpaid.json()).toEqual({ error: { code: 'receipt_not_available', message: 'documents:errors.notPaid' } });

    const paid = await buildOrder(db(), en);
    expect((await customerPdf(en, UNKNOWN_UUID)).statusCode).toBe(404);
    expect((await customerPdf(other, paid.uuid)).json()).toMatchObject({ error: { code: 'order_not_found' } });
    expect((await customerPdf(other, paid.uuid)).statusCode).toBe(404);
    expect((await customerPdf(en, 'not-a-uuid')).statusCode).toBe(400);
  });

  it('the public route is rate-limited per address and business like its neighbours (20 a minute)', async () => {
    const ip = nextIp();
    const get = () => t.app.inject({ url: `/api/client/${en}/orders/${UNKNOWN_UUID}/document.pdf`, headers: { 'x-forwarded-for': ip } });
    for (let i = 0; i < 20; i++) expect((await get()).statusCode).toBe(404);
    expect((await get()).statusCode).toBe(429);
  });

  it('the owner’s and manager’s receipt from the Orders screen (en/USD: $ amounts); an employee is refused; another business’s id is 404', async () => {
    const paid = await buildOrder(db(), en, { quantity: 2, unitCents: 61_725 });
    const owner = await asRole(en, 'ADMIN');
    const res = await owner(`/owner-orders/${paid.id}/receipt.pdf`);
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    expect(res.headers['content-disposition']).toContain(`filename="receipt-${paid.number}.pdf"`);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const text = flat(await pdfText(res.rawPayload));
    expect(text).toContain(`Receipt`);
    expect(text).toContain(`No. ${paid.number}`);
    // 2 × 617.25 = 1,234.50; tax 8 % = 98.76; shipping 5.00.
    expect(text).toContain('$1,234.50');
    expect(text).toContain('Estimated tax');
    expect(text).toContain('Ana Ruiz');

    expect((await (await asRole(en, 'MANAGER'))(`/owner-orders/${paid.id}/receipt.pdf`)).statusCode).toBe(200);
    expect((await (await asRole(en, 'EMPLOYEE'))(`/owner-orders/${paid.id}/receipt.pdf`)).statusCode).toBe(403);
    const elsewhere = await buildOrder(db(), other);
    expect((await owner(`/owner-orders/${elsewhere.id}/receipt.pdf`)).statusCode).toBe(404);
    const waiting = await buildOrder(db(), en, { status: 'awaiting_payment' });
    expect((await owner(`/owner-orders/${waiting.id}/receipt.pdf`)).json()).toMatchObject({ error: { code: 'receipt_not_available' } });
  });

  it('an invoice with a deposit and an offline payment: payments, balance, due date and terms; a quote request is not ready', async () => {
    const invoice = await buildQuote(db(), en, {
      kind: 'invoice',
      lines: [{ name: 'Garden design', description: 'Two visits and a plan', unitCents: 100_000, quantity: 1 }],
      taxRate: '10',
      terms: 'Net 30, thank you!',
      dueDate: '2030-01-31',
    });
    const deposit = await buildPartialInvoice(db(), invoice, 25_000);
    const user = await buildUser(db(), { role_id: ROLE_IDS.ADMIN, clientIds: [en] });
    const headers = await t.bearer(user.sub);
    const paid = await t.app.inject({
      method: 'POST',
      url: `/api/client/${en}/owner-quotes/${invoice.id}/payments`,
      headers,
      payload: { amount: '300' },
    });
    expect(paid.statusCode, paid.body).toBe(200);

    const res = await t.app.inject({ url: `/api/client/${en}/owner-quotes/${invoice.id}/document.pdf`, headers });
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    expect(res.headers['content-disposition']).toContain(`filename="invoice-${invoice.number}.pdf"`);
    const text = flat(await pdfText(res.rawPayload));
    expect(text).toContain('Invoice');
    expect(text).toContain('$1,100.00');
    expect(text).toContain('Prior payments $300.00');
    expect(text).toContain('Balance due $800.00');
    expect(text).toMatch(/Payment of \d+\/\d+\/\d+ \$300\.00/);
    expect(text).toContain(`Partial invoice #${deposit.number} (Pending) $250.00`);
    expect(text).toContain('Due date: 1/31/30');
    expect(text).toContain('Net 30, thank you!');

    // The customer downloads the same invoice, and the deposit as its own invoice.
    const customer = await customerPdf(en, invoice.uuid);
    expect(flat(await pdfText(customer.rawPayload))).toContain('Balance due $800.00');
    const own = await customerPdf(en, deposit.uuid);
    expect(own.headers['content-disposition']).toContain(`filename="invoice-${deposit.number}.pdf"`);
    expect(flat(await pdfText(own.rawPayload))).toContain(`Partial invoice of #${invoice.number}`);

    const request = await buildQuote(db(), en, { status: 'requested' });
    expect((await customerPdf(en, request.uuid)).json()).toMatchObject({ error: { code: 'document_not_ready' } });
    const elsewhere = await buildQuote(db(), other);
    expect((await t.app.inject({ url: `/api/client/${en}/owner-quotes/${elsewhere.id}/document.pdf`, headers })).statusCode).toBe(404);
  });

  it('a quote in Spanish says Presupuesto', async () => {
    const quote = await buildQuote(db(), es, {
      lines: [{ name: 'Tarta de cumpleaños', unitCents: 4_550, quantity: 2 }],
      terms: 'Válido 15 días',
    });
    await db().update(orders).set({ currency: 'EUR' }).where(eq(orders.id, quote.id));
    const text = flat(await pdfText((await customerPdf(es, quote.uuid)).rawPayload));
    expect(text).toContain('Presupuesto');
    expect(text).toContain('Tarta de cumpleaños');
    expect(text).toContain('91,00 €');
    expect(text).toContain('Válido 15 días');
  });
});
