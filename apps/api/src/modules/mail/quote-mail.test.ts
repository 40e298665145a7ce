// Issue 28: the messages of quotes, invoices, payments, forms and contact messages, each from its event,
// against a real database and a real SMTP server. Each event queues the right message(s) once (recipient,
// language, subject, link), a redelivered event queues nothing more, and what is queued arrives.
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { OwnerQuote } from '@vitrina/api-client/contracts';
import { appointments, clients, domainEvents, mailMessages, orders } from '../../db/schema.js';
import { buildService } from '../../testing/booking-builders.js';
import { buildClient, buildUser } from '../../testing/builders.js';
import { buildForm, formCalls, formsKeyOf } from '../../testing/form-builders.js';
import { buildQuote } from '../../testing/quote-builders.js';
import { setStoreSettings } from '../../testing/store-builders.js';
import { testDatabases } from '../../testing/test-db.js';
import { createTestServer } from '../../testing/test-server.js';
import type { TestServer } from '../../testing/test-server.js';
import { CARDS, SHIPPING, nextIp, postIdempotent } from '../orders/checkout-test-fixture.js';
import { at, bookingSetup, postBooking, selection, testDate } from '../booking/booking-test-fixture.js';
import { payQuote } from '../quotes/order-documents-test-fixture.js';
import type { MailRow } from './mail-repository.js';
import { startTestSmtp } from './mail-test-fixture.js';
import type { TestSmtp } from './mail-test-fixture.js';

