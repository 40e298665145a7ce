// The visitor side of the chat widget (spec §4 "Chat"): no login; the conversation's own token, handed
// out once, proves a conversation is the visitor's. Writes are rate-limited per visitor.
//   POST /api/client/:id/chat/conversations {name, email}    → 201 { conversationId, visitorToken }
//   POST /api/client/:id/chat/conversations/:cid/messages {body} (x-chat-token) → 201 { message }
//   GET  /api/client/:id/chat/conversations/:cid/messages?after= (x-chat-token, or an owner's bearer
//        token: see owner-routes.ts) → { messages }
import {
  ChatMessageBody,
  ChatTokenHeaders,
  ClientParams,
  ConversationParams,
  StartChatBody,
  StartedChat,
  StoredChatMessage,
} from '@vitrina/api-client/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { addChatMessage, createChatConversation } from '../../db/index.js';
import { noCache } from '../public/route-helpers.js';
import { newVisitorToken, perVisitorAndClient, requireChatClient, requireVisitorConversation } from './chat-access.js';
import { readMessage, readVisitor } from './chat-input.js';

export const CHAT_START_RATE_LIMIT = { max: 5, timeWindow: '1 minute', keyGenerator: perVisitorAndClient } as const;
export const CHAT_MESSAGE_RATE_LIMIT = { max: 30, timeWindow: '1 minute', keyGenerator: perVisitorAndClient } as const;

export function registerVisitorChatRoutes(app: FastifyInstance, ctx: AppContext): void {
  const db = ctx.database.db;

  app.post<{ Params: { id: number } }>(
    '/api/client/:id/chat/conversations',
    {
      config: { rateLimit: CHAT_START_RATE_LIMIT },
      schema: {
        tags: ['chat'],
        summary: 'A visitor starts a conversation with the business',
        params: ClientParams,
        body: StartChatBody,
        response: { 201: StartedChat },
      },
    },
    async (req, reply) => {
      const client = await requireChatClient(db, req.params.id);
      const visitor = readVisitor(req.body);
      const { conversationId, token, tokenHash } = newVisitorToken();
      await createChatConversation(db, { id: conversationId, clientId: client.id, name: visitor.name, email: visitor.email, tokenHash });
      return noCache(reply)
        .status(201)
        .send({ conversationId, visitorToken: token } satisfies StartedChat);
    },
  );

  app.post<{ Params: ConversationParams }>(
    '/api/client/:id/chat/conversations/:cid/messages',
    {
      config: { rateLimit: CHAT_MESSAGE_RATE_LIMIT },
      schema: {
        tags: ['chat'],
        summary: 'A visitor sends a message to the business',
        params: ConversationParams,
        headers: ChatTokenHeaders,
        body: ChatMessageBody,
        response: { 201: StoredChatMessage },
      },
    },
    async (req, reply) => {
      const client = await requireChatClient(db, req.params.id);
      const conversation = await requireVisitorConversation(db, client.id, req.params.cid, req);
      const { body } = readMessage(req.body);
      const message = await addChatMessage(db, { conversationId: conversation.id, author: 'visitor', body });
      return noCache(reply)
        .status(201)
        .send({ message } satisfies StoredChatMessage);
    },
  );
}
