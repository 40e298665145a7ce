// The back office's view of the outbox (issue 28, Messages → Sent): a client's messages a page at a time,
// one message as it was rendered, and a resend. A resend queues a copy of the message as it was rendered
// (a new row, a new Message-ID, due now) with its audit entry, in one transaction; the sender is nudged after
// the commit. Nothing here renders anew: the copy is what was sent, so the owner resends what they saw.
import { renderTemplate } from './mail-render.js';
import type { MailTemplateRef } from './mail-render.js';
import { randomUUID } from 'node:crypto';
import type { SentMail, SentMailSummary } from '@vitrina/api-client/contracts';
import { SENT_MAIL_PAGE_MAX } from '@vitrina/api-client/contracts';
import type { AppContext } from '../../app-context.js';
import { recordAudit } from '../../db/repos/audit.js';
import { ApiError } from '../../http/errors.js';
import type { OwnerChanger } from '../../services/owner-publish.js';
import { findMessage, insertMessages, pageOfMessages } from './mail-repository.js';
import type { MailPageQuery, MailRow } from './mail-repository.js';
import type { MailSender } from './mail-sender.js';
import { newMessageId } from './mail-service.js';

/** The audit entity of a message of the outbox (its resends). */
export const MAIL_AUDIT_ENTITY = 'mail_message';

/** A message as the list shows it. */
export function mailSummaryOf(row: MailRow): SentMailSummary {
  return {
    id: row.id,
    kind: row.kind,
    subject: row.subject,
    to_address: row.to_address,
    to_name: row.to_name,
    language: row.language === 'es' ? 'es' : 'en',
    status: row.status as SentMailSummary['status'],
    reason: row.last_error,
    attempts: row.attempts,
    created_at: row.created_at.toISOString(),
    sent_at: row.sent_at?.toISOString() ?? null,
    order_id: row.order_id,
    appointment_id: row.appointment_id,
    quote_id: row.quote_id,
  };
}

/** A message whole, as it was rendered (one still waiting for the sender: as the sender will render it). */
export async function sentMailOf(row: MailRow): Promise<SentMail> {
  const body = (await renderTemplate(row.template)) ?? row;
  return {
    ...mailSummaryOf(row),
    from_name: row.from_name,
    reply_to: row.reply_to,
    html: body.html,
    text: body.text,
    attachments: row.attachments.map((a) => a.filename),
  };
}

export async function sentMailPage(
  ctx: Pick<AppContext, 'database'>,
  clientId: number,
  query: MailPageQuery,
): Promise<{ messages: SentMailSummary[]; next_cursor: string | null }> {
  const { page, next_cursor } = await pageOfMessages(ctx.database.db, clientId, query, SENT_MAIL_PAGE_MAX);
  return { messages: page.map(mailSummaryOf), next_cursor };
}

const mailNotFound = () => new ApiError(404, 'mail_not_found', 'There is no such message');

/** The client's message `mailId`; 404 `mail_not_found` when it has none (another client's is none). */
export async function sentMail(ctx: Pick<AppContext, 'database'>, clientId: number, mailId: number): Promise<SentMail> {
  const row = await findMessage(ctx.database.db, clientId, mailId);
  if (!row) throw mailNotFound();
  return sentMailOf(row);
}

/**
 * Queues a copy of the client's message `mailId` now (same recipient, subject, HTML, text and attachments;
 * its own Message-ID and dedupe key), with an audit entry, in one transaction; then nudges the sender.
 * 404 `mail_not_found`.
 */
export async function resendMail(
  ctx: Pick<AppContext, 'database' | 'config'>,
  mail: Pick<MailSender, 'nudge'>,
  by: Pick<OwnerChanger, 'clientId' | 'actor'>,
  mailId: number,
): Promise<SentMail> {
  const copy = await ctx.database.db.transaction(async (tx) => {
    const original = await findMessage(tx, by.clientId, mailId);
    if (!original) throw mailNotFound();
    const [id] = await insertMessages(tx, [
      {
        clientId: original.client_id,
        kind: original.kind,
        eventId: null,
        dedupeKey: `${original.kind}:resend:${original.id}:${randomUUID()}`,
        to: { address: original.to_address, name: original.to_name },
        fromName: original.from_name,
        replyTo: original.reply_to,
        language: original.language === 'es' ? 'es' : 'en',
        subject: original.subject,
        html: original.html,
        text: original.text,
        template: original.template as MailTemplateRef | null,
        attachments: original.attachments,
        orderId: original.order_id,
        appointmentId: original.appointment_id,
        quoteId: original.quote_id,
        messageId: newMessageId(ctx.config.mailFrom),
      },
    ]);
    const row = await findMessage(tx, by.clientId, id!);
    await recordAudit(tx, {
      clientId: by.clientId,
      actor: by.actor,
      action: 'mail.resend',
      entity: MAIL_AUDIT_ENTITY,
      entityId: original.id,
      before: null,
      after: { copy_id: id, kind: original.kind, to: original.to_address, subject: original.subject },
    });
    return row!;
  });
  mail.nudge();
  return sentMailOf(copy);
}
