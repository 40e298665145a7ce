// The customer's answers to a quote or invoice: each posts to its order's path (approve with an empty JSON
// body, reject with the reason), and a payment carries its Idempotency-Key header; the answer passes through.
import { orderDocumentsApi } from '@vitrina/api-client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestStore, json, stubFetch } from '../testing/test-store.js';

const config = { apiBaseUrl: 'http://api.test/api' };
const uuid = '6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b';
const order = { uuid, order_number: '1001', kind: 'quote', status: 'approved' };

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('order documents endpoints (quote and invoice answers)', () => {
  it('approves with an empty JSON body and rejects with the reason, each at its order’s path', async () => {
    const { requests } = stubFetch(() => json(order));
    const store = createTestStore(config);
    await store.dispatch(orderDocumentsApi.endpoints.approveQuote.initiate({ clientId: 7, uuid }));
    await store.dispatch(orderDocumentsApi.endpoints.rejectQuote.initiate({ clientId: 7, uuid, reason: 'Too dear' }));
    expect(requests.map((r) => `${r.method} ${r.url}`)).toEqual([
      `POST http://api.test/api/client/7/orders/${uuid}/approve`,
      `POST http://api.test/api/client/7/orders/${uuid}/reject`,
    ]);
    expect(await requests[0]!.json()).toEqual({});
    expect(await requests[1]!.json()).toEqual({ reason: 'Too dear' });
  });

  it('pays with the attempt’s Idempotency-Key; the payment’s answer passes through', async () => {
    const answer = { order_uuid: uuid, order_number: '1001', transaction_id: 't1', amount: '40.00', next: 'success', client_secret: null };
    const { requests } = stubFetch(() => json(answer, 201));
    const store = createTestStore(config);
    const body = { amount: '40.00', payment: { method: 'stripe' as const, payment_method_id: 'pm_card_visa' } };
    const paid = await store.dispatch(
      orderDocumentsApi.endpoints.payQuote.initiate({ clientId: 7, uuid, idempotencyKey: 'key-12345678', body }),
    );
    expect(paid.data).toEqual(answer);
    expect(requests[0]?.url).toBe(`http://api.test/api/client/7/orders/${uuid}/payments`);
    expect(requests[0]?.headers.get('idempotency-key')).toBe('key-12345678');
    expect(await requests[0]!.json()).toEqual(body);
  });
});
