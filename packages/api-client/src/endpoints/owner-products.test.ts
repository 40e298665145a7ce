// The back office's Products and Store settings calls: pages by cursor with the filter and search sent to
// the server, the bearer token, the form's fields only, and changes that refetch the loaded list.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ownerProductsApi, storeSettingsApi } from '@vitrina/api-client/back-office';
import { createTestStore, json, stubFetch } from '../testing/test-store.js';

const config = { apiBaseUrl: 'http://api.test/api', getToken: () => 'tok' };
const summary = (id: number) => ({
  id,
  name: `Product ${id}`,
  slug: `product-${id}`,
  sku: '',
  price: '10.00',
  active: true,
  featured: false,
  sold_out: false,
  stock: 2,
  low_stock_threshold: 5,
  low_stock: true,
  image: null,
  variant_count: 0,
  path: `/product/product-${id}`,
});
const entry = (id: number) => ({
  ...summary(id),
  description: '',
  images: [],
  variant_type: 'none',
  variants: [{ id: 9, type: 'default', name: '', slug: 'default', swatch: null, price: null, stock: 2, image: null }],
});
const input = {
  name: 'Product 1',
  slug: 'product-1',
  description: '',
  sku: '',
  price: '10',
  active: true,
  featured: false,
  sold_out: false,
  low_stock_threshold: '5',
  images: ['https://a.test/1.webp'],
  variant_type: 'none' as const,
  variants: [{ id: null, name: '', swatch: '', price: '', stock: '2', image: null }],
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('owner-products endpoints (back office Products screen)', () => {
  it('loads pages by cursor with the filter, trimmed search and bearer token', async () => {
    const { requests } = stubFetch((request) =>
      new URL(request.url).searchParams.get('cursor') === null
        ? json({ products: [summary(3)], next_cursor: '3' })
        : json({ products: [summary(1)], next_cursor: null }),
    );
    const store = createTestStore(config);
    const args = { clientId: 7, status: 'low_stock' as const, q: ' mug ' };
    await store.dispatch(ownerProductsApi.endpoints.ownerProducts.initiate(args));
    const more = await store.dispatch(ownerProductsApi.endpoints.ownerProducts.initiate(args, { direction: 'forward' }));
    expect(more.data?.pages.map((p) => p.products.map((x) => x.id))).toEqual([[3], [1]]);
    expect(requests.map((r) => r.url)).toEqual([
      'http://api.test/api/client/7/owner-products?status=low_stock&q=mug',
      'http://api.test/api/client/7/owner-products?status=low_stock&q=mug&cursor=3',
    ]);
    expect(requests.every((r) => r.headers.get('authorization') === 'Bearer tok')).toBe(true);
  });

  it('creating a product POSTs the form’s fields only and refetches the loaded list', async () => {
    let created = false;
    const { requests } = stubFetch((request) => {
      if (request.method === 'POST') {
        created = true;
        return json(entry(1), 201);
      }
      return json({ products: created ? [summary(1)] : [], next_cursor: null });
    });
    const store = createTestStore(config);
    const args = { clientId: 7, status: 'all' as const, q: '' };
    const list = store.dispatch(ownerProductsApi.endpoints.ownerProducts.initiate(args));
    await list;
    const result = await store.dispatch(
      ownerProductsApi.endpoints.createOwnerProduct.initiate({ clientId: 7, ...input, extra: 1 } as never),
    );
    expect(result.data).toEqual(entry(1));
    const post = requests.find((r) => r.method === 'POST')!;
    expect(post.url).toBe('http://api.test/api/client/7/owner-products');
    expect(await post.json()).toEqual(input);
    await vi.waitFor(() =>
      expect(
        ownerProductsApi.endpoints.ownerProducts
          .select(args)(store.getState())
          .data?.pages[0]?.products.map((p) => p.id),
      ).toEqual([1]),
    );
    list.unsubscribe();
  });

  it('store settings: reads with defaults and PUTs only the three fields', async () => {
    const { requests } = stubFetch((request) =>
      json({
        tax_rate: request.method === 'PUT' ? '8.25' : '0',
        shipping_rate: '5.00',
        payment_countries: ['US'],
        currency: 'USD',
        gateway: 'sandbox',
        test_mode: true,
      }),
    );
    const store = createTestStore(config);
    const read = await store.dispatch(storeSettingsApi.endpoints.storeSettings.initiate(7));
    expect(read.data).toMatchObject({ tax_rate: '0', gateway: 'sandbox', test_mode: true });
    const saved = await store.dispatch(
      storeSettingsApi.endpoints.saveStoreSettings.initiate({ clientId: 7, taxRate: '8.25', shippingRate: '5', paymentCountries: ['US'] }),
    );
    expect(saved.data?.tax_rate).toBe('8.25');
    const put = requests.find((r) => r.method === 'PUT')!;
    expect(put.url).toBe('http://api.test/api/client/7/store-settings');
    expect(await put.json()).toEqual({ taxRate: '8.25', shippingRate: '5', paymentCountries: ['US'] });
  });
});
