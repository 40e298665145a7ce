// The back office's Quotes & invoices (issue 15; spec §3 order display fields, §4 "Quotes and invoices:
// pending, then approved, paid or rejected"): the owner (1) and managers (3).
//   GET  /api/client/:id/owner-quotes?kind=&status=&q=&cursor=&limit=   → { quotes, next_cursor }
//   GET  /api/client/:id/owner-quotes/:quoteId                          → the quote with its balance and link
//   POST /api/client/:id/owner-quotes                  QuoteInput        → 201 the quote
//   PUT  /api/client/:id/owner-quotes/:quoteId         QuoteInput        → a customer's quote request, priced
//   POST /api/client/:id/owner-quotes/:quoteId/send                     → the request sent (requested → pending)
//   POST /api/client/:id/owner-quotes/:quoteId/partial-invoices {amount, due_date?, note?} → 201 the deposit
//   POST /api/client/:id/owner-quotes/:quoteId/payments {amount}        → the quote (an offline payment)
//   POST /api/client/:id/owner-quotes/:quoteId/void                     → the quote (canceled)
// Bodies are checked with the form's own yup schemas. Quotes belong to the shop, which every plan has
// (spec §4 "Shop is also allowed on freemium"), so these routes take no freemium check, as Orders.
import {
  OfflinePaymentBody,
  OwnerQuote,
  OwnerQuotePage,
  OwnerQuoteParams,
  PartialInvoiceBody,
  QuoteInput,
  QuoteListQuery,
  ownerQuoteCalls as calls,
} from '@vitrina/api-client/contracts';
import { fromMinorUnits, parseMoneyInput } from '@vitrina/core-model';
import { VALIDATION_MESSAGES, createQuoteAmountSchema, quoteSchema, validatePayload } from '@vitrina/validation';
import type { QuoteValues } from '@vitrina/validation';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { ApiError } from '../../http/errors.js';
import { clientParams } from '../../routes/owner/owner-schemas.js';
import { screenRoutes, validOr400 } from '../../routes/route-kit.js';
import { priceOwnerQuoteRequest, sendQuoteRequest } from './quote-requests-service.js';
import type { QuotePricing, QuoteRequestResult } from './quote-requests-service.js';
import {
  createOwnerQuote,
  createPartialInvoice,
  listQuotes,
  ownerQuoteView,
  quoteOutstandingCents,
  recordOfflinePayment,
  voidQuote,
} from './quotes-service.js';
import type { QuoteChangeResult } from './quotes-service.js';

export const QUOTE_MESSAGES = {
  notFound: 'There is no such quote or invoice',
  notOpen: 'This quote or invoice is no longer open (it is paid, rejected or void)',
  exceedsBalance: 'The amount is more than the balance still due',
  hasPayments: 'A quote or invoice with payments cannot be voided',
  notAParent: 'A deposit is asked of a quote or invoice, not of another deposit',
  unknownLine: 'There is no such service or product',
  invalid: 'The request is not valid',
  notRequested: 'Only a quote request not sent yet can be priced or sent',
  totalZero: 'Price the quote before sending it: its total cannot be 0',
} as const;

const notFound = () => new ApiError(404, 'quote_not_found', QUOTE_MESSAGES.notFound);

function changeError(result: QuoteChangeResult & { ok: false }): ApiError {
  switch (result.error) {
    case 'not_found':
      return notFound();
    case 'not_open':
      return new ApiError(409, 'quote_not_open', QUOTE_MESSAGES.notOpen);
    case 'exceeds_balance':
      return new ApiError(409, 'amount_exceeds_balance', QUOTE_MESSAGES.exceedsBalance, undefined, {
        available: fromMinorUnits(result.availableCents ?? 0),
      });
    case 'has_payments':
      return new ApiError(409, 'quote_has_payments', QUOTE_MESSAGES.hasPayments);
    case 'not_a_parent':
      return new ApiError(409, 'quote_not_a_parent', QUOTE_MESSAGES.notAParent);
  }
}

const invalid = (fields: Record<string, string>) => new ApiError(400, 'invalid_request', QUOTE_MESSAGES.invalid, fields);

function requestError(result: QuoteRequestResult & { ok: false }): ApiError {
  if (result.error === 'unknown_lines') return invalid(result.fields);
  if (result.error === 'not_found') return notFound();
  if (result.error === 'total_zero') {
    return new ApiError(409, 'quote_total_zero', QUOTE_MESSAGES.totalZero, { lines: VALIDATION_MESSAGES.quote.totalRequired });
  }
  return new ApiError(409, 'quote_not_requested', QUOTE_MESSAGES.notRequested);
}

/** The lines and terms of a checked QuoteInput, amounts in cents. */
const pricingOf = (v: QuoteValues): QuotePricing => ({
  lines: v.lines.map((l) => ({
    source: l.source,
    serviceId: l.service_id ?? null,
    productId: l.product_id ?? null,
    name: l.name,
    description: l.description,
    unitPriceCents: parseMoneyInput(l.unit_price) ?? 0,
    quantity: l.quantity,
  })),
  discountCents: v.discount ? (parseMoneyInput(v.discount) ?? 0) : 0,
  dueDate: v.due_date || null,
  terms: v.terms,
  note: v.note,
});

