// The back office's Quotes & invoices screen (owner and manager, bearer token; contracts/owner-quotes.ts):
// pages of the client's quotes, invoices and partial invoices newest first, one with its balance, and the
// owner's actions: write one, price and send a customer's quote request, ask for a deposit, record an offline
// payment, void. A change refetches the quote, the loaded list pages and the Activity screen.
import type { AnswerOf } from '../contracts/call.js';
import { requestOf } from '../contracts/call.js';
import { ownerQuoteCalls as calls } from '../contracts/calls/quotes.js';
import type {
  OwnerQuote,
  OwnerQuotePage as OwnerQuotePageAnswer,
  OwnerQuoteSummary,
  PartialInvoiceBody,
  QuoteInput,
  QuoteListQuery,
} from '../contracts/owner-quotes.js';
import { activityTag, vitrinaApi } from '../vitrina-api.js';
import { BEARER, ownerResource, searchWords } from './owner-kit.js';
import type { ClientArgs, ItemArgs } from './owner-kit.js';

export type { OwnerQuote, OwnerQuoteSummary, QuoteInput };

export type QuoteKindFilter = NonNullable<QuoteListQuery['kind']>;
export type QuoteStatusFilter = NonNullable<QuoteListQuery['status']>;

export interface OwnerQuotePage {
  quotes: OwnerQuoteSummary[];
  nextCursor: string | null;
}

export interface OwnerQuoteListArgs {
  clientId: number;
  kind: QuoteKindFilter;
  status: QuoteStatusFilter;
  q: string;
}

export type OwnerQuoteArgs = ItemArgs<'quoteId'>;

export type CreateQuoteArgs = ClientArgs & { body: QuoteInput };
export type UpdateQuoteArgs = OwnerQuoteArgs & { body: QuoteInput };
export type PartialInvoiceArgs = OwnerQuoteArgs & { body: PartialInvoiceBody };
export type OfflinePaymentArgs = OwnerQuoteArgs & { amount: string };

/** The answer as the screen pages it: `next_cursor` under the name the infinite query reads. */
const pageOf = (page: OwnerQuotePageAnswer): OwnerQuotePage => ({ quotes: page.quotes, nextCursor: page.next_cursor });

/**
 * Quotes share the Orders tag type (they are rows of the same book), under their own scope. Pricing a quote
 * is the PUT of its record.
 */
const quotes = ownerResource({ calls: { ...calls, replace: calls.price }, idKey: 'quoteId', type: 'Orders', scope: 'quotes' });
/** A payment or void can change a deposit's parent too: every loaded quote and order is refetched. */
const allOrdersChanged = (args: OwnerQuoteArgs) => [{ type: 'Orders' as const }, activityTag(args.clientId)];

export const ownerQuotesApi = vitrinaApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET …/owner-quotes?kind=&status=&q=&cursor= → pages, newest first. */
    ownerQuotes: quotes.pages<OwnerQuotePage, OwnerQuoteListArgs>(
      build,
      ({ kind, status, q }) => ({ kind, status, ...searchWords(q) }) satisfies QuoteListQuery,
      pageOf,
    ),
    /** GET …/owner-quotes/{quoteId} → the quote with its balance, payments and deposits. */
    ownerQuote: quotes.one<OwnerQuoteArgs>(build),
    /** POST …/owner-quotes QuoteInput → 201 the quote. */
    createQuote: quotes.create<CreateQuoteArgs>(build, ({ body }) => body),
    /** PUT …/{quoteId} QuoteInput → the request, priced (only while requested). */
    updateQuote: quotes.update<UpdateQuoteArgs>(build, ({ body }) => body),
    /** POST …/{quoteId}/send → the quote, pending: the customer can now approve, reject or pay it. */
    sendQuote: quotes.action<typeof calls.send, OwnerQuoteArgs>(build, calls.send),
    /** POST …/{quoteId}/partial-invoices → 201 the deposit; its parent is fetched again. */
    createPartialInvoice: quotes.action<typeof calls.partialInvoice, PartialInvoiceArgs>(build, calls.partialInvoice, ({ body }) => body),
    /** POST …/{quoteId}/payments {amount} → the quote (a payment received outside the site). */
    recordQuotePayment: build.mutation<AnswerOf<typeof calls.payment>, OfflinePaymentArgs>({
      query: ({ clientId, quoteId, amount }) => requestOf(calls.payment, { id: clientId, quoteId }, { body: { amount } }),
      extraOptions: BEARER,
      invalidatesTags: (_result, _error, args) => allOrdersChanged(args),
    }),
    /** POST …/{quoteId}/void → the quote (canceled). */
    voidQuote: build.mutation<AnswerOf<typeof calls.void>, OwnerQuoteArgs>({
      // The call takes no body; an empty JSON object is sent, as the kit's actions send.
      query: ({ clientId, quoteId }) => ({ ...requestOf(calls.void, { id: clientId, quoteId }), body: {} }),
      extraOptions: BEARER,
      invalidatesTags: (_result, _error, args) => allOrdersChanged(args),
    }),
  }),
});

export const {
  useOwnerQuotesInfiniteQuery,
  useOwnerQuoteQuery,
  useCreateQuoteMutation,
  useUpdateQuoteMutation,
  useSendQuoteMutation,
  useCreatePartialInvoiceMutation,
  useRecordQuotePaymentMutation,
  useVoidQuoteMutation,
} = ownerQuotesApi;
