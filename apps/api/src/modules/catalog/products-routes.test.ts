// The back office's Products and Store settings on a real database (spec §3 product, variant, ecommerce
// settings; §9 payment countries): products created with variants and images in one transaction, listed a
// page at a time (search, filters, badges), changed (variants kept, added, removed; a variant with order
// lines may go), deleted; slugs unique per client; every change in the audit log and on the store at once.
import { OwnerProductEntry, OwnerProductPage, StoreSettings } from '@vitrina/api-client/contracts';
import { PAYMENT_COUNTRY_CODES } from '@vitrina/core-model';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { listAuditEntries } from '../../db/index.js';
import { PRODUCT_AUDIT_ENTITY } from './products-repository.js';
import { auditLog, clients, orderLines, orders, productVariants, products } from '../../db/schema.js';
import type { CachedPage } from '../../http/page-cache.js';
import { NO_BODY, answered, apiAs, refused } from '../../testing/owner-api.js';
import { testDatabases } from '../../testing/test-db.js';
import { createOwnerFixture } from '../../testing/owner-test-fixture.js';
import type { OwnerFixture } from '../../testing/owner-test-fixture.js';

const shirt = (over: Record<string, unknown> = {}) => ({
  name: 'Linen shirt',
  slug: 'linen-shirt',
  description: 'Cool in summer.',
  sku: 'LS-1',
  price: '45.50',
  active: true,
  featured: true,
  sold_out: false,
  images: ['/assets/clients/1/front.webp', '/assets/clients/1/back.webp'],
  variant_type: 'color',
  variants: [
    { id: null, name: 'Red', swatch: '#CC0000', price: '', stock: '4', image: '/assets/clients/1/red.webp' },
    { id: null, name: 'Blue', swatch: '#0000cc', price: '49', stock: 2, image: null },
  ],
  ...over,
});
const plain = (name: string, stock: number, over: Record<string, unknown> = {}) => ({
  ...shirt({ name, slug: name.toLowerCase().replace(/\s+/g, '-'), sku: `SKU-${name}`, images: [], featured: false }),
  variant_type: 'none',
  variants: [{ id: null, name: '', swatch: '', price: '', stock, image: null }],
  ...over,
});

