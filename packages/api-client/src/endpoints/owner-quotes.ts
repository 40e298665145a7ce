// The back office's Quotes & invoices screen (owner and manager, bearer token; contracts/owner-quotes.ts):
// pages of the client's quotes, invoices and partial invoices newest first, one with its balance, and the
// owner's actions: write one, price and send a customer's quote request, ask for a deposit, record an offline
// payment, void. A change refetches the quote, the loaded list pages and the Activity screen.
import type {
  OfflinePaymentBody,
  OwnerQuote,
  OwnerQuotePage as OwnerQuotePageAnswer,
  OwnerQuoteSummary,
  PartialInvoiceBody,
  QuoteInput,
  QuoteListQuery,
} from '../contracts/owner-quotes.js';
import { activityTag, vitrinaApi } from '../vitrina-api.js';

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

export interface OwnerQuoteArgs {
  clientId: number;
  quoteId: number;
}

export type CreateQuoteArgs = { clientId: number; body: QuoteInput };
export type UpdateQuoteArgs = OwnerQuoteArgs & { body: QuoteInput };
export type PartialInvoiceArgs = OwnerQuoteArgs & { body: PartialInvoiceBody };
export type OfflinePaymentArgs = OwnerQuoteArgs & { amount: string };

/** The answer as the screen pages it: `next_cursor` under the name the infinite query reads. */
const pageOf = (page: OwnerQuotePageAnswer): OwnerQuotePage => ({ quotes: page.quotes, nextCursor: page.next_cursor });

const quotesUrl = (clientId: number) => `client/${encodeURIComponent(String(clientId))}/owner-quotes`;
const quoteUrl = ({ clientId, quoteId }: OwnerQuoteArgs) => `${quotesUrl(clientId)}/${encodeURIComponent(String(quoteId))}`;

/** Quotes share the Orders tag type: they are rows of the same book. */
export const quotesListTag = (clientId: number) => ({ type: 'Orders' as const, id: `quotes-${clientId}` });
export const quoteTag = ({ clientId, quoteId }: OwnerQuoteArgs) => ({ type: 'Orders' as const, id: `quote-${clientId}-${quoteId}` });

const FIRST_PAGE = '';

export const ownerQuotesApi = vitrinaApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET …/owner-quotes?kind=&status=&q=&cursor= → pages, newest first. */
    ownerQuotes: build.infiniteQuery<OwnerQuotePage, OwnerQuoteListArgs, string>({
      infiniteQueryOptions: {
        initialPageParam: FIRST_PAGE,
        getNextPageParam: (last) => last.nextCursor ?? undefined,
      },
      query: ({ queryArg: { clientId, kind, status, q }, pageParam }) => {
        const params: QuoteListQuery = { kind, status };
        if (q.trim()) params.q = q.trim();
        if (pageParam !== FIRST_PAGE) params.cursor = pageParam;
        return { url: quotesUrl(clientId), params };
      },
      extraOptions: { auth: 'bearer' },
      transformResponse: pageOf,
      providesTags: (_result, _error, { clientId }) => [quotesListTag(clientId)],
    }),
    /** GET …/owner-quotes/{quoteId} → the quote with its balance, payments and deposits. */
    ownerQuote: build.query<OwnerQuote, OwnerQuoteArgs>({
      query: (args) => ({ url: quoteUrl(args) }),
      extraOptions: { auth: 'bearer' },
      providesTags: (_result, _error, args) => [quoteTag(args)],
    }),
    /** POST …/owner-quotes QuoteInput → 201 the quote. */
    createQuote: build.mutation<OwnerQuote, CreateQuoteArgs>({
      query: ({ clientId, body }) => ({ url: quotesUrl(clientId), method: 'POST', body }),
      extraOptions: { auth: 'bearer' },
      invalidatesTags: (_result, _error, { clientId }) => [quotesListTag(clientId), activityTag(clientId)],
    }),
    /** PUT …/{quoteId} QuoteInput → the request, priced (only while requested). */
    updateQuote: build.mutation<OwnerQuote, UpdateQuoteArgs>({
      query: ({ body, ...args }) => ({ url: quoteUrl(args), method: 'PUT', body }),
      extraOptions: { auth: 'bearer' },
      invalidatesTags: (_result, _error, args) => [quoteTag(args), quotesListTag(args.clientId), activityTag(args.clientId)],
    }),
    /** POST …/{quoteId}/send → the quote, pending: the customer can now approve, reject or pay it. */
    sendQuote: build.mutation<OwnerQuote, OwnerQuoteArgs>({
      query: (args) => ({ url: `${quoteUrl(args)}/send`, method: 'POST', body: {} }),
      extraOptions: { auth: 'bearer' },
      invalidatesTags: (_result, _error, args) => [quoteTag(args), quotesListTag(args.clientId), activityTag(args.clientId)],
    }),
    /** POST …/{quoteId}/partial-invoices → 201 the deposit; its parent is fetched again. */
    createPartialInvoice: build.mutation<OwnerQuote, PartialInvoiceArgs>({
      query: ({ body, ...args }) => ({ url: `${quoteUrl(args)}/partial-invoices`, method: 'POST', body }),
      extraOptions: { auth: 'bearer' },
      invalidatesTags: (_result, _error, args) => [quoteTag(args), quotesListTag(args.clientId), activityTag(args.clientId)],
    }),
    /** POST …/{quoteId}/payments {amount} → the quote (a payment received outside the site). */
    recordQuotePayment: build.mutation<OwnerQuote, OfflinePaymentArgs>({
      query: ({ amount, ...args }) => ({
        url: `${quoteUrl(args)}/payments`,
        method: 'POST',
        body: { amount } satisfies OfflinePaymentBody,
      }),
      extraOptions: { auth: 'bearer' },
      // A deposit's payment also changes its parent: every loaded quote is refetched.
      invalidatesTags: (_result, _error, args) => [{ type: 'Orders' as const }, activityTag(args.clientId)],
    }),
    /** POST …/{quoteId}/void → the quote (canceled). */
    voidQuote: build.mutation<OwnerQuote, OwnerQuoteArgs>({
      query: (args) => ({ url: `${quoteUrl(args)}/void`, method: 'POST', body: {} }),
      extraOptions: { auth: 'bearer' },
      invalidatesTags: (_result, _error, args) => [{ type: 'Orders' as const }, activityTag(args.clientId)],
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
