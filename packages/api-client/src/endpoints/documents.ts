// The PDF documents' links (issue 31; contracts/documents.ts). The customer's is a plain link (no credentials:
// the order's uuid is the capability), so the browser downloads it itself; the back office's need the owner's
// bearer token, so the editor fetches them and saves the blob. No endpoint: nothing here is cached state.
import { documentCalls } from '../contracts/calls/documents.js';
import { urlOf } from '../contracts/call.js';
import { DEFAULT_API_BASE_URL } from '../config.js';

const base = (apiBaseUrl: string) => apiBaseUrl.replace(/\/+$/, '');

/** The customer's receipt (a paid order) or quote / invoice PDF, by the order's uuid. */
export function customerDocumentUrl(clientId: number, uuid: string, apiBaseUrl: string = DEFAULT_API_BASE_URL): string {
  return `${base(apiBaseUrl)}/${urlOf(documentCalls.customer, { id: clientId, uuid })}`;
}

/** The back office's PDF: an order's receipt (`orderId`) or a quote's, invoice's or deposit's (`quoteId`); bearer only. */
export function ownerDocumentUrl(
  clientId: number,
  of: { orderId: number } | { quoteId: number },
  apiBaseUrl: string = DEFAULT_API_BASE_URL,
): string {
  const path =
    'orderId' in of
      ? urlOf(documentCalls.ownerOrder, { id: clientId, orderId: of.orderId })
      : urlOf(documentCalls.ownerQuote, { id: clientId, quoteId: of.quoteId });
  return `${base(apiBaseUrl)}/${path}`;
}
