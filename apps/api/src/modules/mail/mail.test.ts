// Issue 28: the outbox and its sender against a real database and a real SMTP server on 127.0.0.1. A paid
// order queues the buyer's receipt and the owner's alert once, however often its event is delivered; the
// receipt arrives as the buyer should read it; a mail server outage keeps messages queued until it is back;
// without SMTP_URL a message is kept as not sent; claims are leases no two senders share.
import { renderNewOrderAlert, renderOrderReceipt } from '@vitrina/mail-templates';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { customers, domainEvents, mailMessages, orders } from '../../db/schema.js';
import { buildClient, buildUser } from '../../testing/builders.js';
import { buildProduct, setStoreSettings } from '../../testing/store-builders.js';
import { testDatabases } from '../../testing/test-db.js';
import { createTestServer } from '../../testing/test-server.js';
import type { TestServer } from '../../testing/test-server.js';
import { CARDS, checkoutBody, postCheckout } from '../orders/checkout-test-fixture.js';
import { claimDue } from './mail-repository.js';
import { MailSender } from './mail-sender.js';
import type { MailTransport, OutgoingMail } from './mail-transport.js';
import { queueMail } from './mail-service.js';
import type { QueuedMail } from './mail-service.js';
import { orderPaidMessages } from './mail-subscribers.js';
import { sentMail } from './mail-back-office.js';
import { backOfficeUrlOf, orderPageUrlOf } from './mail-message.js';
import { loadOrderMailData } from './order-mail-data.js';
import { customerPortalUrlOf } from '../customer-portal/portal-link.js';
import { startTestSmtp } from './mail-test-fixture.js';
import type { TestSmtp } from './mail-test-fixture.js';

/** A Spanish business charging in euros, with an English-speaking owner, and a product worth 1.234,50 €. */
async function shop(t: TestServer) {
  const db = t.database.db;
  const client = (await buildClient(db, { name: 'Salón Aurora', language_id: 2 })).client;
  await setStoreSettings(db, client.id, { tax_rate: '0', shipping_rate: '0', payment_countries: ['US'], currency_code: 'EUR' });
  const product = await buildProduct(db, client.id, { name: 'Lámpara', price_cents: 123_450, stock: 50 });
  const owner = await buildUser(db, { clientIds: [client.id], language_id: 1 });
  return { client, product, owner };
}

async function buy(t: TestServer, clientId: number, productId: number) {
  const res = await postCheckout(t, clientId, checkoutBody([{ product_id: productId, variant_id: null, quantity: 1 }], CARDS.success));
  expect(res.statusCode, res.body).toBe(201);
  const uuid = res.json().order_uuid as string;
  const [order] = await t.database.db.select().from(orders).where(eq(orders.uuid, uuid));
  return order!;
}

const messagesOf = (t: TestServer, orderId: number) =>
  t.database.db.select().from(mailMessages).where(eq(mailMessages.order_id, orderId)).orderBy(mailMessages.id);

