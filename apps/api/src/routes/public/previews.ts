// Template previews (spec §2 preview parameters, §7): the builder's data, and a wizard session's data
// merged into a template. A missing session or template is a 404; the site then goes back to / (§8).
import { BuilderDocument, SiteDataDocument } from '@vitrina/api-client/contracts';
import type { FastifyInstance } from 'fastify';
import { previewSiteData, readBuilderData } from '@vitrina/core-model';
import type { AppContext } from '../../app-context.js';
import { findClientById, getBuilderSession, getTemplate, getWizardSession } from '../../db/index.js';
import { DB_ID_SCHEMA, SAFE_TEXT_ID, noCache, notFound } from './route-helpers.js';

export function registerPreviewRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx.database;

  app.get<{ Params: { builder_id: string } }>(
    '/api/builder/:builder_id/data',
    {
      schema: {
        tags: ['public'],
        summary: 'Builder data of a builder session (spec §3 "Builder data", §7)',
        params: { type: 'object', required: ['builder_id'], properties: { builder_id: { type: 'string' } } },
        response: { 200: BuilderDocument },
      },
    },
    async (req, reply) => {
      const session = SAFE_TEXT_ID.test(req.params.builder_id) ? await getBuilderSession(db, req.params.builder_id) : null;
      if (!session) throw notFound('No such builder session');
      noCache(reply);
      return readBuilderData(session.data);
    },
  );

  app.get<{ Params: { wizard_session_id: string; template_id: number } }>(
    '/api/wizard/session/:wizard_session_id/preview/:template_id',
    {
      schema: {
        tags: ['public'],
        summary: "A template's SiteData merged with a signup-wizard session's data (spec §7)",
        params: {
          type: 'object',
          required: ['wizard_session_id', 'template_id'],
          properties: { wizard_session_id: { type: 'string' }, template_id: DB_ID_SCHEMA },
        },
        response: { 200: SiteDataDocument },
      },
    },
    async (req, reply) => {
      const session = SAFE_TEXT_ID.test(req.params.wizard_session_id) ? await getWizardSession(db, req.params.wizard_session_id) : null;
      if (!session) throw notFound('No such wizard session');
      const template = await getTemplate(db, req.params.template_id);
      if (!template) throw notFound('No such template');
      const client = session.client_id === null ? null : ((await findClientById(db, session.client_id))?.client ?? null);
      noCache(reply);
      return previewSiteData(template, readBuilderData(session.data), client);
    },
  );
}
