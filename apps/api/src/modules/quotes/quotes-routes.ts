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
} from '@vitrina/api-client/contracts';
import { fromMinorUnits, parseMoneyInput } from '@vitrina/core-model';
import { VALIDATION_MESSAGES, createQuoteAmountSchema, quoteSchema, validatePayload } from '@vitrina/validation';
import type { QuoteValues } from '@vitrina/validation';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { ApiError } from '../../http/errors.js';
import { orderLink } from '../orders/index.js';
import { clientGuard, ownerRoute } from '../../routes/owner/owner-guard.js';
import { clientParams } from '../../routes/owner/owner-schemas.js';
import { noCache } from '../../routes/public/route-helpers.js';
import { priceOwnerQuoteRequest, sendQuoteRequest } from './quote-requests-service.js';
import type { QuotePricing, QuoteRequestResult } from './quote-requests-service.js';
import {
  createOwnerQuote,
  createPartialInvoice,
  getOwnerQuote,
  listOwnerQuotes,
  quoteOutstandingCents,
  recordOfflinePayment,
  voidQuote,
} from './quotes-service.js';
import type { QuoteChangeResult } from './quotes-service.js';

const MAX_ID = 2_147_483_647;

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

/** A QuoteInput checked by the form's own schema. */
function checkedQuote(body: unknown): QuoteValues {
  const checked = validatePayload(quoteSchema, body);
  if (!checked.ok) throw invalid(checked.fields);
  return checked.value;
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
  const guard = clientGuard(ctx, { write: false, screen: 'quotes' });
  const tags = ['owner', 'quotes'];
  const actor = (req: FastifyRequest) => ({ sub: req.owner!.user.sub, email: req.owner!.user.email });

  async function answer(req: FastifyRequest, reply: FastifyReply, quoteId: number, status = 200) {
    const { clientId, client } = req.owner!;
    const quote = await getOwnerQuote(db, clientId, quoteId);
    if (!quote) throw notFound();
    const body = {
      ...quote,
      partial_invoices: quote.partial_invoices.map(({ uuid, ...p }) => ({ ...p, order_link: orderLink(client, uuid, ctx.config) })),
      order_link: orderLink(client, quote.uuid, ctx.config),
    };
    return noCache(reply)
      .status(status)
      .send(body as OwnerQuote);
  }

  /** An amount against what the quote owes now (the form's rule); the conditional update is the real guard. */
  async function readAmount(req: FastifyRequest, quoteId: number, body: Record<string, unknown>) {
    const outstanding = await quoteOutstandingCents(db, req.owner!.clientId, quoteId);
    if (outstanding === null) throw notFound();
    const checked = validatePayload(createQuoteAmountSchema(outstanding), body);
    if (!checked.ok) throw invalid(checked.fields);
    return { values: checked.value, cents: parseMoneyInput(checked.value.amount)! };
  }

  app.get<{ Params: { id: number }; Querystring: QuoteListQuery }>(
    '/api/client/:id/owner-quotes',
    ownerRoute(guard, {
      tags,
      summary: 'Quotes, invoices and partial invoices, newest first, one page at a time',
      params: clientParams,
      querystring: QuoteListQuery,
      response: { 200: OwnerQuotePage },
    }),
    async (req, reply) => {
      const { kind, status, q, cursor, limit } = req.query;
      const after = cursor === undefined ? undefined : Number(cursor);
      const page =
        after !== undefined && after > MAX_ID
          ? { quotes: [], next_cursor: null }
          : await listOwnerQuotes(db, req.owner!.clientId, {
              kind,
              status,
              q,
              cursor: after,
              limit: limit === undefined ? undefined : Number(limit),
            });
      return noCache(reply).send(page as OwnerQuotePage);
    },
  );

  app.get<{ Params: OwnerQuoteParams }>(
    '/api/client/:id/owner-quotes/:quoteId',
    ownerRoute(guard, { tags, summary: 'One quote or invoice with its balance', params: OwnerQuoteParams, response: { 200: OwnerQuote } }),
    (req, reply) => answer(req, reply, req.params.quoteId),
  );

  app.post<{ Params: { id: number }; Body: QuoteInput }>(
    '/api/client/:id/owner-quotes',
    ownerRoute(guard, {
      tags,
      summary: 'Write a quote or an invoice for a customer',
      params: clientParams,
      body: QuoteInput,
      response: { 201: OwnerQuote },
    }),
    async (req, reply) => {
      const v = checkedQuote(req.body);
      const { clientId } = req.owner!;
      const result = await createOwnerQuote(
        db,
        clientId,
        { kind: v.kind, email: v.email, name: v.name, ...pricingOf(v) },
        actor(req),
        VALIDATION_MESSAGES.invalid.value,
      );
      if (!result) throw notFound();
      if (!result.ok) throw invalid(result.fields);
      return answer(req, reply, result.row.id, 201);
    },
  );

  app.put<{ Params: OwnerQuoteParams; Body: QuoteInput }>(
    '/api/client/:id/owner-quotes/:quoteId',
    ownerRoute(guard, {
      tags,
      summary: 'Price a customer’s quote request (only while requested; its kind and customer stay)',
      params: OwnerQuoteParams,
      body: QuoteInput,
      response: { 200: OwnerQuote },
    }),
    async (req, reply) => {
      const v = checkedQuote(req.body);
      const { clientId } = req.owner!;
      const result = await priceOwnerQuoteRequest(
        db,
        clientId,
        req.params.quoteId,
        pricingOf(v),
        actor(req),
        VALIDATION_MESSAGES.invalid.value,
      );
      if (!result.ok) throw requestError(result);
      return answer(req, reply, result.id);
    },
  );

  app.post<{ Params: OwnerQuoteParams }>(
    '/api/client/:id/owner-quotes/:quoteId/send',
    ownerRoute(guard, {
      tags,
      summary: 'Send a priced quote request to the customer (requested → pending; a total of 0 is refused)',
      params: OwnerQuoteParams,
      response: { 200: OwnerQuote },
    }),
    async (req, reply) => {
      const result = await sendQuoteRequest(db, req.owner!.clientId, req.params.quoteId, actor(req));
      if (!result.ok) throw requestError(result);
      return answer(req, reply, result.id);
    },
  );

  app.post<{ Params: OwnerQuoteParams; Body: PartialInvoiceBody }>(
    '/api/client/:id/owner-quotes/:quoteId/partial-invoices',
    ownerRoute(guard, {
      tags,
      summary: 'Ask for a deposit: a partial invoice of at most the balance due',
      params: OwnerQuoteParams,
      body: PartialInvoiceBody,
      response: { 201: OwnerQuote },
    }),
    async (req, reply) => {
      const { values, cents } = await readAmount(req, req.params.quoteId, { ...req.body, due_date: req.body.due_date ?? '' });
      const result = await createPartialInvoice(
        db,
        req.owner!.clientId,
        req.params.quoteId,
        { amountCents: cents, dueDate: values.due_date || null, note: values.note },
        actor(req),
      );
      if (!result.ok) throw changeError(result);
      return answer(req, reply, result.id, 201);
    },
  );

  app.post<{ Params: OwnerQuoteParams; Body: OfflinePaymentBody }>(
    '/api/client/:id/owner-quotes/:quoteId/payments',
    ownerRoute(guard, {
      tags,
      summary: 'Record a payment received outside the site (never more than the balance)',
      params: OwnerQuoteParams,
      body: OfflinePaymentBody,
      response: { 200: OwnerQuote },
    }),
    async (req, reply) => {
      const { cents } = await readAmount(req, req.params.quoteId, { amount: req.body.amount });
      const result = await recordOfflinePayment(db, req.owner!.clientId, req.params.quoteId, cents, actor(req));
      if (!result.ok) throw changeError(result);
      return answer(req, reply, req.params.quoteId);
    },
  );

  app.post<{ Params: OwnerQuoteParams }>(
    '/api/client/:id/owner-quotes/:quoteId/void',
    ownerRoute(guard, {
      tags,
      summary: 'Void a quote or invoice nothing was paid on',
      params: OwnerQuoteParams,
      response: { 200: OwnerQuote },
    }),
    async (req, reply) => {
      const result = await voidQuote(db, req.owner!.clientId, req.params.quoteId, actor(req));
      if (!result.ok) throw changeError(result);
      return answer(req, reply, req.params.quoteId);
    },
  );
}
