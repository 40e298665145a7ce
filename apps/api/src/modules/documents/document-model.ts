// What a PDF document is (issue 31 "Documents"): the receipt of a paid products order, or a quote, invoice or
// partial invoice as it stands, with everything it prints (spec §3 order display fields) read once, so the PDF
// writer (document-pdf.ts) is a pure function of this value. When a document exists is commerce's orderDocument
// (the screens' buttons ask it too); its refusals and the file's name are here.
import type { PublicOrder } from '@vitrina/api-client/contracts';
import { orderDocument } from '@vitrina/commerce';
import type { OrderDocumentKind } from '@vitrina/commerce';
import type { Locale } from '@vitrina/core-model';
import type { MailAttachment } from '../../db/schema/mail.js';
import { ApiError } from '../../http/errors.js';

export type DocumentKind = OrderDocumentKind;

/** The business as its documents show it: who issues them, where, and how it writes money and dates. */
export interface DocumentBusiness {
  name: string;
  /** Street, city line and country, as written on an envelope (empty when the business gave none). */
  addressLines: string[];
  email: string | null;
  phone: string | null;
  /** The business's language (clients.language_id): the document's labels, money and dates. */
  locale: Locale;
  /** The business's IANA zone: every date on the document is its day there. */
  timeZone: string;
  /** ISO 3166 country: US and Canada get Letter paper, everyone else A4. */
  countryCode: string;
}

export interface DocumentInput {
  kind: DocumentKind;
  /** The order as the customer's page shows it (lines, totals, payments, deposits, due date, terms). */
  order: PublicOrder;
  /** When a receipt's order was paid (null: not known, or not a receipt). */
  paidAt: string | null;
  /** A partial invoice's quote or invoice number. */
  parentNumber: string | null;
  /** The discount code the order used, shown beside its discount line (spec §3 discount). */
  discountCode: string | null;
  business: DocumentBusiness;
}

/** The order row fields the rule reads. */
export interface DocumentSubject {
  kind: string;
  status: string;
  number: number | null;
  paid_cents: number;
}

/** 409 `receipt_not_available`: a products order has a receipt only once it is paid. */
export const receiptNotPaid = () => new ApiError(409, 'receipt_not_available', 'documents:errors.notPaid');
/** 409 `document_not_ready`: a quote request (not priced yet) has no document. */
export const documentNotPriced = () => new ApiError(409, 'document_not_ready', 'documents:errors.notPriced');

/** Which document the order has now (commerce orderDocument); throws the 409 the routes answer otherwise. */
export function documentKindOf(row: DocumentSubject): DocumentKind {
  const found = orderDocument({ kind: row.kind, state: row.status, numbered: row.number !== null, paidCents: row.paid_cents });
  if (found.ok) return found.kind;
  throw found.reason === 'not_paid' ? receiptNotPaid() : documentNotPriced();
}

/** The file's name: `receipt-1042.pdf`, `invoice-17.pdf`, `quote-9.pdf` (a deposit is an invoice of its own). */
export function documentFilename(kind: DocumentKind, number: string | number): string {
  const prefix = kind === 'partial_invoice' ? 'invoice' : kind;
  return `${prefix}-${String(number).replace(/[^A-Za-z0-9_-]/g, '')}.pdf`;
}

/**
 * A message's attachment of the order's document (issue 31): a reference the mail sender writes the PDF of
 * when it sends the message (server.ts writeDocument), so the outbox keeps no file.
 */
export function documentAttachment(kind: DocumentKind, number: string | number, orderId: number): MailAttachment {
  return { filename: documentFilename(kind, number), contentType: 'application/pdf', contentBase64: '', document: { orderId } };
}
