// The back office's Orders calls: pages by cursor with the filters and the bearer token; the actions send
// their bodies (refund and cancel with the Idempotency-Key) and refetch the order and the loaded list.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ownerOrdersApi } from '@vitrina/api-client/back-office';
import { createTestStore, json, stubFetch } from '../testing/test-store.js';

const config = { apiBaseUrl: 'http://api.test/api', getToken: () => 'tok' };
const summary = (id: number, state = 'paid') => ({
  id,
  order_number: String(id),
  dated: '2026-01-05T09:00:00.000Z',
  customer_name: 'Ana Ruiz',
  email: 'ana@example.com',
  total: '32.00',
  currency: 'USD',
  state,
  fulfillment: 'unfulfilled',
});
const order = (id: number, refunded = '0.00') => ({ ...summary(id), uuid: 'u', lines: [], payments: [], refunded });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('owner orders endpoints (back office Orders screen)', () => {
  it('loads pages by cursor with the status, fulfillment, trimmed search and bearer token; the pages pass through', async () => {
    const { requests } = stubFetch((request) =>
      new URL(request.url).searchParams.get('cursor') === null
        ? json({ orders: [summary(3)], next_cursor: '3' })
        : json({ orders: [summary(1)], next_cursor: null }),
    );
    const store = createTestStore(config);
    const args = { clientId: 7, status: 'paid' as const, fulfillment: 'all' as const, q: ' #12 ' };
    await store.dispatch(ownerOrdersApi.endpoints.ownerOrders.initiate(args));
    const more = await store.dispatch(ownerOrdersApi.endpoints.ownerOrders.initiate(args, { direction: 'forward' }));
    expect(more.data?.pages.map((p) => p.orders.map((o) => o.id))).toEqual([[3], [1]]);
    expect(requests.map((r) => r.url)).toEqual([
      'http://api.test/api/client/7/owner-orders?status=paid&fulfillment=all&q=%2312',
      'http://api.test/api/client/7/owner-orders?status=paid&fulfillment=all&q=%2312&cursor=3',
    ]);
    expect(requests.every((r) => r.headers.get('authorization') === 'Bearer tok')).toBe(true);
  });

  it('a refund posts the amount with the Idempotency-Key, then the order and the list are fetched again', async () => {
    let refunded = '0.00';
    const { requests } = stubFetch((request) => {
      if (request.method === 'POST') {
        refunded = '5.00';
        return json(order(4, refunded));
      }
      return request.url.includes('/owner-orders/4') ? json(order(4, refunded)) : json({ orders: [summary(4)], next_cursor: null });
    });
    const store = createTestStore(config);
    const detail = store.dispatch(ownerOrdersApi.endpoints.ownerOrder.initiate({ clientId: 7, orderId: 4 }));
    const list = store.dispatch(ownerOrdersApi.endpoints.ownerOrders.initiate({ clientId: 7, status: 'all', fulfillment: 'all', q: '' }));
    await Promise.all([detail, list]);
    const done = await store.dispatch(
      ownerOrdersApi.endpoints.refundOrder.initiate({ clientId: 7, orderId: 4, amount: '5.00', idempotencyKey: 'key-12345678' }),
    );
    expect(done.data?.refunded).toBe('5.00');
    const post = requests.find((r) => r.method === 'POST')!;
    expect(post.url).toBe('http://api.test/api/client/7/owner-orders/4/refund');
    expect(post.headers.get('idempotency-key')).toBe('key-12345678');
    expect(await post.json()).toEqual({ amount: '5.00' });
    await vi.waitFor(() => expect(requests.filter((r) => r.method === 'GET')).toHaveLength(4));
    detail.unsubscribe();
    list.unsubscribe();
  });

  it('the order passes through with its allowed_actions, with the bearer token', async () => {
    const { requests } = stubFetch(() => json({ ...order(4), allowed_actions: ['ship', 'cancel'] }));
    const store = createTestStore(config);
    const four = await store.dispatch(ownerOrdersApi.endpoints.ownerOrder.initiate({ clientId: 7, orderId: 4 }));
    expect(four.data).toEqual({ ...order(4), allowed_actions: ['ship', 'cancel'] });
    expect(requests.map((r) => `${r.method} ${r.url}`)).toEqual(['GET http://api.test/api/client/7/owner-orders/4']);
    expect(requests[0]!.headers.get('authorization')).toBe('Bearer tok');
  });

  it('ship sends the note; cancel sends its key and no amount', async () => {
    const { requests } = stubFetch(() => json(order(4)));
    const store = createTestStore(config);
    await store.dispatch(ownerOrdersApi.endpoints.fulfillOrder.initiate({ clientId: 7, orderId: 4, action: 'ship', note: 'UPS 1Z' }));
    await store.dispatch(ownerOrdersApi.endpoints.cancelOrder.initiate({ clientId: 7, orderId: 4, idempotencyKey: 'cancel-1234' }));
    expect(requests.map((r) => r.url)).toEqual([
      'http://api.test/api/client/7/owner-orders/4/ship',
      'http://api.test/api/client/7/owner-orders/4/cancel',
    ]);
    expect(await requests[0]!.json()).toEqual({ note: 'UPS 1Z' });
    expect(requests[1]!.headers.get('idempotency-key')).toBe('cancel-1234');
  });
});
