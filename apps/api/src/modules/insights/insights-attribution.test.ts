// Campaign attribution from visit to payment (issue 31, spec §9), through the real public routes: a visitor
// who landed on /?utm_source=newsletter&utm_campaign=spring carries the utm_params cookie; the order they pay
// at checkout, the appointment they book and the quote they pay carry that campaign, and the dashboard's
// campaign table counts the visits, the order, the booking and the money for it.
import type { DashboardAnswer } from '@vitrina/api-client/contracts';
import { bookingCalls, checkoutCalls, orderDocumentCalls } from '@vitrina/api-client/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointments, orders, trackingRecords } from '../../db/schema.js';
import { buildUser } from '../../testing/builders.js';
import { callPath } from '../../testing/call-path.js';
import { buildQuote } from '../../testing/quote-builders.js';
import { buildProduct, setStoreSettings } from '../../testing/store-builders.js';
import { testDatabases } from '../../testing/test-db.js';
import { createTestServer } from '../../testing/test-server.js';
import type { TestServer } from '../../testing/test-server.js';
import { at, bookingSetup, DETAILS, selection, testDate } from '../booking/booking-test-fixture.js';
import type { BookingSetup } from '../booking/booking-test-fixture.js';
import { checkoutBody, newKey, nextIp } from '../orders/checkout-test-fixture.js';
import { card } from '../quotes/order-documents-test-fixture.js';

const SPRING = { utm_source: 'newsletter', utm_campaign: 'spring' };
/** The cookie the site writes on landing at /?utm_source=newsletter&utm_campaign=spring. */
const COOKIE = `theme=dark; utm_params=${encodeURIComponent(JSON.stringify(SPRING))}`;

