// The mail outbox (issue 28, docs/decisions.md "Messages: outbox, sender, transports, templates"): every
// message the product sends is a row, written once per cause (its dedupe key: a redelivered event queues
// nothing twice), rendered when queued (or, for some, by the sender when it sends), claimed by one sender at a time under a lease and kept afterwards,
// sent or not, so the back office can show exactly what a customer or an owner was sent.
import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { appointments } from './booking.js';
import { orders } from './commerce.js';
import { clientId, ts } from './columns.js';

export const MAIL_STATUSES = ['queued', 'sent', 'failed', 'not_sent'] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

/** A file sent with a message (a booking's `.ics`, a receipt's PDF). */
export interface MailAttachment {
  filename: string;
  contentType: string;
  /** The file's bytes, base64-encoded; '' for a document, written by the sender when it sends. */
  contentBase64: string;
  /**
   * A PDF document of this order (issue 31: a receipt, quote or invoice), written by the sender when it sends
   * (modules/documents) from the order as it stands then: the outbox keeps this reference, not the file.
   */
  document?: { orderId: number };
}

export const mailMessages = pgTable(
  'mail_messages',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    client_id: clientId(),
    /** Which message it is (modules/mail/mail-kinds.ts), e.g. `order_receipt`, `new_order`. */
    kind: text('kind').notNull(),
    /** The domain event it was queued for (no foreign key: delivered events are pruned after a week). */
    event_id: bigint('event_id', { mode: 'number' }),
    /** One message per cause and recipient, e.g. `order_receipt:event:42`: queueing it again is a no-op. */
    dedupe_key: text('dedupe_key').notNull().unique('mail_messages_dedupe_key'),
    to_address: text('to_address').notNull(),
    to_name: text('to_name').notNull().default(''),
    /** The sender's display name (the business's name) before MAIL_FROM's address. */
    from_name: text('from_name').notNull().default(''),
    /** Where a reply goes (the business's e-mail for a customer's message); null: to MAIL_FROM. */
    reply_to: text('reply_to'),
    /** The recipient's language, the message's `lang` (en, es). */
    language: text('language').notNull(),
    subject: text('subject').notNull(),
    /** Empty while `template` waits to be rendered by the sender; then the message as it was sent. */
    html: text('html').notNull(),
    text: text('text').notNull(),
    /**
     * A message queued before it is rendered (issue 29: no e-mail is rendered on a checkout's path): the
     * template's name and its input, rendered by the sender when it sends (modules/mail/mail-render.ts),
     * which keeps the html and text it sent. Null: html and text were rendered when it was queued.
     */
    template: jsonb('template').$type<{ name: string; input: unknown }>(),
    /**
     * A link only the recipient may have (a set-password, reset or confirmation link, issue 28): html and text
     * hold SECRET_LINK_PLACEHOLDER instead, the sender puts this in at send time, and it is cleared once the
     * message is settled (sent, failed, not sent), so the back office never shows it.
     */
    secret_link: text('secret_link'),
    attachments: jsonb('attachments')
      .$type<MailAttachment[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** What it is about: an order (its receipt, its alert), later an appointment or a quote. */
    order_id: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    appointment_id: integer('appointment_id').references(() => appointments.id, { onDelete: 'set null' }),
    quote_id: integer('quote_id').references(() => orders.id, { onDelete: 'set null' }),
    status: text('status').notNull().default('queued'),
    /** Sends tried (a claim counts as one: a sender killed mid-send has used it). */
    attempts: integer('attempts').notNull().default(0),
    /** Not tried before this time (the back-off after a failed send). */
    next_attempt_at: ts('next_attempt_at').notNull().defaultNow(),
    /** A sender's lease: while it is ahead no other sender claims the row; a dead sender's lease runs out. */
    claimed_until: ts('claimed_until'),
    /** The Message-ID header, the same on every try (a receiving server can drop a resent duplicate). */
    message_id: text('message_id').notNull().unique('mail_messages_message_id_key'),
    last_error: text('last_error'),
    created_at: ts('created_at').notNull().defaultNow(),
    sent_at: ts('sent_at'),
  },
  (t) => [
    index('mail_messages_due_idx')
      .on(t.next_attempt_at, t.id)
      .where(sql`${t.status} = 'queued'`),
    index('mail_messages_client_created_idx').on(t.client_id, t.created_at, t.id),
    index('mail_messages_order_idx').on(t.order_id),
    // The messages sent to one customer (issue 30: the Customers screen reads them by address).
    index('mail_messages_client_to_idx').on(t.client_id, sql`lower(${t.to_address})`),
    check('mail_messages_status', sql`${t.status} in ('queued', 'sent', 'failed', 'not_sent')`),
    check('mail_messages_language', sql`${t.language} in ('en', 'es')`),
  ],
);
