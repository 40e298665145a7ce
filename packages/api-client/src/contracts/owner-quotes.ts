// The back office's Quotes & invoices screen (issue 15; spec §2 commerce/order, quote, invoice, partial
// invoice; §3 order display fields; §4 "Quotes and invoices: pending, then approved, paid or rejected"):
// the owner (1) and managers (3) list quotes and invoices, write one for a customer (lines from the
// business's services, products or free text; a discount, due date, terms and a note), ask for a deposit
// (a partial invoice), record a payment received outside the site, and void one nothing was paid on.
// A quote request (a requires-quote service ordered in the services store) is `requested`: the owner prices
// it (PUT owner-quotes/{quoteId}, a QuoteInput; only while requested, else 409 quote_not_requested) and
// sends it (POST owner-quotes/{quoteId}/send → pending; 409 quote_total_zero while its total is 0).
import { Type } from '@sinclair/typebox';
import type { Static } from '@sinclair/typebox';
import { CursorPage, CursorPaging, DbId, EnteredText, Nullable, SearchWords, StringEnum } from './shared.js';
import { Money, PublicTransaction } from './store.js';

/** Largest page one call returns (`limit`). */
export const QUOTE_PAGE_MAX = 50;

/** The kinds the owner writes; partial invoices are asked of one of them. */
export const QUOTE_KINDS = ['quote', 'invoice'] as const;
export const QUOTE_LIST_KINDS = ['all', 'quote', 'invoice', 'partial_invoice'] as const;
/** Spec §4 states, `requested` for a quote request not priced yet, and `canceled` for a voided one. */
export const QUOTE_STATES = ['requested', 'pending', 'approved', 'paid', 'rejected', 'canceled'] as const;
export const QUOTE_STATUS_FILTERS = ['all', ...QUOTE_STATES] as const;
export const QUOTE_LINE_SOURCES = ['service', 'product', 'text'] as const;

/** GET client/{id}/owner-quotes. `cursor` and `limit` are checked as the digits they are sent as. */
export const QuoteListQuery = Type.Object({
  kind: Type.Optional(StringEnum(QUOTE_LIST_KINDS, { description: 'all (default), quote, invoice or partial_invoice' })),
  status: Type.Optional(StringEnum(QUOTE_STATUS_FILTERS, { description: 'all (default) or one state' })),
  q: SearchWords('A number, or words of the customer name or e-mail'),
  ...CursorPaging(`Per page, at most ${QUOTE_PAGE_MAX}`),
});
export type QuoteListQuery = Static<typeof QuoteListQuery>;

export const OwnerQuoteParams = Type.Object({ id: DbId, quoteId: DbId });
export type OwnerQuoteParams = Static<typeof OwnerQuoteParams>;

/** One row of the list. */
export const OwnerQuoteSummary = Type.Object({
  id: Type.Integer(),
  kind: StringEnum(['quote', 'invoice', 'partial_invoice'] as const),
  order_number: Type.String(),
  dated: Type.String({ format: 'date-time' }),
  customer_name: Type.String(),
  email: Type.String(),
  total: Money,
  total_outstanding: Money,
  /** ISO 4217 code of the quote; prices are formatted from it. */
  currency: Type.String(),
  state: StringEnum(QUOTE_STATES),
  due_date: Nullable(Type.String({ format: 'date' })),
});
export type OwnerQuoteSummary = Static<typeof OwnerQuoteSummary>;

export const OwnerQuotePage = CursorPage('quotes', OwnerQuoteSummary);
export type OwnerQuotePage = Static<typeof OwnerQuotePage>;

export const OwnerQuoteLine = Type.Object({
  source: StringEnum(QUOTE_LINE_SOURCES),
  service_id: Nullable(Type.Integer()),
  product_id: Nullable(Type.Integer()),
  name: Type.String(),
  description: Type.String(),
  quantity: Type.Integer(),
  each_price: Money,
  total: Money,
});
export type OwnerQuoteLine = Static<typeof OwnerQuoteLine>;

