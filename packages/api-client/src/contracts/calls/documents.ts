// The calls of the PDF documents (contracts/documents.ts, issue 31): the customer's download by the order's uuid
// and the back office's downloads of an order's receipt and a quote's or invoice's PDF (bearer).
import { call } from '../call.js';

export const documentCalls = {
  /** The customer's receipt (a paid order) or quote / invoice PDF; a plain link: the browser downloads it. */
  customer: call<{ answer: Blob }>()('GET', '/api/client/:id/orders/:uuid/document.pdf'),
  /** The Orders screen: a paid order's receipt. */
  ownerOrder: call<{ answer: Blob }>()('GET', '/api/client/:id/owner-orders/:orderId/receipt.pdf'),
  /** The Quotes & invoices screen: the quote's, invoice's or partial invoice's PDF. */
  ownerQuote: call<{ answer: Blob }>()('GET', '/api/client/:id/owner-quotes/:quoteId/document.pdf'),
};
