// The business's chat inbox (owner calls: bearer token and access to the client, spec §6). It is part of the
// back office's Messages screen, so the roles that may use that screen answer chat: the owner and managers.
//   GET  /api/client/:id/chat/conversations                  → { conversations } (latest activity first)
//   GET  /api/client/:id/chat/conversations/:cid/messages?after= → { messages } (also the visitor's poll)
//   POST /api/client/:id/chat/conversations/:cid/replies {body}  → 201 { message }
import {
  ChatInbox,
  ChatMessageBody,
  ChatMessageList,
  ChatMessagesQuery,
  ChatTokenHeaders,
  ClientParams,
  ConversationParams,
  StoredChatMessage,
} from '@vitrina/api-client/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { addChatMessage, findChatConversation, listChatConversations, listChatMessages } from '../../db/index.js';
import { clientGuard, ownerRoute } from '../owner/owner-guard.js';
import { noCache } from '../public/route-helpers.js';
import { CHAT_TOKEN_HEADER, conversationNotFound, readAfter, requireChatClient, requireVisitorConversation } from './chat-access.js';
import { readMessage } from './chat-input.js';

/** Polls every few seconds from each open widget; generous, but still a bound per visitor. */
export const CHAT_POLL_RATE_LIMIT = { max: 120, timeWindow: '1 minute' } as const;

export function registerOwnerChatRoutes(app: FastifyInstance, ctx: AppContext): void {
  const db = ctx.database.db;
  const read = clientGuard(ctx, { write: false, screen: 'messages' });
  // A freemium site has no chat (spec §4), so a reply there is refused like any freemium write.
  const write = clientGuard(ctx, { write: true, screen: 'messages' });

  async function ownConversation(clientId: number, conversationId: string) {
    const conversation = await findChatConversation(db, clientId, conversationId);
    if (!conversation) throw conversationNotFound();
    return conversation;
  }

  app.get<{ Params: { id: number } }>(
    '/api/client/:id/chat/conversations',
    ownerRoute(read, {
      tags: ['owner', 'chat'],
      summary: "The business's chat inbox",
      params: ClientParams,
      response: { 200: ChatInbox },
    }),
    async (req, reply) => noCache(reply).send({ conversations: await listChatConversations(db, req.params.id) } satisfies ChatInbox),
  );

  // One path for both sides: the visitor sends the conversation token, the owner a bearer token.
  app.get<{ Params: ConversationParams; Querystring: ChatMessagesQuery }>(
    '/api/client/:id/chat/conversations/:cid/messages',
    {
      config: { owner: true, rateLimit: CHAT_POLL_RATE_LIMIT },
      onRequest: async function visitorOrOwner(this: FastifyInstance, req: FastifyRequest, reply: FastifyReply) {
        return req.headers[CHAT_TOKEN_HEADER] === undefined ? read.call(this, req, reply) : undefined;
      },
      schema: {
        tags: ['owner', 'chat'],
        summary: 'The messages of a conversation, oldest first (visitor: x-chat-token; owner: bearer token)',
        params: ConversationParams,
        querystring: ChatMessagesQuery,
        headers: ChatTokenHeaders,
        security: [{ bearer: [] }, {}],
        response: { 200: ChatMessageList },
      },
    },
    async (req, reply) => {
      const { id, cid } = req.params;
      if (req.owner) await ownConversation(id, cid);
      else await requireVisitorConversation(db, (await requireChatClient(db, id)).id, cid, req);
      return noCache(reply).send({ messages: await listChatMessages(db, cid, { after: readAfter(req.query) }) } satisfies ChatMessageList);
    },
  );

  app.post<{ Params: ConversationParams }>(
    '/api/client/:id/chat/conversations/:cid/replies',
    ownerRoute(write, {
      tags: ['owner', 'chat'],
      summary: 'The business replies to a visitor',
      params: ConversationParams,
      body: ChatMessageBody,
      response: { 201: StoredChatMessage },
    }),
    async (req, reply) => {
      const conversation = await ownConversation(req.params.id, req.params.cid);
      const { body } = readMessage(req.body);
      const message = await addChatMessage(db, { conversationId: conversation.id, author: 'owner', body, authorSub: req.owner!.user.sub });
      return noCache(reply)
        .status(201)
        .send({ message } satisfies StoredChatMessage);
    },
  );
}
