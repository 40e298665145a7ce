// What is mailed after a domain event (issue 28): one subscriber per message kind, registered by every API
// process like the site's subscribers (events/site-subscribers.ts). A subscriber renders and queues; the
// dedupe key (kind, event id, recipient) makes a redelivered event queue nothing twice. Sending is the
// sender's (mail-sender.ts), after the queue's commit, never inside the event's delivery.
import { renderNewOrderAlert, renderOrderReceipt } from '@vitrina/mail-templates';
import type { AppContext } from '../../app-context.js';
import type { Dispatcher } from '../../events/dispatcher.js';
import type { OrderPaid } from '../../events/domain-events.js';
import { registerBookingMail } from './booking-mail.js';
import type { MailSender } from './mail-sender.js';
import { queueMail } from './mail-service.js';
import type { QueuedMail } from './mail-service.js';
import { loadOrderMailData } from './order-mail-data.js';
import { registerOrderUpdatesMail } from './order-updates-mail.js';
import { registerQuoteMail } from './quote-mail.js';

export const ORDER_PAID_MAIL_SUBSCRIBER = 'mail:order-paid';
export const MAIL_KINDS = { orderReceipt: 'order_receipt', newOrder: 'new_order' } as const;

/** The back office's orders screen on the site's host (ADMIN_APP_URL when it is absolute). */
function ordersUrlOf(adminAppUrl: string, siteOrigin: string): string {
  const base = /^https?:\/\//.test(adminAppUrl) ? adminAppUrl : `${siteOrigin}${adminAppUrl.startsWith('/') ? '' : '/'}${adminAppUrl}`;
  return `${base.replace(/\/+$/, '')}/orders`;
}

/** The buyer's receipt and each owner's alert of a paid store order (quotes and renewals have messages of their own, later). */
export async function orderPaidMessages(
  ctx: Pick<AppContext, 'database' | 'config'>,
  event: OrderPaid,
  eventId: number,
): Promise<QueuedMail[]> {
  const data = await loadOrderMailData(ctx.database.db, ctx.config, event.clientId, event.orderId);
  if (!data || data.order.kind !== 'order' || data.order.subscriptionId !== null) return [];
  const { order, business, owners } = data;
  const orderUrl = `${business.siteOrigin}/commerce/order/${encodeURIComponent(order.uuid)}`;
  const messages: QueuedMail[] = [];
  const about = { clientId: event.clientId, eventId, orderId: order.id, fromName: business.name };
  if (order.email.trim()) {
    const receipt = await renderOrderReceipt({ lang: business.locale, business, order, orderUrl });
    const name = order.shipping ? `${order.shipping.firstName} ${order.shipping.lastName}`.trim() : '';
    messages.push({
      ...about,
      kind: MAIL_KINDS.orderReceipt,
      dedupeKey: `${MAIL_KINDS.orderReceipt}:event:${eventId}`,
      to: { address: order.email.trim(), name },
      replyTo: business.contactEmail,
      language: business.locale,
      subject: receipt.subject,
      html: receipt.html,
      text: receipt.text,
    });
  }
  const ordersUrl = ordersUrlOf(ctx.config.adminAppUrl, business.siteOrigin);
  for (const owner of owners) {
    const alert = await renderNewOrderAlert({ lang: owner.locale, business, order, ordersUrl });
    messages.push({
      ...about,
      kind: MAIL_KINDS.newOrder,
      dedupeKey: `${MAIL_KINDS.newOrder}:event:${eventId}:user:${owner.id}`,
      to: { address: owner.email, name: owner.name },
      replyTo: order.email.trim() || null,
      language: owner.locale,
      subject: alert.subject,
      html: alert.html,
      text: alert.text,
    });
  }
  return messages;
}

export function registerMailSubscribers(dispatcher: Dispatcher, ctx: AppContext, mail: MailSender): void {
  dispatcher.subscribe('OrderPaid', ORDER_PAID_MAIL_SUBSCRIBER, async (event, { eventId }) => {
    const messages = await orderPaidMessages(ctx, event, eventId);
    await queueMail({ database: ctx.database, mail, mailFrom: ctx.config.mailFrom }, messages);
  });
  registerOrderUpdatesMail(dispatcher, ctx, mail);
  registerQuoteMail(dispatcher, ctx, mail);
  registerBookingMail(dispatcher, ctx, mail);
}
