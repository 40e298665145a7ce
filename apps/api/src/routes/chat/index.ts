// The chat widget's API (spec §1 "optional chat widget", §4 "Chat"): visitor calls and the owner's
// inbox, in one encapsulated scope (the owner guard's `request.owner` lives here too).
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { registerOwnerChatRoutes } from './owner-routes.js';
import { registerVisitorChatRoutes } from './visitor-routes.js';

export async function registerChatRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  await app.register(async (scope) => {
    scope.decorateRequest('owner', null);
    registerVisitorChatRoutes(scope, ctx);
    registerOwnerChatRoutes(scope, ctx);
  });
}