describe.each(testDatabases())('quote, invoice, form and contact messages (%s)', (kind) => {
  let smtp: TestSmtp;
  let t: TestServer;
  let clientId: number;
  let owner: Awaited<ReturnType<typeof buildUser>>;
  let spanishOwner: Awaited<ReturnType<typeof buildUser>>;
  const db = () => t.database.db;

  beforeAll(async () => {
    smtp = await startTestSmtp();
    t = await createTestServer(kind, { env: { SMTP_URL: smtp.url, MAIL_FROM: 'no-reply@vitrina.test', PORT: '8080' } });
    // An English (US) business: its customers' messages in English; one owner reads Spanish.
    clientId = (await buildClient(db(), { name: 'Bistro Lumière', language_id: 1 })).client.id;
    await db().update(clients).set({ contact_email: 'hello@bistro.test' }).where(eq(clients.id, clientId));
    await setStoreSettings(db(), clientId, { tax_rate: '0', shipping_rate: '0', payment_countries: ['US'], currency_code: 'USD' });
    owner = await buildUser(db(), { clientIds: [clientId], language_id: 1 });
    spanishOwner = await buildUser(db(), { clientIds: [clientId], language_id: 2 });
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    await smtp?.stop();
  });
  beforeEach(() => {
    smtp.received.length = 0;
  });

  const headers = async () => ({ ...(await t.bearer(owner.sub)), 'x-forwarded-for': nextIp() });
  const ownerPost = async (path: string, payload: object = {}) =>
    t.app.inject({ method: 'POST', url: `/api/client/${clientId}${path}`, payload, headers: await headers() });
  const mailOfEvent = (type: string) =>
    db()
      .select({ m: mailMessages })
      .from(mailMessages)
      .innerJoin(domainEvents, eq(domainEvents.id, mailMessages.event_id))
      .where(and(eq(domainEvents.type, type), eq(mailMessages.client_id, clientId)))
      .orderBy(mailMessages.id)
      .then((rows) => rows.map((r) => r.m));
  const kinds = (rows: MailRow[]) => rows.map((m) => [m.kind, m.to_address, m.language]);

  /** Delivers the event again (as after a crash before its stamp): nothing more is queued. */
  async function redeliver(eventId: number) {
    const before = (await db().select().from(mailMessages)).length;
    await db()
      .update(domainEvents)
      .set({ delivered_at: null, handled: [], claimable_at: sql`now()` })
      .where(eq(domainEvents.id, eventId));
    await t.app.ctx.events.deliverPending({ ids: [eventId] });
    expect((await db().select().from(mailMessages)).length).toBe(before);
  }

  /** Sends what is due; the received copy of `row`. */
  async function arrived(row: MailRow) {
    await t.app.mail.sendDue();
    const got = smtp.received.find((m) => m.messageId === row.message_id);
    expect(got, `${row.kind} arrived`).toBeDefined();
    return got!;
  }

  const quoteBody = (over: Record<string, unknown> = {}) => ({
    kind: 'quote',
    email: 'Olivia@Example.test',
    name: 'Olivia Stone',
    lines: [
      { source: 'text', name: 'Private room', description: 'Saturday', unit_price: '120', quantity: 1 },
      { source: 'text', name: 'Dinner', description: '', unit_price: '40', quantity: 2 },
    ],
    due_date: '2026-12-31',
    terms: '',
    note: 'Looking forward to it',
    ...over,
  });

  it('a quote the owner writes: the customer gets "your quote is ready" with its total and its own link, once', async () => {
    const res = await ownerPost('/owner-quotes', quoteBody());
    expect(res.statusCode, res.body).toBe(201);
    const quote = res.json() as OwnerQuote;
    const rows = (await mailOfEvent('QuoteSent')).filter((m) => m.quote_id === quote.id);
    expect(kinds(rows)).toEqual([['quote_ready', 'olivia@example.test', 'en']]);
    expect(rows[0]!).toMatchObject({ reply_to: 'hello@bistro.test', to_name: 'Olivia Stone' });
    expect(rows[0]!.subject).toBe(`Your quote #${quote.order_number} from Bistro Lumière is ready: $200.00`);
    await redeliver(rows[0]!.event_id!);

    const mail = await arrived(rows[0]!);
    expect(mail.headers.get('content-language')).toBe('en');
    const [row] = await db().select().from(orders).where(eq(orders.id, quote.id));
    expect(mail.html).toMatch(new RegExp(`href="http://[a-z0-9-]+\\.localhost:8080/commerce/order/${row!.uuid}"`));
    expect(quote.order_link).toMatch(new RegExp(`/commerce/order/${row!.uuid}$`));
    expect(mail.html).toContain(`href="${quote.order_link}"`);
    expect(mail.text).toContain('$200.00');
    expect(mail.text).toContain('Private room');
  });

  it('an invoice and a deposit: the customer is asked the amount due with the link; a quote request priced and sent is "ready"', async () => {
    const invoice = (await ownerPost('/owner-quotes', quoteBody({ kind: 'invoice' }))).json() as OwnerQuote;
    const deposit = await ownerPost(`/owner-quotes/${invoice.id}/partial-invoices`, { amount: '50' });
    expect(deposit.statusCode, deposit.body).toBe(201);
    const rows = (await mailOfEvent('QuoteSent')).filter((m) => m.quote_id === invoice.id);
    expect(kinds(rows)).toEqual([
      ['invoice_request', 'olivia@example.test', 'en'],
      ['invoice_request', 'olivia@example.test', 'en'],
    ]);
    expect(rows[0]!.subject).toBe(`Invoice #${invoice.order_number} from Bistro Lumière: $200.00 due`);
    expect(rows[1]!.subject).toBe('Deposit of $50.00 requested by Bistro Lumière');
    expect(rows[1]!.html).toContain(`on #${invoice.order_number}`);
    const [child] = await db().select().from(orders).where(eq(orders.parent_id, invoice.id));
    expect(rows[1]!.html).toContain(`/commerce/order/${child!.uuid}"`);
    expect((await arrived(rows[1]!)).subject).toBe('Deposit of $50.00 requested by Bistro Lumière');

    // A customer's request (priced in the database, as the owner's PUT does), then sent.
    const request = await buildQuote(db(), clientId, { status: 'requested' });
    expect((await mailOfEvent('QuoteSent')).filter((m) => m.quote_id === request.id)).toEqual([]);
    const sent = await ownerPost(`/owner-quotes/${request.id}/send`);
    expect(sent.statusCode, sent.body).toBe(200);
    const ready = (await mailOfEvent('QuoteSent')).filter((m) => m.quote_id === request.id);
    expect(kinds(ready)).toEqual([['quote_ready', 'ana@example.com', 'en']]);
    expect(ready[0]!.subject).toBe(`Your quote #${request.number} from Bistro Lumière is ready: $100.00`);
    expect(ready[0]!.html).toContain(`/commerce/order/${request.uuid}"`);
  });

  it('payments: a partial one gets a receipt with the balance left, the last one "paid in full"; online and offline', async () => {
    const quote = (await ownerPost('/owner-quotes', quoteBody())).json() as OwnerQuote;
    const [row] = await db().select().from(orders).where(eq(orders.id, quote.id));
    const online = await payQuote(t, clientId, row!.uuid, '80.00');
    expect(online.statusCode, online.body).toBe(201);
    const offline = await ownerPost(`/owner-quotes/${quote.id}/payments`, { amount: '120' });
    expect(offline.statusCode, offline.body).toBe(200);
    const receipts = (await mailOfEvent('PaymentSettled')).filter((m) => m.quote_id === quote.id);
    expect(kinds(receipts)).toEqual([
      ['payment_receipt', 'olivia@example.test', 'en'],
      ['payment_receipt', 'olivia@example.test', 'en'],
    ]);
    expect(receipts[0]!.subject).toBe(`Payment received: $80.00 for #${quote.order_number}`);
    expect(receipts[0]!.html).toContain('Balance left: $120.00');
    expect(receipts[1]!.subject).toBe(`Payment received: $120.00 for #${quote.order_number}`);
    expect(receipts[1]!.html).toContain('It is now paid in full');
    // Paid in full records OrderPaid: no store receipt or new-order alert for a quote.
    const paid = (await mailOfEvent('OrderPaid')).filter((m) => m.order_id === quote.id);
    expect(paid).toEqual([]);
    await redeliver(receipts[1]!.event_id!);
    const mail = await arrived(receipts[0]!);
    expect(mail.html).toContain(`/commerce/order/${row!.uuid}"`);
  });

  it('a declined payment sends no receipt', async () => {
    const quote = (await ownerPost('/owner-quotes', quoteBody())).json() as OwnerQuote;
    const [row] = await db().select().from(orders).where(eq(orders.id, quote.id));
    const declined = await payQuote(t, clientId, row!.uuid, '80.00', CARDS.declined);
    expect(declined.statusCode).toBe(402);
    expect((await mailOfEvent('PaymentSettled')).filter((m) => m.quote_id === quote.id)).toEqual([]);
  });

  it('a visitor’s quote request: each owner gets "new quote request" in their language, Reply-To the customer', async () => {
    const service = await buildService(db(), clientId, { name: 'Wedding dinner', price_cents: 0, requires_quote: true });
    const res = await postIdempotent(t, `/api/client/${clientId}/services-checkout`, {
      lines: [{ service_id: service.id, quantity: 1 }],
      customer: { ...SHIPPING, email: 'lena@example.test' },
      payment: null,
      note: 'For 40 guests',
    });
    expect(res.statusCode, res.body).toBe(201);
    const [order] = await db().select().from(orders).where(eq(orders.uuid, res.json().order_uuid));
    const rows = (await mailOfEvent('OrderPlaced')).filter((m) => m.quote_id === order!.id);
    expect(kinds(rows)).toEqual([
      ['new_quote_request', owner.email, 'en'],
      ['new_quote_request', spanishOwner.email, 'es'],
    ]);
    expect(rows.every((m) => m.reply_to === 'lena@example.test')).toBe(true);
    expect(rows[0]!.subject).toMatch(new RegExp(`^New quote request #${order!.number} from .*lena@example\\.test`));
    expect(rows[1]!.subject).toMatch(/^Nueva solicitud de cotización/);
    expect(rows[0]!.html).toContain('For 40 guests');
    expect(rows[0]!.html).toMatch(/href="http:\/\/[a-z0-9-]+\.localhost:8080\/manage\/quotes"/);
    // A store order placed is not a quote request.
    expect((await mailOfEvent('OrderPlaced')).filter((m) => m.kind !== 'new_quote_request')).toEqual([]);
    await redeliver(rows[0]!.event_id!);
  });

  it('a form sent: the customer gets their own link; answered: the owners are told, with the response', async () => {
    const form = await buildForm(db(), clientId, { name: 'Allergies' });
    const sent = await ownerPost(`/owner-forms/${form.id}/requests`, { email: 'Maya@Example.test', first_name: 'Maya', last_name: 'Cole' });
    expect(sent.statusCode, sent.body).toBe(201);
    const path = sent.json().path as string;
    const rows = await mailOfEvent('FormRequested');
    const mine = rows.filter((m) => m.to_address === 'maya@example.test');
    expect(kinds(mine)).toEqual([['form_request', 'maya@example.test', 'en']]);
    expect(mine[0]!.subject).toBe('Bistro Lumière asks you to fill in a form');
    expect(mine[0]!.html).toMatch(new RegExp(`href="http://[a-z0-9-]+\\.localhost:8080${path}"`));
    expect(mine[0]!.html).toContain('“Allergies”');
    await redeliver(mine[0]!.event_id!);
    expect((await arrived(mine[0]!)).text).toContain(path);

    const answer = await formCalls(t.app, clientId, formsKeyOf(path), form.uuid).answer({ name: 'Maya' });
    expect(answer.statusCode, answer.body).toBe(201);
    const told = await mailOfEvent('FormAnswered');
    expect(kinds(told)).toEqual([
      ['form_answered', owner.email, 'en'],
      ['form_answered', spanishOwner.email, 'es'],
    ]);
    expect(told[0]!.subject).toBe('Maya Cole (maya@example.test) answered “Allergies”');
    expect(told[1]!.subject).toBe('Maya Cole (maya@example.test) respondió «Allergies»');
    expect(told[0]!.reply_to).toBe('maya@example.test');
    expect(told[0]!.html).toContain(`/manage/forms/responses/${answer.json().response_uuid}"`);
    await redeliver(told[0]!.event_id!);
  });

  it('a booking whose service asks a form: whoever booked gets the appointment’s forms link once; none without forms', async () => {
    const s = await bookingSetup(db());
    await buildForm(db(), s.clientId, { name: 'Consent', service_ids: [s.serviceId] });
    const res = await postBooking(t, s.clientId, selection(s, at(testDate(9), '10:00')));
    expect(res.statusCode, res.body).toBe(201);
    const [appointment] = await db().select().from(appointments).where(eq(appointments.uuid, res.json().uuid));
    const rows = (await db().select().from(mailMessages).where(eq(mailMessages.kind, 'form_request'))).filter(
      (m) => m.appointment_id === appointment!.id,
    );
    expect(rows.map((m) => [m.to_address, m.client_id])).toEqual([[appointment!.email, s.clientId]]);
    expect(rows[0]!.html).toContain(`/forms/customer/${appointment!.forms_key}/appointment/${appointment!.uuid}"`);
    expect(rows[0]!.html).toContain('“Consent”');
    await redeliver(rows[0]!.event_id!);
    // Another time, without a form: no FormRequested at all.
    const s2 = await bookingSetup(db());
    const plain = await postBooking(t, s2.clientId, selection(s2, at(testDate(9), '11:00')));
    expect(plain.statusCode, plain.body).toBe(201);
    const none = await db()
      .select()
      .from(domainEvents)
      .where(and(eq(domainEvents.type, 'FormRequested'), eq(domainEvents.client_id, s2.clientId)));
    expect(none).toEqual([]);
  });

  it('a contact message: each owner gets it as written, Reply-To the visitor; an owner who turned it off does not', async () => {
    await t.database.db.execute(sql`update users set mail_opt_outs = '["new_contact_message"]'::jsonb where id = ${spanishOwner.id}`);
    try {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/client/${clientId}/contact`,
        headers: { 'x-forwarded-for': nextIp() },
        payload: {
          name: 'Ana López',
          email: 'ana.lopez@example.test',
          phone: '(555) 123-4567',
          message: 'Do you open on Sundays?\nThanks',
        },
      });
      expect(res.statusCode, res.body).toBe(201);
      const rows = await mailOfEvent('ContactMessageReceived');
      expect(kinds(rows)).toEqual([['new_contact_message', owner.email, 'en']]);
      expect(rows[0]!).toMatchObject({ reply_to: 'ana.lopez@example.test', subject: 'New message from Ana López' });
      await redeliver(rows[0]!.event_id!);
      const mail = await arrived(rows[0]!);
      expect(mail.replyTo?.value[0]?.address).toBe('ana.lopez@example.test');
      expect(mail.text).toContain('Do you open on Sundays?');
      expect(mail.html).toContain('(555) 123-4567');
    } finally {
      await t.database.db.execute(sql`update users set mail_opt_outs = '[]'::jsonb where id = ${spanishOwner.id}`);
    }
  });
});
