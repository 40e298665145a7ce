// Which PDF document an order has now (issue 31 "Documents"), one rule for the API's routes and e-mail
// attachments and for the screens' download buttons: a products order has its receipt once paid (a refunded or
// canceled one that was paid keeps it), a quote, invoice or partial invoice is its own document once priced
// (a quote request still waiting for the owner's price has none).

export const ORDER_DOCUMENT_KINDS = ['receipt', 'quote', 'invoice', 'partial_invoice'] as const;
export type OrderDocumentKind = (typeof ORDER_DOCUMENT_KINDS)[number];

export interface DocumentSubject {
  /** core-model ORDER_KINDS: order, quote, invoice, partial_invoice. */
  kind: string;
  state: string;
  /** Whether the order has its number (a checkout's is numbered when paid; a failed attempt never). */
  numbered: boolean;
  /** What was paid on it, minor units. */
  paidCents: number;
}

export type DocumentAvailability = { ok: true; kind: OrderDocumentKind } | { ok: false; reason: 'not_paid' | 'not_priced' };

const PAID_STATES: readonly string[] = ['paid', 'refunded'];

export function orderDocument(subject: DocumentSubject): DocumentAvailability {
  const { kind, state, numbered, paidCents } = subject;
  if (kind === 'quote' || kind === 'invoice' || kind === 'partial_invoice') {
    return state === 'requested' || !numbered ? { ok: false, reason: 'not_priced' } : { ok: true, kind };
  }
  return numbered && (PAID_STATES.includes(state) || paidCents > 0) ? { ok: true, kind: 'receipt' } : { ok: false, reason: 'not_paid' };
}
