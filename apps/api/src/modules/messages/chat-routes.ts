// The chat widget's API (spec §1 "optional chat widget", §4 "Chat"): visitor calls and the business's
// inbox, in one encapsulated scope of their own (the owner guard's `request.owner` lives here too),
// registered from routes/index.ts.
// The visitor side: no login; the conversation's own token, handed out once, proves a conversation is the
// visitor's. Writes are rate-limited per visitor.
//   POST /api/client/:id/chat/conversations {name, email}    → 201 { conversationId, visitorToken }
//   POST /api/client/:id/chat/conversations/:cid/messages {body} (x-chat-token) → 201 { message }
// The business's inbox (owner calls: bearer token and access to the client, spec §6). It is part of the
// back office's Messages screen, so the roles that may use that screen answer chat: the owner and managers.
//   GET  /api/client/:id/chat/conversations                  → { conversations } (latest activity first)
//   GET  /api/client/:id/chat/conversations/:cid/messages?after= → { messages } (the visitor's poll too)
//   POST /api/client/:id/chat/conversations/:cid/replies {body}  → 201 { message }
import {
  ChatInbox,
  ChatMessageBody,
  ChatMessageList,
  ChatMessagesQuery,
  ChatTokenHeaders,
  ClientParams,
  ConversationParams,
  StartChatBody,
  StartedChat,
  StoredChatMessage,
  chatCalls,
} from '@vitrina/api-client/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest, FastifySchema } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { changerOf } from '../../routes/owner/owner-guard.js';
import { onCall } from '../../routes/call-route.js';
import { noCache, publicRoute } from '../../routes/public/route-helpers.js';
import { screenRoutes } from '../../routes/route-kit.js';
import { CHAT_TOKEN_HEADER, chatTokenOf, perVisitorAndClient, readAfter, requireChatClient } from './chat-access.js';
import { readMessage, readVisitor } from './chat-input.js';
import {
  addVisitorMessage,
  conversationMessages,
  inbox,
  ownerConversation,
  replyToVisitor,
  startConversation,
  visitorConversation,
} from './chat-service.js';

export const CHAT_START_RATE_LIMIT = { max: 5, timeWindow: '1 minute', keyGenerator: perVisitorAndClient } as const;
export const CHAT_MESSAGE_RATE_LIMIT = { max: 30, timeWindow: '1 minute', keyGenerator: perVisitorAndClient } as const;
/** Polls every few seconds from each open widget; generous, but still a bound per visitor. */
export const CHAT_POLL_RATE_LIMIT = { max: 120, timeWindow: '1 minute' } as const;

export async function registerChatRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  await app.register(async (scope) => {
    scope.decorateRequest('owner', null);
    registerVisitorChatRoutes(scope, ctx);
    registerOwnerChatRoutes(scope, ctx);
  });
}

function registerVisitorChatRoutes(app: FastifyInstance, ctx: AppContext): void {
  onCall(
    app,
    chatCalls.start,
    publicRoute({
      tags: ['chat'],
      rateLimit: CHAT_START_RATE_LIMIT,
      summary: 'A visitor starts a conversation with the business',
      params: ClientParams,
      body: StartChatBody,
      response: { 201: StartedChat },
    }),
    async (req, reply) => {
      const client = await requireChatClient(ctx, req.params.id);
      const visitor = readVisitor(req.body);
      const started = await startConversation(ctx, client.id, visitor);
      return noCache(reply)
        .status(201)
        .send(started satisfies StartedChat);
    },
  );

  onCall(
    app,
    chatCalls.send,
    publicRoute({
      tags: ['chat'],
      rateLimit: CHAT_MESSAGE_RATE_LIMIT,
      summary: 'A visitor sends a message to the business',
      params: ConversationParams,
      headers: ChatTokenHeaders,
      body: ChatMessageBody,
      response: { 201: StoredChatMessage },
    }),
    async (req, reply) => {
      const client = await requireChatClient(ctx, req.params.id);
      const conversation = await visitorConversation(ctx, client.id, req.params.cid, chatTokenOf(req));
      const { body } = readMessage(req.body);
      const message = await addVisitorMessage(ctx, conversation, body);
      return noCache(reply)
        .status(201)
        .send({ message } satisfies StoredChatMessage);
    },
  );
}

function registerOwnerChatRoutes(app: FastifyInstance, ctx: AppContext): void {
  // A freemium site has no chat (spec §4), so a reply there is refused like any freemium write.
  const routes = screenRoutes(app, ctx, { screen: 'messages', tags: ['owner', 'chat'] });
  const read = routes.guards.read;

  routes.read(
    chatCalls.inbox,
    { summary: "The business's chat inbox", params: ClientParams, response: { 200: ChatInbox } },
    async (req) => ({ conversations: await inbox(ctx, req.params.id) }),
  );

  // One path for both sides: the visitor sends the conversation token, the owner a bearer token.
  // Either credential: the bearer token, or none (the visitor's x-chat-token).
  const security: FastifySchema['security'] = [{ bearer: [] }, {}];
  const visitorOrOwner = async function (this: FastifyInstance, req: FastifyRequest, reply: FastifyReply) {
    return req.headers[CHAT_TOKEN_HEADER] === undefined ? read.call(this, req, reply) : undefined;
  };
  onCall(
    app,
    chatCalls.messages,
    {
      config: { owner: true, rateLimit: CHAT_POLL_RATE_LIMIT },
      onRequest: visitorOrOwner,
      schema: {
        tags: ['owner', 'chat'],
        summary: 'The messages of a conversation, oldest first (visitor: x-chat-token; owner: bearer token)',
        params: ConversationParams,
        querystring: ChatMessagesQuery,
        headers: ChatTokenHeaders,
        security,
        response: { 200: ChatMessageList },
      },
    },
    async (req, reply) => {
      const { id, cid } = req.params;
      if (req.owner) await ownerConversation(ctx, id, cid);
      else await visitorConversation(ctx, (await requireChatClient(ctx, id)).id, cid, chatTokenOf(req));
      return noCache(reply).send({ messages: await conversationMessages(ctx, cid, readAfter(req.query)) } satisfies ChatMessageList);
    },
  );

  routes.create(
    chatCalls.reply,
    {
      summary: 'The business replies to a visitor',
      params: ConversationParams,
      body: ChatMessageBody,
      response: { 201: StoredChatMessage },
    },
    async (req) => {
      const conversation = await ownerConversation(ctx, req.params.id, req.params.cid);
      const { body } = readMessage(req.body);
      return { message: await replyToVisitor(ctx, changerOf(req), conversation, body) };
    },
  );
}
