// The back office's sent messages (issue 28, Messages → Sent; the messages panel of an order, an appointment
// and a quote): the owner (1) and managers (3), the Messages screen's roles, read a page of the business's
// messages newest first, one message as it was rendered, and resend one (a copy queued now, audited).
//   GET  /api/client/:id/mail?status=&q=&order_id=&appointment_id=&quote_id=&cursor=&limit= → { messages, next_cursor }
//   GET  /api/client/:id/mail/:mailId        → the message with its HTML and text
//   POST /api/client/:id/mail/:mailId/resend → the copy, queued
// Another business's message is 404 `mail_not_found`. A freemium business's messages are still its own (its
// receipts, its alerts): the routes take no freemium check, like the contact messages.
import { SentMail, SentMailListQuery, SentMailPage, SentMailParams, mailCalls } from '@vitrina/api-client/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { changerOf } from '../../routes/owner/owner-guard.js';
import { clientParams } from '../../routes/owner/owner-schemas.js';
import { pageNumbers, screenRoutes } from '../../routes/route-kit.js';
import { resendMail, sentMail, sentMailPage } from './mail-back-office.js';

/** Larger than any database id: a cursor or filter no message can match. */
const MAX_ID = 2_147_483_647;

const idOf = (value: string | undefined): number | undefined => (value === undefined ? undefined : Number(value));

/** Registered in the owner scope (routes/owner/index.ts). */
export function registerMailOwnerRoutes(app: FastifyInstance, ctx: AppContext): void {
  const routes = screenRoutes(app, ctx, { screen: 'messages', tags: ['owner', 'mail'], freemiumWrites: true });

  routes.read(
    mailCalls.list,
    {
      summary: "The business's e-mails (to customers and its own people), newest first, one page at a time",
      params: clientParams,
      querystring: SentMailListQuery,
      response: { 200: SentMailPage },
    },
    async (req) => {
      const { status, q, order_id, appointment_id, quote_id } = req.query;
      const page = pageNumbers(req.query);
      const about = { orderId: idOf(order_id), appointmentId: idOf(appointment_id), quoteId: idOf(quote_id) };
      const beyond = [page.cursor, ...Object.values(about)].some((n) => n !== undefined && n > MAX_ID);
      if (beyond) return { messages: [], next_cursor: null };
      return sentMailPage(ctx, req.owner!.clientId, { status, q, ...about, ...page });
    },
  );

  routes.read(
    mailCalls.get,
    { summary: 'One e-mail as it was rendered (HTML and text)', params: SentMailParams, response: { 200: SentMail } },
    (req) => sentMail(ctx, req.owner!.clientId, req.params.mailId),
  );

  routes.act(
    mailCalls.resend,
    {
      summary: 'Queue a copy of an e-mail now (recorded in the activity log)',
      params: SentMailParams,
      response: { 200: SentMail },
    },
    (req) => resendMail(ctx, app.mail, changerOf(req), req.params.mailId),
  );
}
