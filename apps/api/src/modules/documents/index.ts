// The documents module (issue 31 "Documents"): PDF receipts of paid orders and PDF quotes and invoices, written
// on the server with pdfkit when asked (nothing stored). Its parts:
//   - document-model  what a document is, when an order has one (commerce orderDocument), its file's name
//   - document-data   what it prints, read once (the order's public view, the business, the discount code)
//   - document-pdf, pdf-kit  the PDF itself (embedded Inter fonts, labels in the business's language)
//   - documents-service, documents-routes  the customer's, the owner's and the e-mail attachment's PDF
export { registerDocumentOwnerRoutes, registerDocumentPublicRoutes } from './documents-routes.js';
export { documentAttachment } from './document-model.js';
export { documentAttachmentPdf } from './documents-service.js';
export type { PdfFile } from './documents-service.js';
