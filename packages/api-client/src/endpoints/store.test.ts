import { storeApi } from '@vitrina/api-client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestStore, json, stubFetch } from '../testing/test-store.js';

const config = { apiBaseUrl: 'http://127.0.0.1:8080/api' };
const variant = {
  id: 11,
  type: 'color',
  type_id: 1,
  name: 'Navy',
  slug: 'navy',
  swatch: '#1f2a44',
  availableQuantity: 4,
  selectedQuantity: 0,
  variantImages: ['/navy.png'],
  price: null,
};
const product = {
  id: 3,
  slug: 'harbor-lane-apron',
  name: 'Harbor Lane apron',
  description: 'Canvas.',
  sku: 'AP-1',
  price: '32.00',
  soldOut: false,
  availableQuantity: 4,
  lowStockThreshold: 2,
  images: ['/apron.png'],
  variants: [variant],
};
const totals = { subtotal: '64.00', discount: '0.00', total_before_tax: '64.00', estimated_tax: '0.00', shipping: '5.00', total: '69.00' };

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('store endpoints (spec §2 store, product, cart)', () => {
  it('lists the products (featured ones for the home section) as the contract says', async () => {
    const { requests } = stubFetch(() => json({ products: [product] }));
    const store = createTestStore(config);
    const all = await store.dispatch(storeApi.endpoints.storeProducts.initiate({ clientId: 7 }));
    const featured = await store.dispatch(storeApi.endpoints.storeProducts.initiate({ clientId: 7, featured: true }));
    expect(requests.map((r) => `${r.method} ${r.url}`)).toEqual([
      'GET http://127.0.0.1:8080/api/client/7/products',
      'GET http://127.0.0.1:8080/api/client/7/products?featured=true',
    ]);
    expect(all.data).toEqual([product]);
    expect(featured.data).toHaveLength(1);
  });

  it('reads one product by slug; a 404 is an error the loader turns into /not-found', async () => {
    stubFetch((request) => (request.url.endsWith('/gone') ? json({ error: { code: 'not_found', message: 'x' } }, 404) : json({ product })));
    const store = createTestStore(config);
    const found = await store.dispatch(storeApi.endpoints.storeProduct.initiate({ clientId: 7, slug: 'harbor-lane-apron' }));
    expect(found.data?.variants.map((v) => v.name)).toEqual(['Navy']);
    // The owner's low-stock threshold reaches the product page (issue 26).
    expect(found.data?.lowStockThreshold).toBe(2);
    const missing = await store.dispatch(storeApi.endpoints.storeProduct.initiate({ clientId: 7, slug: 'gone' }));
    expect((missing.error as { status?: number }).status).toBe(404);
  });

  it('posts only ids and quantities to the cart check and reads the live lines and totals', async () => {
    const line = { product_id: 3, variant_id: 11, key: '3:11', quantity: 2, unit_price: '32.00', available: 0, problem: 'out-of-stock' };
    const { requests } = stubFetch(() => json({ lines: [line], totals }));
    const store = createTestStore(config);
    const lines = [{ product_id: 3, variant_id: 11, quantity: 2 }];
    const result = await store.dispatch(storeApi.endpoints.cartCheck.initiate({ clientId: 7, lines }));
    expect(requests[0]?.method).toBe('POST');
    expect(requests[0]?.url).toBe('http://127.0.0.1:8080/api/client/7/cart/check');
    expect(await requests[0]?.json()).toEqual({ lines });
    expect(result.data).toEqual({ lines: [line], totals });
  });

  it('reads the store settings: GET client/{id}/store', async () => {
    const info = {
      tax_rate: '8.25',
      shipping_rate: '5.00',
      currency: 'EUR',
      payment_countries: ['ES'],
      gateway: 'stripe',
      publishable_key: 'pk_1',
    };
    const { requests } = stubFetch(() => json(info));
    const result = await createTestStore(config).dispatch(storeApi.endpoints.storeInfo.initiate(7));
    expect(requests.map((r) => `${r.method} ${r.url}`)).toEqual(['GET http://127.0.0.1:8080/api/client/7/store']);
    expect(result.data).toEqual(info);
  });
});
