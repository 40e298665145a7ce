// Issue 31: the receipt's and the invoice's PDF go with their messages. The outbox keeps a reference (the
// order), not the file; the sender writes the PDF when it sends, and the message that arrives carries it:
// a PDF whose text, read back, has the number and the total in the business's currency and language.
import { pdfText } from '@vitrina/tooling/e2e/pdf';
import type { OwnerQuote } from '@vitrina/api-client/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mailMessages, orders } from '../../db/schema.js';
import { buildClient, buildUser } from '../../testing/builders.js';
import { buildProduct, setStoreSettings } from '../../testing/store-builders.js';
import { testDatabases } from '../../testing/test-db.js';
import { createTestServer } from '../../testing/test-server.js';
import type { TestServer } from '../../testing/test-server.js';
import { CARDS, checkoutBody, nextIp, postCheckout } from '../orders/checkout-test-fixture.js';
import { payQuote } from '../quotes/order-documents-test-fixture.js';
import { startTestSmtp } from './mail-test-fixture.js';
import type { TestSmtp } from './mail-test-fixture.js';

const flat = (text: string) => text.replace(/\s+/g, ' ');

describe.each(testDatabases())('document PDFs attached to their messages (%s)', (kind) => {
  let smtp: TestSmtp;
  let t: TestServer;
  let es: number;
  let en: number;
  const db = () => t.database.db;
  const messagesOf = (orderId: number) =>
    db().select().from(mailMessages).where(eq(mailMessages.order_id, orderId)).orderBy(mailMessages.id);

  beforeAll(async () => {
    smtp = await startTestSmtp();
    t = await createTestServer(kind, { env: { SMTP_URL: smtp.url, MAIL_FROM: 'no-reply@vitrina.test', PORT: '8080' } });
    es = (await buildClient(db(), { name: 'Salón Aurora', language_id: 2 })).client.id;
    await setStoreSettings(db(), es, { tax_rate: '0', shipping_rate: '0', payment_countries: ['US'], currency_code: 'EUR' });
    en = (await buildClient(db(), { name: 'Bistro Lumière', language_id: 1 })).client.id;
    await setStoreSettings(db(), en, { tax_rate: '0', shipping_rate: '0', payment_countries: ['US'], currency_code: 'USD' });
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    await smtp?.stop();
  });
  beforeEach(() => {
    smtp.received.length = 0;
  });

  it('a paid order’s receipt carries receipt-<number>.pdf (es, 1.234,50 €); the outbox keeps no bytes', async () => {
    const lamp = await buildProduct(db(), es, { name: 'Lámpara', price_cents: 123_450, stock: 5 });
    const res = await postCheckout(t, es, checkoutBody([{ product_id: lamp.id, variant_id: null, quantity: 1 }], CARDS.success));
    expect(res.statusCode, res.body).toBe(201);
    const [order] = await db()
      .select()
      .from(orders)
      .where(eq(orders.uuid, res.json().order_uuid as string));
    const [receipt] = (await messagesOf(order!.id)).filter((m) => m.kind === 'order_receipt');
    expect(receipt!.attachments).toEqual([
      { filename: `receipt-${order!.number}.pdf`, contentType: 'application/pdf', contentBase64: '', document: { orderId: order!.id } },
    ]);

    await t.app.mail.sendDue();
    const mail = smtp.received.find((m) => m.messageId === receipt!.message_id)!;
    expect(mail).toBeDefined();
    const pdf = mail.attachments.find((a) => a.filename === `receipt-${order!.number}.pdf`)!;
    expect(pdf.contentType).toBe('application/pdf');
    const text = flat(await pdfText(pdf.content));
    expect(text).toContain('Recibo');
    expect(text).toContain(`N.º ${order!.number}`);
    expect(text).toContain('Lámpara');
    expect(text).toContain('1.234,50 €');
    // What was sent is kept as sent; the reference stays (a resend writes the document again).
    const [after] = await db().select().from(mailMessages).where(eq(mailMessages.id, receipt!.id));
    expect(after!.status).toBe('sent');
    expect(after!.attachments[0]!.contentBase64).toBe('');
  });

  it('an invoice the owner writes goes with invoice-<number>.pdf: its lines, total and balance in English and dollars', async () => {
    const owner = await buildUser(db(), { clientIds: [en], language_id: 1 });
    const created = await t.app.inject({
      method: 'POST',
      url: `/api/client/${en}/owner-quotes`,
      headers: { ...(await t.bearer(owner.sub)), 'x-forwarded-for': nextIp() },
      payload: {
        kind: 'invoice',
        email: 'olivia@example.test',
        name: 'Olivia Stone',
        lines: [{ source: 'text', name: 'Private dinner', description: 'Saturday, 12 guests', unit_price: '1234.5', quantity: 1 }],
        due_date: '2026-12-31',
        terms: 'Due on receipt',
        note: '',
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const invoice = created.json() as OwnerQuote;
    const rows = await db().select().from(mailMessages).where(eq(mailMessages.quote_id, invoice.id));
    const request = rows.find((m) => m.kind === 'invoice_request')!;
    expect(request.attachments).toMatchObject([{ filename: `invoice-${invoice.order_number}.pdf`, document: { orderId: invoice.id } }]);

    await t.app.mail.sendDue();
    const mail = smtp.received.find((m) => m.messageId === request.message_id)!;
    const pdf = mail.attachments.find((a) => a.filename === `invoice-${invoice.order_number}.pdf`)!;
    const text = flat(await pdfText(pdf.content));
    expect(text).toContain('Invoice');
    expect(text).toContain(`No. ${invoice.order_number}`);
    expect(text).toContain('Private dinner');
    expect(text).toContain('Balance due $1,234.50');
    expect(text).toContain('Due on receipt');

    // The customer pays part of it: the payment's receipt carries the invoice with the payment and the balance left.
    smtp.received.length = 0;
    const [row] = await db().select().from(orders).where(eq(orders.id, invoice.id));
    const paid = await payQuote(t, en, row!.uuid, '234.50');
    expect(paid.statusCode, paid.body).toBe(201);
    await t.app.ctx.events.idle();
    const receipt = (await db().select().from(mailMessages).where(eq(mailMessages.quote_id, invoice.id))).find(
      (m) => m.kind === 'payment_receipt',
    )!;
    expect(receipt.attachments).toMatchObject([{ filename: `invoice-${invoice.order_number}.pdf`, document: { orderId: invoice.id } }]);
    await t.app.mail.sendDue();
    const sent = smtp.received.find((m) => m.messageId === receipt.message_id)!;
    const after = flat(await pdfText(sent.attachments.find((a) => a.filename === `invoice-${invoice.order_number}.pdf`)!.content));
    expect(after).toContain('Prior payments $234.50');
    expect(after).toContain('Balance due $1,000.00');
  });
});
