// What a store order's later moves mail (issue 28), one subscriber per message kind: the customer's "shipped"
// (OrderShipped, with the owner's note), "refund issued" (OrderRefunded), "subscription renewed" (OrderPaid of a
// renewal order: the receipt's subscriber skips those) and "renewal failed" (PaymentFailed of a renewal order,
// with the order page where a new card pays it); the owners' "payment failed" alert (PaymentFailed, through
// staffRecipients: whoever turned `payment_failed` off gets none). Dedupe keys are the event's (and the
// recipient's), so a redelivered event queues nothing twice. Customers read the site's language, owners their own.
import {
  renderOrderRefunded,
  renderOrderShipped,
  renderPaymentFailed,
  renderRenewalFailed,
  renderSubscriptionRenewed,
} from '@vitrina/mail-templates';
import type { RenderedMail } from '@vitrina/mail-templates';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context.js';
import { subscriptions } from '../../db/schema.js';
import type { DeliveryBatch } from '../../events/delivery-batch.js';
import type { Dispatcher } from '../../events/dispatcher.js';
import type { OrderPaid, OrderRefunded, OrderShipped, PaymentFailed } from '../../events/domain-events.js';
import { backOfficeUrlOf, mailMessage, mailSubscriber, orderPageUrlOf, toOwners } from './mail-message.js';
import { ownersWanting } from './mail-people.js';
import type { MailSender } from './mail-sender.js';
import type { QueuedMail } from './mail-service.js';
import { loadOrderMailData, orderWithLines } from './order-mail-data.js';
import type { OrderMailData } from './order-mail-data.js';

export const ORDER_UPDATE_MAIL_KINDS = {
  shipped: 'order_shipped',
  refunded: 'order_refunded',
  paymentFailed: 'payment_failed',
  renewed: 'subscription_renewed',
  renewalFailed: 'renewal_failed',
} as const;

export const ORDER_UPDATE_MAIL_SUBSCRIBERS = {
  shipped: 'mail:order-shipped',
  refunded: 'mail:order-refunded',
  paymentFailed: 'mail:payment-failed',
  renewed: 'mail:subscription-renewed',
  renewalFailed: 'mail:renewal-failed',
} as const;

type Ctx = Pick<AppContext, 'database' | 'config'>;
/** The delivery an event's messages are written in (its reads shared: order-mail-data.ts), if any. */
type Batch = DeliveryBatch | null;

async function subscriptionOf(ctx: Ctx, clientId: number, subscriptionId: number) {
  const [row] = await ctx.database.db
    .select({ name: subscriptions.name, nextChargeAt: subscriptions.next_charge_at })
    .from(subscriptions)
    .where(and(eq(subscriptions.id, subscriptionId), eq(subscriptions.client_id, clientId)));
  return row ?? null;
}

const orderUrlOf = (data: OrderMailData) => orderPageUrlOf(data.business.siteOrigin, data.order.uuid);

/** The buyer's name on the order (its shipping name), or nothing. */
const buyerName = (data: OrderMailData) =>
  data.order.shipping ? `${data.order.shipping.firstName} ${data.order.shipping.lastName}`.trim() : '';

/** A message to the order's buyer (none without an e-mail), about the order, from the business. */
function toBuyer(data: OrderMailData, eventId: number, clientId: number, kind: string, mail: RenderedMail): QueuedMail[] {
  const address = data.order.email.trim();
  if (!address) return [];
  const about = { clientId, eventId, orderId: data.order.id, fromName: data.business.name };
  return [mailMessage(about, kind, `${kind}:event:${eventId}`, { address, name: buyerName(data) }, data.business.contactEmail, mail)];
}

/** Store orders only: quotes and invoices have messages of their own. */
async function storeOrderData(ctx: Ctx, clientId: number, orderId: number, batch: Batch): Promise<OrderMailData | null> {
  const data = await loadOrderMailData(ctx.database.db, ctx.config, clientId, orderId, batch);
  return data && data.order.kind === 'order' ? data : null;
}

/** The customer's "your order has shipped", with the owner's note and the order's link. */
export async function orderShippedMessages(ctx: Ctx, event: OrderShipped, eventId: number, batch: Batch = null): Promise<QueuedMail[]> {
  const data = await storeOrderData(ctx, event.clientId, event.orderId, batch);
  if (!data) return [];
  const { business, order } = data;
  const rendered = await renderOrderShipped({
    lang: business.locale,
    business,
    order,
    note: data.row.fulfillment_note ?? '',
    orderUrl: orderUrlOf(data),
  });
  return toBuyer(data, eventId, event.clientId, ORDER_UPDATE_MAIL_KINDS.shipped, rendered);
}

