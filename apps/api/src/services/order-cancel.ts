// The owner cancels a products order (issue 13 "Orders"): owner-order-payments.ts moves the money and the
// order (by commerce's order table) and puts its units back on stock; the store's pages show stock
// (sold out, "only n left"), so the business's cached pages are dropped after it (issue 27: an owner's
// cancel put stock back and left the pages stale).
import type { PaymentGateway } from '@vitrina/commerce';
import type { AppContext } from '../app-context.js';
import { cancelOrder } from '../db/index.js';
import type { AuditActor, OrderMoneyResult } from '../db/index.js';
import { dropClientCaches } from './site-caches.js';

export async function cancelOwnerOrder(
  ctx: Pick<AppContext, 'database' | 'websiteData' | 'pages'> & Partial<Pick<AppContext, 'bus'>>,
  gateway: PaymentGateway,
  clientId: number,
  orderId: number,
  idempotencyKey: string | undefined,
  actor: AuditActor,
): Promise<OrderMoneyResult> {
  const result = await cancelOrder(ctx.database.db, gateway, clientId, orderId, idempotencyKey, actor);
  if (result.ok) dropClientCaches(ctx, clientId);
  return result;
}
