// Quotes of a bistro for the Quotes & invoices screen's tests and stories, shaped as the API answers them,
// and a fake API that lists, creates and takes offline payments like the real one; a customer's quote
// request (issue 15) is priced (PUT) and sent (POST …/send) as the real one does.
import type { OwnerQuote, QuoteInput } from '@vitrina/api-client/back-office';
import { fromMinorUnits, parseMoneyInput, toMinorUnits } from '@vitrina/core-model';
import { CLIENT_ID } from '../../testing/fixtures.js';
import { json } from '../../testing/mock-api.js';
import type { Handler } from '../../testing/mock-api.js';
import { formTotals } from './quote-form-values.js';

export const quotesBase = `/api/client/${CLIENT_ID}/owner-quotes`;

export function sampleQuote(id: number, more: Partial<OwnerQuote> = {}): OwnerQuote {
  return {
    id,
    kind: 'quote',
    order_number: String(id),
    dated: `2026-01-${String(id).padStart(2, '0')}T15:30:00.000Z`,
    customer_name: 'Ana Ruiz',
    email: 'ana@example.test',
    total: '110.00',
    total_outstanding: '110.00',
    currency: 'USD',
    state: 'pending',
    due_date: '2026-02-01',
    uuid: `00000000-0000-4000-8000-${String(id).padStart(12, '0')}`,
    lines: [
      {
        source: 'service',
        service_id: 7,
        product_id: null,
        name: 'Catering',
        description: 'Lunch for 20',
        quantity: 2,
        each_price: '50.00',
        total: '100.00',
      },
      {
        source: 'text',
        service_id: null,
        product_id: null,
        name: 'Delivery',
        description: '',
        quantity: 1,
        each_price: '10.00',
        total: '10.00',
      },
    ],
    subtotal: '110.00',
    discount: '0.00',
    total_before_tax: '110.00',
    tax_rate: '0',
    estimated_tax: '0.00',
    prior_payments: '0.00',
    reserved: '0.00',
    note: '',
    terms: 'Net 30',
    rejection_reason: '',
    decided_at: null,
    parent: null,
    partial_invoices: [],
    payments: [],
    order_link: `https://bistro.example.test/commerce/order/00000000-0000-4000-8000-${String(id).padStart(12, '0')}`,
    updated_at: '2026-01-05T15:30:00.000Z',
    ...more,
  };
}

export const sampleQuotes = () => [
  sampleQuote(3, {
    kind: 'invoice',
    customer_name: 'Bo Chen',
    email: 'bo@example.test',
    state: 'approved',
    prior_payments: '10.00',
    total_outstanding: '100.00',
  }),
  sampleQuote(2, { state: 'rejected', rejection_reason: 'Too expensive', total_outstanding: '0.00' }),
  sampleQuote(1),
];

const summaryKeys = [
  'id',
  'kind',
  'order_number',
  'dated',
  'customer_name',
  'email',
  'total',
  'total_outstanding',
  'currency',
  'state',
  'due_date',
] as const;
const summaryOf = (q: OwnerQuote) => Object.fromEntries(summaryKeys.map((k) => [k, q[k]]));

const catalog: Record<string, Handler> = {
  [`GET /api/client/${CLIENT_ID}/owner-services`]: () =>
    json({
      services: [
        {
          id: 7,
          name: 'Catering',
          slug: 'catering',
          description: 'Lunch for your team',
          price: '50.00',
          duration_minutes: 60,
          buffer_before_minutes: 0,
          buffer_after_minutes: 0,
          storefront: true,
          mobile: false,
          virtual: false,
          meeting_url: '',
          bookable: true,
          active: true,
          staff_ids: [],
          upcoming_appointments: 0,
        },
      ],
    }),
  [`GET /api/client/${CLIENT_ID}/owner-products`]: () => json({ products: [], next_cursor: null }),
  [`GET /api/client/${CLIENT_ID}/store-settings`]: () =>
    json({
      tax_rate: '10',
      shipping_rate: '0',
      payment_countries: ['US'],
      currency: 'USD',
      gateway: 'sandbox',
      test_mode: true,
    }),
};

/** A customer's quote request from the services store: one service line at 0, not sent yet. */
export const sampleRequest = (id: number) =>
  sampleQuote(id, {
    state: 'requested',
    customer_name: 'Lía Gómez',
    email: 'lia@example.test',
    total: '0.00',
    total_outstanding: '0.00',
    subtotal: '0.00',
    total_before_tax: '0.00',
    due_date: null,
    terms: '',
    lines: [
      {
        source: 'service',
        service_id: 7,
        product_id: null,
        name: 'Catering',
        description: '',
        quantity: 1,
        each_price: '0.00',
        total: '0.00',
      },
    ],
  });

