// Issue 15 renewals with a fixed clock, PGlite always and Postgres with DATABASE_URL: a due subscription is
// charged once per period even when two runs race; a declined card leaves it past_due with a failed renewal
// order; nothing else is touched.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orderLines, payments, sandboxCharges, subscriptions } from '../../db/schema.js';
import { buildClient } from '../../testing/builders.js';
import { SANDBOX_DECLINE_TOKEN, buildSubscription, readSubscriptionRow, renewalOrders } from '../../testing/subscription-builders.js';
import { testDatabases } from '../../testing/test-db.js';
import { testServerSuite } from '../../testing/test-server-suite.js';
import { renewDueSubscriptions } from './renewals-service.js';

const at = (iso: string) => new Date(iso);

describe.each(testDatabases())('%s: subscription renewals', (kind) => {
  const suite = testServerSuite(kind);
  const { db } = suite;
  // Each test's clock is a year before the previous test's (and years before the builder's default next
  // charge), so a run only ever finds its own test's subscriptions due.
  let year = 2024;
  const clock = () => {
    year -= 1;
    return { due: at(`${year}-01-31T10:00:00Z`), now: at(`${year}-01-31T10:00:30Z`) };
  };

  it('charges a due subscription once: a renewal order paid, next charge one period later', async () => {
    const { due, now } = clock();
    const clientId = (await buildClient(db())).client.id;
    const sub = await buildSubscription(db(), clientId, {
      recurrence: 'monthly',
      nextChargeAt: due,
      paidAt: at(`${year - 1}-12-31T10:00:00Z`),
    });
    // The campaign that won the customer (issue 31): each renewal carries it, so its money counts for it.
    await db()
      .update(subscriptions)
      .set({ utm: { utm_source: 'newsletter' } })
      .where(eq(subscriptions.id, sub.id));
    const run = await renewDueSubscriptions(suite.server.app.ctx, now);
    expect(run).toMatchObject({ renewed: 1, paid: 1, declined: 0 });
    const [renewal, ...more] = await renewalOrders(db(), sub.id);
    expect(more).toHaveLength(0);
    expect(renewal).toMatchObject({ kind: 'order', status: 'paid', total_cents: 2500, email: 'sub@example.com' });
    expect(renewal!.utm).toEqual({ utm_source: 'newsletter' });
    // When the money was received (the dashboard's sales).
    const [charge] = await db().select().from(payments).where(eq(payments.order_id, renewal!.id));
    expect(charge!.succeeded_at).toBeInstanceOf(Date);
    expect(renewal!.shipping?.firstName).toBe('Ana');
    const lines = await db().select().from(orderLines).where(eq(orderLines.order_id, renewal!.id));
    expect(lines).toMatchObject([{ name: 'Weekly bread box', recurrence: 'monthly', quantity: 1, unit_price_cents: 2500 }]);
    const row = await readSubscriptionRow(db(), sub.id);
    expect(row.status).toBe('active');
    // 31 January → 28 February (month-end; 2023 is no leap year), not 3 March.
    expect(row.next_charge_at?.toISOString()).toBe(`${year}-02-28T10:00:00.000Z`);
    // The public order page of the renewal shows its subscription.
    const page = await suite.server.app.inject({ url: `/api/client/${clientId}/orders/${renewal!.uuid}` });
    expect(page.json().subscriptions).toMatchObject([{ uuid: sub.uuid, recurrence: 'monthly', state: 'active' }]);
    // A second run at the same time has nothing to do.
    expect(await renewDueSubscriptions(suite.server.app.ctx, now)).toMatchObject({ renewed: 0 });
  });

  it('two runs racing (two API nodes) charge the period exactly once', async () => {
    const { due, now } = clock();
    const clientId = (await buildClient(db())).client.id;
    const subs = await Promise.all(
      [0, 1, 2].map(() =>
        buildSubscription(db(), clientId, { recurrence: 'weekly', nextChargeAt: due, email: `race-${year}@example.com` }),
      ),
    );
    const runs = await Promise.all([renewDueSubscriptions(suite.server.app.ctx, now), renewDueSubscriptions(suite.server.app.ctx, now)]);
    expect(runs[0]!.renewed + runs[1]!.renewed).toBe(3);
    for (const sub of subs) {
      const renewals = await renewalOrders(db(), sub.id);
      expect(renewals).toHaveLength(1);
      const charges = await db().select().from(sandboxCharges).where(eq(sandboxCharges.order_ref, renewals[0]!.uuid));
      expect(charges).toHaveLength(1);
      expect(charges[0]).toMatchObject({ status: 'succeeded', amount_cents: 2500 });
      expect((await readSubscriptionRow(db(), sub.id)).next_charge_at?.getTime()).toBe(due.getTime() + 7 * 86_400_000);
    }
  }, 60_000);

  it('a declined card: the renewal order payment_failed, the subscription past_due and not charged again', async () => {
    const { due, now } = clock();
    const clientId = (await buildClient(db())).client.id;
    const sub = await buildSubscription(db(), clientId, { nextChargeAt: due, paymentToken: SANDBOX_DECLINE_TOKEN });
    expect(await renewDueSubscriptions(suite.server.app.ctx, now)).toMatchObject({ renewed: 1, paid: 0, declined: 1 });
    expect(await renewalOrders(db(), sub.id)).toMatchObject([{ status: 'payment_failed' }]);
    expect((await readSubscriptionRow(db(), sub.id)).status).toBe('past_due');
    const later = new Date(now.getTime() + 30 * 86_400_000);
    expect(await renewDueSubscriptions(suite.server.app.ctx, later)).toMatchObject({ renewed: 0 });
  });

  it('a subscription that fell behind is charged once, then resumes its calendar', async () => {
    const { due } = clock();
    const clientId = (await buildClient(db())).client.id;
    const sub = await buildSubscription(db(), clientId, { recurrence: 'daily', nextChargeAt: due });
    const now = new Date(due.getTime() + 5.5 * 86_400_000);
    expect(await renewDueSubscriptions(suite.server.app.ctx, now)).toMatchObject({ renewed: 1 });
    expect(await renewalOrders(db(), sub.id)).toHaveLength(1);
    expect((await readSubscriptionRow(db(), sub.id)).next_charge_at?.getTime()).toBe(due.getTime() + 6 * 86_400_000);
  });

  it('not yet due, canceled, past_due and incomplete subscriptions are not charged', async () => {
    const { due, now } = clock();
    const clientId = (await buildClient(db())).client.id;
    const built = await Promise.all([
      buildSubscription(db(), clientId, { nextChargeAt: new Date(now.getTime() + 1000) }),
      buildSubscription(db(), clientId, { status: 'canceled', nextChargeAt: due }),
      buildSubscription(db(), clientId, { status: 'past_due', nextChargeAt: due }),
      buildSubscription(db(), clientId, { status: 'incomplete', nextChargeAt: due }),
    ]);
    await renewDueSubscriptions(suite.server.app.ctx, now);
    for (const sub of built) expect(await renewalOrders(db(), sub.id)).toHaveLength(0);
  });
});
