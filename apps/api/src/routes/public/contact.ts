// POST /api/client/{id}/contact — the contact-us modal (spec §2, §3 "Contact-us form", §5).
//   201 { id, created_at }
//   400 { error: { code: 'invalid_request', message, fields: { <field>: <validation i18n key> } } }
//   404 unknown client; 429 more than CONTACT_RATE_LIMIT.max messages a minute from one IP to one client.
// Text is stored as plain text: tags stripped, then trimmed (spec §5).
import { ContactMessageAnswer, ContactMessageBody } from '@vitrina/api-client/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { insertContactMessage } from '../../db/index.js';
import { ApiError } from '../../http/errors.js';
import { readContactMessage } from '../../services/public-contact.js';
import { clientIdParams, requireClient } from './route-helpers.js';

export const CONTACT_RATE_LIMIT = {
  max: 5,
  timeWindow: '1 minute',
  keyGenerator: (req: FastifyRequest) => `${req.ip}|${String((req.params as { id?: unknown }).id)}`,
} as const;

export function registerContactRoute(app: FastifyInstance, ctx: AppContext): void {
  app.post<{ Params: { id: number } }>(
    '/api/client/:id/contact',
    {
      config: { rateLimit: CONTACT_RATE_LIMIT },
      schema: {
        tags: ['public'],
        summary: 'Sends a contact-us message to the business (spec §3)',
        params: clientIdParams(),
        // Field rules are the shared yup schema's, so that their errors carry the validation i18n keys.
        body: ContactMessageBody,
        response: { 201: ContactMessageAnswer },
      },
    },
    async (req, reply) => {
      const { client } = await requireClient(ctx.database.db, req.params.id);
      const form = readContactMessage(req.body, client.country?.country_code);
      if (!form.ok) throw new ApiError(400, 'invalid_request', form.message, form.fields);
      const stored = await insertContactMessage(ctx.database.db, client.id, form.value);
      return reply.status(201).send({ id: stored.id, created_at: stored.created_at } satisfies ContactMessageAnswer);
    },
  );
}