/** The lines and totals of a QuoteInput as the API prices them (tax 10%). */
function priced(body: QuoteInput): Partial<OwnerQuote> {
  const totals = formTotals(
    {
      lines: body.lines.map((l) => ({ ...l, key: '', quantity: String(l.quantity), service_id: null, product_id: null, description: '' })),
      discount: body.discount ?? '',
    },
    '10',
    'en',
  );
  return {
    due_date: body.due_date ?? null,
    terms: body.terms ?? '',
    lines: body.lines.map((l) => {
      const each = parseMoneyInput(l.unit_price) ?? 0;
      return {
        source: l.source,
        service_id: l.service_id ?? null,
        product_id: l.product_id ?? null,
        name: l.name,
        description: l.description ?? '',
        quantity: l.quantity,
        each_price: fromMinorUnits(each),
        total: fromMinorUnits(each * l.quantity),
      };
    }),
    subtotal: fromMinorUnits(totals.subtotalCents),
    discount: fromMinorUnits(totals.discountCents),
    total_before_tax: fromMinorUnits(totals.totalBeforeTaxCents),
    tax_rate: '10',
    estimated_tax: fromMinorUnits(totals.estimatedTaxCents),
    total: fromMinorUnits(totals.totalCents),
    total_outstanding: fromMinorUnits(totals.totalCents),
  };
}

/** A fake API over `quotes` (changed in place). */
export function quotesServer(quotes: OwnerQuote[]): Record<string, Handler> {
  const handlers: Record<string, Handler> = {
    ...catalog,
    [`GET ${quotesBase}`]: (request) => {
      const params = new URL(request.url).searchParams;
      const kind = params.get('kind') ?? 'all';
      const status = params.get('status') ?? 'all';
      const q = (params.get('q') ?? '').toLowerCase();
      const list = quotes
        .filter((x) => (kind === 'all' || x.kind === kind) && (status === 'all' || x.state === status))
        .filter((x) => !q || [x.customer_name, x.email].some((f) => f.toLowerCase().includes(q)))
        .sort((a, b) => b.id - a.id);
      return json({ quotes: list.map(summaryOf), next_cursor: null });
    },
    [`POST ${quotesBase}`]: async (request) => {
      const body = (await request.json()) as QuoteInput;
      const id = Math.max(0, ...quotes.map((x) => x.id)) + 1;
      const quote = sampleQuote(id, { kind: body.kind, customer_name: body.name, email: body.email.toLowerCase(), ...priced(body) });
      quotes.push(quote);
      return json(quote, 201);
    },
  };
  const find = (id: number) => quotes.find((x) => x.id === id);
  const missing = () => json({ error: { code: 'quote_not_found', message: 'x' } }, 404);
  const pay =
    (id: number): Handler =>
    async (request) => {
      const quote = find(id);
      if (!quote) return missing();
      const { amount } = (await request.json()) as { amount: string };
      const cents = parseMoneyInput(amount) ?? 0;
      const paid = (toMinorUnits(quote.prior_payments) ?? 0) + cents;
      const total = toMinorUnits(quote.total) ?? 0;
      Object.assign(quote, {
        prior_payments: fromMinorUnits(paid),
        total_outstanding: fromMinorUnits(total - paid),
        state: paid >= total ? 'paid' : 'approved',
        payments: [
          ...quote.payments,
          {
            transaction_id: `off_${quote.payments.length + 1}`,
            gateway: 'offline',
            status: 'succeeded',
            amount: fromMinorUnits(cents),
            refunded: '0.00',
            card_brand: null,
            card_last4: null,
            created_at: '2026-01-06T10:00:00.000Z',
          },
        ],
      });
      return json(quote);
    };
  // Ids a test may create too (the mock API's routes are fixed when it starts).
  for (let id = 1; id <= 20; id += 1) {
    handlers[`GET ${quotesBase}/${id}`] = () => {
      const quote = find(id);
      return quote ? json(quote) : missing();
    };
    handlers[`POST ${quotesBase}/${id}/payments`] = pay(id);
    handlers[`PUT ${quotesBase}/${id}`] = async (request) => {
      const quote = find(id);
      if (!quote) return missing();
      if (quote.state !== 'requested') return json({ error: { code: 'quote_not_requested', message: 'x' } }, 409);
      Object.assign(quote, priced((await request.json()) as QuoteInput));
      return json(quote);
    };
    handlers[`POST ${quotesBase}/${id}/send`] = () => {
      const quote = find(id);
      if (!quote) return missing();
      if (quote.total === '0.00')
        return json({ error: { code: 'quote_total_zero', message: 'x', fields: { lines: 'validation:quote.totalRequired' } } }, 409);
      quote.state = 'pending';
      return json(quote);
    };
    handlers[`POST ${quotesBase}/${id}/void`] = () => {
      const quote = find(id);
      if (!quote) return missing();
      quote.state = 'canceled';
      return json(quote);
    };
  }
  return handlers;
}
