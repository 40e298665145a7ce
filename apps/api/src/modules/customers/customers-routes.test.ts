// The back office's Customers screen on a real database (issue 30): the directory searched by phone digits,
// name or e-mail, filtered and sorted and paged; a customer's record with the order, booking and quote they
// made; the owner's edit with its audit entry and the one-customer-per-e-mail rule; an employee's read-only
// view of their own appointments' customers.
import type { CustomerPage, CustomerRecord } from '@vitrina/api-client/contracts';
import { parse } from 'csv-parse/sync';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, clients, customers, orders } from '../../db/schema.js';
import { buildService, buildStaff } from '../../testing/booking-builders.js';
import { buildCustomer, buildCustomerAppointment, buildCustomerOrder } from '../../testing/customer-builders.js';
import type { TestCustomer } from '../../testing/customer-builders.js';
import { ownerSuite } from '../../testing/owner-test-fixture.js';
import { buildQuote } from '../../testing/quote-builders.js';
import { testDatabases } from '../../testing/test-db.js';
import { zonedDateTime } from './customers-export-service.js';

const ANA: TestCustomer = { firstName: 'Ana', lastName: 'Ruiz', email: 'ana@example.com', phone: '(512) 555-0199' };
const BOB: TestCustomer = { firstName: 'Bob', lastName: 'Stone', email: 'bob@example.com', phone: '512-555-0300' };
const CARA: TestCustomer = { firstName: 'Cara', lastName: 'Diaz', email: 'cara@example.com', phone: '' };
const DAY = 86_400_000;

