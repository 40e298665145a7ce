// buildServer() assembles the one Node process of the embedded default; listen() lives in main.ts so
// tests drive the server in process.
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance } from 'fastify';
import type { ApiConfig } from './config.js';
import { registerEditor } from './http/editor-routes.js';
import { registerErrorHandler, sendError } from './http/errors.js';
import { sendFetchResponse, toFetchRequest } from './http/fetch-bridge.js';
import { registerOpenApi } from './http/openapi.js';
import { registerSecurity } from './http/security.js';
import type { SiteRenderer } from './http/site-renderer.js';

export interface ServerDeps {
  config: ApiConfig;
  site?: SiteRenderer | null;
  logger?: boolean | { level: string };
}

export async function buildServer({ config, site = null, logger = false }: ServerDeps): Promise<FastifyInstance> {
  const app = Fastify({ logger, trustProxy: true, bodyLimit: 1024 * 1024, return503OnClosing: true });
  registerErrorHandler(app);
  await registerSecurity(app, { corsOrigins: config.corsOrigins });
  await registerOpenApi(app);

  app.get('/api/healthz', { schema: { tags: ['system'] } }, async () => ({ status: 'ok' }));

  await registerEditor(app, config.editorDist);

  await app.register(fastifyStatic, {
    root: path.join(config.siteDist, 'client', 'assets'),
    prefix: '/_app/assets/',
    immutable: true,
    maxAge: '365d',
    decorateReply: false,
  });

  app.setNotFoundHandler(async (req, reply) => {
    if (req.url.startsWith('/api/') || req.url === '/api') return sendError(reply, 404, 'not_found', 'No such API route');
    if (!site || (req.method !== 'GET' && req.method !== 'HEAD')) return sendError(reply, 404, 'not_found', 'Not found');
    return sendFetchResponse(reply, await site.render(toFetchRequest(req, reply.cspNonce?.script)));
  });

  return app;
}
