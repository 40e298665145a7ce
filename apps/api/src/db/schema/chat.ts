// The chat widget's conversations and messages (spec §1 "optional chat widget", §4 "Chat"). A visitor
// proves a conversation is theirs with a token; only its SHA-256 is stored.
import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

import { clientId } from './columns.js';

export const chatConversations = pgTable(
  'chat_conversations',
  {
    id: uuid('id').primaryKey(),
    client_id: clientId(),
    visitor_name: text('visitor_name').notNull(),
    visitor_email: text('visitor_email').notNull(),
    /** Hex SHA-256 of the visitor token. */
    visitor_token_hash: text('visitor_token_hash').notNull(),
    created_at: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    last_message_at: timestamp('last_message_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('chat_conversations_inbox_idx').on(t.client_id, t.last_message_at)],
);

export const chatMessages = pgTable(
  'chat_messages',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    conversation_id: uuid('conversation_id')
      .notNull()
      .references(() => chatConversations.id, { onDelete: 'cascade' }),
    author: text('author').$type<'visitor' | 'owner'>().notNull(),
    /** Owner replies: the `sub` of the user who wrote it. */
    author_sub: text('author_sub'),
    body: text('body').notNull(),
    created_at: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    check('chat_messages_author', sql`${t.author} in ('visitor', 'owner')`),
    index('chat_messages_conversation_idx').on(t.conversation_id, t.id),
  ],
);
