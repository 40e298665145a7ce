// The chat's service (issue 27; spec §1 "optional chat widget", §4 "Chat"): the only code that writes
// chat_conversations and chat_messages. A visitor starts a conversation and gets its token once (only its
// hash is stored); the token, compared in constant time, proves a conversation is the visitor's. A message
// and the conversation's move up the inbox are one transaction. A chat changes no public page, so no event
// is recorded and no cache dropped. Reads pass through to the repository.
import { createHash, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import type { AppContext } from '../../app-context.js';
import { ApiError } from '../../http/errors.js';
import type { OwnerChanger } from '../../services/owner-publish.js';
import {
  addChatMessage,
  createChatConversation,
  findChatConversation,
  listChatConversations,
  listChatMessages,
} from './chat-repository.js';
import type { ChatConversationRecord, ChatConversationSummary, ChatMessageRecord } from './chat-repository.js';

function newVisitorToken(): { conversationId: string; token: string; tokenHash: string } {
  const token = randomBytes(32).toString('base64url');
  return { conversationId: randomUUID(), token, tokenHash: hashToken(token) };
}

function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && left.length > 0 && timingSafeEqual(left, right);
}

const conversationNotFound = () => new ApiError(404, 'conversation_not_found', 'There is no such conversation');

/** A visitor's new conversation with the client: its id, and its token (handed out this once). */
export async function startConversation(
  ctx: AppContext,
  clientId: number,
  visitor: { name: string; email: string },
): Promise<{ conversationId: string; visitorToken: string }> {
  const { conversationId, token, tokenHash } = newVisitorToken();
  await createChatConversation(ctx.database.db, { id: conversationId, clientId, name: visitor.name, email: visitor.email, tokenHash });
  return { conversationId, visitorToken: token };
}

/** The client's conversation whose token the visitor holds: 404 unknown, 403 wrong or missing token. */
export async function visitorConversation(
  ctx: AppContext,
  clientId: number,
  conversationId: string,
  token: string,
): Promise<ChatConversationRecord> {
  const conversation = await findChatConversation(ctx.database.db, clientId, conversationId);
  if (!conversation) throw conversationNotFound();
  if (!sameHash(hashToken(token), conversation.tokenHash)) {
    throw new ApiError(403, 'invalid_chat_token', 'This conversation belongs to another visitor');
  }
  const { tokenHash: _hash, ...record } = conversation;
  return record;
}

/** The client's conversation, for its owner: 404 when the client has none by that id. */
export async function ownerConversation(ctx: AppContext, clientId: number, conversationId: string): Promise<ChatConversationRecord> {
  const conversation = await findChatConversation(ctx.database.db, clientId, conversationId);
  if (!conversation) throw conversationNotFound();
  return conversation;
}

/** The client's inbox, latest activity first. */
export function inbox(ctx: AppContext, clientId: number): Promise<ChatConversationSummary[]> {
  return listChatConversations(ctx.database.db, clientId);
}

/** A conversation's messages, oldest first, only those after `after` when given. */
export function conversationMessages(ctx: AppContext, conversationId: string, after: number | undefined): Promise<ChatMessageRecord[]> {
  return listChatMessages(ctx.database.db, conversationId, { after });
}

/** The visitor's message in a conversation already checked to be theirs (visitorConversation). */
export function addVisitorMessage(ctx: AppContext, conversation: ChatConversationRecord, body: string): Promise<ChatMessageRecord> {
  return ctx.database.db.transaction((tx) => addChatMessage(tx, { conversationId: conversation.id, author: 'visitor', body }));
}

/** The business's reply in a conversation already checked to be the client's (ownerConversation). */
export function replyToVisitor(
  ctx: AppContext,
  by: Pick<OwnerChanger, 'actor'>,
  conversation: ChatConversationRecord,
  body: string,
): Promise<ChatMessageRecord> {
  return ctx.database.db.transaction((tx) =>
    addChatMessage(tx, { conversationId: conversation.id, author: 'owner', body, authorSub: by.actor.sub }),
  );
}
