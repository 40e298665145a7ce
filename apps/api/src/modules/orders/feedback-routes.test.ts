// Spec §2 /commerce/order/{uuid}/feedback, §5 "Feedback comment … This information is required".
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderFeedback, orders } from '../../db/schema.js';
import { buildClient } from '../../testing/builders.js';
import { buildProduct } from '../../testing/store-builders.js';
import type { TestProduct } from '../../testing/store-builders.js';
import { testDatabases } from '../../testing/test-db.js';
import { createTestServer } from '../../testing/test-server.js';
import type { TestServer } from '../../testing/test-server.js';
import { CARDS, checkoutBody, nextIp, postCheckout } from './checkout-test-fixture.js';

const UNKNOWN_UUID = '00000000-0000-4000-8000-000000000000';

describe.each(testDatabases())('%s: order feedback (spec §2 order feedback, §5)', (kind) => {
  let t: TestServer;
  let clientId: number;
  let otherClient: number;
  let lamp: TestProduct;
  const db = () => t.database.db;
  const buy = async () => {
    const res = await postCheckout(t, clientId, checkoutBody([{ product_id: lamp.id, variant_id: null, quantity: 1 }], CARDS.success));
    return (res.json() as { order_uuid: string }).order_uuid;
  };
  const url = (uuid: string, client = clientId) => `/api/client/${client}/orders/${uuid}/feedback`;
  const post = (uuid: string, payload: object, ip = nextIp(), client = clientId) =>
    t.app.inject({ method: 'POST', url: url(uuid, client), payload, headers: { 'x-forwarded-for': ip } });
  const codeOf = (res: { statusCode: number; json: () => { error?: { code?: string } } }) => [res.statusCode, res.json().error?.code];

  beforeAll(async () => {
    t = await createTestServer(kind);
    clientId = (await buildClient(db())).client.id;
    otherClient = (await buildClient(db())).client.id;
    lamp = await buildProduct(db(), clientId, { name: 'Lamp', price_cents: 4000, stock: 50 });
  }, 60_000);
  afterAll(() => t?.close());

  it('a paid order takes one feedback, read back as left; GET before answers 200 with none (issue 26)', async () => {
    const uuid = await buy();
    const before = await t.app.inject(url(uuid));
    expect([before.statusCode, before.json()]).toEqual([200, null]);
    expect(before.headers['cache-control']).toBe('no-cache');
    const res = await post(uuid, { rating: '5', comment: '  <b>Lovely</b> lamp\nfast delivery ' });
    expect(res.statusCode).toBe(201);
    const left = res.json();
    expect(left).toMatchObject({ rating: 5, comment: 'Lovely lamp\nfast delivery' });
    const read = await t.app.inject(url(uuid));
    expect([read.statusCode, read.json()]).toEqual([200, left]);
    expect(read.headers['cache-control']).toBe('no-cache');
    expect(codeOf(await post(uuid, { rating: 1, comment: 'Changed my mind' }))).toEqual([409, 'feedback_exists']);
    expect((await t.app.inject(url(uuid))).json().rating).toBe(5);
  });

  it('§5 the comment is required ("This information is required"); the rating is 1 to 5', async () => {
    const uuid = await buy();
    const cases: [object, Record<string, string>][] = [
      [{ rating: 4, comment: '' }, { comment: 'validation:informationRequired' }],
      [{ rating: 4, comment: '<p> </p>' }, { comment: 'validation:informationRequired' }],
      [{ rating: 4 }, { comment: 'validation:informationRequired' }],
      [{ rating: 0, comment: 'Fine' }, { rating: 'validation:feedback.rating' }],
      [{ rating: 6, comment: 'Fine' }, { rating: 'validation:feedback.rating' }],
      [{ comment: 'Fine' }, { rating: 'validation:feedback.rating' }],
    ];
    for (const [payload, fields] of cases) {
      const res = await post(uuid, payload);
      expect([res.statusCode, res.json().error.code, res.json().error.fields]).toEqual([400, 'invalid_request', fields]);
    }
    expect(await db().select().from(orderFeedback).where(eq(orderFeedback.client_id, clientId))).not.toContainEqual(
      expect.objectContaining({ comment: 'Fine' }),
    );
  });

  it('another client’s uuid and an unknown uuid are 404 order_not_found', async () => {
    const uuid = await buy();
    for (const [u, client] of [
      [uuid, otherClient],
      [UNKNOWN_UUID, clientId],
    ] as const) {
      expect(codeOf(await t.app.inject(url(u, client)))).toEqual([404, 'order_not_found']);
      expect(codeOf(await post(u, { rating: 3, comment: 'Hi' }, nextIp(), client))).toEqual([404, 'order_not_found']);
    }
  });

  it.each(['canceled', 'rejected', 'payment_failed'] as const)(
    'a %s order takes no feedback (409 feedback_not_allowed)',
    async (status) => {
      const uuid = await buy();
      await db().update(orders).set({ status }).where(eq(orders.uuid, uuid));
      expect(codeOf(await post(uuid, { rating: 2, comment: 'Meh' }))).toEqual([409, 'feedback_not_allowed']);
    },
  );

  // Issue 25: an order still awaiting payment validation answered 201.
  it('an order awaiting its payment validation takes no feedback: 409 with the message, nothing stored; once paid, 201', async () => {
    const res = await postCheckout(t, clientId, checkoutBody([{ product_id: lamp.id, variant_id: null, quantity: 1 }], CARDS.validation));
    const uuid = (res.json() as { order_uuid: string }).order_uuid;
    const [order] = await db().select().from(orders).where(eq(orders.uuid, uuid));
    expect(order?.status).toBe('awaiting_payment');
    const refused = await post(uuid, { rating: 5, comment: 'Not paid yet' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ error: { code: 'feedback_not_allowed', message: 'errors:orders.feedbackNotAllowed' } });
    expect(await db().select().from(orderFeedback).where(eq(orderFeedback.order_id, order!.id))).toEqual([]);
    await db().update(orders).set({ status: 'paid' }).where(eq(orders.uuid, uuid));
    expect((await post(uuid, { rating: 5, comment: 'Paid now' })).statusCode).toBe(201);
  });

  it.each([
    ['requested', 'unfulfilled', 409],
    ['pending', 'unfulfilled', 409],
    ['approved', 'unfulfilled', 409],
    ['canceled', 'shipped', 409],
    ['refunded', 'unfulfilled', 201],
    ['paid', 'shipped', 201],
  ] as const)('a %s, %s order → %i (paid or fulfilled only)', async (status, fulfillment, expected) => {
    const uuid = await buy();
    await db().update(orders).set({ status, fulfillment }).where(eq(orders.uuid, uuid));
    const res = await post(uuid, { rating: 3, comment: 'Fine' });
    expect(res.statusCode, res.body).toBe(expected);
    if (expected === 409) expect(res.json().error).toEqual({ code: 'feedback_not_allowed', message: 'errors:orders.feedbackNotAllowed' });
  });

  it('two concurrent posts: one 201, one 409 feedback_exists, one row', async () => {
    const uuid = await buy();
    const answers = await Promise.all([post(uuid, { rating: 4, comment: 'First' }), post(uuid, { rating: 2, comment: 'Second' })]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(answers.find((r) => r.statusCode === 409)?.json().error.code).toBe('feedback_exists');
    const [order] = await db().select().from(orders).where(eq(orders.uuid, uuid));
    const rows = await db().select().from(orderFeedback).where(eq(orderFeedback.order_id, order!.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.comment).toBe(answers.find((r) => r.statusCode === 201)?.json().comment);
  });

  it('is rate limited per address like the contact form (429)', async () => {
    const uuid = await buy();
    const ip = nextIp();
    const codes: number[] = [];
    for (let i = 0; i < 6; i += 1) codes.push((await post(uuid, { rating: 3, comment: '' }, ip)).statusCode);
    expect(codes).toEqual([400, 400, 400, 400, 400, 429]);
  });
});
