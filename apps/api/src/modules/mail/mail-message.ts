// What every event's messages are built of (issue 28): the links they carry (the back office on the site's
// host, an order's or document's own page), one rendered message to one person, each owner's copy of one kind,
// and the subscription of an event's message builder to the dispatcher (render, then queue).
import type { RenderedMail } from '@vitrina/mail-templates';
import type { AppContext } from '../../app-context.js';
import type { DeliveryBatch } from '../../events/delivery-batch.js';
import type { Dispatcher } from '../../events/dispatcher.js';
import type { DomainEventType, EventOf } from '../../events/domain-events.js';
import type { StaffRecipient } from './mail-people.js';
import type { MailSender } from './mail-sender.js';
import type { deferredMail } from './mail-render.js';
import { queueMail } from './mail-service.js';
import type { QueuedMail } from './mail-service.js';

/** A path of the back office on the site's host (ADMIN_APP_URL when it is absolute), e.g. `/quotes`. */
export function backOfficeUrlOf(adminAppUrl: string, siteOrigin: string, path: string): string {
  const base = /^https?:\/\//.test(adminAppUrl) ? adminAppUrl : `${siteOrigin}${adminAppUrl.startsWith('/') ? '' : '/'}${adminAppUrl}`;
  return `${base.replace(/\/+$/, '')}${path}`;
}

/** The customer's page of an order, quote or invoice on the site. */
export const orderPageUrlOf = (siteOrigin: string, uuid: string) => `${siteOrigin}/commerce/order/${encodeURIComponent(uuid)}`;

/** What a message is about and who sends it. */
export type MailAbout = Pick<QueuedMail, 'clientId' | 'eventId' | 'fromName'> &
  Partial<Pick<QueuedMail, 'orderId' | 'appointmentId' | 'quoteId'>>;

/** A message the sender renders when it sends it (mail-render.ts deferredMail): subject and language now. */
export type DeferredMail = ReturnType<typeof deferredMail>;

/** One message to one person (in its language): rendered, or to be rendered by the sender. */
export function mailMessage(
  about: MailAbout,
  kind: string,
  dedupeKey: string,
  to: { address: string; name: string },
  replyTo: string | null,
  mail: RenderedMail | DeferredMail,
): QueuedMail {
  const body = 'template' in mail ? { html: '', text: '', template: mail.template } : { html: mail.html, text: mail.text };
  return { ...about, kind, dedupeKey, to, replyTo, language: mail.lang, subject: mail.subject, ...body };
}

/** Each owner's (or staff member's) message of one kind, rendered in their language; keyed by event and person. */
export async function toOwners(
  owners: readonly StaffRecipient[],
  kind: string,
  eventId: number,
  about: MailAbout,
  replyTo: string | null,
  render: (owner: StaffRecipient) => Promise<RenderedMail> | DeferredMail,
): Promise<QueuedMail[]> {
  const messages: QueuedMail[] = [];
  for (const owner of owners) {
    const mail = await render(owner);
    messages.push(
      mailMessage(about, kind, `${kind}:event:${eventId}:user:${owner.id}`, { address: owner.email, name: owner.name }, replyTo, mail),
    );
  }
  return messages;
}

type MailCtx = Pick<AppContext, 'database' | 'config'>;

/**
 * The messages one event makes (none: an empty list). `batch`: the delivery it is part of, whose reads it may
 * share (order-mail-data.ts); none when called on its own.
 */
export type EventMessages<K extends DomainEventType> = (
  ctx: MailCtx,
  event: EventOf<K>,
  eventId: number,
  batch?: DeliveryBatch | null,
) => Promise<QueuedMail[]>;

/** What subscribes an event's message builder as one named subscriber: what it answers is queued. */
export type MailSubscriber = <K extends DomainEventType>(type: K, name: string, messagesOf: EventMessages<K>) => void;

export function mailSubscriber(dispatcher: Dispatcher, ctx: AppContext, mail: MailSender): MailSubscriber {
  const deps = { database: ctx.database, mail, mailFrom: ctx.config.mailFrom };
  return (type, name, messagesOf) =>
    dispatcher.subscribe(type, name, async (event, { eventId, batch }) => {
      await queueMail(deps, await messagesOf(ctx, event, eventId, batch));
    });
}