describe.each(testDatabases())('mail outbox with a real SMTP server (%s)', (kind) => {
  let smtp: TestSmtp;
  let t: TestServer;
  let s: Awaited<ReturnType<typeof shop>>;
  beforeAll(async () => {
    smtp = await startTestSmtp();
    t = await createTestServer(kind, { env: { SMTP_URL: smtp.url, MAIL_FROM: 'no-reply@vitrina.test', PORT: '8080' } });
    s = await shop(t);
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    await smtp?.stop();
  });
  beforeEach(() => {
    smtp.received.length = 0;
  });

  it('a paid order queues the receipt and the owner alert once; a redelivered event queues nothing more', async () => {
    const order = await buy(t, s.client.id, s.product.id);
    const queued = await messagesOf(t, order.id);
    expect(queued.map((m) => [m.kind, m.to_address, m.language, m.status])).toEqual([
      ['order_receipt', 'ana@example.com', 'es', 'queued'],
      ['new_order', s.owner.email, 'en', 'queued'],
    ]);
    const [event] = await t.database.db
      .select()
      .from(domainEvents)
      .where(sql`${domainEvents.type} = 'OrderPaid' and (${domainEvents.payload}->>'orderId')::int = ${order.id}`);
    expect(queued.every((m) => m.event_id === event!.id)).toBe(true);

    // At least once: the same event delivered again (a process died before stamping it) queues nothing twice.
    await t.database.db
      .update(domainEvents)
      .set({ delivered_at: null, handled: [], claimable_at: sql`now()` })
      .where(eq(domainEvents.id, event!.id));
    const [again] = await t.app.ctx.events.deliverPending({ ids: [event!.id] });
    expect(again?.succeeded).toContain('mail:order-paid');
    const twice = await orderPaidMessages(t.app.ctx, { type: 'OrderPaid', clientId: s.client.id, orderId: order.id }, event!.id);
    expect(await queueMail({ database: t.database, mail: t.app.mail, mailFrom: 'no-reply@vitrina.test' }, twice)).toEqual([]);
    expect(await messagesOf(t, order.id)).toHaveLength(2);
  });

  it('the receipt reaches the buyer in the site’s language with the order link and the total; the alert the owner in theirs', async () => {
    const order = await buy(t, s.client.id, s.product.id);
    const run = await t.app.mail.sendDue();
    expect(run.sent).toBeGreaterThanOrEqual(2);
    const rows = await messagesOf(t, order.id);
    expect(rows.map((r) => r.status)).toEqual(['sent', 'sent']);
    const receipt = smtp.received.find((m) => m.messageId === rows[0]!.message_id);
    expect(receipt, 'the receipt arrived with its stable Message-ID').toBeDefined();
    expect(receipt!.to && !Array.isArray(receipt!.to) ? receipt!.to.value[0]?.address : null).toBe('ana@example.com');
    expect(receipt!.from?.value[0]).toMatchObject({ name: 'Salón Aurora', address: 'no-reply@vitrina.test' });
    expect(receipt!.subject).toBe(`Tu pedido n.º ${order.number} en Salón Aurora`);
    expect(receipt!.headers.get('content-language')).toBe('es');
    expect(receipt!.html).toMatch(/<html[^>]*lang="es"/);
    const link = new RegExp(`href="http://[a-z0-9-]+\\.localhost:8080/commerce/order/${order.uuid}"`);
    expect(receipt!.html).toMatch(link);
    expect(receipt!.text).toContain(`/commerce/order/${order.uuid}`);
    expect(receipt!.html).toContain('1.234,50\u00a0€');
    expect(receipt!.text).toContain('1.234,50');

    const alert = smtp.received.find((m) => m.messageId === rows[1]!.message_id);
    expect(alert!.subject).toBe(`New order #${order.number}: €1,234.50`);
    expect(alert!.headers.get('content-language')).toBe('en');
    expect(alert!.html).toMatch(/<html[^>]*lang="en"/);
    expect(alert!.html).toMatch(/href="http:\/\/[a-z0-9-]+\.localhost:8080\/manage\/orders"/);
  });

  it('the receipt and the alert are queued unrendered; the sender renders each in its language, as rendering at queue time did', async () => {
    const order = await buy(t, s.client.id, s.product.id);
    const queued = await messagesOf(t, order.id);
    // Nothing rendered on the checkout's path: the subject and language are known, the body waits for the sender.
    expect(queued.map((m) => [m.kind, m.language, m.template?.name, m.html, m.text])).toEqual([
      ['order_receipt', 'es', 'order_receipt', '', ''],
      ['new_order', 'en', 'new_order', '', ''],
    ]);
    // What the subscriber rendered before this change, from the same data read the same way.
    const data = (await loadOrderMailData(t.database.db, t.app.ctx.config, s.client.id, order.id))!;
    const orderUrl = orderPageUrlOf(data.business.siteOrigin, order.uuid);
    const ordersUrl = backOfficeUrlOf(t.app.ctx.config.adminAppUrl, data.business.siteOrigin, '/orders');
    // Its foot links the buyer's page of all their bookings and orders (issue 30).
    const [buyer] = await t.database.db
      .select({ key: customers.portal_key })
      .from(customers)
      .where(eq(customers.id, data.row.customer_id!));
    expect(data.portalKey).toBe(buyer!.key);
    const portalUrl = customerPortalUrlOf(data.business.siteOrigin, buyer!.key);
    const receipt = await renderOrderReceipt({ lang: 'es', business: data.business, order: data.order, orderUrl, portalUrl });
    expect(receipt.html).toContain(portalUrl);
    const alert = await renderNewOrderAlert({ lang: 'en', business: data.business, order: data.order, ordersUrl });
    expect(queued.map((m) => m.subject)).toEqual([receipt.subject, alert.subject]);
    // The back office shows a queued message as it will be sent.
    expect((await sentMail(t.app.ctx, s.client.id, queued[0]!.id)).html).toBe(receipt.html);

    await t.app.mail.sendDue();
    const sent = await messagesOf(t, order.id);
    expect(sent.map((m) => [m.status, m.template, m.html, m.text])).toEqual([
      ['sent', null, receipt.html, receipt.text],
      ['sent', null, alert.html, alert.text],
    ]);
    const got = smtp.received.find((m) => m.messageId === sent[0]!.message_id);
    expect(got!.html).toMatch(/<html[^>]*lang="es"/);
    expect(got!.text?.trim()).toBe(receipt.text.trim());
  });

  it('with the mail server down a message stays queued with a later try; once it is back it goes out, once', async () => {
    await smtp.stop();
    const order = await buy(t, s.client.id, s.product.id);
    const down = await t.app.mail.sendDue();
    expect(down).toMatchObject({ sent: 0, retried: 2 });
    const waiting = await messagesOf(t, order.id);
    for (const m of waiting) {
      expect(m).toMatchObject({ status: 'queued', attempts: 1, claimed_until: null });
      expect(m.last_error).toBeTruthy();
      expect(m.next_attempt_at.getTime()).toBeGreaterThan(Date.now() + 10_000);
    }
    await smtp.start();
    // Not due yet: the back-off holds.
    expect(await t.app.mail.sendDue()).toMatchObject({ sent: 0, retried: 0 });
    await t.database.db
      .update(mailMessages)
      .set({ next_attempt_at: sql`now()` })
      .where(eq(mailMessages.order_id, order.id));
    expect(await t.app.mail.sendDue()).toMatchObject({ sent: 2, retried: 0 });
    expect((await messagesOf(t, order.id)).map((m) => [m.status, m.attempts, m.last_error])).toEqual([
      ['sent', 2, null],
      ['sent', 2, null],
    ]);
    expect(smtp.received.filter((m) => m.subject?.includes(String(order.number)))).toHaveLength(2);
    expect(await t.app.mail.sendDue()).toMatchObject({ sent: 0 });
  });

  it('a message the server refuses for good (550) is marked failed with its answer at once, not retried', async () => {
    smtp.refuse.add('ana@example.com');
    try {
      const order = await buy(t, s.client.id, s.product.id);
      expect(await t.app.mail.sendDue()).toMatchObject({ sent: 1, failed: 1, retried: 0 });
      const [receipt, alert] = await messagesOf(t, order.id);
      expect(receipt).toMatchObject({ status: 'failed', attempts: 1 });
      expect(receipt!.last_error).toContain('550');
      expect(alert).toMatchObject({ status: 'sent' });
    } finally {
      smtp.refuse.clear();
    }
  });
});

