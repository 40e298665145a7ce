// Discount codes on a real database (issue 30): the owner's screen (codes unique without case, the form's own
// schema, pause, uses), the carts' check of a typed code with each refusal's own code, both checkouts
// re-pricing and counting the use in their transaction, a failed payment giving the use back, the
// per-customer limit, and 50 buyers racing for a code limited to 10 uses.
import { OwnerDiscountCode, OwnerDiscountCodeList, OwnerDiscountUses, OwnerOrder } from '@vitrina/api-client/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { discountCodes, discountUses, orders, subscriptions } from '../../db/schema.js';
import { buildService } from '../../testing/booking-builders.js';
import { answered, refused } from '../../testing/owner-api.js';
import { createOwnerFixture } from '../../testing/owner-test-fixture.js';
import type { OwnerFixture } from '../../testing/owner-test-fixture.js';
import { buildProduct, setStoreSettings, variantStock } from '../../testing/store-builders.js';
import type { TestProduct } from '../../testing/store-builders.js';
import { testDatabases } from '../../testing/test-db.js';
import { CARDS, SHIPPING, checkoutBody, nextIp, postCheckout, postIdempotent } from '../orders/checkout-test-fixture.js';

describe.each(testDatabases())('%s: discount codes (issue 30)', (kind) => {
  let f: OwnerFixture;
  let clientId: number;
  let mug: TestProduct;
  let poster: TestProduct;
  const db = () => f.server.database.db;
  const api = () => f.api('owner');
  const t = () => f.server;
  let serial = 0;
  const uniqueCode = (prefix: string) => `${prefix}${(serial += 1)}`;
  const create = async (body: Record<string, unknown>) =>
    answered(await api().post(OwnerDiscountCode, '/owner-discount-codes', { kind: 'percent', value: '10', ...body }), 201);
  const mugLine = (quantity = 1) => ({ product_id: mug.id, variant_id: null, quantity });
  const checkCart = (code: string, lines = [mugLine(2)]) =>
    t().app.inject({
      method: 'POST',
      url: `/api/client/${clientId}/cart/discount`,
      headers: { 'x-forwarded-for': nextIp() },
      payload: { code, lines },
    });
  const buyer = (email: string) => ({ ...SHIPPING, email });
  const orderOf = async (uuid: string) => (await db().select().from(orders).where(eq(orders.uuid, uuid)))[0]!;
  const codeRow = async (id: number) => (await db().select().from(discountCodes).where(eq(discountCodes.id, id)))[0]!;

  beforeAll(async () => {
    f = await createOwnerFixture(kind);
    clientId = f.clients.bistro.id;
    await setStoreSettings(db(), clientId, { tax_rate: '10', shipping_rate: '5', payment_countries: ['US'] });
    mug = await buildProduct(db(), clientId, { name: 'Mug', price_cents: 1250, stock: 500 });
    poster = await buildProduct(db(), clientId, { name: 'Poster', price_cents: 3000, stock: 500 });
  }, 60_000);
  afterAll(() => f?.server.close());

  it('the owner creates a code, reads it back as typed, and cannot make the same code in other capitals', async () => {
    const made = await create({
      code: 'Spring10',
      starts_on: '2026-03-01',
      ends_on: '2026-03-31',
      usage_limit: '100',
      per_customer_limit: 1,
      minimum: '20',
      product_ids: [mug.id],
    });
    expect(made).toMatchObject({
      code: 'Spring10',
      kind: 'percent',
      value: '10',
      minimum: '20.00',
      starts_on: '2026-03-01',
      ends_on: '2026-03-31',
      usage_limit: 100,
      per_customer_limit: 1,
      used_count: 0,
      product_ids: [mug.id],
      paused: false,
    });
    expect(answered(await api().get(OwnerDiscountCode, `/owner-discount-codes/${made.id}`))).toEqual(made);
    expect(answered(await api().get(OwnerDiscountCodeList, '/owner-discount-codes')).codes.map((c) => c.code)).toContain('Spring10');
    const clash = refused(
      await api().post(OwnerDiscountCode, '/owner-discount-codes', { code: 'SPRING10', kind: 'fixed', value: '5' }),
      409,
    );
    expect(clash).toMatchObject({ code: 'code_taken', fields: { code: 'validation:discount.codeTaken' } });
  });

  it('refuses a body its form would refuse, with the field messages of the form', async () => {
    const bad = refused(
      await api().post(OwnerDiscountCode, '/owner-discount-codes', {
        code: 'no spaces',
        kind: 'percent',
        value: '150',
        ends_on: '2026-01-01',
        starts_on: '2026-02-01',
      }),
      400,
    );
    expect(bad.fields).toMatchObject({
      code: 'validation:discount.codeInvalid',
      value: 'validation:discount.percent',
      ends_on: 'validation:discount.endsBeforeStart',
    });
  });

  it('the cart: what a code takes off, and each refusal with its own code', async () => {
    const ok = await create({ code: uniqueCode('TENOFF'), kind: 'fixed', value: '10' });
    const applied = await checkCart(ok.code.toLowerCase());
    expect(applied.statusCode).toBe(200);
    // 2 × 12.50 = 25.00 − 10.00 = 15.00; tax 10 % 1.50; shipping 5.00.
    expect(applied.json()).toEqual({
      code: ok.code,
      discount: '10.00',
      totals: { subtotal: '25.00', discount: '10.00', total_before_tax: '15.00', estimated_tax: '1.50', shipping: '5.00', total: '21.50' },
    });
    const soon = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
    const cases: [string, Record<string, unknown>, string][] = [
      ['paused', { paused: true }, 'discount_paused'],
      ['not started', { starts_on: soon }, 'discount_not_started'],
      ['expired', { ends_on: '2025-01-31' }, 'discount_expired'],
      ['below minimum', { minimum: '30' }, 'discount_below_minimum'],
      ['not applicable', { product_ids: [poster.id] }, 'discount_not_applicable'],
    ];
    for (const [name, body, code] of cases) {
      const made = await create({ code: uniqueCode(name.replace(/ /g, '')), ...body });
      const res = await checkCart(made.code);
      expect(res.statusCode, name).toBe(422);
      expect(res.json().error.code, name).toBe(code);
      expect(res.json().error.message, name).toBe(`discounts:refused.${code.replace('discount_', '')}`);
    }
    const minimum = await create({ code: uniqueCode('MIN'), minimum: '30' });
    expect((await checkCart(minimum.code)).json()).toMatchObject({ discount: { refusal: 'below_minimum', minimum: '30.00' } });
    expect((await checkCart('NOSUCHCODE')).json().error.code).toBe('discount_unknown');
    expect((await checkCart('not a code!')).json().error.code).toBe('discount_unknown');
  });

  it('a products checkout re-prices with the code, counts its use and the owner sees it; a used-up code is refused', async () => {
    const code = await create({ code: uniqueCode('HALF'), value: '50', usage_limit: 1, product_ids: [mug.id] });
    const res = await postCheckout(
      t(),
      clientId,
      checkoutBody([mugLine(2), { product_id: poster.id, variant_id: null, quantity: 1 }], CARDS.success, {
        discount_code: ` ${code.code.toLowerCase()} `,
      }),
    );
    expect(res.statusCode, res.body).toBe(201);
    // Mugs 25.00 (half off: 12.50) + poster 30.00 = 55.00 − 12.50 = 42.50; tax 4.25; shipping 5.00.
    expect(res.json().totals).toEqual({
      subtotal: '55.00',
      discount: '12.50',
      total_before_tax: '42.50',
      estimated_tax: '4.25',
      shipping: '5.00',
      total: '51.75',
    });
    const order = await orderOf(res.json().order_uuid);
    expect(order).toMatchObject({ status: 'paid', discount_cents: 1250, total_cents: 5175, paid_cents: 5175 });
    expect((await codeRow(code.id)).used_count).toBe(1);
    // The customer's order page and the owner's order screen show the discount line (spec §3).
    const publicOrder = await t().app.inject({ method: 'GET', url: `/api/client/${clientId}/orders/${order.uuid}` });
    expect(publicOrder.json()).toMatchObject({ subtotal: '55.00', discount: '12.50', total_before_tax: '42.50', total: '51.75' });
    expect(answered(await api().get(OwnerOrder, `/owner-orders/${order.id}`))).toMatchObject({
      discount: '12.50',
      total_before_tax: '42.50',
    });
    const uses = answered(await api().get(OwnerDiscountUses, `/owner-discount-codes/${code.id}/uses`));
    expect(uses).toMatchObject({
      count: 1,
      uses: [
        {
          order_uuid: order.uuid,
          order_number: String(order.number),
          discount: '12.50',
          customer_email: 'ana@example.com',
          customer_name: 'Ana López',
        },
      ],
    });
    const again = await postCheckout(t(), clientId, checkoutBody([mugLine(1)], CARDS.success, { discount_code: code.code }));
    expect(again.statusCode).toBe(422);
    expect(again.json()).toMatchObject({ error: { code: 'discount_used_up', message: 'discounts:refused.used_up' } });
    expect((await checkCart(code.code)).json().error.code).toBe('discount_used_up');
  });

  it('a refused code writes nothing: no order, no stock taken', async () => {
    const code = await create({ code: uniqueCode('GONE'), ends_on: '2025-06-30' });
    const before = await variantStock(db(), mug.variantIds[0]!);
    const res = await postCheckout(t(), clientId, checkoutBody([mugLine(3)], CARDS.success, { discount_code: code.code }));
    expect(res.statusCode).toBe(422);
    expect(res.json().error.code).toBe('discount_expired');
    expect(await variantStock(db(), mug.variantIds[0]!)).toBe(before);
    expect((await codeRow(code.id)).used_count).toBe(0);
  });

  it('a declined payment gives the use back', async () => {
    const code = await create({ code: uniqueCode('ONCE'), usage_limit: 1 });
    const declined = await postCheckout(t(), clientId, checkoutBody([mugLine(1)], CARDS.declined, { discount_code: code.code }));
    expect(declined.statusCode).toBe(402);
    expect((await codeRow(code.id)).used_count).toBe(0);
    expect(await db().select().from(discountUses).where(eq(discountUses.code_id, code.id))).toHaveLength(0);
    const paid = await postCheckout(t(), clientId, checkoutBody([mugLine(1)], CARDS.success, { discount_code: code.code }));
    expect(paid.statusCode).toBe(201);
    expect((await codeRow(code.id)).used_count).toBe(1);
  });

  it('the per-customer limit: a second order of the same e-mail (any capitals) is refused, another buyer is not', async () => {
    const code = await create({ code: uniqueCode('WELCOME'), per_customer_limit: 1 });
    const first = await postCheckout(
      t(),
      clientId,
      checkoutBody([mugLine(1)], CARDS.success, { shipping: buyer('lea@example.com'), discount_code: code.code }),
    );
    expect(first.statusCode).toBe(201);
    const second = await postCheckout(
      t(),
      clientId,
      checkoutBody([mugLine(1)], CARDS.success, { shipping: buyer('LEA@example.com'), discount_code: code.code }),
    );
    expect(second.statusCode).toBe(422);
    expect(second.json()).toMatchObject({ error: { code: 'discount_customer_limit', message: 'discounts:refused.customer_limit' } });
    const other = await postCheckout(
      t(),
      clientId,
      checkoutBody([mugLine(1)], CARDS.success, { shipping: buyer('max@example.com'), discount_code: code.code }),
    );
    expect(other.statusCode).toBe(201);
    // Five checkouts of one buyer at once with a fresh code of one use each: exactly one takes it.
    const race = await create({ code: uniqueCode('FIRSTONLY'), per_customer_limit: 1 });
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        postCheckout(
          t(),
          clientId,
          checkoutBody([mugLine(1)], CARDS.success, { shipping: buyer('zoe@example.com'), discount_code: race.code }),
        ),
      ),
    );
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 422, 422, 422, 422]);
    expect((await codeRow(race.id)).used_count).toBe(1);
  }, 60_000);

  it('50 concurrent checkouts with a code limited to 10 uses: exactly 10 discounted orders, 40 clear refusals, no 5xx', async () => {
    const code = await create({ code: uniqueCode('RACE'), value: '20', usage_limit: 10 });
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        postCheckout(
          t(),
          clientId,
          checkoutBody([mugLine(1)], CARDS.success, { shipping: buyer(`racer${i}@example.com`), discount_code: code.code }),
        ),
      ),
    );
    const statuses = answers.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(10);
    expect(statuses.filter((s) => s === 422)).toHaveLength(40);
    for (const r of answers.filter((a) => a.statusCode === 422)) expect(r.json().error.code).toBe('discount_used_up');
    for (const r of answers.filter((a) => a.statusCode === 201))
      expect(r.json().totals).toMatchObject({ subtotal: '12.50', discount: '2.50' });
    expect((await codeRow(code.id)).used_count).toBe(10);
    const uses = await db().select().from(discountUses).where(eq(discountUses.code_id, code.id));
    expect(uses).toHaveLength(10);
    expect(new Set(uses.map((u) => u.order_id)).size).toBe(10);
  }, 120_000);

  it('the services checkout: the code comes off the first charge only (renewals at full price); a quote request takes none', async () => {
    const clean = await buildService(db(), clientId, { name: 'Deep clean', price_cents: 12000 });
    const tidy = await buildService(db(), clientId, {
      name: 'Weekly tidy',
      price_cents: 3000,
      is_subscription: true,
      recurrence: 'weekly',
    });
    const quote = await buildService(db(), clientId, { name: 'Renovation', price_cents: 0, requires_quote: true });
    const code = await create({ code: uniqueCode('SERV'), kind: 'fixed', value: '20', service_ids: [clean.id, tidy.id] });
    const post = (
      lines: { service_id: number; quantity: number }[],
      payment: unknown = { method: 'card', card: { holderName: 'Ana López', cardNumber: CARDS.success, expiryDate: '12/40', cvv: '123' } },
    ) =>
      postIdempotent(t(), `/api/client/${clientId}/services-checkout`, {
        lines,
        customer: SHIPPING,
        payment,
        note: '',
        discount_code: code.code,
      });
    const check = await t().app.inject({
      method: 'POST',
      url: `/api/client/${clientId}/services-cart/discount`,
      headers: { 'x-forwarded-for': nextIp() },
      payload: { code: code.code, lines: [{ service_id: clean.id, quantity: 1 }] },
    });
    expect(check.json()).toMatchObject({ discount: '20.00', totals: { subtotal: '120.00', total_before_tax: '100.00', total: '110.00' } });
    const one = await post([{ service_id: clean.id, quantity: 1 }]);
    expect(one.statusCode, one.body).toBe(201);
    expect(one.json().totals).toMatchObject({ subtotal: '120.00', discount: '20.00', total: '110.00' });
    expect(await orderOf(one.json().order_uuid)).toMatchObject({ discount_cents: 2000, total_cents: 11000, paid_cents: 11000 });
    const sub = await post([{ service_id: tidy.id, quantity: 1 }]);
    expect(sub.statusCode, sub.body).toBe(201);
    // 30.00 − 20.00 = 10.00 + tax 1.00 now; each renewal 33.00.
    expect(sub.json().totals).toMatchObject({ discount: '20.00', total: '11.00' });
    const [subscription] = await db()
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.order_id, (await orderOf(sub.json().order_uuid)).id));
    expect(subscription!.amount_cents).toBe(3300);
    const quoted = await post([{ service_id: quote.id, quantity: 1 }], null);
    expect(quoted.statusCode).toBe(422);
    expect(quoted.json().error.code).toBe('discount_not_applicable');
    expect((await codeRow(code.id)).used_count).toBe(2);
  });

  it('pause and resume: a paused code is refused at checkout, the change is in the activity log', async () => {
    const code = await create({ code: uniqueCode('PAUSE') });
    expect(answered(await api().post(OwnerDiscountCode, `/owner-discount-codes/${code.id}/pause`, { paused: true }))).toMatchObject({
      paused: true,
      state: 'paused',
    });
    const res = await postCheckout(t(), clientId, checkoutBody([mugLine(1)], CARDS.success, { discount_code: code.code }));
    expect(res.json().error.code).toBe('discount_paused');
    expect(answered(await api().post(OwnerDiscountCode, `/owner-discount-codes/${code.id}/pause`, { paused: false }))).toMatchObject({
      paused: false,
      state: 'active',
    });
    expect((await postCheckout(t(), clientId, checkoutBody([mugLine(1)], CARDS.success, { discount_code: code.code }))).statusCode).toBe(
      201,
    );
    // Another business cannot see it.
    const foreign = await f
      .api('owner')
      .request(OwnerDiscountCode, { method: 'GET', url: `/api/client/${f.clients.other.id}/owner-discount-codes/${code.id}` });
    expect(foreign.status).toBe(403);
  });
});
