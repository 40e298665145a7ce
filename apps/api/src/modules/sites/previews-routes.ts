// Template previews (spec §2 preview parameters, §7): the builder's data, and a wizard session's data
// merged into a template. A missing session or template is a 404; the site then goes back to / (§8).
import { BuilderDocument, SiteDataDocument, templateCalls } from '@vitrina/api-client/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { onCall } from '../../routes/call-route.js';
import { DB_ID_SCHEMA, noCache, notFound, publicRoute, SAFE_TEXT_ID } from '../../routes/public/route-helpers.js';
import { builderData, wizardPreview } from './previews-service.js';

/** The previews' public routes (routes/public/index.ts). */
export function registerPreviewRoutes(app: FastifyInstance, ctx: AppContext): void {
  onCall(
    app,
    templateCalls.builderData,
    publicRoute({
      summary: 'Builder data of a builder session (spec §3 "Builder data", §7)',
      params: { type: 'object', required: ['builder_id'], properties: { builder_id: { type: 'string' } } },
      response: { 200: BuilderDocument },
    }),
    async (req, reply) => {
      // An id the API never hands out names nothing and never reaches the database.
      if (!SAFE_TEXT_ID.test(req.params.builder_id)) throw notFound('No such builder session');
      const data = await builderData(ctx, req.params.builder_id);
      noCache(reply);
      return data;
    },
  );

  onCall(
    app,
    templateCalls.wizardPreview,
    publicRoute({
      summary: "A template's SiteData merged with a signup-wizard session's data (spec §7)",
      params: {
        type: 'object',
        required: ['wizard_session_id', 'template_id'],
        properties: { wizard_session_id: { type: 'string' }, template_id: DB_ID_SCHEMA },
      },
      response: { 200: SiteDataDocument },
    }),
    async (req, reply) => {
      if (!SAFE_TEXT_ID.test(req.params.wizard_session_id)) throw notFound('No such wizard session');
      const data = await wizardPreview(ctx, req.params.wizard_session_id, req.params.template_id);
      noCache(reply);
      return data;
    },
  );
}
