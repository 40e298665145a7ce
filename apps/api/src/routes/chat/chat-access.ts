// Who may use a client's chat, and how a visitor proves a conversation is theirs. The chat exists only
// where the site shows it (spec §4 "Chat": chat enabled, not freemium) and only while the site is live.
import { createHash, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import type { Client } from '@vitrina/core-model';
import { disabledReason } from '@vitrina/core-model';
import { VALIDATION_MESSAGES as M } from '@vitrina/validation';
import type { FastifyRequest } from 'fastify';
import type { AppDb, ChatConversationRecord } from '../../db/index.js';
import { findChatConversation } from '../../db/index.js';
import { ApiError } from '../../http/errors.js';
import { isFreemium } from '../owner/owner-guard.js';
import { DB_ID_SCHEMA, requireClient } from '../public/route-helpers.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A public call on `/api/client/:id/…` that needs no owner guard (the owner-route meta-test reads it). */
    public?: boolean;
  }
}

export const CHAT_TOKEN_HEADER = 'x-chat-token';

export type ChatUnavailableReason = 'freemium' | 'chat_disabled' | 'site_disabled';

/** Why visitors cannot chat with this client now; null when they can. */
export function chatUnavailableReason(client: Client, now: Date): ChatUnavailableReason | null {
  if (isFreemium(client)) return 'freemium';
  if (!client.zenchat_enabled) return 'chat_disabled';
  // Inactive or trial ended: the site itself is disabled (the host does not matter for these two).
  const disabled = disabledReason(client, '', now);
  return disabled === 'inactive' || disabled === 'trial-ended' ? 'site_disabled' : null;
}

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

// JSON schemas of the chat routes (request checks and the OpenAPI document).
const UUID = { type: 'string', pattern: '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$' } as const;
const TEXT = { description: 'Text; HTML tags are removed, then it is trimmed' } as const;

export const chatClientParams = { type: 'object', required: ['id'], properties: { id: DB_ID_SCHEMA } } as const;
export const conversationParams = { type: 'object', required: ['id', 'cid'], properties: { id: DB_ID_SCHEMA, cid: UUID } } as const;
// `after` is checked as the digits it is sent as: Ajv's number coercion turns "Infinity" and "1e400" into
// Infinity and lets it through `type: integer` + `maximum` (issue 10 finding 7: a 500 from the query).
export const afterQuery = {
  type: 'object',
  properties: { after: { type: 'string', pattern: '^[0-9]{1,16}$', description: 'Only messages with a greater id (a message id)' } },
} as const;

/** The `after` of a messages query as a message id; 400 when it is past the largest safe integer. */
export function readAfter(query: { after?: string }): number | undefined {
  if (query.after === undefined) return undefined;
  const after = Number(query.after);
  if (!Number.isSafeInteger(after))
    throw new ApiError(400, 'invalid_request', 'querystring/after must be a message id', { after: M.invalid.value });
  return after;
}
export const visitorBody = { type: 'object', properties: { name: TEXT, email: TEXT } } as const;
export const messageBody = { type: 'object', properties: { body: TEXT } } as const;
export const tokenHeaders = {
  type: 'object',
  properties: { [CHAT_TOKEN_HEADER]: { type: 'string', description: 'The visitorToken of the conversation' } },
} as const;

export interface ConversationParams {
  id: number;
  cid: string;
}

/** Rate-limit key: one visitor (IP) on one client. */
export const perVisitorAndClient = (req: FastifyRequest) => `${req.ip}|${String((req.params as { id?: unknown }).id)}`;
