// Who may use a client's chat, read from the request. The chat exists only where the site shows it:
// core-model's chatUnavailableReason (spec §4 "Chat"), the rule the site's widget follows too. Whether a
// conversation is the visitor's (its token) is the service's check (chat-service.ts).
import type { ChatMessagesQuery, ChatTokenHeaders } from '@vitrina/api-client/contracts';
import type { Client } from '@vitrina/core-model';
import { chatUnavailableReason } from '@vitrina/core-model';
import { VALIDATION_MESSAGES as M } from '@vitrina/validation';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { ApiError } from '../../http/errors.js';
import { requireClient } from '../../routes/public/route-helpers.js';

export const CHAT_TOKEN_HEADER = 'x-chat-token' satisfies keyof ChatTokenHeaders;

/** The client of the path when visitors may chat with it: 404 unknown client, 403 chat unavailable. */
export async function requireChatClient(ctx: AppContext, clientId: number, now = new Date()): Promise<Client> {
  const { client } = await requireClient(ctx.database.db, clientId);
  const reason = chatUnavailableReason(client, now);
  if (reason) throw new ApiError(403, 'chat_unavailable', 'Chat is not available for this website', undefined, { reason });
  return client;
}

/** The conversation token the request carries ('' when none). */
export function chatTokenOf(req: FastifyRequest): string {
  const header = req.headers[CHAT_TOKEN_HEADER];
  return typeof header === 'string' ? header : '';
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
