// The PDF documents (issue 31 "Documents"): a paid order's receipt and a quote's, invoice's or partial invoice's
// own PDF, in the business's language, currency and time zone, written on the server when asked.
//   GET client/{id}/orders/{uuid}/document.pdf          → PDF (the customer's, by the order's uuid: no credentials)
//   GET client/{id}/owner-orders/{orderId}/receipt.pdf  → PDF (the Orders screen: owners and managers)
//   GET client/{id}/owner-quotes/{quoteId}/document.pdf → PDF (the Quotes & invoices screen: owners and managers)
// Every answer is `application/pdf`, `Content-Disposition: attachment; filename="receipt-1042.pdf"` (or
// quote-…, invoice-…), `Cache-Control: private, no-store`. 404 order_not_found / quote_not_found: no such order
// of THIS business (another business's uuid or id included); 409 receipt_not_available: the order is not paid
// (yet); 409 document_not_ready: a quote request not priced yet.

/** The PDF file of an answer (OpenAPI response). */
export const PdfDownload = {
  description:
    'The document as a PDF file (Content-Disposition: attachment; fonts embedded, text searchable), in the business’s language, currency and time zone.',
  content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } } },
};

/** The document a download button offers for an order of `kind` (null: none yet). */
export type DocumentKind = 'receipt' | 'quote' | 'invoice' | 'partial_invoice';
