// Issue 15 on a real database: the customer reads a subscription by its uuid and gives it a new card (a
// past-due renewal is paid with it at once, and a declined card is not saved); the order page lists the
// subscription with its frequency; the owner cancels it in the back office and no renewal follows.
import type { OwnerOrder, PublicOrder } from '@vitrina/api-client/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listAuditEntries } from '../../db/index.js';
import { renewDueSubscriptions } from './renewals-service.js';
import { buildClient } from '../../testing/builders.js';
import { SANDBOX_DECLINE_TOKEN, buildSubscription, readSubscriptionRow, renewalOrders } from '../../testing/subscription-builders.js';
import { testDatabases } from '../../testing/test-db.js';
import { createOwnerFixture } from '../../testing/owner-test-fixture.js';
import type { OwnerFixture } from '../../testing/owner-test-fixture.js';

const card = (cardNumber: string) => ({
  method: 'card' as const,
  card: { holderName: 'Ana Ruiz', cardNumber, expiryDate: '12/40', cvv: '123' },
});

describe.each(testDatabases())('%s: the customer’s subscription and the owner’s cancel', (kind) => {
  let f: OwnerFixture;
  let clientId: number;
  const db = () => f.server.database.db;
  beforeAll(async () => {
    f = await createOwnerFixture(kind);
    clientId = f.clients.bistro.id;
  }, 60_000);
  afterAll(() => f?.server.close());

  const read = (uuid: string, client = clientId) => f.inject({ url: `/api/client/${client}/subscriptions/${uuid}` });
  const update = (uuid: string, payment: unknown, client = clientId) =>
    f.inject({ method: 'POST', url: `/api/client/${client}/subscriptions/${uuid}/payment-method`, payload: { payment } });

  it('reads the subscription with its order; another business’s uuid is not found', async () => {
    const sub = await buildSubscription(db(), clientId, { recurrence: 'weekly' });
    const res = await read(sub.uuid);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      order_uuid: sub.orderUuid,
      currency: 'USD',
      subscription: {
        uuid: sub.uuid,
        name: 'Weekly bread box',
        amount: '25.00',
        recurrence: 'weekly',
        state: 'active',
        card_last4: '4242',
      },
    });
    const other = (await buildClient(db())).client.id;
    expect((await read(sub.uuid, other)).json()).toMatchObject({ error: { code: 'subscription_not_found' } });
    expect((await update(sub.uuid, card('4242424242424242'), other)).statusCode).toBe(404);
  });

  it('the order page lists the subscriptions the order started, with their frequency', async () => {
    const sub = await buildSubscription(db(), clientId, { recurrence: 'yearly' });
    const order = (await f.inject({ url: `/api/client/${clientId}/orders/${sub.orderUuid}` })).json() as PublicOrder;
    expect(order.subscriptions).toMatchObject([{ uuid: sub.uuid, recurrence: 'yearly', state: 'active' }]);
  });

  it('an active subscription saves the new card for the next renewal, charging nothing now', async () => {
    const sub = await buildSubscription(db(), clientId);
    const res = await update(sub.uuid, card('5555 5555 5555 4444'));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().subscription).toMatchObject({ state: 'active', card_brand: 'Mastercard', card_last4: '4444' });
    expect(await renewalOrders(db(), sub.id)).toHaveLength(0);
  });

  it('a wrong card number answers 400 with the card form’s field', async () => {
    const sub = await buildSubscription(db(), clientId);
    const res = await update(sub.uuid, card('4242424242424241'));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toHaveProperty('cardNumber');
    expect((await readSubscriptionRow(db(), sub.id)).card_last4).toBe('4242');
  });

  it('past due: a declined new card answers 402 and is not saved; a good one pays the renewal and reactivates', async () => {
    const sub = await buildSubscription(db(), clientId, {
      nextChargeAt: new Date('2019-05-01T08:00:00Z'),
      paymentToken: SANDBOX_DECLINE_TOKEN,
    });
    await renewDueSubscriptions(f.server.app.ctx, new Date('2019-05-01T08:01:00Z'));
    expect((await readSubscriptionRow(db(), sub.id)).status).toBe('past_due');

    const declined = await update(sub.uuid, card('4000000000000002'));
    expect(declined.statusCode).toBe(402);
    expect(declined.json()).toMatchObject({ error: { code: 'payment_declined' }, decline: 'declined' });
    expect(await readSubscriptionRow(db(), sub.id)).toMatchObject({
      status: 'past_due',
      card_last4: '0002',
      payment_token: SANDBOX_DECLINE_TOKEN,
    });
    expect(await renewalOrders(db(), sub.id)).toMatchObject([{ status: 'payment_failed' }]);

    const paid = await update(sub.uuid, card('4000056655665556'));
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().subscription).toMatchObject({ state: 'active', card_last4: '5556' });
    const [renewal, ...more] = await renewalOrders(db(), sub.id);
    expect(more).toHaveLength(0);
    expect(renewal).toMatchObject({ status: 'paid', paid_cents: 2500 });
    const page = (await f.inject({ url: `/api/client/${clientId}/orders/${renewal!.uuid}` })).json() as PublicOrder;
    expect(page.transactions.map((t) => t.status)).toEqual(['failed', 'failed', 'succeeded']);
  });

  it('two submits of a past-due card at once charge the renewal once', async () => {
    const sub = await buildSubscription(db(), clientId, {
      nextChargeAt: new Date('2018-05-01T08:00:00Z'),
      paymentToken: SANDBOX_DECLINE_TOKEN,
    });
    await renewDueSubscriptions(f.server.app.ctx, new Date('2018-05-01T08:01:00Z'));
    const answers = await Promise.all([update(sub.uuid, card('4242424242424242')), update(sub.uuid, card('4242424242424242'))]);
    // The one that comes second either finds the renewal being paid (409) or already paid (it saves the card).
    expect(answers.map((a) => a.statusCode)).toContain(200);
    for (const a of answers) expect([200, 409]).toContain(a.statusCode);
    expect((await readSubscriptionRow(db(), sub.id)).status).toBe('active');
    const [renewal] = await renewalOrders(db(), sub.id);
    const page = (await f.inject({ url: `/api/client/${clientId}/orders/${renewal!.uuid}` })).json() as PublicOrder;
    expect(page.transactions.filter((t) => t.status === 'succeeded')).toHaveLength(1);
  });

  it('the owner sees the subscription on the order and cancels it: no renewal after, the card cannot change', async () => {
    const due = new Date('2017-03-01T09:00:00Z');
    const sub = await buildSubscription(db(), clientId, { nextChargeAt: due, recurrence: 'monthly' });
    const url = `/api/client/${clientId}/owner-orders/${sub.orderId}`;
    const shown = (await f.inject({ url, headers: await f.as(f.users.owner) })).json() as OwnerOrder;
    expect(shown.subscription).toMatchObject({ uuid: sub.uuid, state: 'active', recurrence: 'monthly', next_charge_at: due.toISOString() });

    const canceled = await f.inject({ method: 'POST', url: `${url}/subscription/cancel`, headers: await f.as(f.users.manager) });
    expect(canceled.statusCode, canceled.body).toBe(200);
    expect((canceled.json() as OwnerOrder).subscription).toMatchObject({ state: 'canceled', next_charge_at: null });
    const again = await f.inject({ method: 'POST', url: `${url}/subscription/cancel`, headers: await f.as(f.users.owner) });
    expect(again.json()).toMatchObject({ error: { code: 'subscription_already_canceled' } });

    await renewDueSubscriptions(f.server.app.ctx, new Date('2017-03-02T09:00:00Z'));
    expect(await renewalOrders(db(), sub.id)).toHaveLength(0);
    expect((await read(sub.uuid)).json().subscription.state).toBe('canceled');
    expect((await update(sub.uuid, card('4242424242424242'))).json()).toMatchObject({ error: { code: 'subscription_not_active' } });
    const audit = await listAuditEntries(db(), clientId, { entity: 'subscription' });
    expect(audit[0]).toMatchObject({ action: 'subscription.cancel', entity_id: String(sub.id) });
  });

  it('an order without a subscription: null on the owner’s order, 404 on cancel', async () => {
    const sub = await buildSubscription(db(), clientId);
    const plain = await f.inject({ url: `/api/client/${clientId}/owner-orders/999999`, headers: await f.as(f.users.owner) });
    expect(plain.statusCode).toBe(404);
    const other = f.clients.other.id;
    const foreign = await f.inject({
      method: 'POST',
      url: `/api/client/${other}/owner-orders/${sub.orderId}/subscription/cancel`,
      headers: await f.as(f.users.otherAdmin),
    });
    expect(foreign.statusCode).toBe(404);
  });
});
