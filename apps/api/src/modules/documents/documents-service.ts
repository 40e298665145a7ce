// The PDF documents (issue 31): the customer's by the order's uuid (its capability, like the order page),
// the owner's by the order's or quote's id within the business, and the e-mail attachment's by the order the
// message is about. Each reads the order of THIS client only (another business's id or uuid: 404), decides which
// document it has now (document-model.ts: 409 while a receipt is unpaid or a quote unpriced) and writes the
// PDF when asked: nothing is stored, so a document always shows the order as it stands.
import { and, eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../../app-context.js';
import type { AppDb } from '../../db/index.js';
import { orders } from '../../db/schema.js';
import { ApiError } from '../../http/errors.js';
import { findOrderByUuid } from '../orders/orders-repository.js';
import { findOwnerOrderRow } from '../orders/owner-orders-repository.js';
import { documentInputOf, findDocumentOrder } from './document-data.js';
import type { DocumentOrderRow } from './document-data.js';
import { documentFilename, documentKindOf } from './document-model.js';
import { renderDocumentPdf } from './document-pdf.js';

export interface PdfFile {
  filename: string;
  pdf: Buffer;
}

const orderNotFound = () => new ApiError(404, 'order_not_found', 'errors:orders.orderNotFound');
const quoteNotFound = () => new ApiError(404, 'quote_not_found', 'There is no such quote or invoice');

async function pdfOf(db: AppDb, row: DocumentOrderRow, missing: () => ApiError): Promise<PdfFile> {
  const input = await documentInputOf(db, row);
  if (!input) throw missing();
  return { filename: documentFilename(input.kind, input.order.order_number ?? row.id), pdf: await renderDocumentPdf(input) };
}

/** The customer's document by the order's uuid: a paid order's receipt, a quote's or invoice's own PDF. */
export async function customerDocumentPdf(ctx: AppContext, clientId: number, uuid: string): Promise<PdfFile> {
  const { db } = ctx.database;
  const row = await findOrderByUuid(db, clientId, uuid);
  if (!row) throw orderNotFound();
  return pdfOf(db, row, orderNotFound);
}

/** The Orders screen's receipt of the business's products order `orderId`. */
export async function ownerOrderPdf(ctx: AppContext, clientId: number, orderId: number): Promise<PdfFile> {
  const { db } = ctx.database;
  const row = await findOwnerOrderRow(db, clientId, orderId);
  if (!row) throw orderNotFound();
  return pdfOf(db, row, orderNotFound);
}

/** The Quotes & invoices screen's PDF of the business's quote, invoice or partial invoice `quoteId`. */
export async function ownerQuotePdf(ctx: AppContext, clientId: number, quoteId: number): Promise<PdfFile> {
  const { db } = ctx.database;
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, quoteId), eq(orders.client_id, clientId), inArray(orders.kind, ['quote', 'invoice', 'partial_invoice'])));
  if (!row) throw quoteNotFound();
  return pdfOf(db, row, quoteNotFound);
}

/**
 * The PDF a message carries (mail-sender.ts resolves a document attachment with it when it sends): written
 * then, from the order as it stands. Null when the order is gone or has no document any more.
 */
export async function documentAttachmentPdf(db: AppDb, clientId: number, orderId: number): Promise<PdfFile | null> {
  const row = await findDocumentOrder(db, clientId, orderId);
  if (!row) return null;
  try {
    documentKindOf(row);
  } catch {
    return null;
  }
  const input = await documentInputOf(db, row);
  return input ? { filename: documentFilename(input.kind, input.order.order_number ?? row.id), pdf: await renderDocumentPdf(input) } : null;
}
