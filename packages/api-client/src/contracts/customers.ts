// The back office's Customers screen (issue 30): the business's customers, one per e-mail, with what each one
// ordered, booked, was billed, subscribed to, answered and was sent. Owners (1) and managers (3) read and edit
// every customer; an employee (4) reads only the customers of their own appointments, and only those
// appointments of theirs (`scope: own_appointments`), and may change nothing (403 read_only).
import { Type } from '@sinclair/typebox';
import type { Static } from '@sinclair/typebox';
import { CursorPage, CursorPaging, DbId, EnteredText, Nullable, SearchWords, StringEnum } from './shared.js';
import { Money, ORDER_STATES } from './store.js';

/** Largest page one call returns (`limit`). */
export const CUSTOMER_PAGE_MAX = 50;

/**
 * `all` (the default), or only customers who: placed an order (`orders`), booked (`bookings`), hold a live
 * subscription (`subscribers`), owe on an invoice or an approved quote (`owing`), or were first seen this
 * calendar month in the business's time zone (`new`).
 */
export const CUSTOMER_FILTERS = ['all', 'orders', 'bookings', 'subscribers', 'owing', 'new'] as const;
export const CustomerFilter = StringEnum(CUSTOMER_FILTERS, { description: 'all (default) or one kind of customer' });
export type CustomerFilter = Static<typeof CustomerFilter>;

/** Most recent activity first (the default), or most spent first. */
export const CUSTOMER_SORTS = ['activity', 'spent'] as const;
export const CustomerSort = StringEnum(CUSTOMER_SORTS, { description: 'activity (default) or spent' });
export type CustomerSort = Static<typeof CustomerSort>;

/** GET client/{id}/customers. */
export const CustomerListQuery = Type.Object({
  q: SearchWords('Words of the name or e-mail, or the digits of a phone number'),
  filter: Type.Optional(CustomerFilter),
  sort: Type.Optional(CustomerSort),
  ...CursorPaging(`Customers per page, at most ${CUSTOMER_PAGE_MAX}`),
});
export type CustomerListQuery = Static<typeof CustomerListQuery>;

/** `{id}/customers/{customerId}`. */
export const CustomerRecordParams = Type.Object({ id: DbId, customerId: DbId });
export type CustomerRecordParams = Static<typeof CustomerRecordParams>;

/** One row of the directory. */
export const CustomerSummary = Type.Object({
  id: Type.Integer(),
  uuid: Type.String({ format: 'uuid' }),
  first_name: Type.String(),
  last_name: Type.String(),
  email: Type.String(),
  phone: Type.String(),
  /** When the business first saw them. */
  created_at: Type.String({ format: 'date-time' }),
  /** Their latest order, booking or quote, else when they were first seen. */
  last_activity_at: Type.String({ format: 'date-time' }),
  /** What they paid, less refunds, in the business's currency. */
  total_spent: Money,
  /** Paid orders plus booked appointments. */
  visits: Type.Integer(),
  /** Whether an invoice or an approved quote of theirs has a balance due. */
  owes: Type.Boolean(),
});
export type CustomerSummary = Static<typeof CustomerSummary>;

/** A page of customers; `next_cursor` is null on the last page. */
export const CustomerPage = CursorPage('customers', CustomerSummary);
export type CustomerPage = Static<typeof CustomerPage>;

export const CustomerOrderRow = Type.Object({
  id: Type.Integer(),
  order_number: Nullable(Type.String()),
  dated: Type.String({ format: 'date-time' }),
  state: StringEnum(ORDER_STATES),
  total: Money,
  currency: Type.String(),
});
export type CustomerOrderRow = Static<typeof CustomerOrderRow>;

export const CUSTOMER_APPOINTMENT_STATES = ['booked', 'canceled'] as const;
export const CustomerAppointmentRow = Type.Object({
  id: Type.Integer(),
  starts_at: Type.String({ format: 'date-time' }),
  ends_at: Type.String({ format: 'date-time' }),
  state: StringEnum(CUSTOMER_APPOINTMENT_STATES),
  /** The services' names, in booking order. */
  services: Type.Array(Type.String()),
  staff_name: Type.String(),
  total: Money,
});
export type CustomerAppointmentRow = Static<typeof CustomerAppointmentRow>;

export const CUSTOMER_DOCUMENT_KINDS = ['quote', 'invoice', 'partial_invoice'] as const;
export const CustomerDocumentRow = Type.Object({
  id: Type.Integer(),
  kind: StringEnum(CUSTOMER_DOCUMENT_KINDS),
  order_number: Type.String(),
  dated: Type.String({ format: 'date-time' }),
  state: StringEnum(ORDER_STATES),
  total: Money,
  paid: Money,
  /** Still owed while it is open (pending or approved); 0.00 otherwise. */
  balance: Money,
  currency: Type.String(),
});
export type CustomerDocumentRow = Static<typeof CustomerDocumentRow>;

export const CustomerSubscriptionRow = Type.Object({
  id: Type.Integer(),
  /** The order that started it (the Orders screen shows and cancels it). */
  order_id: Type.Integer(),
  name: Type.String(),
  amount: Money,
  currency: Type.String(),
  recurrence: StringEnum(['daily', 'weekly', 'monthly', 'yearly'] as const),
  state: StringEnum(['incomplete', 'active', 'past_due', 'canceled'] as const),
  next_charge_at: Nullable(Type.String({ format: 'date-time' })),
});
export type CustomerSubscriptionRow = Static<typeof CustomerSubscriptionRow>;

