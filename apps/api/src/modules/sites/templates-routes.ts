// Back office, Design → Templates (issue 16; spec §1 "Template previews are supported from a site builder",
// §2 builder_id + template_id, §3 "Builder data"): a builder session made from the business's DRAFT, so
// that its gallery shows every template with the business's own name, texts, services, colour and
// language (`/?builder_id=…&template_id=…` on its own host). The owner's only (screen `templates`); a
// freemium owner may look, the draft save that switches the template refuses them (§8).
import { BuilderSessionAnswer, templateCalls } from '@vitrina/api-client/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { onCall } from '../../routes/call-route.js';
import { clientGuard, ownerRoute } from '../../routes/owner/owner-guard.js';
import { clientParams } from '../../routes/owner/owner-schemas.js';
import { openBuilderSession } from './templates-service.js';

/** The Templates screen's route (registered in the owner scope, routes/owner/index.ts). */
export function registerTemplateOwnerRoutes(app: FastifyInstance, ctx: AppContext): void {
  onCall(
    app,
    templateCalls.builderSession,
    ownerRoute(clientGuard(ctx, { write: false, screen: 'templates' }), {
      summary: "A builder session with the §3 builder data of the client's draft (the template gallery's previews)",
      params: clientParams,
      response: { 201: BuilderSessionAnswer },
    }),
    async (req, reply) => {
      const session = await openBuilderSession(ctx, req.owner!.clientId);
      reply.status(201);
      return { builder_id: session.id };
    },
  );
}