/** A partial invoice (deposit) of a quote or invoice, as its parent lists it. */
export const OwnerPartialInvoice = Type.Object({
  id: Type.Integer(),
  order_number: Type.String(),
  total: Money,
  state: StringEnum(QUOTE_STATES),
  due_date: Nullable(Type.String({ format: 'date' })),
  order_link: Type.String(),
});
export type OwnerPartialInvoice = Static<typeof OwnerPartialInvoice>;

/** One quote, invoice or partial invoice with the §3 display fields, its payments and the customer's link. */
export const OwnerQuote = Type.Object({
  ...OwnerQuoteSummary.properties,
  uuid: Type.String({ format: 'uuid' }),
  lines: Type.Array(OwnerQuoteLine),
  subtotal: Money,
  discount: Money,
  total_before_tax: Money,
  tax_rate: Type.String(),
  estimated_tax: Money,
  /** What was received (spec §3 "prior payments"), a deposit's payments included. */
  prior_payments: Money,
  /** Card payments asked of the gateway and not answered yet. */
  reserved: Money,
  note: Type.String(),
  terms: Type.String(),
  rejection_reason: Type.String(),
  decided_at: Nullable(Type.String({ format: 'date-time' })),
  /** The quote or invoice a partial invoice asks part of. */
  parent: Nullable(Type.Object({ id: Type.Integer(), order_number: Type.String(), kind: Type.String() })),
  partial_invoices: Type.Array(OwnerPartialInvoice),
  payments: Type.Array(Type.Object({ ...PublicTransaction.properties, gateway: Type.String() })),
  /** The customer's page: https://{host}/commerce/order/{uuid}. */
  order_link: Type.String(),
  updated_at: Type.String({ format: 'date-time' }),
});
export type OwnerQuote = Static<typeof OwnerQuote>;

const MoneyInput = Type.String({ maxLength: 40, description: 'Decimal amount such as "12.50"' });

export const QuoteLineInput = Type.Object({
  source: StringEnum(QUOTE_LINE_SOURCES),
  service_id: Type.Optional(Nullable(DbId)),
  product_id: Type.Optional(Nullable(DbId)),
  name: Type.String({ maxLength: 300, ...EnteredText }),
  description: Type.Optional(Type.String({ maxLength: 2000, ...EnteredText })),
  unit_price: MoneyInput,
  quantity: Type.Integer({ minimum: 1, maximum: 100_000 }),
});
export type QuoteLineInput = Static<typeof QuoteLineInput>;

/**
 * POST client/{id}/owner-quotes: checked by validation's quoteSchema (the form's own). PUT …/{quoteId} prices
 * a request with the same shape; its kind and customer (email, name) stay the request's.
 */
export const QuoteInput = Type.Object({
  kind: StringEnum(QUOTE_KINDS),
  email: Type.String({ maxLength: 254 }),
  name: Type.String({ maxLength: 200, ...EnteredText }),
  lines: Type.Array(QuoteLineInput, { maxItems: 100, description: 'At least one (checked by quoteSchema)' }),
  discount: Type.Optional(Type.String({ maxLength: 40 })),
  due_date: Type.Optional(Nullable(Type.String({ maxLength: 10, description: 'YYYY-MM-DD' }))),
  terms: Type.Optional(Type.String({ maxLength: 5000, ...EnteredText })),
  note: Type.Optional(Type.String({ maxLength: 5000, ...EnteredText })),
});
export type QuoteInput = Static<typeof QuoteInput>;

/** POST …/owner-quotes/{quoteId}/partial-invoices: a deposit of at most the outstanding balance. */
export const PartialInvoiceBody = Type.Object({
  amount: MoneyInput,
  due_date: Type.Optional(Nullable(Type.String({ maxLength: 10 }))),
  note: Type.Optional(Type.String({ maxLength: 5000, ...EnteredText })),
});
export type PartialInvoiceBody = Static<typeof PartialInvoiceBody>;

/** POST …/owner-quotes/{quoteId}/payments: money received outside the site (cash, bank transfer). */
export const OfflinePaymentBody = Type.Object({ amount: MoneyInput });
export type OfflinePaymentBody = Static<typeof OfflinePaymentBody>;
