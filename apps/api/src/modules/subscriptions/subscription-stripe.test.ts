// Issue 15 subscriptions with the Stripe gateway (pointed at a local imitation of Stripe): the services
// checkout saves the card for off-session use on a Stripe Customer, renewals charge it off_session, a card
// that asks for authentication declines the renewal, and a new card is attached to the same customer
// before it is saved (and pays a past-due renewal). PGlite always; Postgres with DATABASE_URL.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, subscriptions } from '../../db/schema.js';
import { SHIPPING, postIdempotent } from '../orders/checkout-test-fixture.js';
import { buildService } from '../../testing/booking-builders.js';
import { buildClient } from '../../testing/builders.js';
import { startFakeStripe, type FakeStripe } from '../../testing/fake-stripe.js';
import { setStoreSettings } from '../../testing/store-builders.js';
import { readSubscriptionRow, renewalOrders } from '../../testing/subscription-builders.js';
import { testDatabases } from '../../testing/test-db.js';
import { createTestServer, type TestServer } from '../../testing/test-server.js';
import { renewDueSubscriptions } from './renewals-service.js';

describe.each(testDatabases())('%s: subscriptions with Stripe (off-session renewals)', (kind) => {
  let fake: FakeStripe;
  let t: TestServer;
  let clientId: number;
  let serviceId: number;
  const db = () => t.database.db;
  // Each renewal run's clock is a year before the last one, so a run finds only the period the test made due.
  let year = 2020;

  beforeAll(async () => {
    fake = await startFakeStripe();
    t = await createTestServer(kind, {
      env: {
        STRIPE_SECRET_KEY: 'sk_test_fake',
        STRIPE_PUBLISHABLE_KEY: 'pk_test_fake',
        STRIPE_API_URL: `http://127.0.0.1:${fake.api.port}`,
      },
    });
    clientId = (await buildClient(db())).client.id;
    await setStoreSettings(db(), clientId, { tax_rate: '0', shipping_rate: '0', payment_countries: ['US'] });
    serviceId = (
      await buildService(db(), clientId, { name: 'Monthly garden', price_cents: 9000, is_subscription: true, recurrence: 'monthly' })
    ).id;
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    await fake?.close();
  });

  /** A subscription bought through the services checkout with the Stripe PaymentMethod `pm`. */
  async function subscribe(pm: string, email: string) {
    const res = await postIdempotent(t, `/api/client/${clientId}/services-checkout`, {
      lines: [{ service_id: serviceId, quantity: 1 }],
      customer: { ...SHIPPING, email },
      payment: { method: 'stripe', payment_method_id: pm },
      note: '',
    });
    expect(res.statusCode).toBe(201);
    const [order] = await db().select().from(orders).where(eq(orders.uuid, res.json().order_uuid));
    const [sub] = await db().select().from(subscriptions).where(eq(subscriptions.order_id, order!.id));
    return sub!;
  }

  /** Makes the subscription's next period due and runs the renewals then. */
  async function renewNow(id: number) {
    year -= 1;
    await db()
      .update(subscriptions)
      .set({ next_charge_at: new Date(`${year}-03-01T10:00:00Z`) })
      .where(eq(subscriptions.id, id));
    return renewDueSubscriptions(t.app.ctx, new Date(`${year}-03-01T10:00:30Z`));
  }

  const confirmsOf = (pm: string) => fake.requests.filter((r) => r.path.endsWith('/confirm') && r.form.payment_method === pm);
  const updateCard = (uuid: string, pm: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/client/${clientId}/subscriptions/${uuid}/payment-method`,
      payload: { payment: { method: 'stripe', payment_method_id: pm } },
    });

  it('the checkout saves customer and card; each renewal is charged off_session and paid', async () => {
    const sub = await subscribe('pm_card_visa', `${kind}-stripe-renew@example.com`);
    expect(sub.status).toBe('active');
    const [cus, pm] = sub.payment_token.split('/');
    expect(cus).toMatch(/^cus_/);
    expect(pm).toBe('pm_card_visa');
    expect(fake.attached.get('pm_card_visa')).toBe(cus);
    const created = fake.requests.find((r) => r.path === '/v1/customers' && r.form.email === `${kind}-stripe-renew@example.com`);
    expect(created).toBeDefined();

    expect(await renewNow(sub.id)).toMatchObject({ renewed: 1, paid: 1, declined: 0 });
    const [renewal] = await renewalOrders(db(), sub.id);
    expect(renewal).toMatchObject({ status: 'paid', total_cents: 9000 });
    const renewalIntent = [...fake.intents.values()].find((i) => i.metadata.order === renewal!.uuid);
    expect(renewalIntent).toMatchObject({ customer: cus, status: 'succeeded', setup_future_usage: null });
    expect(confirmsOf('pm_card_visa').at(-1)?.form.off_session).toBe('true');
    expect((await readSubscriptionRow(db(), sub.id)).status).toBe('active');
  });

  it('a saved card that asks for authentication declines the renewal; a new card is attached and pays it', async () => {
    const sub = await subscribe('pm_card_visa', `${kind}-stripe-3ds@example.com`);
    const [cus] = sub.payment_token.split('/');
    // The customer changes to a card that wants 3-D Secure: attached to the same customer, then saved.
    const changed = await updateCard(sub.uuid, 'pm_card_threeDSecure2Required');
    expect(changed.statusCode).toBe(200);
    expect(fake.attached.get('pm_card_threeDSecure2Required')).toBe(cus);
    expect((await readSubscriptionRow(db(), sub.id)).payment_token).toBe(`${cus}/pm_card_threeDSecure2Required`);

    expect(await renewNow(sub.id)).toMatchObject({ renewed: 1, paid: 0, declined: 1 });
    expect(await renewalOrders(db(), sub.id)).toMatchObject([{ status: 'payment_failed' }]);
    expect((await readSubscriptionRow(db(), sub.id)).status).toBe('past_due');

    // A declined new card is refused at attach: 402, the old card stays.
    const refused = await updateCard(sub.uuid, 'pm_card_chargeDeclined');
    expect(refused.statusCode).toBe(402);
    expect(refused.json()).toMatchObject({ error: { code: 'payment_declined' }, decline: 'declined' });
    expect((await readSubscriptionRow(db(), sub.id)).payment_token).toBe(`${cus}/pm_card_threeDSecure2Required`);

    const fixed = await updateCard(sub.uuid, 'pm_card_mastercard');
    expect(fixed.statusCode).toBe(200);
    expect(confirmsOf('pm_card_mastercard').at(-1)?.form.off_session).toBe('true');
    expect(await renewalOrders(db(), sub.id)).toMatchObject([{ status: 'paid' }]);
    expect(await readSubscriptionRow(db(), sub.id)).toMatchObject({ status: 'active', payment_token: `${cus}/pm_card_mastercard` });
  });
});
