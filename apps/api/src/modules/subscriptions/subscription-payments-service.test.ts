// Issue 15: a subscription starts when its first order is paid — by any path (the checkout's direct answer,
// the validation step, a gateway webhook) — and never starts when that payment fails or expires. Replays
// change nothing. PGlite always; Postgres with DATABASE_URL.
import type { Payment } from '@vitrina/commerce';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { cancelSubscriptionByOwner } from './subscription-changes-service.js';
import { moveSubscription, saveSubscriptionCard } from './subscriptions-repository.js';
import { orders } from '../../db/schema.js';
import { buildClient } from '../../testing/builders.js';
import { buildSubscription, readSubscriptionRow } from '../../testing/subscription-builders.js';
import { testDatabases } from '../../testing/test-db.js';
import { testServerSuite } from '../../testing/test-server-suite.js';
import { applyPaymentResult, failOrder } from '../../services/payment-result.js';

const DAY = 86_400_000;

describe.each(testDatabases())('%s: subscription activation by the first payment', (kind) => {
  const suite = testServerSuite(kind);
  const { db } = suite;

  const answer = (orderUuid: string, status: Payment['status'], transactionId = `sbx_${Math.random().toString(16).slice(2)}`): Payment => ({
    transactionId,
    orderId: orderUuid,
    amountCents: 2500,
    currency: 'USD',
    status,
    card: { brand: 'Visa', last4: '4242' },
  });

  it('a succeeded payment makes the incomplete subscription active, next charge one period after the payment', async () => {
    const clientId = (await buildClient(db())).client.id;
    const sub = await buildSubscription(db(), clientId, { status: 'incomplete', recurrence: 'weekly' });
    const before = Date.now();
    const applied = await applyPaymentResult(suite.server.app.ctx, clientId, answer(sub.orderUuid, 'succeeded'));
    expect(applied?.paid).toBe(true);
    const row = await readSubscriptionRow(db(), sub.id);
    expect(row.status).toBe('active');
    const [order] = await db().select().from(orders).where(eq(orders.id, sub.orderId));
    expect(row.next_charge_at!.getTime()).toBe(order!.paid_at!.getTime() + 7 * DAY);
    expect(row.next_charge_at!.getTime()).toBeGreaterThanOrEqual(before + 7 * DAY - 1000);
  });

  it('a replayed answer (a webhook redelivery) changes nothing', async () => {
    const clientId = (await buildClient(db())).client.id;
    const sub = await buildSubscription(db(), clientId, { status: 'incomplete', recurrence: 'monthly' });
    const paid = answer(sub.orderUuid, 'succeeded');
    await applyPaymentResult(suite.server.app.ctx, clientId, paid);
    const first = await readSubscriptionRow(db(), sub.id);
    const again = await applyPaymentResult(suite.server.app.ctx, clientId, paid);
    expect(again?.paid).toBe(false);
    const second = await readSubscriptionRow(db(), sub.id);
    expect(second.status).toBe('active');
    expect(second.next_charge_at).toEqual(first.next_charge_at);
  });

  it('the validation step first (requires_action), then its success: active only once paid', async () => {
    const clientId = (await buildClient(db())).client.id;
    const sub = await buildSubscription(db(), clientId, { status: 'incomplete' });
    await applyPaymentResult(suite.server.app.ctx, clientId, answer(sub.orderUuid, 'requires_action', 'sbx_step1'));
    expect((await readSubscriptionRow(db(), sub.id)).status).toBe('incomplete');
    await applyPaymentResult(suite.server.app.ctx, clientId, answer(sub.orderUuid, 'succeeded', 'sbx_step1'));
    expect((await readSubscriptionRow(db(), sub.id)).status).toBe('active');
  });

  it('a declined first payment cancels the subscription; a late stray success does not revive it', async () => {
    const clientId = (await buildClient(db())).client.id;
    const sub = await buildSubscription(db(), clientId, { status: 'incomplete' });
    await applyPaymentResult(suite.server.app.ctx, clientId, answer(sub.orderUuid, 'failed'));
    const row = await readSubscriptionRow(db(), sub.id);
    expect(row).toMatchObject({ status: 'canceled', next_charge_at: null });
    expect(row.canceled_at).not.toBeNull();
    await applyPaymentResult(suite.server.app.ctx, clientId, answer(sub.orderUuid, 'succeeded'));
    expect((await readSubscriptionRow(db(), sub.id)).status).toBe('canceled');
  });

  it('an expired validation step (failOrder) cancels it too', async () => {
    const clientId = (await buildClient(db())).client.id;
    const sub = await buildSubscription(db(), clientId, { status: 'incomplete' });
    await failOrder(suite.server.app.ctx, { id: sub.orderId, client_id: clientId });
    expect((await readSubscriptionRow(db(), sub.id)).status).toBe('canceled');
  });

  it('a failed attempt on an already paid first order leaves the active subscription alone', async () => {
    const clientId = (await buildClient(db())).client.id;
    const sub = await buildSubscription(db(), clientId, { status: 'active' });
    const before = await readSubscriptionRow(db(), sub.id);
    await applyPaymentResult(suite.server.app.ctx, clientId, answer(sub.orderUuid, 'failed'));
    expect(await readSubscriptionRow(db(), sub.id)).toEqual(before);
  });
  it("moves only by commerce's subscription table (issue 27): a canceled one is not resumed, lapsed, given a card or canceled again", async () => {
    const clientId = (await buildClient(db())).client.id;
    const sub = await buildSubscription(db(), clientId, { status: 'canceled' });
    const before = await readSubscriptionRow(db(), sub.id);
    expect(await moveSubscription(db(), sub.id, 'resume')).toBe(false);
    expect(await moveSubscription(db(), sub.id, 'lapse')).toBe(false);
    expect(await saveSubscriptionCard(db(), sub.id, { paymentToken: 'tok_new', brand: 'visa', last4: '1111' })).toBeNull();
    const actor = { sub: 'owner', email: 'owner@example.test' };
    expect(await cancelSubscriptionByOwner(db(), clientId, sub.id, actor)).toEqual({ ok: false, error: 'already_canceled' });
    expect(await readSubscriptionRow(db(), sub.id)).toEqual(before);
    // And an active one is not "resumed" (only a past-due one is): the table, not the caller, says so.
    const active = await buildSubscription(db(), clientId, { status: 'active' });
    expect(await moveSubscription(db(), active.id, 'resume')).toBe(false);
    expect(await moveSubscription(db(), active.id, 'lapse')).toBe(true);
    expect((await readSubscriptionRow(db(), active.id)).status).toBe('past_due');
  });
});