/** The customer's "refund issued": the amount in the order's currency, whole or part, and the order's link. */
export async function orderRefundedMessages(ctx: Ctx, event: OrderRefunded, eventId: number, batch: Batch = null): Promise<QueuedMail[]> {
  const data = await storeOrderData(ctx, event.clientId, event.orderId, batch);
  if (!data || event.amountCents <= 0) return [];
  const { business, order } = data;
  const rendered = await renderOrderRefunded({
    lang: business.locale,
    business,
    order,
    amountCents: event.amountCents,
    full: event.full,
    orderUrl: orderUrlOf(data),
  });
  return toBuyer(data, eventId, event.clientId, ORDER_UPDATE_MAIL_KINDS.refunded, rendered);
}

/** Each owner's "payment failed" alert (those who keep `payment_failed` on), in their language. */
export async function paymentFailedMessages(ctx: Ctx, event: PaymentFailed, eventId: number, batch: Batch = null): Promise<QueuedMail[]> {
  const data = await storeOrderData(ctx, event.clientId, event.orderId, batch);
  if (!data) return [];
  const { business, order } = data;
  const subscription = event.subscriptionId === null ? null : await subscriptionOf(ctx, event.clientId, event.subscriptionId);
  const name = buyerName(data);
  const email = order.email.trim();
  const customer = name && email ? `${name} (${email})` : name || email;
  const ordersUrl = backOfficeUrlOf(ctx.config.adminAppUrl, business.siteOrigin, '/orders');
  const owners = ownersWanting(data.allOwners, 'payment_failed');
  const about = { clientId: event.clientId, eventId, orderId: order.id, fromName: business.name };
  return toOwners(owners, ORDER_UPDATE_MAIL_KINDS.paymentFailed, eventId, about, email || null, (owner) =>
    renderPaymentFailed({
      lang: owner.locale,
      business,
      payment: {
        number: data.row.number,
        currency: order.currency,
        totalCents: order.totalCents,
        customer,
        subscription: subscription?.name ?? null,
      },
      ordersUrl,
    }),
  );
}

/** The customer's "renewal failed", with the renewal order's page where a new card pays it. */
export async function renewalFailedMessages(ctx: Ctx, event: PaymentFailed, eventId: number, batch: Batch = null): Promise<QueuedMail[]> {
  if (event.subscriptionId === null) return [];
  const data = await storeOrderData(ctx, event.clientId, event.orderId, batch);
  const subscription = data && (await subscriptionOf(ctx, event.clientId, event.subscriptionId));
  if (!data || !subscription) return [];
  const { business, order } = data;
  const rendered = await renderRenewalFailed({ lang: business.locale, business, order, subscription, updateCardUrl: orderUrlOf(data) });
  return toBuyer(data, eventId, event.clientId, ORDER_UPDATE_MAIL_KINDS.renewalFailed, rendered);
}

/** The customer's "subscription renewed": a paid renewal order (the receipt's subscriber skips those). */
export async function subscriptionRenewedMessages(ctx: Ctx, event: OrderPaid, eventId: number, batch: Batch = null): Promise<QueuedMail[]> {
  // Most paid orders are no renewal (every checkout's): the order, read once for the batch's events (the
  // receipt's read), says so before the business is read.
  const paid = await orderWithLines(ctx.database.db, event.clientId, event.orderId, batch);
  if (paid?.row.subscription_id == null) return [];
  const data = await storeOrderData(ctx, event.clientId, event.orderId, batch);
  if (!data || data.order.subscriptionId === null) return [];
  const subscription = await subscriptionOf(ctx, event.clientId, data.order.subscriptionId);
  if (!subscription) return [];
  const { business, order } = data;
  const rendered = await renderSubscriptionRenewed({ lang: business.locale, business, order, subscription, orderUrl: orderUrlOf(data) });
  return toBuyer(data, eventId, event.clientId, ORDER_UPDATE_MAIL_KINDS.renewed, rendered);
}

export function registerOrderUpdatesMail(dispatcher: Dispatcher, ctx: AppContext, mail: MailSender): void {
  const on = mailSubscriber(dispatcher, ctx, mail);
  const S = ORDER_UPDATE_MAIL_SUBSCRIBERS;
  on('OrderShipped', S.shipped, orderShippedMessages);
  on('OrderRefunded', S.refunded, orderRefundedMessages);
  on('PaymentFailed', S.paymentFailed, paymentFailedMessages);
  on('PaymentFailed', S.renewalFailed, renewalFailedMessages);
  on('OrderPaid', S.renewed, subscriptionRenewedMessages);
}
