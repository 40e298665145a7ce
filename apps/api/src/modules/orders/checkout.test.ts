import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passesLuhn } from '@vitrina/validation';
import { customers, idempotencyKeys, orderLines, orders, payments, sandboxCharges } from '../../db/schema.js';
import { buildClient } from '../../testing/builders.js';
import { buildProduct, setStoreSettings, variantStock } from '../../testing/store-builders.js';
import type { TestProduct } from '../../testing/store-builders.js';
import { testDatabases } from '../../testing/test-db.js';
import { createTestServer } from '../../testing/test-server.js';
import type { TestServer } from '../../testing/test-server.js';
import { CARDS, SHIPPING, checkoutBody, newKey, postCheckout } from './checkout-test-fixture.js';

/** Rows of a raw query on either driver (node-postgres answers `{ rows }`, PGlite too; some answer an array). */
const rowsOf = <T>(result: unknown): T[] => (Array.isArray(result) ? (result as T[]) : ((result as { rows: T[] }).rows ?? []));

/**
 * Luhn-valid runs of 13–19 digits (spaces and dashes ignored) standing alone: digits inside a hex hash or id
 * (`…af4242…`) are not a card number.
 */
const cardNumbersIn = (text: string): string[] =>
  (text.replace(/[ -]/g, '').match(/(?<![0-9A-Za-z])\d{13,19}(?![0-9A-Za-z])/g) ?? []).filter(passesLuhn);

const COMMERCE_TABLES = [
  'products',
  'product_variants',
  'product_images',
  'customers',
  'orders',
  'order_lines',
  'payments',
  'idempotency_keys',
  'sandbox_charges',
  'payment_events',
];

