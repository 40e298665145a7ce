import { afterEach, describe, expect, it, vi } from 'vitest';
import { discountRefusalOf, discountsApi } from '@vitrina/api-client';
import { createTestStore, json, stubFetch } from '../testing/test-store.js';

const config = { apiBaseUrl: 'http://127.0.0.1:8080/api', getToken: () => 'tok' };
const base = 'http://127.0.0.1:8080/api/client/7';
const totals = { subtotal: '25.00', discount: '2.50', total_before_tax: '22.50', estimated_tax: '0.00', shipping: '0.00', total: '22.50' };

afterEach(() => vi.unstubAllGlobals());

describe('discount code endpoints (issue 30; contracts/discounts.ts)', () => {
  it('products: POST client/{id}/cart/discount with the code and lines, no credentials', async () => {
    const { requests } = stubFetch(() => json({ code: 'Spring10', discount: '2.50', totals }));
    const store = createTestStore(config);
    const lines = [{ product_id: 3, variant_id: null, quantity: 2 }];
    const result = await store.dispatch(discountsApi.endpoints.productsDiscount.initiate({ clientId: 7, code: 'spring10', lines }));
    const request = requests[0]!;
    expect(`${request.method} ${request.url}`).toBe(`POST ${base}/cart/discount`);
    expect(request.headers.get('authorization')).toBeNull();
    expect(await request.json()).toEqual({ code: 'spring10', lines });
    expect(result.data).toEqual({ code: 'Spring10', discount: '2.50', totals });
  });

  it('services: POST client/{id}/services-cart/discount; a refusal is read with its message and the minimum', async () => {
    const { requests } = stubFetch(() =>
      json(
        {
          error: { code: 'discount_below_minimum', message: 'discounts:refused.below_minimum' },
          discount: { refusal: 'below_minimum', minimum: '30.00' },
        },
        422,
      ),
    );
    const store = createTestStore(config);
    const result = await store.dispatch(
      discountsApi.endpoints.servicesDiscount.initiate({ clientId: 7, code: 'BIG', lines: [{ service_id: 4, quantity: 1 }] }),
    );
    expect(`${requests[0]!.method} ${requests[0]!.url}`).toBe(`POST ${base}/services-cart/discount`);
    expect(discountRefusalOf(result.error)).toEqual({
      refusal: 'below_minimum',
      message: 'discounts:refused.below_minimum',
      minimum: '30.00',
    });
  });

  it('another failure is no refusal', async () => {
    stubFetch(() => json({ error: { code: 'rate_limited', message: 'Too many requests' } }, 429));
    const store = createTestStore(config);
    const result = await store.dispatch(discountsApi.endpoints.productsDiscount.initiate({ clientId: 7, code: 'X12', lines: [] }));
    expect(discountRefusalOf(result.error)).toBeNull();
  });
});
