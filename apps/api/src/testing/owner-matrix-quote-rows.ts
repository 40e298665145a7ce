// The owner-route matrix's rows of Quotes & invoices (issue 15): owner and manager; the shop is on every
// plan, freemium too (spec §4), so the writes take no freemium check.
import { createQuote } from '../modules/quotes/index.js';
import { buildQuote } from './quote-builders.js';
import { clientPath as c } from './owner-matrix-route.js';
import type { MatrixRoute, Target } from './owner-matrix-route.js';
import type { OwnerFixture } from './owner-test-fixture.js';

const quoteBody = () => ({
  kind: 'quote',
  email: 'ana@example.com',
  name: 'Ana Ruiz',
  lines: [{ source: 'text', name: 'Design work', description: '', unit_price: '100', quantity: 1 }],
});

/** A pending quote of 100.00 of the target's client; returns its id. */
const newQuote = async (f: OwnerFixture, t: Target) => {
  const result = await createQuote(
    f.server.database.db,
    t.client.id,
    { taxRate: '0', currency: 'USD' },
    {
      kind: 'quote',
      email: 'ana@example.com',
      name: 'Ana Ruiz',
      lines: [
        { source: 'text', serviceId: null, productId: null, name: 'Design work', description: '', unitPriceCents: 10_000, quantity: 1 },
      ],
      discountCents: 0,
      dueDate: null,
      terms: '',
      note: '',
    },
    { sub: 'matrix', email: 'matrix@example.com' },
    'validation:invalid.value',
  );
  if (!result.ok) throw new Error('quote not created');
  return result.row.id;
};

/** A customer's quote request (issue 15) of the target's client, priced at 100.00 but not sent; returns its id. */
const newRequest = async (f: OwnerFixture, t: Target) =>
  (
    await buildQuote(f.server.database.db, t.client.id, {
      status: 'requested',
      lines: [{ name: 'Catering', unitCents: 10_000, quantity: 1 }],
    })
  ).id;

const row = (method: MatrixRoute['method'], path: string, success: number, request: MatrixRoute['request']): MatrixRoute => ({
  method,
  path,
  write: false,
  screen: 'quotes',
  success,
  request,
});

export const QUOTE_MATRIX_ROUTES: MatrixRoute[] = [
  row('GET', '/api/client/:id/owner-quotes', 200, async (_f, t) => ({ url: `${c(t)}/owner-quotes?kind=all&status=all&q=ana&limit=5` })),
  row('GET', '/api/client/:id/owner-quotes/:quoteId', 200, async (f, t) => ({ url: `${c(t)}/owner-quotes/${await newQuote(f, t)}` })),
  // The quote's PDF (issue 31): read like the quote.
  row('GET', '/api/client/:id/owner-quotes/:quoteId/document.pdf', 200, async (f, t) => ({
    url: `${c(t)}/owner-quotes/${await newQuote(f, t)}/document.pdf`,
  })),
  row('POST', '/api/client/:id/owner-quotes', 201, async (_f, t) => ({ url: `${c(t)}/owner-quotes`, payload: quoteBody() })),
  row('PUT', '/api/client/:id/owner-quotes/:quoteId', 200, async (f, t) => ({
    url: `${c(t)}/owner-quotes/${await newRequest(f, t)}`,
    payload: quoteBody(),
  })),
  row('POST', '/api/client/:id/owner-quotes/:quoteId/send', 200, async (f, t) => ({
    url: `${c(t)}/owner-quotes/${await newRequest(f, t)}/send`,
    payload: {},
  })),
  row('POST', '/api/client/:id/owner-quotes/:quoteId/partial-invoices', 201, async (f, t) => ({
    url: `${c(t)}/owner-quotes/${await newQuote(f, t)}/partial-invoices`,
    payload: { amount: '25' },
  })),
  row('POST', '/api/client/:id/owner-quotes/:quoteId/payments', 200, async (f, t) => ({
    url: `${c(t)}/owner-quotes/${await newQuote(f, t)}/payments`,
    payload: { amount: '25' },
  })),
  row('POST', '/api/client/:id/owner-quotes/:quoteId/void', 200, async (f, t) => ({
    url: `${c(t)}/owner-quotes/${await newQuote(f, t)}/void`,
    payload: {},
  })),
];
