// Issue 30 on a real database: the customer cancels their subscription from its order's page at the end of its
// paid period (it stays active until then, no renewal is charged, it ends then), a past-due one at once; the
// owner's order shows the end date and the activity log the customer's cancel; the charges are listed.
import type { OwnerOrder } from '@vitrina/api-client/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listAuditEntries } from '../../db/index.js';
import { buildClient } from '../../testing/builders.js';
import { SANDBOX_DECLINE_TOKEN, buildSubscription, readSubscriptionRow, renewalOrders } from '../../testing/subscription-builders.js';
import { testDatabases } from '../../testing/test-db.js';
import { createOwnerFixture } from '../../testing/owner-test-fixture.js';
import type { OwnerFixture } from '../../testing/owner-test-fixture.js';
import { renewDueSubscriptions } from './renewals-service.js';

describe.each(testDatabases())('%s: the customer cancels their subscription and sees its charges (issue 30)', (kind) => {
  let f: OwnerFixture;
  let clientId: number;
  const db = () => f.server.database.db;
  beforeAll(async () => {
    f = await createOwnerFixture(kind);
    clientId = f.clients.bistro.id;
  }, 60_000);
  afterAll(() => f?.server.close());

  const cancel = (uuid: string, client = clientId) =>
    f.inject({ method: 'POST', url: `/api/client/${client}/subscriptions/${uuid}/cancel` });
  const charges = (uuid: string, client = clientId) => f.inject({ url: `/api/client/${client}/subscriptions/${uuid}/charges` });

  it('at period end: active until its next charge, then ended without a renewal; the owner sees the end; again changes nothing', async () => {
    const due = new Date('2016-04-01T09:00:00Z');
    const sub = await buildSubscription(db(), clientId, { nextChargeAt: due, recurrence: 'monthly' });
    const res = await cancel(sub.uuid);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().subscription).toMatchObject({ state: 'active', cancel_at: due.toISOString() });
    const again = await cancel(sub.uuid);
    expect(again.statusCode).toBe(200);
    expect(again.json().subscription).toMatchObject({ state: 'active', cancel_at: due.toISOString() });

    const shown = (
      await f.inject({ url: `/api/client/${clientId}/owner-orders/${sub.orderId}`, headers: await f.as(f.users.owner) })
    ).json() as OwnerOrder;
    expect(shown.subscription).toMatchObject({ state: 'active', cancel_at: due.toISOString() });
    const [entry] = await listAuditEntries(db(), clientId, { entity: 'subscription' });
    expect(entry).toMatchObject({
      action: 'subscription.cancel_at_period_end',
      entity_id: String(sub.id),
      actor_sub: 'customer:subscription-link',
    });

    // Before its end: still active, nothing charged.
    await renewDueSubscriptions(f.server.app.ctx, new Date(due.getTime() - 60_000));
    expect((await readSubscriptionRow(db(), sub.id)).status).toBe('active');
    // Its period over: ended at that instant, no renewal order, no charge.
    await renewDueSubscriptions(f.server.app.ctx, new Date(due.getTime() + 60_000));
    expect(await readSubscriptionRow(db(), sub.id)).toMatchObject({ status: 'canceled', next_charge_at: null, canceled_at: due });
    expect(await renewalOrders(db(), sub.id)).toHaveLength(0);
    expect((await cancel(sub.uuid)).json().subscription.state).toBe('canceled');
  });

  it('past due (its renewal declined): ended at once', async () => {
    const sub = await buildSubscription(db(), clientId, {
      nextChargeAt: new Date('2015-05-01T08:00:00Z'),
      paymentToken: SANDBOX_DECLINE_TOKEN,
    });
    await renewDueSubscriptions(f.server.app.ctx, new Date('2015-05-01T08:01:00Z'));
    expect((await readSubscriptionRow(db(), sub.id)).status).toBe('past_due');
    const res = await cancel(sub.uuid);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().subscription).toMatchObject({ state: 'canceled', next_charge_at: null });
  });

  it('lists the first order and each renewal with its state, newest first; another business’s uuid is 404', async () => {
    const sub = await buildSubscription(db(), clientId, {
      nextChargeAt: new Date('2014-05-01T08:00:00Z'),
      paymentToken: SANDBOX_DECLINE_TOKEN,
    });
    await renewDueSubscriptions(f.server.app.ctx, new Date('2014-05-01T08:01:00Z'));
    const res = await charges(sub.uuid);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.currency).toBe('USD');
    expect(body.charges).toHaveLength(2);
    expect(body.charges[0]).toMatchObject({ first: false, state: 'payment_failed', total: '25.00' });
    expect(body.charges[1]).toMatchObject({ first: true, order_uuid: sub.orderUuid, state: 'paid', total: '25.00' });
    const other = (await buildClient(db())).client.id;
    expect((await charges(sub.uuid, other)).statusCode).toBe(404);
    expect((await cancel(sub.uuid, other)).statusCode).toBe(404);
    expect((await readSubscriptionRow(db(), sub.id)).status).toBe('past_due');
  });
});
