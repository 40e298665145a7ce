// The back office's Messages screen (the contact-us messages of the public site, spec §3 "Contact-us
// form"): the owner (1) and managers (3) read them newest first, a page at a time, and mark them
// read/unread and archived/unarchived; every change is written with its audit entry.
//   GET   /api/client/:id/messages?status=&q=&cursor=&limit=  → { messages, next_cursor }
//   PATCH /api/client/:id/messages/:messageId {read?, archived?} → the message
// Freemium sites are only barred from editing the website (§4 "Editing a freemium site is blocked"); their
// visitors' messages are still the business's to read and archive, so these routes take no freemium check.
import { ContactMessageEntry, MessageChangeBody, MessageListQuery, MessagePage, MessageParams } from '@vitrina/api-client/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { listMessages, updateMessage } from '../../db/index.js';
import { ApiError } from '../../http/errors.js';
import { noCache } from '../public/route-helpers.js';
import { clientGuard, ownerRoute } from './owner-guard.js';
import { clientParams } from './owner-schemas.js';

/** Larger than any database id: a cursor no message can have. */
const MAX_ID = 2_147_483_647;

const messageNotFound = () => new ApiError(404, 'message_not_found', 'There is no such message');

export function registerMessageRoutes(app: FastifyInstance, ctx: AppContext): void {
  const db = ctx.database.db;
  const guard = clientGuard(ctx, { write: false, screen: 'messages' });

  app.get<{ Params: { id: number }; Querystring: MessageListQuery }>(
    '/api/client/:id/messages',
    ownerRoute(guard, {
      tags: ['owner', 'messages'],
      summary: 'The contact-us messages, newest first, one page at a time',
      params: clientParams,
      querystring: MessageListQuery,
      response: { 200: MessagePage },
    }),
    async (req, reply) => {
      const { status, q, cursor, limit } = req.query;
      const after = cursor === undefined ? undefined : Number(cursor);
      const page =
        after !== undefined && after > MAX_ID
          ? { messages: [], next_cursor: null }
          : await listMessages(db, req.owner!.clientId, {
              status,
              q,
              cursor: after,
              limit: limit === undefined ? undefined : Number(limit),
            });
      return noCache(reply).send(page satisfies MessagePage);
    },
  );

  app.patch<{ Params: MessageParams; Body: MessageChangeBody }>(
    '/api/client/:id/messages/:messageId',
    ownerRoute(guard, {
      tags: ['owner', 'messages'],
      summary: 'Mark a message read or unread, archived or not',
      params: MessageParams,
      body: MessageChangeBody,
      response: { 200: ContactMessageEntry },
    }),
    async (req, reply) => {
      const { user, clientId } = req.owner!;
      const message = await updateMessage(db, clientId, req.params.messageId, req.body, { sub: user.sub, email: user.email });
      if (!message) throw messageNotFound();
      return noCache(reply).send(message satisfies ContactMessageEntry);
    },
  );
}
