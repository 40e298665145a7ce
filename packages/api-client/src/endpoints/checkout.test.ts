import { afterEach, describe, expect, it, vi } from 'vitest';
import { checkoutApi, checkoutFailureOf } from '@vitrina/api-client';
import { TEST_ADDRESS } from '../testing/test-address.js';
import { createTestStore, json, stubFetch } from '../testing/test-store.js';

const config = { apiBaseUrl: 'http://127.0.0.1:8080/api', getToken: () => 'tok' };
const uuid = '0b9e6c1e-3f5a-4f0e-9a43-6f4f4e0a9d21';
const base = 'http://127.0.0.1:8080/api/client/7';
const totals = { subtotal: '20.00', discount: '0.00', total_before_tax: '20.00', estimated_tax: '1.65', shipping: '5.00', total: '26.65' };
const shipping = TEST_ADDRESS;
const body = {
  lines: [{ product_id: 3, variant_id: null, quantity: 2 }],
  shipping,
  payment: { method: 'card' as const, card: { holderName: 'Ana Ruiz', cardNumber: '4242424242424242', expiryDate: '12/40', cvv: '123' } },
};
const tx = {
  transaction_id: 'sbx_1',
  status: 'succeeded',
  amount: '26.65',
  refunded: '0.00',
  currency: 'EUR',
  card_brand: 'Visa',
  card_last4: '4242',
  created_at: '2026-01-01T10:00:00.000Z',
};

afterEach(() => vi.unstubAllGlobals());

