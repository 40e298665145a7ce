// What is mailed after a domain event (issue 28): one subscriber per message kind, registered by every API
// process like the site's subscribers (events/site-subscribers.ts). A subscriber renders and queues (a paid
// order's receipt and alert are queued unrendered, the sender renders them: mail-render.ts); the
// dedupe key (kind, event id, recipient) makes a redelivered event queue nothing twice. Sending is the
// sender's (mail-sender.ts), after the queue's commit, never inside the event's delivery.
import type { AppContext } from '../../app-context.js';
import type { Dispatcher } from '../../events/dispatcher.js';
import type { DeliveryBatch } from '../../events/delivery-batch.js';
import type { OrderPaid } from '../../events/domain-events.js';
import { documentAttachment } from '../documents/index.js';
import { registerBookingMail } from './booking-mail.js';
import { backOfficeUrlOf, mailMessage, mailSubscriber, orderPageUrlOf, toOwners } from './mail-message.js';
import type { MailSender } from './mail-sender.js';
import type { QueuedMail } from './mail-service.js';
import { deferredMail } from './mail-render.js';
import { loadOrderMailData } from './order-mail-data.js';
import { customerPortalUrlOf } from '../customer-portal/portal-link.js';
import { registerOrderUpdatesMail } from './order-updates-mail.js';
import { registerQuoteMail } from './quote-mail.js';

export const ORDER_PAID_MAIL_SUBSCRIBER = 'mail:order-paid';
export const MAIL_KINDS = { orderReceipt: 'order_receipt', newOrder: 'new_order' } as const;

/** The buyer's receipt and each owner's alert of a paid store order (quotes and renewals have messages of their own, later). */
export async function orderPaidMessages(
  ctx: Pick<AppContext, 'database' | 'config'>,
  event: OrderPaid,
  eventId: number,
  batch: DeliveryBatch | null = null,
): Promise<QueuedMail[]> {
  const data = await loadOrderMailData(ctx.database.db, ctx.config, event.clientId, event.orderId, batch);
  if (!data || data.order.kind !== 'order' || data.order.subscriptionId !== null) return [];
  const { order, business, owners } = data;
  const orderUrl = orderPageUrlOf(business.siteOrigin, order.uuid);
  const messages: QueuedMail[] = [];
  const about = { clientId: event.clientId, eventId, orderId: order.id, fromName: business.name };
  if (order.email.trim()) {
    // The foot of the receipt links the buyer's page of all their bookings and orders (issue 30).
    const portalUrl = data.portalKey ? customerPortalUrlOf(business.siteOrigin, data.portalKey) : null;
    const receipt = deferredMail('order_receipt', { lang: business.locale, business, order, orderUrl, portalUrl });
    const name = order.shipping ? `${order.shipping.firstName} ${order.shipping.lastName}`.trim() : '';
    const kind = MAIL_KINDS.orderReceipt;
    const message = mailMessage(
      about,
      kind,
      `${kind}:event:${eventId}`,
      { address: order.email.trim(), name },
      business.contactEmail,
      receipt,
    );
    // The receipt's PDF (issue 31), written when the message is sent.
    messages.push({ ...message, attachments: [documentAttachment('receipt', order.number, order.id)] });
  }
  const ordersUrl = backOfficeUrlOf(ctx.config.adminAppUrl, business.siteOrigin, '/orders');
  const alerts = await toOwners(owners, MAIL_KINDS.newOrder, eventId, about, order.email.trim() || null, (owner) =>
    deferredMail('new_order', { lang: owner.locale, business, order, ordersUrl }),
  );
  return [...messages, ...alerts];
}

export function registerMailSubscribers(dispatcher: Dispatcher, ctx: AppContext, mail: MailSender): void {
  mailSubscriber(dispatcher, ctx, mail)('OrderPaid', ORDER_PAID_MAIL_SUBSCRIBER, orderPaidMessages);
  registerOrderUpdatesMail(dispatcher, ctx, mail);
  registerQuoteMail(dispatcher, ctx, mail);
  registerBookingMail(dispatcher, ctx, mail);
}
