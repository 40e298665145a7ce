// Issue 28: a store order's later moves mail the right person once, on a real database and a real SMTP server:
// shipped (the owner's note) and refund issued (whole or part; a paid order's cancel too) to the buyer in the
// site's language with the order link; a failed payment to the owners who keep `payment_failed` on, in theirs;
// a paid renewal's "renewed" and a declined renewal's "renewal failed" (the renewal order's page, where a new
// card pays it) to the subscriber. A redelivered event queues nothing twice.
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { domainEvents, mailMessages, orders, users } from '../../db/schema.js';
import type { DomainEventType } from '../../events/domain-events.js';
import { buildClient, buildUser } from '../../testing/builders.js';
import { buildProduct, setStoreSettings } from '../../testing/store-builders.js';
import { SANDBOX_DECLINE_TOKEN, buildSubscription, renewalOrders } from '../../testing/subscription-builders.js';
import { testDatabases } from '../../testing/test-db.js';
import { createTestServer } from '../../testing/test-server.js';
import type { TestServer } from '../../testing/test-server.js';
import { CARDS, checkoutBody, postCheckout } from '../orders/checkout-test-fixture.js';
import { renewDueSubscriptions } from '../subscriptions/renewals-service.js';
import { startTestSmtp } from './mail-test-fixture.js';
import type { TestSmtp } from './mail-test-fixture.js';
import { ORDER_UPDATE_MAIL_SUBSCRIBERS } from './order-updates-mail.js';

/** A Spanish business charging in euros; an English-speaking owner, and a second owner who turned payment alerts off. */
async function shop(t: TestServer) {
  const db = t.database.db;
  const client = (await buildClient(db, { name: 'Salón Aurora', language_id: 2 })).client;
  await setStoreSettings(db, client.id, { tax_rate: '0', shipping_rate: '0', payment_countries: ['US'], currency_code: 'EUR' });
  const product = await buildProduct(db, client.id, { name: 'Lámpara', price_cents: 123_450, stock: 50 });
  const owner = await buildUser(db, { clientIds: [client.id], language_id: 1 });
  const quiet = await buildUser(db, { clientIds: [client.id], language_id: 2 });
  await db
    .update(users)
    .set({ mail_opt_outs: ['payment_failed'] })
    .where(eq(users.id, quiet.id));
  return { client, product, owner, quiet };
}

