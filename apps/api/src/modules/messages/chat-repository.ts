// Chat conversations and messages (spec §1 "optional chat widget", §4 "Chat"). Bodies arrive validated
// (plain text); the visitor token arrives hashed. Message ids increase, so `after` pages a poll. Only
// chat-service.ts writes these tables (the test fixtures seed with them too).
import { and, asc, desc, eq, gt, inArray } from 'drizzle-orm';
import type { AppDb } from '../../db/database.js';
import { chatConversations, chatMessages } from '../../db/schema.js';

export type ChatAuthor = 'visitor' | 'owner';

export interface ChatMessageRecord {
  id: number;
  author: ChatAuthor;
  body: string;
  created_at: string;
}

export interface ChatConversationRecord {
  id: string;
  client_id: number;
  name: string;
  email: string;
  created_at: string;
  last_message_at: string;
}

export interface ChatConversationSummary extends ChatConversationRecord {
  last_message: { author: ChatAuthor; body: string } | null;
}

export interface NewChatConversation {
  id: string;
  clientId: number;
  name: string;
  email: string;
  tokenHash: string;
}

export interface NewChatMessage {
  conversationId: string;
  author: ChatAuthor;
  body: string;
  /** Owner replies: who wrote it. */
  authorSub?: string;
}

/** Largest page of messages one call returns. */
export const CHAT_PAGE_LIMIT = 200;

type ConversationRow = typeof chatConversations.$inferSelect;
type MessageRow = typeof chatMessages.$inferSelect;

function toConversation(row: ConversationRow): ChatConversationRecord {
  return {
    id: row.id,
    client_id: row.client_id,
    name: row.visitor_name,
    email: row.visitor_email,
    created_at: row.created_at.toISOString(),
    last_message_at: row.last_message_at.toISOString(),
  };
}

function toMessage(row: Pick<MessageRow, 'id' | 'author' | 'body' | 'created_at'>): ChatMessageRecord {
  return { id: row.id, author: row.author, body: row.body, created_at: row.created_at.toISOString() };
}

export async function createChatConversation(db: AppDb, input: NewChatConversation): Promise<ChatConversationRecord> {
  const [row] = await db
    .insert(chatConversations)
    .values({
      id: input.id,
      client_id: input.clientId,
      visitor_name: input.name,
      visitor_email: input.email,
      visitor_token_hash: input.tokenHash,
    })
    .returning();
  return toConversation(row!);
}

/** The conversation of that client (another client's id is "not found"), with its token hash. */
export async function findChatConversation(
  db: AppDb,
  clientId: number,
  conversationId: string,
): Promise<(ChatConversationRecord & { tokenHash: string }) | null> {
  const [row] = await db
    .select()
    .from(chatConversations)
    .where(and(eq(chatConversations.id, conversationId), eq(chatConversations.client_id, clientId)))
    .limit(1);
  return row ? { ...toConversation(row), tokenHash: row.visitor_token_hash } : null;
}

/** Stores a message and moves the conversation up the inbox; `tx` is the service's transaction, which holds both. */
export async function addChatMessage(tx: AppDb, input: NewChatMessage): Promise<ChatMessageRecord> {
  const [row] = await tx
    .insert(chatMessages)
    .values({ conversation_id: input.conversationId, author: input.author, body: input.body, author_sub: input.authorSub ?? null })
    .returning();
  await tx.update(chatConversations).set({ last_message_at: row!.created_at }).where(eq(chatConversations.id, input.conversationId));
  return toMessage(row!);
}

/** Messages oldest first, only those after `after` when given. */
export async function listChatMessages(
  db: AppDb,
  conversationId: string,
  options: { after?: number; limit?: number } = {},
): Promise<ChatMessageRecord[]> {
  const limit = Math.min(options.limit ?? CHAT_PAGE_LIMIT, CHAT_PAGE_LIMIT);
  const rows = await db
    .select({ id: chatMessages.id, author: chatMessages.author, body: chatMessages.body, created_at: chatMessages.created_at })
    .from(chatMessages)
    .where(and(eq(chatMessages.conversation_id, conversationId), options.after ? gt(chatMessages.id, options.after) : undefined))
    .orderBy(asc(chatMessages.id))
    .limit(limit);
  return rows.map(toMessage);
}

/** The client's inbox: latest activity first, each with its last message. */
export async function listChatConversations(db: AppDb, clientId: number, limit = 100): Promise<ChatConversationSummary[]> {
  const rows = await db
    .select()
    .from(chatConversations)
    .where(eq(chatConversations.client_id, clientId))
    .orderBy(desc(chatConversations.last_message_at), desc(chatConversations.created_at))
    .limit(limit);
  if (rows.length === 0) return [];
  const lastMessages = await db
    .selectDistinctOn([chatMessages.conversation_id], {
      conversation_id: chatMessages.conversation_id,
      author: chatMessages.author,
      body: chatMessages.body,
    })
    .from(chatMessages)
    .where(
      inArray(
        chatMessages.conversation_id,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(chatMessages.conversation_id, desc(chatMessages.id));
  const last = new Map(lastMessages.map((m) => [m.conversation_id, { author: m.author, body: m.body }]));
  return rows.map((row) => ({ ...toConversation(row), last_message: last.get(row.id) ?? null }));
}