describe.each(testDatabases())('%s: checkout (issue 13; spec §2 shipping-information, §3 card fields, §5)', (kind) => {
  let t: TestServer;
  let clientId: number;
  let mug: TestProduct;
  let shirt: TestProduct;
  const db = () => t.database.db;
  const mugLine = (quantity = 1) => ({ product_id: mug.id, variant_id: null, quantity });

  beforeAll(async () => {
    t = await createTestServer(kind);
    clientId = (await buildClient(db())).client.id;
    await setStoreSettings(db(), clientId, { tax_rate: '10', shipping_rate: '5', payment_countries: ['US', 'MX'] });
    mug = await buildProduct(db(), clientId, { name: 'Mug', price_cents: 1250, stock: 20, images: ['/mug.png'] });
    shirt = await buildProduct(db(), clientId, {
      name: 'Shirt',
      price_cents: 2000,
      variants: [
        { type: 'size', name: 'M', stock: 5 },
        { type: 'size', name: 'XL', stock: 5, price_cents: 2600 },
      ],
    });
  }, 60_000);
  afterAll(() => t?.close());

  it('the success card: the order is paid at the database’s prices with tax and shipping; stock taken; only brand and last four kept', async () => {
    const body = checkoutBody([mugLine(2), { product_id: shirt.id, variant_id: shirt.variantIds[1]!, quantity: 1 }], CARDS.success, {
      utm: { utm_source: 'news', fbclid: 'x1', password: 'nope' },
    });
    const res = await postCheckout(t, clientId, body);
    expect(res.statusCode).toBe(201);
    const answer = res.json();
    // 2 × 12.50 + 26.00 = 51.00; tax 10 % = 5.10; shipping 5.00.
    expect(answer).toMatchObject({
      next: 'success',
      client_secret: null,
      totals: { subtotal: '51.00', estimated_tax: '5.10', shipping: '5.00', total: '61.10' },
    });
    const [order] = await db().select().from(orders).where(eq(orders.uuid, answer.order_uuid));
    expect(order).toMatchObject({
      status: 'paid',
      paid_cents: 6110,
      total_cents: 6110,
      stock_held: true,
      email: 'ana@example.com',
      tax_rate: '10',
      currency: 'USD',
    });
    expect(order!.utm).toEqual({ utm_source: 'news', fbclid: 'x1' });
    expect(String(order!.number)).toBe(answer.order_number);
    const lines = await db().select().from(orderLines).where(eq(orderLines.order_id, order!.id));
    expect(lines.map((l) => [l.name, l.variant_label, l.unit_price_cents, l.quantity, l.image])).toEqual(
      expect.arrayContaining([
        ['Mug', '', 1250, 2, '/mug.png'],
        ['Shirt', 'XL', 2600, 1, null],
      ]),
    );
    const [payment] = await db().select().from(payments).where(eq(payments.order_id, order!.id));
    expect(payment).toMatchObject({
      transaction_id: answer.transaction_id,
      status: 'succeeded',
      card_brand: 'Visa',
      card_last4: '4242',
      amount_cents: 6110,
    });
    expect(await variantStock(db(), mug.variantIds[0]!)).toBe(18);
    expect(await variantStock(db(), shirt.variantIds[1]!)).toBe(4);
    const [customer] = await db().select().from(customers).where(eq(customers.email, 'ana@example.com'));
    expect(customer).toMatchObject({ client_id: clientId, first_name: 'Ana' });
  });

  it('a visitor typing a known customer’s e-mail fills only what the business does not know yet: no renaming', async () => {
    // A customer the business knows by e-mail and name only (a form it sent, say).
    const email = 'returning@example.com';
    await db().insert(customers).values({ client_id: clientId, email, first_name: 'Ana', last_name: 'López' });
    const typed = { ...SHIPPING, email: 'Returning@Example.com', firstName: 'Mallory', lastName: 'Other', phone: '+1 555 999 0000' };
    const res = await postCheckout(t, clientId, checkoutBody([mugLine(1)], CARDS.success, { shipping: typed }));
    expect(res.statusCode, res.body).toBe(201);
    const [customer] = await db().select().from(customers).where(eq(customers.email, email));
    expect(customer).toMatchObject({ first_name: 'Ana', last_name: 'López', phone: '+1 555 999 0000' });
  });

  it('a price or total in the body is ignored: there is none in the contract, and the server prices from the database', async () => {
    const tampered = { ...checkoutBody([mugLine(1)]), total: '0.01', lines: [{ ...mugLine(1), unit_price: '0.01' }] };
    const res = await postCheckout(t, clientId, tampered);
    expect(res.statusCode).toBe(201);
    expect(res.json().totals.total).toBe('18.75'); // 12.50 + 1.25 tax + 5.00 shipping
  });

  it('§5 field messages: shipping and card by the forms’ own schemas, and the store’s payment countries', async () => {
    const bad = checkoutBody([mugLine()], '4242 4242 4242 4241');
    const res = await postCheckout(t, clientId, { ...bad, shipping: { ...SHIPPING, state: '', email: 'nope' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toMatchObject({
      state: 'validation:required.state',
      email: 'validation:invalid.email',
      cardNumber: 'validation:invalid.cardNumber',
    });
    const abroad = await postCheckout(t, clientId, {
      ...checkoutBody([mugLine()]),
      shipping: { ...SHIPPING, country: 'CA', state: '', province: 'ON', postalCode: 'K1A 0B1' },
    });
    expect(abroad.statusCode).toBe(400);
    expect(abroad.json().error.fields).toEqual({ country: 'validation:invalid.country' });
    expect((await postCheckout(t, clientId, checkoutBody([mugLine()]), 'short')).statusCode).toBe(400);
  });

  it('the declined and insufficient-funds cards: 402 with their messages, the order failed and its stock back', async () => {
    const before = await variantStock(db(), mug.variantIds[0]!);
    for (const [card, decline, message] of [
      [CARDS.declined, 'declined', 'errors:orders.paymentFailed'],
      [CARDS.insufficientFunds, 'insufficient-funds', 'errors:orders.insufficientFunds'],
    ] as const) {
      const res = await postCheckout(t, clientId, checkoutBody([mugLine(3)], card));
      expect(res.statusCode).toBe(402);
      expect(res.json()).toEqual({ error: { code: 'payment_declined', message }, decline });
    }
    expect(await variantStock(db(), mug.variantIds[0]!)).toBe(before);
    const failed = await db().select().from(orders).where(eq(orders.status, 'payment_failed'));
    expect(failed.length).toBe(2);
    expect(failed.every((o) => !o.stock_held)).toBe(true);
  });

  it('§5 out of stock: 409 with the lines at fault and what is left; two lines sharing one stock item are summed', async () => {
    const m = shirt.variantIds[0]!;
    const res = await postCheckout(t, clientId, checkoutBody([{ product_id: shirt.id, variant_id: m, quantity: 6 }]));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      error: { code: 'out_of_stock' },
      line_keys: [`${shirt.id}:${m}`],
      stock: { [`${shirt.id}:${m}`]: 5 },
    });
    // The same variant by its id and by its product's default (first) variant: 3 + 3 > 5.
    const shared = await postCheckout(
      t,
      clientId,
      checkoutBody([
        { product_id: shirt.id, variant_id: m, quantity: 3 },
        { product_id: shirt.id, variant_id: null, quantity: 3 },
      ]),
    );
    expect(shared.statusCode).toBe(409);
    expect(shared.json().line_keys).toEqual([`${shirt.id}:${m}`, `${shirt.id}:`]);
    expect(await variantStock(db(), m)).toBe(5);
  });

  it('the same key and body replays the first answer byte for byte; the same key with another body is 422', async () => {
    const key = newKey();
    const first = await postCheckout(t, clientId, checkoutBody([mugLine()]), key);
    const again = await postCheckout(t, clientId, checkoutBody([mugLine()]), key);
    expect(again.statusCode).toBe(first.statusCode);
    expect(again.body).toBe(first.body);
    const other = await postCheckout(t, clientId, checkoutBody([mugLine(2)]), key);
    expect(other.statusCode).toBe(422);
    expect(other.json().error.code).toBe('idempotency_mismatch');
  });

  it('a key used again after its purge (48 hours) answers its first order, paid once: no second order, charge or unit', async () => {
    const key = newKey();
    const first = await postCheckout(t, clientId, checkoutBody([mugLine()]), key);
    expect(first.statusCode).toBe(201);
    const stock = await variantStock(db(), mug.variantIds[0]!);
    // The purge forgets the key; the order keeps its payment key. Writing a new order under it clashes, and the
    // checkout resumes the order it names (issue 29: a fresh key's order is looked for only then).
    await db().delete(idempotencyKeys).where(eq(idempotencyKeys.key, key));
    const again = await postCheckout(t, clientId, checkoutBody([mugLine()]), key);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    const uuid = (first.json() as { order_uuid: string }).order_uuid;
    const [order] = await db().select().from(orders).where(eq(orders.uuid, uuid));
    expect(await db().select().from(orders).where(eq(orders.payment_key, order!.payment_key!))).toHaveLength(1);
    expect(await db().select().from(payments).where(eq(payments.order_id, order!.id))).toHaveLength(1);
    expect(await variantStock(db(), mug.variantIds[0]!)).toBe(stock);
  });

  it('§4 checkout needs a plan with the cart (freemium has only the shop)', async () => {
    const free = (await buildClient(db(), { plan_slug: 'freemium', freemium: true })).client.id;
    const product = await buildProduct(db(), free, { stock: 3 });
    const res = await postCheckout(t, free, checkoutBody([{ product_id: product.id, variant_id: null, quantity: 1 }]));
    expect(res.statusCode).toBe(403);
  });

  it('no card number in any text or JSON column of the store’s tables after these checkouts', async () => {
    await postCheckout(t, clientId, checkoutBody([mugLine()], CARDS.other));
    const columns = await db().execute(
      sql`select table_name, column_name from information_schema.columns
          where table_schema = current_schema() and data_type in ('text', 'jsonb', 'character varying')
          and table_name in (${sql.join(
            COMMERCE_TABLES.map((n) => sql`${n}`),
            sql`, `,
          )})`,
    );
    const rows = rowsOf<{ table_name: string; column_name: string }>(columns);
    expect(rows.length).toBeGreaterThan(20);
    expect(cardNumbersIn('{"n":"4242 4242 4242 4242"}')).toEqual(['4242424242424242']);
    const found: string[] = [];
    for (const { table_name, column_name } of rows) {
      const values = await db().execute(sql`select ${sql.identifier(column_name)}::text as v from ${sql.identifier(table_name)}`);
      for (const { v } of rowsOf<{ v: string | null }>(values)) {
        for (const run of cardNumbersIn(v ?? '')) found.push(`${table_name}.${column_name}: ${run}`);
      }
    }
    expect(found).toEqual([]);
    expect((await db().select().from(sandboxCharges)).length).toBeGreaterThan(3);
  });
});
