// The back office's Messages screen: the contact-us messages visitors sent from the public site (spec §3
// "Contact-us form": name, e-mail, phone, message), newest first, a page at a time, with their read and
// archived state; and the change of that state.
import { Type } from '@sinclair/typebox';
import type { Static } from '@sinclair/typebox';
import { CursorPage, CursorPaging, DbId, Nullable, SearchWords, StringEnum } from './shared.js';

/** `inbox`: every message not archived (the default); `all` includes the archived ones. */
export const MESSAGE_STATUSES = ['inbox', 'unread', 'read', 'archived', 'all'] as const;
export const MessageStatus = StringEnum(MESSAGE_STATUSES, {
  description: 'Which messages: inbox (not archived, default), unread, read, archived, all',
});
export type MessageStatus = Static<typeof MessageStatus>;

/** Largest page one call returns (`limit`). */
export const MESSAGE_PAGE_MAX = 50;

/**
 * GET client/{id}/messages. `cursor` and `limit` are checked as the digits they are sent as (Ajv's number
 * coercion would let "1e400" through as Infinity).
 */
export const MessageListQuery = Type.Object({
  status: Type.Optional(MessageStatus),
  q: SearchWords('Words looked for in the name, e-mail, phone and message'),
  ...CursorPaging(`Messages per page, at most ${MESSAGE_PAGE_MAX}`),
});
export type MessageListQuery = Static<typeof MessageListQuery>;

/** `{id}/messages/{messageId}`. */
export const MessageParams = Type.Object({ id: DbId, messageId: DbId });
export type MessageParams = Static<typeof MessageParams>;

/** One contact-us message; `read_at` and `archived_at` are null while it is unread / not archived. */
export const ContactMessageEntry = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  email: Type.String(),
  phone: Type.String(),
  message: Type.String(),
  created_at: Type.String({ format: 'date-time' }),
  read_at: Nullable(Type.String({ format: 'date-time' })),
  archived_at: Nullable(Type.String({ format: 'date-time' })),
});
export type ContactMessageEntry = Static<typeof ContactMessageEntry>;

/** A page of messages, newest first; `next_cursor` is null on the last page. */
export const MessagePage = CursorPage('messages', ContactMessageEntry);
export type MessagePage = Static<typeof MessagePage>;

/** PATCH client/{id}/messages/{messageId}: read/unread and/or archived/unarchived (at least one). */
export const MessageChangeBody = Type.Object(
  { read: Type.Optional(Type.Boolean()), archived: Type.Optional(Type.Boolean()) },
  // Named fields, not minProperties: Fastify's Ajv strips unknown fields, so `{ deleted: true }` would count.
  { additionalProperties: false, anyOf: [{ required: ['read'] }, { required: ['archived'] }] },
);
export type MessageChangeBody = Static<typeof MessageChangeBody>;
