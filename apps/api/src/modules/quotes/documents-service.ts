// The customer's decisions on a quote or invoice (issue 15, moved from routes/public/order-documents.ts in
// issue 27): approve or reject, one conditional update (quote-payments-repository.ts decideDocument, shared
// with the payments) committed with its QuoteDecided event; of two racing decisions exactly one wins.
import type { PublicOrder } from '@vitrina/api-client/contracts';
import type { AppContext } from '../../app-context.js';
import { findOrderByUuid } from '../orders/orders-repository.js';
import type { OrderRow } from '../orders/orders-repository.js';
import { DECIDABLE_KINDS, decideDocument } from './quote-payments-repository.js';
import type { Decision } from './quote-payments-repository.js';
import { changeWithEvents } from '../../events/recorded-change.js';
import { ApiError } from '../../http/errors.js';
import { loadPublicOrder } from '../orders/index.js';

export type { Decision };

const orderNotFound = () => new ApiError(404, 'order_not_found', 'errors:orders.orderNotFound');
const alreadyDecided = () => new ApiError(409, 'already_decided', 'commerce:quoteFlow.alreadyDecided');

/**
 * A customer's approval or rejection (the route checked the client with requireClient first, as before):
 * the document found by its uuid, then one conditional move with its QuoteDecided event.
 */
export async function decideDocumentByCustomer(ctx: AppContext, clientId: number, uuid: string, decision: Decision): Promise<PublicOrder> {
  const { db } = ctx.database;
  const order = await findOrderByUuid(db, clientId, uuid);
  if (!order) throw orderNotFound();
  if (!(DECIDABLE_KINDS as readonly string[]).includes(order.kind))
    throw new ApiError(409, 'not_a_quote', 'commerce:quoteFlow.notDecidable');
  // The decision and its QuoteDecided event commit together; the client's caches are dropped by its subscriber.
  const { result: moved } = await changeWithEvents(
    ctx,
    null,
    (tx): Promise<OrderRow | null> => decideDocument(tx, order.id, decision),
    (row) => (row ? [{ type: 'QuoteDecided', clientId, orderId: row.id }] : []),
  );
  if (!moved) {
    // A payment under way or taken blocks a rejection; otherwise someone decided first.
    if (decision.status === 'rejected' && order.status === 'pending' && (order.paid_cents > 0 || order.reserved_cents > 0)) {
      throw new ApiError(409, 'payment_in_progress', 'commerce:quoteFlow.paymentInProgress');
    }
    throw alreadyDecided();
  }
  return loadPublicOrder(db, moved);
}
