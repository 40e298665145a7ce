// The back office's Messages screen (the contact-us messages of the public site, spec §3 "Contact-us
// form"): the owner (1) and managers (3) read them newest first, a page at a time, and mark them
// read/unread and archived/unarchived; every change is written with its audit entry (messages-service.ts).
//   GET   /api/client/:id/messages?status=&q=&cursor=&limit=  → { messages, next_cursor }
//   PATCH /api/client/:id/messages/:messageId {read?, archived?} → the message
// Freemium sites are only barred from editing the website (§4 "Editing a freemium site is blocked"); their
// visitors' messages are still the business's to read and archive, so these routes take no freemium check.
// The public contact-us modal (spec §2, §3 "Contact-us form", §5):
//   POST /api/client/{id}/contact → 201 { id, created_at }
//   400 { error: { code: 'invalid_request', message, fields: { <field>: <validation i18n key> } } }
//   404 unknown client; 429 more than CONTACT_RATE_LIMIT.max messages a minute from one IP to one client.
// Text is stored as plain text: tags stripped, then trimmed (spec §5).
import {
  ContactMessageAnswer,
  ContactMessageBody,
  ContactMessageEntry,
  MessageChangeBody,
  MessageListQuery,
  MessagePage,
  MessageParams,
  messageCalls,
} from '@vitrina/api-client/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { changerOf } from '../../routes/owner/owner-guard.js';
import { clientParams } from '../../routes/owner/owner-schemas.js';
import { clientIdParams, publicRoute, requireClient } from '../../routes/public/route-helpers.js';
import { onCall } from '../../routes/call-route.js';
import { pageNumbers, screenRoutes } from '../../routes/route-kit.js';
import { changeMessage, messagePage, sendContactMessage } from './messages-service.js';

/** Larger than any database id: a cursor no message can have. */
const MAX_ID = 2_147_483_647;

/** The back office's routes (registered in the owner scope, routes/owner/index.ts). */
export function registerMessageOwnerRoutes(app: FastifyInstance, ctx: AppContext): void {
  const routes = screenRoutes(app, ctx, { screen: 'messages', tags: ['owner', 'messages'], freemiumWrites: true });

  routes.read(
    messageCalls.list,
    {
      summary: 'The contact-us messages, newest first, one page at a time',
      params: clientParams,
      querystring: MessageListQuery,
      response: { 200: MessagePage },
    },
    async (req) => {
      const { status, q } = req.query;
      const page = pageNumbers(req.query);
      if (page.cursor !== undefined && page.cursor > MAX_ID) return { messages: [], next_cursor: null };
      return messagePage(ctx, req.owner!.clientId, { status, q, ...page });
    },
  );

  routes.change(
    messageCalls.change,
    {
      summary: 'Mark a message read or unread, archived or not',
      params: MessageParams,
      body: MessageChangeBody,
      response: { 200: ContactMessageEntry },
    },
    (req) => changeMessage(ctx, changerOf(req), req.params.messageId, req.body),
  );
}

export const CONTACT_RATE_LIMIT = {
  max: 5,
  timeWindow: '1 minute',
  keyGenerator: (req: FastifyRequest) => `${req.ip}|${String((req.params as { id?: unknown }).id)}`,
} as const;

/** The public contact-us route (registered from routes/public/index.ts). */
export function registerMessagePublicRoutes(app: FastifyInstance, ctx: AppContext): void {
  onCall(
    app,
    messageCalls.send,
    publicRoute({
      rateLimit: CONTACT_RATE_LIMIT,
      summary: 'Sends a contact-us message to the business (spec §3)',
      params: clientIdParams(),
      // Field rules are the shared yup schema's, so that their errors carry the validation i18n keys.
      body: ContactMessageBody,
      response: { 201: ContactMessageAnswer },
    }),
    async (req, reply) => {
      const { client } = await requireClient(ctx.database.db, req.params.id);
      const stored = await sendContactMessage(ctx, client, req.body);
      return reply.status(201).send({ id: stored.id, created_at: stored.created_at } satisfies ContactMessageAnswer);
    },
  );
}
