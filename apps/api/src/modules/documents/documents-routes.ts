// The PDF documents' routes (issue 31; contracts/documents.ts):
//   GET /api/client/{id}/orders/{uuid}/document.pdf          the customer's, by the order's uuid (public, rate-limited)
//   GET /api/client/{id}/owner-orders/{orderId}/receipt.pdf  the Orders screen's (its read guard: owners, managers)
//   GET /api/client/{id}/owner-quotes/{quoteId}/document.pdf the Quotes & invoices screen's (its read guard)
// Each answers the PDF as an attachment that no cache keeps (it names a customer and their money); 404 for
// no such order of this business, 409 while a receipt is unpaid or a quote unpriced (documents-service.ts).
import { OrderParams, OwnerOrderParams, OwnerQuoteParams, PdfDownload, documentCalls } from '@vitrina/api-client/contracts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { onCall } from '../../routes/call-route.js';
import { ownerRoute } from '../../routes/owner/owner-guard.js';
import { publicRoute, requireClient } from '../../routes/public/route-helpers.js';
import { perMinute, screenRoutes } from '../../routes/route-kit.js';
import { attachmentDisposition } from '../forms/form-upload.js';
import { customerDocumentPdf, ownerOrderPdf, ownerQuotePdf } from './documents-service.js';
import type { PdfFile } from './documents-service.js';

/** Per client and address: a PDF costs a few milliseconds of CPU; a customer downloads it a few times at most. */
export const DOCUMENT_PDF_RATE_LIMIT = perMinute(20, 'document-pdf', { perClient: true });

function sendPdf(reply: FastifyReply, file: PdfFile): FastifyReply {
  return reply
    .header('cache-control', 'private, no-store')
    .header('content-disposition', attachmentDisposition(file.filename))
    .header('x-content-type-options', 'nosniff')
    .type('application/pdf')
    .send(file.pdf);
}

export function registerDocumentPublicRoutes(app: FastifyInstance, ctx: AppContext): void {
  onCall(
    app,
    documentCalls.customer,
    publicRoute({
      rateLimit: DOCUMENT_PDF_RATE_LIMIT,
      summary: 'The customer’s receipt (a paid order) or quote / invoice as a PDF, by the order’s uuid',
      params: OrderParams,
      response: { 200: PdfDownload },
    }),
    async (req, reply) => {
      await requireClient(ctx.database.db, req.params.id);
      return sendPdf(reply, await customerDocumentPdf(ctx, req.params.id, req.params.uuid));
    },
  );
}

export function registerDocumentOwnerRoutes(app: FastifyInstance, ctx: AppContext): void {
  const orders = screenRoutes(app, ctx, { screen: 'orders', tags: ['owner', 'orders'], freemiumWrites: true });
  onCall(
    app,
    documentCalls.ownerOrder,
    ownerRoute(orders.guards.read, {
      tags: ['owner', 'orders'],
      summary: 'A paid order’s receipt as a PDF (409 receipt_not_available before it is paid)',
      params: OwnerOrderParams,
      response: { 200: PdfDownload },
    }),
    async (req, reply) => sendPdf(reply, await ownerOrderPdf(ctx, req.owner!.clientId, req.params.orderId)),
  );

  const quotes = screenRoutes(app, ctx, { screen: 'quotes', tags: ['owner', 'quotes'], freemiumWrites: true });
  onCall(
    app,
    documentCalls.ownerQuote,
    ownerRoute(quotes.guards.read, {
      tags: ['owner', 'quotes'],
      summary: 'A quote’s, invoice’s or partial invoice’s PDF (409 document_not_ready for a request not priced yet)',
      params: OwnerQuoteParams,
      response: { 200: PdfDownload },
    }),
    async (req, reply) => sendPdf(reply, await ownerQuotePdf(ctx, req.owner!.clientId, req.params.quoteId)),
  );
}
