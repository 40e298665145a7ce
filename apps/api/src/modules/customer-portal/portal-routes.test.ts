// Issue 30 "a 'your bookings and orders with {business}' page reached by a link the business sends", on PGlite
// and Postgres: the key of one customer of one business lists exactly that customer's bookings (coming and
// past, each with its own page's key), orders, quotes and invoices with their balance, and subscriptions; a
// wrong, malformed or other business's key is the same 404; the page is rate-limited like its neighbours. The
// owner's Send link queues the mail with the link, in the business's language, audited; an
// employee is refused; another business's customer is 404; Reset link kills the old key.
import type { CustomerPortal } from '@vitrina/api-client/contracts';
import { customerPortalCalls } from '@vitrina/api-client/contracts';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { appointments, auditLog, customers, mailMessages, orders, subscriptions } from '../../db/schema.js';
import { buildStaff } from '../../testing/booking-builders.js';
import { callPath } from '../../testing/call-path.js';
import { buildCustomer, buildCustomerAppointment, buildCustomerOrder } from '../../testing/customer-builders.js';
import type { TestCustomer } from '../../testing/customer-builders.js';
import { mailsTo } from '../../testing/mailed-links.js';
import { ownerSuite } from '../../testing/owner-test-fixture.js';
import { buildQuote } from '../../testing/quote-builders.js';
import { buildSubscription } from '../../testing/subscription-builders.js';
import { testDatabases } from '../../testing/test-db.js';
import { nextIp } from '../orders/checkout-test-fixture.js';
import { CUSTOMER_PORTAL_RATE_LIMIT } from './portal-routes.js';

const ANA: TestCustomer = { firstName: 'Ana', lastName: 'Ruiz', email: 'ana@example.com', phone: '' };
const BOB: TestCustomer = { firstName: 'Bob', lastName: 'Stone', email: 'bob@example.com', phone: '' };
const DAY = 86_400_000;

