// The quotes module (issue 27; ARCHITECTURE "A feature lives in one folder"): the back office's quotes and
// invoices (list, read, write, price a customer's request, send, deposits, offline payments, void). Others
// need its routes, and the test fixtures its createQuote. The customer's approve / reject / pay of a quote or
// invoice (documents-routes.ts) is here too.
export { registerQuoteOwnerRoutes } from './quotes-routes.js';
export { QUOTE_AUDIT_ENTITY } from './quotes-repository.js';
export { createQuote } from './quotes-service.js';
export { registerOrderDocumentRoutes } from './documents-routes.js';