describe.each(testDatabases())('owner product and store-settings routes (%s)', (kind) => {
  let f: OwnerFixture;
  let clientId: number;
  beforeAll(async () => {
    f = await createOwnerFixture(kind);
    clientId = f.clients.bistro.id;
  }, 60_000);
  afterAll(() => f?.server.close());
  beforeEach(async () => {
    await f.server.database.db.delete(products).where(eq(products.client_id, clientId));
    await f.server.database.db.delete(auditLog);
  });

  const db = () => f.server.database.db;
  const api = () => f.api('owner');
  const post = (body: object) => api().post(OwnerProductEntry, '/owner-products', body);
  const create = async (body: object = shirt()) => answered(await post(body), 201);
  const read = async (id: number) => answered(await api().get(OwnerProductEntry, `/owner-products/${id}`));
  const update = async (id: number, body: object) => answered(await api().put(OwnerProductEntry, `/owner-products/${id}`, body));
  const list = async (query = '') => answered(await api().get(OwnerProductPage, `/owner-products${query}`));

  it('creates a product with two colour options and its images, and the store shows it at once', async () => {
    const page: CachedPage = { status: 200, headers: {}, body: Buffer.from('<p>old</p>'), etag: '"o"', variants: {}, answers: {} };
    f.server.app.ctx.pages.set('http://bistro.localhost/store', page);
    const created = await create();
    expect(f.server.app.ctx.pages.size).toBe(0);
    expect(created).toMatchObject({
      name: 'Linen shirt',
      price: '45.50',
      stock: 6,
      low_stock: false,
      image: '/assets/clients/1/front.webp',
      images: ['/assets/clients/1/front.webp', '/assets/clients/1/back.webp'],
      variant_type: 'color',
      variant_count: 2,
      path: '/product/linen-shirt',
    });
    expect(created.variants).toMatchObject([
      { type: 'color', name: 'Red', slug: 'red', swatch: '#cc0000', price: null, stock: 4, image: '/assets/clients/1/red.webp' },
      { type: 'color', name: 'Blue', slug: 'blue', swatch: '#0000cc', price: '49.00', stock: 2, image: null },
    ]);
    expect(await read(created.id)).toEqual(created);
    const store = await f.inject({ url: `/api/client/${clientId}/products` });
    if (store.statusCode === 200) expect(store.json().products.map((p: { slug: string }) => p.slug)).toContain('linen-shirt');
  });

  it('a product without choices has one default variant, kept across saves', async () => {
    const mug = await create(plain('Mug', 7));
    expect(mug.variant_type).toBe('none');
    expect(mug.variants).toMatchObject([{ type: 'default', name: '', slug: 'default', stock: 7 }]);
    const saved = await update(mug.id, plain('Mug', 3));
    expect(saved.variants).toEqual([{ ...mug.variants[0], stock: 3 }]);
    expect(saved.low_stock).toBe(true);
  });

  it('a stock change is applied as a difference: units sold while the form was open stay sold', async () => {
    const mug = await create(plain('Mug', 4));
    const [variant] = mug.variants;
    // A checkout takes one unit after the owner opened the form (which showed 4).
    await db().update(productVariants).set({ stock: 3 }).where(eq(productVariants.id, variant!.id));
    const body = plain('Mug', 10, {
      variants: [{ id: variant!.id, name: '', swatch: '', price: '', stock: 10, stock_was: 4, image: null }],
    });
    const saved = await update(mug.id, body);
    expect(saved.variants[0]!.stock).toBe(9);
    // Taking more away than is left leaves none, never a negative stock.
    const emptied = plain('Mug', 0, {
      variants: [{ id: variant!.id, name: '', swatch: '', price: '', stock: 0, stock_was: 12, image: null }],
    });
    expect((await update(mug.id, emptied)).variants[0]!.stock).toBe(0);
  });

  it('an update keeps sent variants by id, adds new ones, removes the rest — even one with order lines', async () => {
    const created = await create();
    const [red, blue] = created.variants;
    const [order] = await db()
      .insert(orders)
      .values({ client_id: clientId, number: 9001, status: 'paid', email: 'a@b.co', subtotal_cents: 4550, total_cents: 4550 })
      .returning();
    await db().insert(orderLines).values({
      order_id: order!.id,
      product_id: created.id,
      variant_id: blue!.id,
      name: 'Linen shirt',
      unit_price_cents: 4900,
      quantity: 1,
      total_cents: 4900,
    });
    const saved = await update(
      created.id,
      shirt({
        price: '40',
        variants: [
          { id: red!.id, name: 'Blue', swatch: '#0000ff', price: '', stock: 1, image: null },
          { id: null, name: 'Green', swatch: '#00aa00', price: '', stock: 5, image: null },
        ],
      }),
    );
    expect(saved.price).toBe('40.00');
    expect(saved.variants.map((v) => [v.id === red!.id, v.name, v.slug, v.stock])).toEqual([
      [true, 'Blue', 'blue', 1],
      [false, 'Green', 'green', 5],
    ]);
    const [line] = await db().select().from(orderLines).where(eq(orderLines.order_id, order!.id));
    expect(line).toMatchObject({ variant_id: null, name: 'Linen shirt', unit_price_cents: 4900 });
    await db().delete(orders).where(eq(orders.id, order!.id));
  });

  it('refuses a taken slug with 409 on the slug field and a bad body with the form’s messages, writing nothing', async () => {
    await create();
    expect(refused(await post(shirt({ name: 'Other' })), 409)).toMatchObject({ code: 'slug_taken', field: 'slug' });
    const bad = await post(shirt({ slug: 'x', price: '1,5', variants: [{ id: null, name: 'Red', swatch: 'red', stock: -1 }] }));
    expect(refused(bad, 400).fields).toMatchObject({
      price: 'validation:invalid.price',
      'variants[0].swatch': 'validation:invalid.color',
      'variants[0].stock': 'validation:invalid.stock',
    });
    expect((await list()).products).toHaveLength(1);
    const dup = await post(shirt({ slug: 'y', variants: [shirt().variants[0], { ...shirt().variants[1], name: 'red' }] }));
    expect(refused(dup, 400).fields).toEqual({ 'variants[1].name': 'validation:invalid.duplicateVariant' });
  });

  it('lists in the site’s order a page at a time, searches name and SKU, and filters', async () => {
    await create(plain('Apron', 0));
    await create(plain('Bowl', 2));
    await create(plain('Cup', 10, { active: false }));
    await create(plain('Dish', 10, { featured: true, sku: 'PLATE-9' }));
    await create(plain('Ewer', 10, { sold_out: true }));
    const first = await list('?limit=2');
    expect(first.products.map((p) => p.name)).toEqual(['Apron', 'Bowl']);
    const second = await list(`?limit=2&cursor=${first.next_cursor}`);
    expect(second.products.map((p) => p.name)).toEqual(['Cup', 'Dish']);
    const names = async (q: string) => (await list(q)).products.map((p) => p.name);
    expect(await names('?q=plate')).toEqual(['Dish']);
    expect(await names('?q=bo')).toEqual(['Bowl']);
    expect(await names('?status=inactive')).toEqual(['Cup']);
    expect(await names('?status=featured')).toEqual(['Dish']);
    expect(await names('?status=sold_out')).toEqual(['Apron', 'Ewer']);
    expect(await names('?status=low_stock')).toEqual(['Bowl']);
    expect((await names('?status=active')).includes('Cup')).toBe(false);
  });

  it('a low-stock threshold per product (issue 26): stored, read back, and the low-stock badge and filter follow it', async () => {
    // Not set: the default (3). Own thresholds: above or at the stock is low, below is not; 0 never warns.
    const apron = await create(plain('Apron', 3));
    const bowl = await create(plain('Bowl', 8, { low_stock_threshold: '10' }));
    const cup = await create(plain('Cup', 8, { low_stock_threshold: 5 }));
    await create(plain('Dish', 1, { low_stock_threshold: 0 }));
    await create(plain('Ewer', 0, { low_stock_threshold: 5 }));
    await create(plain('Flask', 2, { low_stock_threshold: 5, sold_out: true }));
    expect([apron.low_stock_threshold, apron.low_stock]).toEqual([null, true]);
    expect([bowl.low_stock_threshold, bowl.low_stock]).toEqual([10, true]);
    expect([cup.low_stock_threshold, cup.low_stock]).toEqual([5, false]);
    expect(await read(bowl.id)).toMatchObject({ low_stock_threshold: 10, low_stock: true });
    const names = async (q: string) => (await list(q)).products.map((p) => p.name);
    expect(await names('?status=low_stock')).toEqual(['Apron', 'Bowl']);
    // Raising Cup's threshold to its stock makes it low; clearing Bowl's puts it back on the default.
    const raised = await update(cup.id, plain('Cup', 8, { low_stock_threshold: '8' }));
    expect(raised).toMatchObject({ low_stock_threshold: 8, low_stock: true });
    const cleared = await update(bowl.id, plain('Bowl', 8, { low_stock_threshold: '' }));
    expect(cleared).toMatchObject({ low_stock_threshold: null, low_stock: false });
    expect(await names('?status=low_stock')).toEqual(['Apron', 'Cup']);
    expect((await list()).products.find((p) => p.name === 'Cup')).toMatchObject({ low_stock_threshold: 8, low_stock: true });
  });

  it.each([
    ['negative', -1],
    ['not a whole number', 2.5],
    ['typed with decimals', '1.5'],
    ['not a number', 'few'],
  ])('refuses a %s low-stock threshold with a 400 naming the field', async (_name, value) => {
    const res = await post(plain('Mug', 4, { low_stock_threshold: value }));
    expect(refused(res, 400).fields).toEqual({ low_stock_threshold: 'validation:invalid.lowStockThreshold' });
    expect((await list()).products).toHaveLength(0);
  });

  it('deletes (manager too), records every change in the audit log, and another business’s product is not found', async () => {
    const created = await create();
    await update(created.id, shirt({ name: 'Renamed' }));
    const other = apiAs(f.server, f.users.otherAdmin, f.clients.other.id);
    refused(await other.get(OwnerProductEntry, `/owner-products/${created.id}`), 404);
    answered(await f.api('manager').delete(NO_BODY, `/owner-products/${created.id}`), 204);
    refused(await api().get(OwnerProductEntry, `/owner-products/${created.id}`), 404);
    expect(await db().select().from(productVariants).where(eq(productVariants.product_id, created.id))).toEqual([]);
    const log = await listAuditEntries(db(), clientId, { entity: PRODUCT_AUDIT_ENTITY });
    expect(log.map((e) => [e.action, e.actor_email])).toEqual([
      ['product.delete', f.users.manager.email],
      ['product.update', f.users.owner.email],
      ['product.create', f.users.owner.email],
    ]);
    expect(log[1]!.after).toMatchObject({ name: 'Renamed' });
  });

  it('store settings: all §9 countries and "0" rates by default; a change is stored, audited and ordered as §9', async () => {
    await db().update(clients).set({ tax_rate: '0', shipping_rate: '0', payment_countries: null }).where(eq(clients.id, clientId));
    const settings = async () => answered(await api().get(StoreSettings, '/store-settings'));
    const read = await settings();
    expect(read).toMatchObject({ tax_rate: '0', shipping_rate: '0.00', currency: 'USD', gateway: 'sandbox', test_mode: true });
    expect(read.payment_countries).toEqual([...PAYMENT_COUNTRY_CODES]);
    const change = { taxRate: '8.250', shippingRate: '5.5', paymentCountries: ['us', 'AU'] };
    const saved = answered(await f.api('manager').put(StoreSettings, '/store-settings', change));
    expect(saved).toMatchObject({ tax_rate: '8.25', shipping_rate: '5.50', payment_countries: ['AU', 'US'] });
    expect(await settings()).toEqual(saved);
    const bad = await api().put(StoreSettings, '/store-settings', { taxRate: '101', shippingRate: '-1', paymentCountries: [] });
    expect(refused(bad, 400).fields).toEqual({
      taxRate: 'validation:invalid.taxRate',
      shippingRate: 'validation:invalid.shippingRate',
      paymentCountries: 'validation:required.paymentCountries',
    });
    const log = await listAuditEntries(db(), clientId, { entity: 'store_settings' });
    expect(log.map((e) => e.action)).toEqual(['store_settings.update']);
    expect(log[0]!.after).toMatchObject({ tax_rate: '8.25', shipping_rate: '5.50', payment_countries: 'AU US' });
  });
});
