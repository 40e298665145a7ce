// Who may use a client's chat, and how a visitor proves a conversation is theirs. The chat exists only
// where the site shows it: core-model's chatUnavailableReason (spec §4 "Chat"), the rule the site's widget
// follows too.
import { createHash, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import type { ChatMessagesQuery, ChatTokenHeaders } from '@vitrina/api-client/contracts';
import type { Client } from '@vitrina/core-model';
import { chatUnavailableReason } from '@vitrina/core-model';
import { VALIDATION_MESSAGES as M } from '@vitrina/validation';
import type { FastifyRequest } from 'fastify';
import type { AppDb, ChatConversationRecord } from '../../db/index.js';
import { findChatConversation } from '../../db/index.js';
import { ApiError } from '../../http/errors.js';
import { requireClient } from '../public/route-helpers.js';

export const CHAT_TOKEN_HEADER = 'x-chat-token' satisfies keyof ChatTokenHeaders;

/** The client of the path when visitors may chat with it: 404 unknown client, 403 chat unavailable. */
export async function requireChatClient(db: AppDb, clientId: number, now = new Date()): Promise<Client> {
  const { client } = await requireClient(db, clientId);
  const reason = chatUnavailableReason(client, now);
  if (reason) throw new ApiError(403, 'chat_unavailable', 'Chat is not available for this website', undefined, { reason });
  return client;
}

export function newVisitorToken(): { conversationId: string; token: string; tokenHash: string } {
  const token = randomBytes(32).toString('base64url');
  return { conversationId: randomUUID(), token, tokenHash: hashToken(token) };
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && left.length > 0 && timingSafeEqual(left, right);
}

export const conversationNotFound = () => new ApiError(404, 'conversation_not_found', 'There is no such conversation');

/** The client's conversation whose token the request carries: 404 unknown, 403 wrong or missing token. */
export async function requireVisitorConversation(
  db: AppDb,
  clientId: number,
  conversationId: string,
  req: FastifyRequest,
): Promise<ChatConversationRecord> {
  const conversation = await findChatConversation(db, clientId, conversationId);
  if (!conversation) throw conversationNotFound();
  const header = req.headers[CHAT_TOKEN_HEADER];
  const token = typeof header === 'string' ? header : '';
  if (!sameHash(hashToken(token), conversation.tokenHash)) {
    throw new ApiError(403, 'invalid_chat_token', 'This conversation belongs to another visitor');
  }
  const { tokenHash: _hash, ...record } = conversation;
  return record;
}

/** The `after` of a messages query as a message id; 400 when it is past the largest safe integer. */
export function readAfter(query: ChatMessagesQuery): number | undefined {
  if (query.after === undefined) return undefined;
  const after = Number(query.after);
  if (!Number.isSafeInteger(after))
    throw new ApiError(400, 'invalid_request', 'querystring/after must be a message id', { after: M.invalid.value });
  return after;
}

/** Rate-limit key: one visitor (IP) on one client. */
export const perVisitorAndClient = (req: FastifyRequest) => `${req.ip}|${String((req.params as { id?: unknown }).id)}`;
