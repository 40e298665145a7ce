// The back office's Quotes & invoices calls: pages by cursor with the kind, status and search and the bearer
// token; a quote is created with its body; an offline payment posts the amount and refetches the open quote.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ownerQuotesApi } from '@vitrina/api-client/back-office';
import { createTestStore, json, stubFetch } from '../testing/test-store.js';

const config = { apiBaseUrl: 'http://api.test/api', getToken: () => 'tok' };
const summary = (id: number, paid = '0.00') => ({
  id,
  kind: 'quote',
  order_number: String(id),
  dated: '2026-01-05T09:00:00.000Z',
  customer_name: 'Ana Ruiz',
  email: 'ana@example.com',
  total: '100.00',
  total_outstanding: (100 - Number(paid)).toFixed(2),
  currency: 'USD',
  state: 'pending',
  due_date: null,
});
const quote = (id: number, paid = '0.00') => ({
  ...summary(id, paid),
  uuid: 'u',
  lines: [],
  payments: [],
  partial_invoices: [],
  prior_payments: paid,
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('owner quotes endpoints (back office Quotes & invoices)', () => {
  it('loads pages by cursor with kind, status, trimmed search and the bearer token; the pages pass through', async () => {
    const { requests } = stubFetch((request) =>
      new URL(request.url).searchParams.get('cursor') === null
        ? json({ quotes: [summary(3)], next_cursor: '3' })
        : json({ quotes: [summary(1)], next_cursor: null }),
    );
    const store = createTestStore(config);
    const args = { clientId: 7, kind: 'invoice' as const, status: 'all' as const, q: ' ana ' };
    await store.dispatch(ownerQuotesApi.endpoints.ownerQuotes.initiate(args));
    const more = await store.dispatch(ownerQuotesApi.endpoints.ownerQuotes.initiate(args, { direction: 'forward' }));
    expect(more.data?.pages.map((p) => p.quotes.map((o) => o.id))).toEqual([[3], [1]]);
    expect(requests.map((r) => r.url)).toEqual([
      'http://api.test/api/client/7/owner-quotes?kind=invoice&status=all&q=ana',
      'http://api.test/api/client/7/owner-quotes?kind=invoice&status=all&q=ana&cursor=3',
    ]);
    expect(requests.every((r) => r.headers.get('authorization') === 'Bearer tok')).toBe(true);
  });

  it('an offline payment posts the amount, then the open quote is fetched again', async () => {
    let paid = '0.00';
    const { requests } = stubFetch((request) => {
      if (request.method === 'POST') {
        paid = '40.00';
        return json(quote(4, paid));
      }
      return json(quote(4, paid));
    });
    const store = createTestStore(config);
    await store.dispatch(ownerQuotesApi.endpoints.ownerQuote.initiate({ clientId: 7, quoteId: 4 }));
    await store.dispatch(ownerQuotesApi.endpoints.recordQuotePayment.initiate({ clientId: 7, quoteId: 4, amount: '40' }));
    const post = requests.find((r) => r.method === 'POST')!;
    expect(post.url).toBe('http://api.test/api/client/7/owner-quotes/4/payments');
    expect(await post.clone().json()).toEqual({ amount: '40' });
    await vi.waitFor(() => expect(requests.filter((r) => r.method === 'GET' && r.url.endsWith('/owner-quotes/4'))).toHaveLength(2));
    const select = ownerQuotesApi.endpoints.ownerQuote.select({ clientId: 7, quoteId: 4 });
    await vi.waitFor(() => expect(select(store.getState()).data?.prior_payments).toBe('40.00'));
  });
});
