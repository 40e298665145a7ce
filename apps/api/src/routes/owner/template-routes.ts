// Back office, Design → Templates (issue 16; spec §1 "Template previews are supported from a site builder",
// §2 builder_id + template_id, §3 "Builder data"): a builder session made from the business's DRAFT, so
// that its gallery shows every template with the business's own name, texts, services, colour and
// language (`/?builder_id=…&template_id=…` on its own host). The owner's only (screen `templates`); a
// freemium owner may look, the draft save that switches the template refuses them (§8).
import { randomBytes } from 'node:crypto';
import { BuilderSessionAnswer } from '@vitrina/api-client/contracts';
import { builderDataFromSite } from '@vitrina/core-model';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { builderSessionPrefix, deleteBuilderSessionsBefore, getSite, insertBuilderSession } from '../../db/index.js';
import { siteNotFound } from '../../modules/sites/site-service.js';
import { clientGuard, ownerRoute } from './owner-guard.js';
import { clientParams } from './owner-schemas.js';

/** A client's previews are only looked at while the screen is open: a day later they may go. */
const SESSION_LIFETIME_MS = 24 * 60 * 60 * 1000;

/**
 * Ids name their client (so its old sessions can be swept, and its host alone shows them: http/preview-scope.ts)
 * and are unguessable (192 random bits).
 */
export const newBuilderSessionId = (clientId: number) => `${builderSessionPrefix(clientId)}${randomBytes(24).toString('base64url')}`;

export function registerTemplateRoutes(app: FastifyInstance, ctx: AppContext): void {
  const db = ctx.database.db;

  app.post(
    '/api/client/:id/builder-session',
    ownerRoute(clientGuard(ctx, { write: false, screen: 'templates' }), {
      summary: "A builder session with the §3 builder data of the client's draft (the template gallery's previews)",
      params: clientParams,
      response: { 201: BuilderSessionAnswer },
    }),
    async (req, reply): Promise<BuilderSessionAnswer> => {
      const { clientId } = req.owner!;
      const site = await getSite(db, clientId);
      if (!site) throw siteNotFound();
      await deleteBuilderSessionsBefore(db, builderSessionPrefix(clientId), new Date(Date.now() - SESSION_LIFETIME_MS));
      const session = await insertBuilderSession(db, {
        id: newBuilderSessionId(clientId),
        template_id: site.data.template.id,
        data: builderDataFromSite(site.data),
      });
      reply.status(201);
      return { builder_id: session.id };
    },
  );
}