describe.each(testDatabases())('order messages after the receipt (%s)', (kind) => {
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

  const db = () => t.database.db;
  const asOwner = () => t.bearer(s.owner.sub);

  async function buy(card: string = CARDS.success) {
    const res = await postCheckout(t, s.client.id, checkoutBody([{ product_id: s.product.id, variant_id: null, quantity: 1 }], card));
    expect(res.statusCode, res.body).toBe(card === CARDS.success ? 201 : 402);
    const [order] = await db()
      .select()
      .from(orders)
      .where(eq(orders.client_id, s.client.id))
      .orderBy(sql`${orders.id} desc`)
      .limit(1);
    return order!;
  }
  const act = async (orderId: number, action: string, payload: object = {}) => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/client/${s.client.id}/owner-orders/${orderId}/${action}`,
      payload,
      headers: await asOwner(),
    });
    expect(res.statusCode, res.body).toBe(200);
  };
  const messagesOf = (orderId: number, kind?: string) =>
    db()
      .select()
      .from(mailMessages)
      .where(kind ? and(eq(mailMessages.order_id, orderId), eq(mailMessages.kind, kind)) : eq(mailMessages.order_id, orderId))
      .orderBy(mailMessages.id);
  const eventsOf = (type: DomainEventType, orderId: number) =>
    db()
      .select()
      .from(domainEvents)
      .where(sql`${domainEvents.type} = ${type} and (${domainEvents.payload}->>'orderId')::int = ${orderId}`)
      .orderBy(domainEvents.id);

  /** Delivers the event again (a process died before stamping it): its subscriber runs, and queues nothing new. */
  async function redeliver(eventId: number, subscriber: string) {
    const before = await db().select({ id: mailMessages.id }).from(mailMessages);
    await db()
      .update(domainEvents)
      .set({ delivered_at: null, handled: [], claimable_at: sql`now()` })
      .where(eq(domainEvents.id, eventId));
    const [again] = await t.app.ctx.events.deliverPending({ ids: [eventId] });
    expect(again?.succeeded).toContain(subscriber);
    expect(await db().select({ id: mailMessages.id }).from(mailMessages)).toHaveLength(before.length);
  }

  /** Sends what is due and returns what the SMTP server received of the message rows. */
  async function delivered(rows: { message_id: string }[]) {
    await t.app.mail.sendDue();
    return rows.map((r) => smtp.received.find((m) => m.messageId === r.message_id));
  }
  const toOf = (m: { to?: unknown } | undefined) =>
    (m?.to as { value: { address: string }[] } | undefined)?.value.map((v) => v.address) ?? [];

  it('shipped with a note: one message to the buyer in Spanish with the note and the order link; fulfilled alone sends none', async () => {
    const order = await buy();
    await t.app.mail.sendDue();
    await act(order.id, 'fulfill', { note: 'Empaquetado' });
    expect(await messagesOf(order.id, 'order_shipped')).toHaveLength(0);
    await act(order.id, 'ship', { note: 'Correos PK123\nEntregar en portería' });
    const [event] = await eventsOf('OrderShipped', order.id);
    expect(event).toBeDefined();
    const rows = await messagesOf(order.id, 'order_shipped');
    expect(rows.map((m) => [m.to_address, m.language, m.event_id])).toEqual([['ana@example.com', 'es', event!.id]]);
    const [mail] = await delivered(rows);
    expect(toOf(mail)).toEqual(['ana@example.com']);
    expect(mail!.subject).toBe(`Tu pedido n.º ${order.number} en Salón Aurora ya está enviado`);
    expect(mail!.headers.get('content-language')).toBe('es');
    expect(mail!.html).toContain('Correos PK123');
    expect(mail!.html).toMatch(new RegExp(`href="http://[a-z0-9-]+\\.localhost:8080/commerce/order/${order.uuid}"`));
    expect(mail!.text).toContain('Entregar en portería');
    await redeliver(event!.id, ORDER_UPDATE_MAIL_SUBSCRIBERS.shipped);
  });

  it('refunds: a part, then the rest: one message each with its amount in euros; redelivery queues nothing', async () => {
    const order = await buy();
    await act(order.id, 'refund', { amount: '234.50' });
    await act(order.id, 'refund', {});
    const events = await eventsOf('OrderRefunded', order.id);
    expect(events.map((e) => e.payload)).toEqual([
      { clientId: s.client.id, orderId: order.id, amountCents: 23_450, full: false },
      { clientId: s.client.id, orderId: order.id, amountCents: 100_000, full: true },
    ]);
    const rows = await messagesOf(order.id, 'order_refunded');
    expect(rows.map((m) => [m.to_address, m.language, m.event_id])).toEqual([
      ['ana@example.com', 'es', events[0]!.id],
      ['ana@example.com', 'es', events[1]!.id],
    ]);
    const [part, rest] = await delivered(rows);
    expect(part!.subject).toBe(`Un reembolso de 234,50\u00a0€ de tu pedido n.º ${order.number} en Salón Aurora`);
    expect(rest!.subject).toBe(`Tu pedido n.º ${order.number} en Salón Aurora ha sido reembolsado`);
    expect(rest!.html).toContain('1.000,00\u00a0€: el total');
    expect(rest!.html).toMatch(new RegExp(`href="http://[a-z0-9-]+\\.localhost:8080/commerce/order/${order.uuid}"`));
    await redeliver(events[1]!.id, ORDER_UPDATE_MAIL_SUBSCRIBERS.refunded);
  });

  it('cancelling a paid order refunds it in full first: the buyer gets the refund message once', async () => {
    const order = await buy();
    await act(order.id, 'cancel');
    const events = await eventsOf('OrderRefunded', order.id);
    expect(events.map((e) => e.payload)).toEqual([{ clientId: s.client.id, orderId: order.id, amountCents: 123_450, full: true }]);
    expect((await messagesOf(order.id, 'order_refunded')).map((m) => m.to_address)).toEqual(['ana@example.com']);
  });

  it('a declined checkout: the owner who keeps payment alerts gets one, in English, with the orders screen; the buyer none', async () => {
    const order = await buy(CARDS.declined);
    expect(order.status).toBe('payment_failed');
    const [event, ...more] = await eventsOf('PaymentFailed', order.id);
    expect(more).toHaveLength(0);
    expect(event!.payload).toEqual({ clientId: s.client.id, orderId: order.id, subscriptionId: null });
    const rows = await messagesOf(order.id);
    expect(rows.map((m) => [m.kind, m.to_address, m.language])).toEqual([['payment_failed', s.owner.email, 'en']]);
    const [mail] = await delivered(rows);
    expect(mail!.subject).toBe('A payment failed: Ana López (ana@example.com), €1,234.50');
    expect(mail!.html).toMatch(/<html[^>]*lang="en"/);
    expect(mail!.html).toMatch(/href="http:\/\/[a-z0-9-]+\.localhost:8080\/manage\/orders"/);
    await redeliver(event!.id, ORDER_UPDATE_MAIL_SUBSCRIBERS.paymentFailed);
  });

  it('a paid renewal: the subscriber gets "renewed" (not a second receipt) with the renewal order’s link', async () => {
    const due = new Date('2001-01-31T10:00:00Z');
    const sub = await buildSubscription(db(), s.client.id, { nextChargeAt: due, name: 'Café del mes', email: 'sub@example.com' });
    expect(await renewDueSubscriptions(t.app.ctx, new Date('2001-01-31T10:00:30Z'))).toMatchObject({ paid: 1 });
    const [renewal] = await renewalOrders(db(), sub.id);
    const rows = await messagesOf(renewal!.id);
    expect(rows.map((m) => [m.kind, m.to_address, m.language])).toEqual([['subscription_renewed', 'sub@example.com', 'es']]);
    const [mail] = await delivered(rows);
    expect(mail!.subject).toBe('Tu suscripción a Café del mes se ha renovado');
    expect(mail!.html).toMatch(new RegExp(`href="http://[a-z0-9-]+\\.localhost:8080/commerce/order/${renewal!.uuid}"`));
    const [event] = await eventsOf('OrderPaid', renewal!.id);
    await redeliver(event!.id, ORDER_UPDATE_MAIL_SUBSCRIBERS.renewed);
  });

  it('a declined renewal: the subscriber gets "renewal failed" with the update-card link, the owner the payment alert', async () => {
    const due = new Date('2000-01-31T10:00:00Z');
    const sub = await buildSubscription(db(), s.client.id, {
      nextChargeAt: due,
      name: 'Café del mes',
      email: 'late@example.com',
      paymentToken: SANDBOX_DECLINE_TOKEN,
    });
    expect(await renewDueSubscriptions(t.app.ctx, new Date('2000-01-31T10:00:30Z'))).toMatchObject({ declined: 1 });
    const [renewal] = await renewalOrders(db(), sub.id);
    const [event] = await eventsOf('PaymentFailed', renewal!.id);
    expect(event!.payload).toEqual({ clientId: s.client.id, orderId: renewal!.id, subscriptionId: sub.id });
    const rows = await messagesOf(renewal!.id);
    expect(rows.map((m) => [m.kind, m.to_address, m.language]).sort()).toEqual([
      ['payment_failed', s.owner.email, 'en'],
      ['renewal_failed', 'late@example.com', 'es'],
    ]);
    const mails = await delivered(rows);
    const customer = mails.find((m) => toOf(m).includes('late@example.com'));
    expect(customer!.subject).toBe('Tu pago de Café del mes no se ha completado');
    expect(customer!.html).toContain('Actualizar tu tarjeta');
    expect(customer!.html).toMatch(new RegExp(`href="http://[a-z0-9-]+\\.localhost:8080/commerce/order/${renewal!.uuid}"`));
    const owner = mails.find((m) => toOf(m).includes(s.owner.email));
    expect(owner!.html).toContain(`The renewal of Café del mes ($25.00, order #${renewal!.number})`);
    await redeliver(event!.id, ORDER_UPDATE_MAIL_SUBSCRIBERS.renewalFailed);
  });
});
