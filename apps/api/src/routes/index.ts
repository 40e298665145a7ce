// Every HTTP route of the API, by audience. Handlers are thin: validate, call one domain function, map.
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context.js';
import { registerChatRoutes } from '../modules/messages/index.js';
import { registerEditorConfigRoutes } from './editor-config/index.js';
import { registerOwnerRoutes } from './owner/index.js';
import { registerPublicRoutes } from './public/index.js';

export async function registerRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  await registerPublicRoutes(app, ctx);
  await registerOwnerRoutes(app, ctx);
  await registerChatRoutes(app, ctx);
  await registerEditorConfigRoutes(app, ctx);
}