describe('checkout endpoints (spec §2 shipping-information → order-successful, commerce/order; contracts/store.ts)', () => {
  it('checkout: POST client/{id}/checkout with the Idempotency-Key header, no credentials, the body as given', async () => {
    const { requests } = stubFetch(() =>
      json({ order_uuid: uuid, order_number: '1001', transaction_id: 'sbx_1', next: 'validation', client_secret: null, totals }, 201),
    );
    const store = createTestStore(config);
    const result = await store.dispatch(checkoutApi.endpoints.checkout.initiate({ clientId: 7, idempotencyKey: 'key-12345678', body }));
    const request = requests[0]!;
    expect(`${request.method} ${request.url}`).toBe(`POST ${base}/checkout`);
    expect(request.headers.get('idempotency-key')).toBe('key-12345678');
    expect(request.headers.get('authorization')).toBeNull();
    expect(await request.json()).toEqual(body);
    expect(result.data).toEqual({
      order_uuid: uuid,
      order_number: '1001',
      transaction_id: 'sbx_1',
      next: 'validation',
      client_secret: null,
      totals,
    });
  });

  it.each([
    {
      name: '402 decline: the code and the message key',
      status: 402,
      reply: { error: { code: 'payment_declined', message: 'errors:orders.paymentFailed' }, decline: 'declined' },
      failure: { code: 'payment_declined', message: 'errors:orders.paymentFailed', decline: 'declined', lineKeys: [], stock: {} },
    },
    {
      name: '409 out_of_stock: the lines at fault and what is left',
      status: 409,
      reply: { error: { code: 'out_of_stock', message: 'x' }, line_keys: ['3:'], stock: { '3:': 0 } },
      failure: { code: 'out_of_stock', lineKeys: ['3:'], stock: { '3:': 0 }, decline: null },
    },
    {
      name: '400 fields: the validation keys per field',
      status: 400,
      reply: { error: { code: 'invalid', message: 'x', fields: { 'shipping.email': 'validation:invalid.email' } } },
      failure: { code: 'invalid', fields: { 'shipping.email': 'validation:invalid.email' } },
    },
  ])('checkoutFailureOf — $name', async ({ status, reply, failure }) => {
    stubFetch(() => json(reply, status));
    const store = createTestStore(config);
    const result = await store.dispatch(checkoutApi.endpoints.checkout.initiate({ clientId: 7, idempotencyKey: 'key-12345678', body }));
    expect(checkoutFailureOf(result.error)).toMatchObject({ status, ...failure });
  });

  it('checkoutFailureOf: no answer at all reads as status null', () => {
    expect(checkoutFailureOf({ status: 'FETCH_ERROR', error: 'offline' })).toMatchObject({ status: null, code: null, fields: {} });
  });

  it('publicOrder: GET …/orders/{uuid}, the order as its contract says', async () => {
    const order = {
      uuid,
      order_number: '1001',
      kind: 'order',
      state: 'paid',
      fulfillment: 'unfulfilled',
      dated: '2026-01-01T10:00:00.000Z',
      source: 'products',
      lines: [
        {
          name: 'Apron',
          variant_label: 'Navy',
          image: null,
          quantity: 2,
          each_price: '10.00',
          total: '20.00',
          description: '',
          recurrence: null,
        },
      ],
      ...totals,
      prior_payments: '26.65',
      total_outstanding: '0.00',
      refunded: '0.00',
      note: '',
      currency: 'EUR',
      payment_information: 'Visa •••• 4242',
      bill_to: { ...shipping, address2: '', province: '' },
      transactions: [tx],
      // A products order carries the quote fields empty (issue 15).
      due_date: null,
      terms: '',
      rejection_reason: '',
      decided_at: null,
      reserved: '0.00',
      parent_uuid: null,
      partial_invoices: [],
    };
    const { requests } = stubFetch(() => json(order));
    const store = createTestStore(config);
    const result = await store.dispatch(checkoutApi.endpoints.publicOrder.initiate({ clientId: 7, uuid }));
    expect(requests[0]!.url).toBe(`${base}/orders/${uuid}`);
    expect(result.data).toEqual(order);
  });

  it('publicOrder: a quote’s fields (due date, terms, rejection reason, deposits) are read', async () => {
    const quote = {
      uuid,
      order_number: '12',
      kind: 'quote',
      state: 'rejected',
      lines: [{ name: 'Design', description: 'Two visits', quantity: 1, each_price: '100.00', total: '100.00' }],
      due_date: '2030-01-31',
      terms: 'Net 30',
      rejection_reason: 'Over budget',
      reserved: '10.00',
      partial_invoices: [{ uuid, order_number: '13', state: 'paid', total: '30.00', total_outstanding: '0.00' }],
    };
    stubFetch(() => json(quote));
    const store = createTestStore(config);
    const result = await store.dispatch(checkoutApi.endpoints.publicOrder.initiate({ clientId: 7, uuid }));
    expect(result.data).toMatchObject({
      kind: 'quote',
      state: 'rejected',
      lines: [{ description: 'Two visits' }],
      due_date: '2030-01-31',
      terms: 'Net 30',
      rejection_reason: 'Over budget',
      reserved: '10.00',
      partial_invoices: [quote.partial_invoices[0]],
    });
  });

  it('publicOrder: 404 stays an error with its status (the page says "Order not found")', async () => {
    stubFetch(() => json({ error: { code: 'order_not_found', message: 'Order not found' } }, 404));
    const store = createTestStore(config);
    const result = await store.dispatch(checkoutApi.endpoints.publicOrder.initiate({ clientId: 7, uuid }));
    expect(result.error).toMatchObject({ status: 404 });
  });

  it('publicTransaction: GET …/orders/{uuid}/transactions/{transactionId}', async () => {
    const { requests } = stubFetch(() => json(tx));
    const store = createTestStore(config);
    const result = await store.dispatch(checkoutApi.endpoints.publicTransaction.initiate({ clientId: 7, uuid, transactionId: 'sbx_1' }));
    expect(requests[0]!.url).toBe(`${base}/orders/${uuid}/transactions/sbx_1`);
    expect(result.data).toEqual(tx);
  });

  it('payment validation: GET the outcome, POST approve, and the page query takes the new outcome', async () => {
    const { requests } = stubFetch((request) =>
      request.method === 'POST'
        ? json({ outcome: 'succeeded', order_uuid: uuid, amount: '26.65', client_secret: null })
        : json({ outcome: requests.length > 1 ? 'succeeded' : 'requires_action', order_uuid: uuid, amount: '26.65', client_secret: null }),
    );
    const store = createTestStore(config);
    const args = { clientId: 7, uuid, transactionId: 'sbx_1' };
    const first = await store.dispatch(checkoutApi.endpoints.paymentValidation.initiate(args));
    expect(first.data?.outcome).toBe('requires_action');
    const posted = await store.dispatch(checkoutApi.endpoints.validatePayment.initiate({ ...args, approve: true }));
    expect(posted.data?.outcome).toBe('succeeded');
    expect(`${requests[1]!.method} ${requests[1]!.url}`).toBe(`POST ${base}/orders/${uuid}/payment-validation/sbx_1`);
    expect(await requests[1]!.json()).toEqual({ approve: true });
    expect(checkoutApi.endpoints.paymentValidation.select(args)(store.getState()).data?.outcome).toBe('succeeded');
  });

  it('payment validation: a §8 outcome passes through as the page reads it', async () => {
    const expired = { outcome: 'expired_transaction', order_uuid: null, amount: null, currency: null, client_secret: null };
    const { requests } = stubFetch(() => json(expired));
    const store = createTestStore(config);
    const result = await store.dispatch(checkoutApi.endpoints.paymentValidation.initiate({ clientId: 7, uuid, transactionId: 'x' }));
    expect(`${requests[0]!.method} ${requests[0]!.url}`).toBe(`GET ${base}/orders/${uuid}/payment-validation/x`);
    expect(result.data).toEqual(expired);
  });
});