export function registerQuoteOwnerRoutes(app: FastifyInstance, ctx: AppContext): void {
  const db = ctx.database.db;
  const routes = screenRoutes(app, ctx, { screen: 'quotes', tags: ['owner', 'quotes'], freemiumWrites: true });
  const actor = (req: FastifyRequest) => ({ sub: req.owner!.user.sub, email: req.owner!.user.email });
  /** A route's contract on one quote: its path params and body, and the quote as its answer. */
  const contract = (summary: string, body?: unknown, status: 200 | 201 = 200) => ({
    summary,
    params: OwnerQuoteParams,
    ...(body === undefined ? {} : { body }),
    response: { [status]: OwnerQuote },
  });

  /** Every route's answer: the quote as it is now, with its balance and links. */
  async function quoteOf(req: FastifyRequest, quoteId: number) {
    const view = await ownerQuoteView(ctx, req.owner!, quoteId);
    if (!view) throw notFound();
    return view;
  }

  /** An amount against what the quote owes now (the form's rule); the conditional update is the real guard. */
  async function readAmount(req: FastifyRequest, quoteId: number, body: Record<string, unknown>) {
    const outstanding = await quoteOutstandingCents(db, req.owner!.clientId, quoteId);
    if (outstanding === null) throw notFound();
    const values = validOr400(validatePayload(createQuoteAmountSchema(outstanding), body), QUOTE_MESSAGES.invalid);
    return { values, cents: parseMoneyInput(values.amount)! };
  }

  routes.page<QuoteListQuery>(
    calls.list,
    {
      summary: 'Quotes, invoices and partial invoices, newest first, one page at a time',
      query: QuoteListQuery,
      page: OwnerQuotePage,
      pastLastId: { quotes: [], next_cursor: null },
    },
    (clientId, query) => listQuotes(ctx, clientId, query),
  );

  routes.read(calls.get, contract('One quote or invoice with its balance'), (req) => quoteOf(req, req.params.quoteId));

  routes.create(
    calls.create,
    {
      summary: 'Write a quote or an invoice for a customer',
      params: clientParams,
      body: QuoteInput,
      response: { 201: OwnerQuote },
    },
    async (req) => {
      const v = validOr400(validatePayload(quoteSchema, req.body), QUOTE_MESSAGES.invalid);
      const input = { kind: v.kind, email: v.email, name: v.name, ...pricingOf(v) };
      const result = await createOwnerQuote(ctx, req.owner!.clientId, input, actor(req), VALIDATION_MESSAGES.invalid.value);
      if (!result) throw notFound();
      if (!result.ok) throw invalid(result.fields);
      return quoteOf(req, result.row.id);
    },
  );

  routes.replace(
    calls.price,
    contract('Price a customer’s quote request (only while requested; its kind and customer stay)', QuoteInput),
    async (req) => {
      const pricing = pricingOf(validOr400(validatePayload(quoteSchema, req.body), QUOTE_MESSAGES.invalid));
      const { quoteId } = req.params;
      const result = await priceOwnerQuoteRequest(db, req.owner!.clientId, quoteId, pricing, actor(req), VALIDATION_MESSAGES.invalid.value);
      if (!result.ok) throw requestError(result);
      return quoteOf(req, result.id);
    },
  );

  routes.act(
    calls.send,
    contract('Send a priced quote request to the customer (requested → pending; a total of 0 is refused)'),
    async (req) => {
      const result = await sendQuoteRequest(ctx, req.owner!.clientId, req.params.quoteId, actor(req));
      if (!result.ok) throw requestError(result);
      return quoteOf(req, result.id);
    },
  );

  routes.create(
    calls.partialInvoice,
    contract('Ask for a deposit: a partial invoice of at most the balance due', PartialInvoiceBody, 201),
    async (req) => {
      const { quoteId } = req.params;
      const { values, cents } = await readAmount(req, quoteId, { ...req.body, due_date: req.body.due_date ?? '' });
      const deposit = { amountCents: cents, dueDate: values.due_date || null, note: values.note };
      const result = await createPartialInvoice(ctx, req.owner!.clientId, quoteId, deposit, actor(req));
      if (!result.ok) throw changeError(result);
      return quoteOf(req, result.id);
    },
  );

  routes.act(
    calls.payment,
    contract('Record a payment received outside the site (never more than the balance)', OfflinePaymentBody),
    async (req) => {
      const { quoteId } = req.params;
      const { cents } = await readAmount(req, quoteId, { amount: req.body.amount });
      const result = await recordOfflinePayment(ctx, req.owner!.clientId, quoteId, cents, actor(req));
      if (!result.ok) throw changeError(result);
      return quoteOf(req, quoteId);
    },
  );

  routes.act(calls.void, contract('Void a quote or invoice nothing was paid on'), async (req) => {
    const result = await voidQuote(db, req.owner!.clientId, req.params.quoteId, actor(req));
    if (!result.ok) throw changeError(result);
    return quoteOf(req, req.params.quoteId);
  });
}
