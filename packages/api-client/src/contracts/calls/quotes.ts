// The calls of quotes and invoices (modules/quotes): the back office's Quotes & invoices screen
// (contracts/owner-quotes.ts), and the customer's answers to a quote or invoice (contracts/order-documents.ts).
import { call, resourceCalls } from '../call.js';
import type { QuotePaymentAnswer, QuotePaymentBody, QuoteRejectBody } from '../order-documents.js';
import type { OfflinePaymentBody, OwnerQuote, OwnerQuotePage, PartialInvoiceBody, QuoteInput, QuoteListQuery } from '../owner-quotes.js';
import type { CheckoutHeaders, PublicOrder } from '../store.js';

/** The Quotes & invoices screen; every change answers the quote as it is now. */
export const ownerQuoteCalls = {
  /** Quotes, invoices and partial invoices, newest first, one page at a time; one; a new one, 201. */
  ...resourceCalls<{ list: { query: QuoteListQuery; answer: OwnerQuotePage }; entry: OwnerQuote; input: QuoteInput }>()(
    '/api/client/:id/owner-quotes',
    'quoteId',
    ['list', 'get', 'create'],
  ),
  /** Prices a customer's quote request (only while requested). */
  price: call<{ body: QuoteInput; answer: OwnerQuote }>()('PUT', '/api/client/:id/owner-quotes/:quoteId'),
  /** A priced request sent to the customer (requested → pending). */
  send: call<{ answer: OwnerQuote }>()('POST', '/api/client/:id/owner-quotes/:quoteId/send'),
  /** 201 the deposit asked: a partial invoice of at most the balance due. */
  partialInvoice: call<{ body: PartialInvoiceBody; answer: OwnerQuote }>()(
    'POST',
    '/api/client/:id/owner-quotes/:quoteId/partial-invoices',
  ),
  /** A payment received outside the site. */
  payment: call<{ body: OfflinePaymentBody; answer: OwnerQuote }>()('POST', '/api/client/:id/owner-quotes/:quoteId/payments'),
  void: call<{ answer: OwnerQuote }>()('POST', '/api/client/:id/owner-quotes/:quoteId/void'),
};

/** The customer's answers on the order page (no credentials: the order is reached by its uuid). */
export const orderDocumentCalls = {
  approve: call<{ answer: PublicOrder }>()('POST', '/api/client/:id/orders/:uuid/approve'),
  /** Rejection needs a reason (400 fields.reason). */
  reject: call<{ body: QuoteRejectBody; answer: PublicOrder }>()('POST', '/api/client/:id/orders/:uuid/reject'),
  /** 201; idempotent by the Idempotency-Key header. */
  pay: call<{ headers: CheckoutHeaders; body: QuotePaymentBody; answer: QuotePaymentAnswer }>()(
    'POST',
    '/api/client/:id/orders/:uuid/payments',
  ),
};
