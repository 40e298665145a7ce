// The owner cancels a products order (issue 13 "Orders"): owner-order-payments.ts moves the money and the
// order (by commerce's order table) and puts its units back on stock. The cancel's last write and a
// StockChanged event commit together (issue 27): the store's cached pages (sold out, "only n left") are dropped
// after the commit by the event's subscriber, or by the event sweeper when this process dies first.
import type { PaymentGateway } from '@vitrina/commerce';
import type { AppContext } from '../app-context.js';
import { cancelOrder } from '../db/index.js';
import type { AuditActor, OrderMoneyResult } from '../db/index.js';
import { changeWithEvents } from '../events/recorded-change.js';

export async function cancelOwnerOrder(
  ctx: Pick<AppContext, 'database' | 'events'>,
  gateway: PaymentGateway,
  clientId: number,
  orderId: number,
  idempotencyKey: string | undefined,
  actor: AuditActor,
): Promise<OrderMoneyResult> {
  return cancelOrder(ctx.database.db, gateway, clientId, orderId, idempotencyKey, actor, async (write) => {
    const { result } = await changeWithEvents(ctx, null, write, (done) => (done.ok ? [{ type: 'StockChanged', clientId }] : []));
    return result;
  });
}