describe.each(testDatabases())('the customer’s page of bookings and orders (%s)', (kind) => {
  const s = ownerSuite(kind);
  const ids = { ana: 0, bob: 0, otherAna: 0, order: '', bobOrder: '', otherOrder: '', quote: '', subOrder: '', past: 0, coming: 0 };

  beforeAll(async () => {
    const db = s.db();
    const clientId = s.clientId;
    const staff = await buildStaff(db, clientId, { name: 'Lucía' });
    ids.ana = await buildCustomer(db, clientId, ANA);
    ids.bob = await buildCustomer(db, clientId, BOB);
    ids.order = (await buildCustomerOrder(db, clientId, ids.ana, ANA, new Date(Date.now() - 2 * DAY))).uuid;
    ids.bobOrder = (await buildCustomerOrder(db, clientId, ids.bob, BOB)).uuid;
    // The quotes builder makes its document for ana@example.com: Ana's. 30.00 of the 100.00 paid.
    const quote = await buildQuote(db, clientId, { kind: 'invoice', lines: [{ name: 'Pruning', unitCents: 10_000, quantity: 1 }] });
    await db.update(orders).set({ paid_cents: 3_000 }).where(eq(orders.id, quote.id));
    ids.quote = quote.uuid;
    const sub = await buildSubscription(db, clientId, { email: ANA.email, name: 'Weekly bread box' });
    await db.update(subscriptions).set({ customer_id: ids.ana }).where(eq(subscriptions.id, sub.id));
    await db.update(orders).set({ customer_id: ids.ana }).where(eq(orders.id, sub.orderId));
    ids.subOrder = sub.orderUuid;
    ids.past = await buildCustomerAppointment(db, clientId, ids.ana, staff.id, new Date(Date.now() - 10 * DAY), { service: 'Haircut' });
    ids.coming = await buildCustomerAppointment(db, clientId, ids.ana, staff.id, new Date(Date.now() + 5 * DAY), { service: 'Colour' });
    await buildCustomerAppointment(db, clientId, ids.bob, staff.id, new Date(Date.now() + 6 * DAY), { service: 'Beard' });
    // Another business's Ana (same e-mail) with an order of her own there.
    const other = s.f.clients.other.id;
    ids.otherAna = await buildCustomer(db, other, ANA);
    ids.otherOrder = (await buildCustomerOrder(db, other, ids.otherAna, ANA)).uuid;
  }, 60_000);

  const keyOf = async (customerId: number) =>
    (await s.db().select({ key: customers.portal_key }).from(customers).where(eq(customers.id, customerId)))[0]!.key;
  const open = (clientId: number, key: string, ip = nextIp()) =>
    s.f.inject({ method: 'GET', url: callPath(customerPortalCalls.get, { id: clientId, key }), headers: { 'x-forwarded-for': ip } });
  /** The link of the latest portal-link message to `address`. */
  const mailedLink = async (address: string) => {
    const sent = (await mailsTo(s.db(), address)).filter((m) => m.kind === 'customer_portal_link');
    const href = /href="([^"]*\/customer\/[^"]+)"/.exec(sent.at(-1)?.html ?? '')?.[1];
    if (!href) throw new Error(`no portal link was mailed to ${address}`);
    return href;
  };
  const send = (customerId: number, who = s.f.users.owner, step: 'send' | 'reset' = 'send') =>
    s.call('POST', callPath(customerPortalCalls[step], { id: s.clientId, customerId }), undefined, who);

  it('lists exactly that customer’s records of that business, bookings coming and past with their own page', async () => {
    const res = await open(s.clientId, await keyOf(ids.ana));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const page = res.json() as CustomerPortal;
    expect(page).toMatchObject({ firstName: 'Ana', currency: 'USD' });
    const [manageComing] = await s.db().select({ key: appointments.manage_key }).from(appointments).where(eq(appointments.id, ids.coming));
    expect(page.comingBookings).toEqual([
      expect.objectContaining({ services: ['Colour'], staffName: 'Lucía', state: 'booked', manageKey: manageComing!.key }),
    ]);
    expect(page.pastBookings.map((b) => b.services)).toEqual([['Haircut']]);
    expect(page.orders.map((o) => o.uuid).sort()).toEqual([ids.order, ids.subOrder].sort());
    expect(page.documents).toEqual([expect.objectContaining({ uuid: ids.quote, kind: 'invoice', total: '100.00', balance: '70.00' })]);
    expect(page.subscriptions).toEqual([expect.objectContaining({ orderUuid: ids.subOrder, name: 'Weekly bread box', state: 'active' })]);
    const body = JSON.stringify(page);
    for (const foreign of [ids.bobOrder, ids.otherOrder, 'Beard']) expect(body).not.toContain(foreign);
  });

  it('a wrong, malformed or other business’s key is the same 404', async () => {
    const bistroKey = await keyOf(ids.ana);
    const otherKey = await keyOf(ids.otherAna);
    const answers = await Promise.all([
      open(s.clientId, '00000000-0000-4000-8000-000000000000'),
      open(s.clientId, 'not-a-key'),
      open(s.clientId, otherKey),
      open(s.f.clients.other.id, bistroKey),
      open(s.clientId, (await s.db().select({ uuid: customers.uuid }).from(customers).where(eq(customers.id, ids.ana)))[0]!.uuid),
    ]);
    for (const r of answers) {
      expect(r.statusCode).toBe(404);
      expect(r.json().error.code).toBe('customer_not_found');
    }
    expect(new Set(answers.map((r) => r.body)).size).toBe(1);
  });

  it(`one address opens at most ${CUSTOMER_PORTAL_RATE_LIMIT.max} pages a minute of a business; then 429`, async () => {
    const key = await keyOf(ids.bob);
    const ip = nextIp();
    const codes: number[] = [];
    for (let i = 0; i <= CUSTOMER_PORTAL_RATE_LIMIT.max; i++) codes.push((await open(s.clientId, key, ip)).statusCode);
    expect(codes.slice(0, -1).every((c) => c === 200)).toBe(true);
    expect(codes.at(-1)).toBe(429);
    expect((await open(s.clientId, key)).statusCode).toBe(200);
  });

  it('Send link mails the customer their link, audited; the link opens their page', async () => {
    const res = await send(ids.ana);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ sentTo: ANA.email });
    const link = await mailedLink(ANA.email);
    const key = await keyOf(ids.ana);
    expect(new URL(link).pathname).toBe(`/customer/${key}`);
    const [message] = (await mailsTo(s.db(), ANA.email)).filter((m) => m.kind === 'customer_portal_link');
    expect(message).toMatchObject({ language: 'en', subject: expect.stringContaining('Your bookings and orders with') });
    expect(message!.text).toContain(link);
    const audit = await s
      .db()
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.client_id, s.clientId), eq(auditLog.action, 'customer.portal_link_sent'), eq(auditLog.entity_id, String(ids.ana))),
      );
    expect(audit).toHaveLength(1);
    expect(audit[0]!.after).toEqual({ sent_to: ANA.email });
    expect((await open(s.clientId, new URL(link).pathname.split('/').pop()!)).statusCode).toBe(200);
    // A manager may too.
    expect((await send(ids.bob, s.f.users.manager)).statusCode).toBe(200);
  });

  it('an employee is refused (403 read_only, nothing sent); another business’s customer is 404', async () => {
    const before = (await s.db().select({ id: mailMessages.id }).from(mailMessages)).length;
    const refused = await send(ids.ana, s.f.users.staff);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('read_only');
    const foreign = await send(ids.otherAna);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().error.code).toBe('customer_not_found');
    expect((await s.db().select({ id: mailMessages.id }).from(mailMessages)).length).toBe(before);
  });

  it('Reset link: a new key is mailed and the old link is 404', async () => {
    const old = await keyOf(ids.bob);
    const res = await send(ids.bob, s.f.users.owner, 'reset');
    expect(res.statusCode, res.body).toBe(200);
    const fresh = await keyOf(ids.bob);
    expect(fresh).not.toBe(old);
    expect(new URL(await mailedLink(BOB.email)).pathname).toBe(`/customer/${fresh}`);
    expect((await open(s.clientId, old)).statusCode).toBe(404);
    expect((await open(s.clientId, fresh)).statusCode).toBe(200);
  });
});
