import { bookingApi, checkoutApi, servicesCheckoutFailureOf, servicesStoreApi } from '@vitrina/api-client';
import { ownerServicesApi, ownerStaffApi } from '@vitrina/api-client/back-office';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TEST_ADDRESS } from '../testing/test-address.js';
import { createTestStore, json, stubFetch } from '../testing/test-store.js';

const config = { apiBaseUrl: 'http://127.0.0.1:8080/api' };
const base = 'http://127.0.0.1:8080/api/client/7';
const service = {
  id: 4,
  slug: 'weekly-tidy',
  name: 'Weekly tidy',
  description: 'Two hours.',
  price: '30.00',
  images: ['/tidy.png'],
  requires_quote: false,
  is_subscription: true,
  recurrence: 'weekly',
  duration_minutes: 120,
  bookable: true,
};
const totals = { subtotal: '30.00', discount: '0.00', total_before_tax: '30.00', estimated_tax: '3.00', shipping: '0.00', total: '33.00' };
const customer = TEST_ADDRESS;
type TestStore = ReturnType<typeof createTestStore>;

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('services store endpoints (spec §2 services-store, service/{slug}, services-cart, services-finalize)', () => {
  it('lists the services as the contract says', async () => {
    const oneTime = { ...service, id: 5, slug: 'deep-clean', is_subscription: false, recurrence: null };
    const { requests } = stubFetch(() => json({ services: [service, oneTime] }));
    const result = await createTestStore(config).dispatch(servicesStoreApi.endpoints.storeServices.initiate(7));
    expect(requests.map((r) => `${r.method} ${r.url}`)).toEqual([`GET ${base}/services-store`]);
    expect(result.data).toEqual([service, oneTime]);
  });

  it('reads one service by slug; a 404 is an error the loader turns into /not-found', async () => {
    stubFetch((request) => (request.url.endsWith('/gone') ? json({ error: { code: 'not_found', message: 'x' } }, 404) : json({ service })));
    const store = createTestStore(config);
    const found = await store.dispatch(servicesStoreApi.endpoints.storeService.initiate({ clientId: 7, slug: 'weekly-tidy' }));
    expect(found.data).toMatchObject({ name: 'Weekly tidy', recurrence: 'weekly' });
    const missing = await store.dispatch(servicesStoreApi.endpoints.storeService.initiate({ clientId: 7, slug: 'gone' }));
    expect((missing.error as { status?: number }).status).toBe(404);
  });

  it('posts only ids and quantities to the cart check and reads lines, violations and the quote flag', async () => {
    const answer = {
      lines: [
        { service_id: 4, key: '4', quantity: 1, service, problem: null },
        { service_id: 8, key: '8', quantity: 1, service: null, problem: 'unavailable' },
      ],
      totals,
      violations: [{ code: 'subscription-mixed-with-one-time', line_keys: ['4', '8'] }],
      quote_request: false,
    };
    const { requests } = stubFetch(() => json(answer));
    const lines = [
      { service_id: 4, quantity: 1 },
      { service_id: 8, quantity: 1 },
    ];
    const result = await createTestStore(config).dispatch(servicesStoreApi.endpoints.servicesCartCheck.initiate({ clientId: 7, lines }));
    expect(`${requests[0]?.method} ${requests[0]?.url}`).toBe(`POST ${base}/services-cart/check`);
    expect(await requests[0]?.json()).toEqual({ lines });
    expect(result.data).toEqual(answer);
  });

  it('checkout: sends the Idempotency-Key and reads a quote request without a transaction', async () => {
    const uuid = '0b9e6c1e-3f5a-4f0e-9a43-6f4f4e0a9d21';
    const { requests } = stubFetch(() =>
      json(
        { order_uuid: uuid, order_number: '12', kind: 'quote', transaction_id: null, next: 'success', client_secret: null, totals },
        201,
      ),
    );
    const body = { lines: [{ service_id: 4, quantity: 1 }], customer, payment: null, note: '' };
    const result = await createTestStore(config).dispatch(
      servicesStoreApi.endpoints.servicesCheckout.initiate({ clientId: 7, idempotencyKey: 'key-12345678', body }),
    );
    expect(`${requests[0]?.method} ${requests[0]?.url}`).toBe(`POST ${base}/services-checkout`);
    expect(requests[0]?.headers.get('idempotency-key')).toBe('key-12345678');
    expect(result.data).toEqual({
      order_uuid: uuid,
      order_number: '12',
      kind: 'quote',
      transaction_id: null,
      next: 'success',
      client_secret: null,
      totals,
    });
  });

  it('servicesCheckoutFailureOf reads a 409 order_rule with its violations and a 409 unavailable with its lines', async () => {
    stubFetch(() =>
      json(
        {
          error: { code: 'order_rule', message: 'errors:orders.noMixing' },
          violations: [{ code: 'subscription-mixed-with-one-time', line_keys: ['4', '5'] }],
        },
        409,
      ),
    );
    const body = { lines: [{ service_id: 4, quantity: 1 }], customer, payment: null, note: '' };
    const store = createTestStore(config);
    const result = await store.dispatch(
      servicesStoreApi.endpoints.servicesCheckout.initiate({ clientId: 7, idempotencyKey: 'key-1', body }),
    );
    expect(servicesCheckoutFailureOf(result.error)).toMatchObject({
      status: 409,
      code: 'order_rule',
      message: 'errors:orders.noMixing',
      violations: [{ code: 'subscription-mixed-with-one-time', line_keys: ['4', '5'] }],
    });
    const unavailable = { status: 409, data: { error: { code: 'unavailable', message: 'x' }, line_keys: ['8'] } };
    expect(servicesCheckoutFailureOf(unavailable)).toMatchObject({ code: 'unavailable', lineKeys: ['8'], violations: [] });
    expect(servicesCheckoutFailureOf({ status: 'FETCH_ERROR', error: 'offline' })).toMatchObject({ status: null, violations: [] });
  });

  it('the services-success page reads a subscription line’s frequency from the order; other lines have none', async () => {
    const uuid = '0b9e6c1e-3f5a-4f0e-9a43-6f4f4e0a9d21';
    const line = { name: 'Weekly tidy', variant_label: '', image: null, quantity: 1, each_price: '30.00', total: '30.00' };
    stubFetch(() =>
      json({
        uuid,
        order_number: '12',
        lines: [
          { ...line, recurrence: 'weekly' },
          { ...line, recurrence: null },
        ],
      }),
    );
    const result = await createTestStore(config).dispatch(checkoutApi.endpoints.publicOrder.initiate({ clientId: 7, uuid }));
    expect(result.data?.lines.map((l) => l.recurrence)).toEqual(['weekly', null]);
  });

  it.each([
    [
      'a service',
      (store: TestStore) => store.dispatch(ownerServicesApi.endpoints.removeOwnerService.initiate({ clientId: 7, serviceId: 4 })),
    ],
    [
      'a staff member',
      (store: TestStore) => store.dispatch(ownerStaffApi.endpoints.removeOwnerStaff.initiate({ clientId: 7, staffId: 2 })),
    ],
  ])(
    'an owner removing %s refetches the loaded services store, service page and booking info of that client only',
    async (_what, remove) => {
      const gets: Record<string, number> = {};
      stubFetch((request) => {
        const path = new URL(request.url).pathname.replace('/api/', '');
        if (request.method === 'GET') gets[path] = (gets[path] ?? 0) + 1;
        if (request.method === 'DELETE') return json({ outcome: 'deleted' });
        if (path.endsWith('/booking')) return json({ services: [], locations: [], service_areas: [] });
        return path.includes('/services-store/') ? json({ service }) : json({ services: [service] });
      });
      const store = createTestStore({ ...config, getToken: () => 'tok' });
      const loaded = [
        store.dispatch(servicesStoreApi.endpoints.storeServices.initiate(7)),
        store.dispatch(servicesStoreApi.endpoints.storeService.initiate({ clientId: 7, slug: 'weekly-tidy' })),
        store.dispatch(bookingApi.endpoints.bookingInfo.initiate({ clientId: 7 })),
        store.dispatch(servicesStoreApi.endpoints.storeServices.initiate(8)),
      ];
      await Promise.all(loaded);
      await remove(store);
      await vi.waitFor(() =>
        expect(gets).toMatchObject({ 'client/7/services-store': 2, 'client/7/services-store/weekly-tidy': 2, 'client/7/booking': 2 }),
      );
      expect(gets['client/8/services-store']).toBe(1);
      for (const subscription of loaded) subscription.unsubscribe();
    },
  );
});