describe.each(testDatabases())('customers routes (%s)', (kind) => {
  const s = ownerSuite(kind, '/customers');
  const ids = { ana: 0, bob: 0, cara: 0, order: 0, quote: 0, invoice: 0, past: 0, coming: 0 };

  beforeAll(async () => {
    const db = s.db();
    const clientId = s.clientId;
    const mine = await buildStaff(db, clientId, { name: 'Lucía', user_id: s.f.users.staff.id });
    const other = await buildStaff(db, clientId, { name: 'Marta' });
    ids.ana = await buildCustomer(db, clientId, ANA);
    ids.bob = await buildCustomer(db, clientId, BOB);
    ids.cara = await buildCustomer(db, clientId, CARA);
    // Another business's customer with Ana's phone is never found here.
    await buildCustomer(db, s.f.clients.other.id, { ...ANA, email: 'ana@other.example' });

    ids.order = (await buildCustomerOrder(db, clientId, ids.ana, ANA, new Date(Date.now() - 2 * DAY))).id;
    const quote = await buildQuote(db, clientId, { lines: [{ name: 'Garden design', unitCents: 10_000, quantity: 1 }] });
    ids.quote = quote.id;
    const invoice = await buildQuote(db, clientId, { kind: 'invoice', lines: [{ name: 'Pruning', unitCents: 5_000, quantity: 1 }] });
    ids.invoice = invoice.id;
    await db.update(orders).set({ paid_cents: 2_000 }).where(eq(orders.id, invoice.id));
    ids.past = await buildCustomerAppointment(db, clientId, ids.ana, mine.id, new Date(Date.now() - 10 * DAY), { service: 'Haircut' });
    ids.coming = await buildCustomerAppointment(db, clientId, ids.ana, mine.id, new Date(Date.now() + 5 * DAY), { service: 'Colour' });
    // Bob: two paid orders (he spent more), an appointment with someone else.
    await buildCustomerOrder(db, clientId, ids.bob, BOB);
    await buildCustomerOrder(db, clientId, ids.bob, BOB);
    await buildCustomerAppointment(db, clientId, ids.bob, other.id, new Date(Date.now() + 6 * DAY));
  }, 60_000);

  async function page(query = '', who = s.f.users.owner): Promise<CustomerPage> {
    const res = await s.call('GET', `${s.base}${query}`, undefined, who);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as CustomerPage;
  }
  const emails = (p: CustomerPage) => p.customers.map((c) => c.email);
  async function record(id: number, who = s.f.users.owner): Promise<CustomerRecord> {
    const res = await s.call('GET', `${s.base}/${id}`, undefined, who);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as CustomerRecord;
  }

  it('search by phone matches the digits whatever the separators; by name or e-mail words; only this business', async () => {
    for (const q of ['5125550199', '(512) 555-0199', '555 0199', '+1 512.555.0199'.slice(3)]) {
      expect(emails(await page(`?q=${encodeURIComponent(q)}`))).toEqual(['ana@example.com']);
    }
    expect(emails(await page(`?q=${encodeURIComponent('512 555')}`)).sort()).toEqual(['ana@example.com', 'bob@example.com']);
    expect(emails(await page('?q=RUIZ'))).toEqual(['ana@example.com']);
    expect(emails(await page('?q=bob%40example'))).toEqual(['bob@example.com']);
    expect(emails(await page('?q=ana%20stone'))).toEqual([]);
    expect(emails(await page('?q=100%25'))).toEqual([]);
  });

  it('filters: orders, bookings, owing, new this month; every one by default', async () => {
    expect(emails(await page()).sort()).toEqual(['ana@example.com', 'bob@example.com', 'cara@example.com']);
    expect(emails(await page('?filter=orders')).sort()).toEqual(['ana@example.com', 'bob@example.com']);
    expect(emails(await page('?filter=bookings')).sort()).toEqual(['ana@example.com', 'bob@example.com']);
    // Ana's invoice is open with 30.00 left; a pending quote owes nothing until approved.
    expect(emails(await page('?filter=owing'))).toEqual(['ana@example.com']);
    expect(emails(await page('?filter=subscribers'))).toEqual([]);
    await s
      .db()
      .update(customers)
      .set({ created_at: new Date(Date.now() - 70 * DAY) })
      .where(eq(customers.id, ids.cara));
    expect(emails(await page('?filter=new')).sort()).toEqual(['ana@example.com', 'bob@example.com']);
    expect((await s.call('GET', `${s.base}?filter=rich`)).statusCode).toBe(400);
  });

  it('sorts by total spent or last activity, and pages by cursor through every customer once', async () => {
    const bySpent = await page('?sort=spent');
    // Bob: two orders of 32.00; Ana: one of 32.00 and 20.00 paid on her invoice; Cara nothing.
    expect(bySpent.customers.map((c) => [c.email, c.total_spent])).toEqual([
      ['bob@example.com', '64.00'],
      ['ana@example.com', '52.00'],
      ['cara@example.com', '0.00'],
    ]);
    for (const sort of ['spent', 'activity']) {
      const seen: string[] = [];
      let cursor: string | null = null;
      do {
        const p: CustomerPage = await page(`?sort=${sort}&limit=1${cursor ? `&cursor=${cursor}` : ''}`);
        expect(p.customers.length).toBeLessThanOrEqual(1);
        seen.push(...emails(p));
        cursor = p.next_cursor;
      } while (cursor);
      expect(seen.sort()).toEqual(['ana@example.com', 'bob@example.com', 'cara@example.com']);
    }
    const byActivity = await page('?sort=activity');
    const times = byActivity.customers.map((c) => c.last_activity_at);
    expect(times).toEqual([...times].sort().reverse());
  });

  it('a customer’s record shows the order, the bookings (past and coming) and the quote they made, with balances and totals', async () => {
    const ana = await record(ids.ana);
    expect(ana).toMatchObject({
      first_name: 'Ana',
      last_name: 'Ruiz',
      email: 'ana@example.com',
      phone: '(512) 555-0199',
      total_spent: '52.00',
      // One paid order and two booked appointments.
      visits: 3,
      owes: true,
      scope: 'all',
      editable: true,
      currency: 'USD',
    });
    expect(ana.orders).toEqual([expect.objectContaining({ id: ids.order, state: 'paid', total: '32.00' })]);
    expect(ana.appointments.map((a) => [a.id, a.services, a.staff_name, a.state])).toEqual([
      [ids.coming, ['Colour'], 'Lucía', 'booked'],
      [ids.past, ['Haircut'], 'Lucía', 'booked'],
    ]);
    const docs = Object.fromEntries(ana.documents.map((d) => [d.id, d]));
    expect(docs[ids.quote]).toMatchObject({ kind: 'quote', state: 'pending', total: '100.00', paid: '0.00', balance: '100.00' });
    expect(docs[ids.invoice]).toMatchObject({ kind: 'invoice', state: 'pending', total: '50.00', paid: '20.00', balance: '30.00' });
    expect(ana.subscriptions).toEqual([]);
    const bob = await record(ids.bob);
    expect(bob.orders).toHaveLength(2);
    expect(bob.documents).toEqual([]);

    expect((await s.call('GET', `${s.base}/999999`)).statusCode).toBe(404);
    // Another business's owner cannot read it.
    expect((await s.call('GET', `${s.base}/${ids.ana}`, undefined, s.f.users.otherAdmin)).statusCode).toBe(403);
  });

  it('the owner edits the contact details and note, audited; another customer’s e-mail is 409; bad details 400', async () => {
    const body = { first_name: 'Ana María', last_name: 'Ruiz', email: 'Cara@Example.com', phone: '', note: '' };
    const taken = await s.call('PUT', `${s.base}/${ids.ana}`, body);
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error).toMatchObject({ code: 'email_taken', message: expect.stringContaining('already uses this e-mail') });

    const bad = await s.call('PUT', `${s.base}/${ids.ana}`, { ...body, email: 'ana@', phone: '12' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toEqual({ email: 'validation:invalid.email', phone: 'validation:invalid.phone' });

    const res = await s.call(
      'PUT',
      `${s.base}/${ids.ana}`,
      {
        ...body,
        email: 'Ana.Ruiz@Example.com',
        phone: '(512) 555-0111',
        note: '<b>Prefers</b> mornings',
      },
      s.f.users.manager,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      first_name: 'Ana María',
      email: 'ana.ruiz@example.com',
      phone: '(512) 555-0111',
      note: 'Prefers mornings',
    });
    expect(emails(await page('?q=5550111'))).toEqual(['ana.ruiz@example.com']);
    const [entry] = await s
      .db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'customer'), eq(auditLog.entity_id, String(ids.ana))));
    expect(entry).toMatchObject({
      action: 'customer.update',
      actor_email: s.f.users.manager.email,
      before: { first_name: 'Ana', email: 'ana@example.com', phone: '(512) 555-0199', note: '' },
      after: { first_name: 'Ana María', email: 'ana.ruiz@example.com', phone: '(512) 555-0111', note: 'Prefers mornings' },
    });
    // Back as it was, for the other tests.
    await s.call('PUT', `${s.base}/${ids.ana}`, { first_name: 'Ana', last_name: 'Ruiz', email: 'ana@example.com', phone: ANA.phone });
  });

  it('a booking the owner makes in the Schedule is the customer’s too (found by e-mail, made when new)', async () => {
    const db = s.db();
    const person = await buildStaff(db, s.clientId, { name: 'Nadia' });
    const service = await buildService(db, s.clientId, { name: 'Tasting', storefront: false, virtual: true });
    const start = new Date(Date.now() + 40 * DAY);
    start.setUTCMinutes(0, 0, 0);
    const res = await s.call('POST', `/api/client/${s.clientId}/owner-appointments`, {
      staffId: person.id,
      serviceIds: [service.id],
      serviceType: 2,
      start: start.toISOString(),
      details: { firstName: 'Dora', lastName: 'Vega', email: 'Dora@Example.com', phoneNumber: '(512) 555-0177' },
    });
    expect(res.statusCode, res.body).toBe(201);
    const found = await page('?q=5550177');
    expect(emails(found)).toEqual(['dora@example.com']);
    const dora = await record(found.customers[0]!.id);
    expect(dora.appointments.map((a) => [a.services, a.staff_name, a.state])).toEqual([[['Tasting'], 'Nadia', 'booked']]);
    expect(dora.visits).toBe(1);
    await db.delete(customers).where(eq(customers.id, dora.id));
  });

  it('an employee sees only the customers of their own appointments, only those appointments, no money, and changes nothing', async () => {
    const staff = s.f.users.staff;
    const mine = await page('', staff);
    expect(emails(mine)).toEqual(['ana@example.com']);
    expect(mine.customers[0]).toMatchObject({ total_spent: '0.00', owes: false, visits: 0 });
    expect(emails(await page('?q=bob', staff))).toEqual([]);
    const ana = await record(ids.ana, staff);
    expect(ana).toMatchObject({
      scope: 'own_appointments',
      editable: false,
      note: '',
      total_spent: '0.00',
      // Their own two bookings, not the customer's paid order.
      visits: 2,
      orders: [],
      documents: [],
      messages: [],
    });
    expect(ana.appointments.map((a) => a.id)).toEqual([ids.coming, ids.past]);
    expect((await s.call('GET', `${s.base}/${ids.bob}`, undefined, staff)).statusCode).toBe(404);
    const write = await s.call('PUT', `${s.base}/${ids.ana}`, { first_name: 'X', email: 'x@example.com' }, staff);
    expect(write.statusCode).toBe(403);
    expect(write.json().error.code).toBe('read_only');
    const [row] = await s.db().select({ first_name: customers.first_name }).from(customers).where(eq(customers.id, ids.ana));
    expect(row!.first_name).toBe('Ana');
  });

  it('exports the customers and the orders as CSV: a row each, dates in the business zone, amounts as decimals with a currency', async () => {
    const [client] = await s.db().select({ timezone: clients.timezone }).from(clients).where(eq(clients.id, s.clientId));
    const zone = client!.timezone ?? 'America/New_York';
    const res = await s.call('GET', `/api/client/${s.clientId}/exports/customers`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="customers-\d{4}-\d{2}-\d{2}\.csv"/);
    const rows = parse(res.body, { columns: true, bom: true }) as Record<string, string>[];
    expect(rows.map((r) => r.email).sort()).toEqual(['ana@example.com', 'bob@example.com', 'cara@example.com']);
    const [stored] = await s.db().select({ created_at: customers.created_at }).from(customers).where(eq(customers.id, ids.ana));
    expect(rows.find((r) => r.email === 'ana@example.com')).toEqual({
      first_name: 'Ana',
      last_name: 'Ruiz',
      email: 'ana@example.com',
      phone: '(512) 555-0199',
      customer_since: zonedDateTime(stored!.created_at.toISOString(), zone),
      last_activity: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/),
      total_spent: '52.00',
      currency: 'USD',
      visits: '3',
      owes: 'yes',
      note: '',
    });

    const orderRes = await s.call('GET', `/api/client/${s.clientId}/exports/orders`);
    expect(orderRes.statusCode, orderRes.body).toBe(200);
    const orderRows = parse(orderRes.body, { columns: true, bom: true }) as Record<string, string>[];
    const placed = await s
      .db()
      .select({ number: orders.number })
      .from(orders)
      .where(and(eq(orders.client_id, s.clientId), eq(orders.kind, 'order')));
    expect(orderRows.map((r) => Number(r.number)).sort((a, b) => a - b)).toEqual(placed.map((o) => o.number).sort((a, b) => a! - b!));
    expect(orderRows.find((r) => r.email === 'ana@example.com')).toMatchObject({
      status: 'paid',
      first_name: 'Ana',
      subtotal: '25.00',
      tax: '2.00',
      shipping: '5.00',
      total: '32.00',
      paid: '32.00',
      refunded: '0.00',
      currency: 'USD',
    });
    // Quotes and invoices are not orders of the file.
    expect(orderRows).toHaveLength(3);

    for (const path of ['customers', 'orders']) {
      const refused = await s.call('GET', `/api/client/${s.clientId}/exports/${path}`, undefined, s.f.users.staff);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error.code).toBe('read_only');
    }
  });

  it('a name a spreadsheet would read as a formula is exported as text', async () => {
    const id = await buildCustomer(s.db(), s.clientId, { firstName: '=HYPERLINK("x")', lastName: '', email: 'eve@example.com', phone: '' });
    const res = await s.call('GET', `/api/client/${s.clientId}/exports/customers`);
    const rows = parse(res.body, { columns: true, bom: true }) as Record<string, string>[];
    expect(rows.find((r) => r.email === 'eve@example.com')!.first_name).toBe(`'=HYPERLINK("x")`);
    await s.db().delete(customers).where(eq(customers.id, id));
  });
});
