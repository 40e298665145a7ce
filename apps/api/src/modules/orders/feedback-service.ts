// The customer's feedback on an order (issue 27; spec §2 /commerce/order/{uuid}/feedback): the only writer of
// order_feedback. The write keeps its transaction in feedback-repository.ts (the order read FOR SHARE, the
// primary key deciding between racing posts); refusals are thrown as the API's errors.
import type { OrderFeedbackBody } from '@vitrina/api-client/contracts';
import type { AppContext } from '../../app-context.js';
import { findOrderByUuid } from './orders-repository.js';
import type { OrderRow } from './orders-repository.js';
import { ApiError } from '../../http/errors.js';
import { findOrderFeedback, leaveOrderFeedback } from './feedback-repository.js';
import type { OrderFeedbackRecord } from './feedback-repository.js';

const orderNotFound = () => new ApiError(404, 'order_not_found', 'errors:orders.orderNotFound');

/** The client's order by its uuid, to leave feedback on; another client's uuid is no order (404). */
export async function feedbackOrder(ctx: AppContext, clientId: number, uuid: string): Promise<OrderRow> {
  const order = await findOrderByUuid(ctx.database.db, clientId, uuid);
  if (!order) throw orderNotFound();
  return order;
}

/** The feedback left on the order, or null while none is left; 404 `order_not_found`. */
export async function getOrderFeedback(ctx: AppContext, clientId: number, uuid: string): Promise<OrderFeedbackRecord | null> {
  const order = await feedbackOrder(ctx, clientId, uuid);
  return (await findOrderFeedback(ctx.database.db, order.id)) ?? null;
}

/** Stores the checked feedback once; 409 `feedback_exists` | `feedback_not_allowed` (with the order's state). */
export async function leaveFeedback(
  ctx: AppContext,
  clientId: number,
  order: OrderRow,
  input: OrderFeedbackBody,
): Promise<OrderFeedbackRecord> {
  const result = await leaveOrderFeedback(ctx.database.db, clientId, order.id, input);
  if (!result.ok) {
    if (result.error === 'order_not_found') throw orderNotFound();
    if (result.error === 'feedback_exists') throw new ApiError(409, 'feedback_exists', 'errors:orders.feedbackExists');
    throw new ApiError(409, 'feedback_not_allowed', 'errors:orders.feedbackNotAllowed', undefined, { state: order.status });
  }
  return result.feedback;
}