describe.each(testDatabases())('mail outbox without a mail server (%s)', (kind) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await createTestServer(kind);
  }, 60_000);
  afterAll(() => t?.close());

  it('a message is kept as not sent, "no mail server", and never tried again', async () => {
    expect(t.app.mail.transport.kind).toBe('none');
    const s = await shop(t);
    const order = await buy(t, s.client.id, s.product.id);
    expect(await t.app.mail.sendDue()).toMatchObject({ sent: 0, notSent: 2 });
    const rows = await messagesOf(t, order.id);
    expect(rows.map((m) => [m.status, m.last_error])).toEqual([
      ['not_sent', 'no mail server'],
      ['not_sent', 'no mail server'],
    ]);
    // Readable as it would have been sent.
    expect(rows[0]!.html).toContain('Gracias por tu pedido');
    expect(await t.app.mail.sendDue()).toEqual({ sent: 0, retried: 0, failed: 0, notSent: 0 });
  });
});

describe.each(testDatabases())('mail claims and leases (%s)', (kind) => {
  let t: TestServer;
  let clientId = 0;
  beforeAll(async () => {
    t = await createTestServer(kind);
    clientId = (await buildClient(t.database.db)).client.id;
  }, 60_000);
  afterAll(() => t?.close());
  beforeEach(async () => {
    await t.database.db.delete(mailMessages);
  });

  const message = (i: number): QueuedMail => ({
    clientId,
    kind: 'test',
    eventId: null,
    dedupeKey: `test:${i}:${Math.random()}`,
    to: { address: `c${i}@example.test`, name: '' },
    fromName: 'Test',
    replyTo: null,
    language: 'en',
    subject: `Message ${i}`,
    html: '<p>hi</p>',
    text: 'hi',
  });
  const queue = (n: number) =>
    queueMail(
      { database: t.database, mail: t.app.mail, mailFrom: 'no-reply@vitrina.test' },
      Array.from({ length: n }, (_, i) => message(i)),
    );
  /** A transport that counts what it was given, slowly (claims overlap), optionally failing. */
  const counting = (fail?: () => Error | null) => {
    const sent = new Map<string, number>();
    const transport: MailTransport = {
      kind: 'smtp',
      async send(mail: OutgoingMail) {
        await new Promise((r) => setTimeout(r, 2));
        const err = fail?.();
        if (err) throw err;
        sent.set(mail.messageId, (sent.get(mail.messageId) ?? 0) + 1);
      },
      close() {},
    };
    return { transport, sent };
  };

  it('concurrent claims (two connections on Postgres) never hand one row to two senders', async () => {
    await queue(40);
    const claims = await Promise.all([1, 2, 3, 4].map(() => claimDue(t.database.db, 15, 60_000)));
    const ids = claims.flat().map((r) => r.id);
    expect(ids).toHaveLength(40);
    expect(new Set(ids).size).toBe(40);
  });

  it('two senders running at once send every message exactly once', async () => {
    await queue(30);
    const { transport, sent } = counting();
    const a = new MailSender(t.database, transport, { mailFrom: 'no-reply@vitrina.test' });
    const b = new MailSender(t.database, transport, { mailFrom: 'no-reply@vitrina.test' });
    const runs = await Promise.all([a.sendDue(), b.sendDue()]);
    expect(runs[0]!.sent + runs[1]!.sent).toBe(30);
    expect(sent.size).toBe(30);
    expect([...sent.values()].every((n) => n === 1)).toBe(true);
  });

  it('a lease held keeps a message from other senders; an expired one (a sender killed mid-send) is claimed again', async () => {
    const [id] = await queue(1);
    const [first] = await claimDue(t.database.db, 10, 60_000);
    expect(first).toMatchObject({ id, attempts: 1 });
    expect(await claimDue(t.database.db, 10, 60_000)).toEqual([]);
    // The sender died: its lease runs out.
    await t.database.db
      .update(mailMessages)
      .set({ claimed_until: sql`now() - interval '1 second'` })
      .where(eq(mailMessages.id, id!));
    const { transport, sent } = counting();
    expect(await new MailSender(t.database, transport, { mailFrom: 'no-reply@vitrina.test' }).sendDue()).toMatchObject({ sent: 1 });
    const [row] = await t.database.db.select().from(mailMessages).where(eq(mailMessages.id, id!));
    expect(row).toMatchObject({ status: 'sent', attempts: 2 });
    expect([...sent.values()]).toEqual([1]);
  });

  it('a message that keeps failing backs off longer each time and is marked failed with the reason after the last try', async () => {
    const [id] = await queue(1);
    const { transport } = counting(() => new Error('451 try later'));
    const sender = new MailSender(t.database, transport, { mailFrom: 'no-reply@vitrina.test', maxAttempts: 3 });
    const waits: number[] = [];
    for (let i = 0; i < 3; i++) {
      await t.database.db
        .update(mailMessages)
        .set({ next_attempt_at: sql`now()` })
        .where(eq(mailMessages.id, id!));
      await sender.sendDue();
      const [row] = await t.database.db.select().from(mailMessages).where(eq(mailMessages.id, id!));
      waits.push(row!.next_attempt_at.getTime() - Date.now());
      if (i < 2) expect(row).toMatchObject({ status: 'queued', attempts: i + 1, last_error: '451 try later' });
      else expect(row).toMatchObject({ status: 'failed', attempts: 3, last_error: '451 try later' });
    }
    expect(waits[1]!).toBeGreaterThan(waits[0]! + 10_000);
  });
});