export const CustomerFormRow = Type.Object({
  /** The response's uuid (the Forms screen's response view). */
  uuid: Type.String({ format: 'uuid' }),
  form_name: Type.String(),
  answered_at: Type.String({ format: 'date-time' }),
  /** The files they uploaded with it (downloaded from the response view). */
  files: Type.Array(Type.Object({ id: Type.String({ format: 'uuid' }), filename: Type.String(), bytes: Type.Integer() })),
});
export type CustomerFormRow = Static<typeof CustomerFormRow>;

export const CustomerMessageRow = Type.Object({
  id: Type.Integer(),
  /** Which message (e.g. order_receipt, booking_confirmation). */
  kind: Type.String(),
  subject: Type.String(),
  status: StringEnum(['queued', 'sent', 'failed', 'not_sent'] as const),
  created_at: Type.String({ format: 'date-time' }),
  sent_at: Nullable(Type.String({ format: 'date-time' })),
});
export type CustomerMessageRow = Static<typeof CustomerMessageRow>;

/** The most rows each section of a customer's record lists (newest first). */
export const CUSTOMER_SECTION_MAX = 100;

/**
 * A customer's record. `scope` says what the caller may see: `all` (owners, managers), or `own_appointments`
 * (an employee: only their appointments with this customer; the money, documents, messages and forms lists
 * are empty and the private note is '').
 */
export const CustomerRecord = Type.Object({
  ...CustomerSummary.properties,
  note: Type.String(),
  /** The business's currency: what `total_spent` is in. */
  currency: Type.String(),
  scope: StringEnum(['all', 'own_appointments'] as const),
  /** Whether the caller may edit the customer (owners and managers). */
  editable: Type.Boolean(),
  orders: Type.Array(CustomerOrderRow),
  appointments: Type.Array(CustomerAppointmentRow),
  documents: Type.Array(CustomerDocumentRow),
  subscriptions: Type.Array(CustomerSubscriptionRow),
  forms: Type.Array(CustomerFormRow),
  messages: Type.Array(CustomerMessageRow),
});
export type CustomerRecord = Static<typeof CustomerRecord>;

/** PUT …/customers/{customerId}: checked by validation's createCustomerSchema (the business's phone rule). */
export const CustomerChangeBody = Type.Object({
  first_name: Type.String({ maxLength: 400, ...EnteredText }),
  last_name: Type.Optional(Type.String({ maxLength: 400, ...EnteredText })),
  email: Type.String({ maxLength: 400, ...EnteredText }),
  phone: Type.Optional(Type.String({ maxLength: 200, ...EnteredText })),
  note: Type.Optional(Type.String({ maxLength: 20_000, ...EnteredText })),
});
export type CustomerChangeBody = Static<typeof CustomerChangeBody>;

/** A CSV export (GET …/exports/customers, …/exports/orders): UTF-8 text with a header row, sent as an attachment. */
export const CsvDownload = {
  description:
    'CSV with a header row (UTF-8 with a byte order mark; Content-Disposition: attachment). Dates in the business time zone as YYYY-MM-DD HH:mm; amounts as plain decimals with a currency column.',
  content: { 'text/csv': { schema: Type.String() } },
};

/** The most rows one imported file may hold, and its largest size. */
export const CUSTOMER_IMPORT_MAX_ROWS = 2000;
export const CUSTOMER_IMPORT_MAX_CHARS = 500_000;

/**
 * POST …/imports/customers/preview and …/imports/customers: the CSV file's text. Its header names the columns
 * (first_name, last_name, email, phone, note; case, spaces and dashes aside); other columns are ignored.
 */
export const CustomerImportBody = Type.Object({
  csv: Type.String({ minLength: 1, maxLength: CUSTOMER_IMPORT_MAX_CHARS }),
});
export type CustomerImportBody = Static<typeof CustomerImportBody>;

/** One row of the file as the import reads it: its line, its values, what it would do, its errors (i18n keys by field). */
export const CustomerImportRow = Type.Object({
  line: Type.Integer(),
  first_name: Type.String(),
  last_name: Type.String(),
  email: Type.String(),
  phone: Type.String(),
  note: Type.String(),
  /** `create` a new customer, `update` the business's customer with this e-mail, or nothing (`error`). */
  action: StringEnum(['create', 'update', 'error'] as const),
  errors: Type.Record(Type.String(), Type.String()),
});
export type CustomerImportRow = Static<typeof CustomerImportRow>;

/** The preview: every row, and how many are new, known and refused. Importing writes nothing while any is refused. */
export const CustomerImportPreview = Type.Object({
  rows: Type.Array(CustomerImportRow),
  creates: Type.Integer(),
  updates: Type.Integer(),
  errors: Type.Integer(),
});
export type CustomerImportPreview = Static<typeof CustomerImportPreview>;

/** The import, done: how many customers were made and changed (all rows, in one transaction). */
export const CustomerImportResult = Type.Object({ created: Type.Integer(), updated: Type.Integer() });
export type CustomerImportResult = Static<typeof CustomerImportResult>;
