// The back office's view of the messages the business sent (issue 28, Messages → Sent): every e-mail queued
// for its customers and its own people, newest first, a page at a time, filtered by status and by what it is
// about (an order, an appointment, a quote); one message as it was rendered (HTML and text); and a resend,
// which queues a copy now. On the embedded default (no SMTP_URL) every message is here as not sent.
import { Type } from '@sinclair/typebox';
import type { Static } from '@sinclair/typebox';
import { CursorPage, CursorPaging, DbId, Nullable, SearchWords, StringEnum } from './shared.js';

/** queued: waiting for the sender (or its next try); sent; failed for good; not_sent: no mail server. */
export const SENT_MAIL_STATUSES = ['queued', 'sent', 'failed', 'not_sent'] as const;
export const SentMailStatus = StringEnum(SENT_MAIL_STATUSES, { description: 'queued, sent, failed or not_sent' });
export type SentMailStatus = Static<typeof SentMailStatus>;

/** Largest page one call returns (`limit`). */
export const SENT_MAIL_PAGE_MAX = 50;

/** A record id sent in a query string (digits). */
const IdFilter = (description: string) => Type.Optional(Type.String({ pattern: '^[1-9][0-9]{0,9}$', description }));

/** GET client/{id}/mail?status=&q=&order_id=&appointment_id=&quote_id=&cursor=&limit=. */
export const SentMailListQuery = Type.Object({
  status: Type.Optional(SentMailStatus),
  q: SearchWords('Words looked for in the subject and the recipient’s address and name'),
  order_id: IdFilter('Only the messages about this order'),
  appointment_id: IdFilter('Only the messages about this appointment'),
  quote_id: IdFilter('Only the messages about this quote or invoice'),
  ...CursorPaging(`Messages per page, at most ${SENT_MAIL_PAGE_MAX}`),
});
export type SentMailListQuery = Static<typeof SentMailListQuery>;

/** `{id}/mail/{mailId}`. */
export const SentMailParams = Type.Object({ id: DbId, mailId: DbId });
export type SentMailParams = Static<typeof SentMailParams>;

/** One message as the list shows it. `reason`: why it was not sent (or the last failed try's error). */
export const SentMailSummary = Type.Object({
  id: Type.Integer(),
  /** Which message it is (`order_receipt`, `new_order`, …). */
  kind: Type.String(),
  subject: Type.String(),
  to_address: Type.String(),
  to_name: Type.String(),
  /** The recipient's language. */
  language: StringEnum(['en', 'es'] as const),
  status: SentMailStatus,
  reason: Nullable(Type.String()),
  attempts: Type.Integer(),
  created_at: Type.String({ format: 'date-time' }),
  sent_at: Nullable(Type.String({ format: 'date-time' })),
  order_id: Nullable(Type.Integer()),
  appointment_id: Nullable(Type.Integer()),
  quote_id: Nullable(Type.Integer()),
});
export type SentMailSummary = Static<typeof SentMailSummary>;

/** One message whole: what the list shows, who it was from, and its HTML and text as rendered when queued. */
export const SentMail = Type.Object({
  ...SentMailSummary.properties,
  from_name: Type.String(),
  reply_to: Nullable(Type.String()),
  html: Type.String(),
  text: Type.String(),
  /** The names of the files sent with it (a booking's `.ics`). */
  attachments: Type.Array(Type.String()),
});
export type SentMail = Static<typeof SentMail>;

/** A page of messages, newest first; `next_cursor` is null on the last page. */
export const SentMailPage = CursorPage('messages', SentMailSummary);
export type SentMailPage = Static<typeof SentMailPage>;