describe.each(testDatabases())('%s: campaign attribution from visit to payment (issue 31)', (kind) => {
  let t: TestServer;
  let s: BookingSetup;
  let bearer: { authorization: string };
  /** The newsletter's order of the first test. */
  let springOrderId = 0;
  const today = async () => {
    const res = await t.app.inject({ url: `/api/client/${s.clientId}/insights/dashboard?period=today`, headers: bearer });
    expect(res.statusCode).toBe(200);
    return res.json() as DashboardAnswer;
  };
  const db = () => t.database.db;
  const post = (url: string, payload: object, cookie: string | null, key = newKey()) =>
    t.app.inject({
      method: 'POST',
      url,
      headers: { 'idempotency-key': key, 'x-forwarded-for': nextIp(), ...(cookie ? { cookie } : {}) },
      payload,
    });

  beforeAll(async () => {
    t = await createTestServer(kind);
    s = await bookingSetup(db());
    await setStoreSettings(db(), s.clientId, { tax_rate: '10', shipping_rate: '5', payment_countries: ['US'] });
    const owner = await buildUser(db(), { clientIds: [s.clientId] });
    bearer = await t.bearer(owner.sub);
  }, 60_000);
  afterAll(() => t?.close());

  it('an order, a booking and a quote payment made with the newsletter/spring cookie count for that campaign', async () => {
    // Three visits: two from the newsletter, one direct.
    await db()
      .insert(trackingRecords)
      .values(
        [SPRING, SPRING, {}].map((utm_data) => ({
          client_id: s.clientId,
          wurkzen_subdomain: 'x',
          ip_address: '10.1.1.1',
          user_agent: 'ua',
          utm_data,
        })),
      );

    const mug = await buildProduct(db(), s.clientId, { name: 'Mug', price_cents: 1250, stock: 5 });
    const bought = await post(
      callPath(checkoutCalls.checkout, { id: s.clientId }),
      checkoutBody([{ product_id: mug.id, variant_id: null, quantity: 2 }]),
      COOKIE,
    );
    expect(bought.statusCode, bought.body).toBe(201);
    const [order] = await db().select().from(orders).where(eq(orders.uuid, bought.json().order_uuid));
    expect(order).toMatchObject({ status: 'paid', utm: SPRING });
    springOrderId = order!.id;

    const booked = await post(
      callPath(bookingCalls.book, { id: s.clientId }),
      { details: DETAILS, ...selection(s, at(testDate(), '10:00')) },
      COOKIE,
    );
    expect(booked.statusCode, booked.body).toBe(201);
    const [appointment] = await db().select().from(appointments).where(eq(appointments.client_id, s.clientId));
    expect(appointment!.utm).toEqual(SPRING);

    const quote = await buildQuote(db(), s.clientId);
    const paid = await post(
      callPath(orderDocumentCalls.pay, { id: s.clientId, uuid: quote.uuid }),
      { amount: '40.00', payment: card() },
      COOKIE,
    );
    expect(paid.statusCode, paid.body).toBe(201);
    expect((await db().select().from(orders).where(eq(orders.id, quote.id)))[0]!.utm).toEqual(SPRING);

    const answer = await today();
    const revenue = order!.paid_cents + 4000;
    expect(answer.campaigns).toEqual([
      {
        source: 'newsletter',
        medium: '',
        campaign: 'spring',
        visits: 2,
        orders: 1,
        bookings: 1,
        revenue: (revenue / 100).toFixed(2),
        revenue_per_visit: (Math.round(revenue / 2) / 100).toFixed(2),
      },
      { source: '', medium: '', campaign: '', visits: 1, orders: 0, bookings: 0, revenue: '0.00', revenue_per_visit: '0.00' },
    ]);
    expect(answer.figures).toMatchObject({
      orders: { current: 1 },
      bookings_made: { current: 1 },
      visits: { current: 3 },
      sales: { current: (revenue / 100).toFixed(2) },
      conversion: { current: 2 / 3 },
    });
  });

  it('a campaign sent in the body wins over the cookie; a quote that already has a campaign keeps it', async () => {
    const mug = await buildProduct(db(), s.clientId, { name: 'Cup', price_cents: 900, stock: 5 });
    const body = checkoutBody([{ product_id: mug.id, variant_id: null, quantity: 1 }], undefined, { utm: { utm_source: 'google' } });
    const bought = await post(callPath(checkoutCalls.checkout, { id: s.clientId }), body, COOKIE);
    expect(bought.statusCode, bought.body).toBe(201);
    const [order] = await db().select().from(orders).where(eq(orders.uuid, bought.json().order_uuid));
    expect(order!.utm).toEqual({ utm_source: 'google' });

    const quote = await buildQuote(db(), s.clientId);
    await db()
      .update(orders)
      .set({ utm: { utm_source: 'flyer' } })
      .where(eq(orders.id, quote.id));
    const paid = await post(
      callPath(orderDocumentCalls.pay, { id: s.clientId, uuid: quote.uuid }),
      { amount: '10.00', payment: card() },
      COOKIE,
    );
    expect(paid.statusCode, paid.body).toBe(201);
    expect((await db().select().from(orders).where(eq(orders.id, quote.id)))[0]!.utm).toEqual({ utm_source: 'flyer' });

    // Without a cookie nothing is invented.
    const plain = await buildQuote(db(), s.clientId);
    await post(callPath(orderDocumentCalls.pay, { id: s.clientId, uuid: plain.uuid }), { amount: '10.00', payment: card() }, null);
    expect((await db().select().from(orders).where(eq(orders.id, plain.id)))[0]!.utm).toBeNull();
  });

  it("the owner's refund lowers today's sales and the campaign's revenue; a quote the owner sends counts as sent", async () => {
    const before = await today();
    const refund = await t.app.inject({
      method: 'POST',
      url: `/api/client/${s.clientId}/owner-orders/${springOrderId}/refund`,
      headers: { ...bearer, 'idempotency-key': newKey() },
      payload: { amount: '5.00' },
    });
    expect(refund.statusCode, refund.body).toBe(200);
    const sent = await t.app.inject({
      method: 'POST',
      url: `/api/client/${s.clientId}/owner-quotes`,
      headers: bearer,
      payload: {
        kind: 'invoice',
        email: 'bea@example.com',
        name: 'Bea Gil',
        lines: [{ source: 'text', name: 'Visit', description: '', unit_price: '30', quantity: 1 }],
        discount: '0',
        due_date: '2030-01-31',
        terms: '',
        note: '',
      },
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const after = await today();
    const cents = (m: string) => Math.round(Number(m) * 100);
    expect(cents(after.figures.sales.current)).toBe(cents(before.figures.sales.current) - 500);
    expect(after.figures.quotes_sent.current).toBe(before.figures.quotes_sent.current + 1);
    const spring = (a: DashboardAnswer) => a.campaigns.find((c) => c.source === 'newsletter')!;
    expect(cents(spring(after).revenue)).toBe(cents(spring(before).revenue) - 500);
  });
});
