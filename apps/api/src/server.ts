// buildServer() assembles the one Node process of the embedded default; listen() lives in main.ts so
// tests drive the server in process.
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance } from 'fastify';
import type { ApiConfig } from './config.js';
import { registerEditor } from './http/editor-routes.js';
import { sendFetchResponse, toFetchRequest } from './http/fetch-bridge.js';
import type { SiteRenderer } from './http/site-renderer.js';

export interface ServerDeps {
  config: ApiConfig;
  site?: SiteRenderer | null;
  logger?: boolean | { level: string };
}

export async function buildServer({ config, site = null, logger = false }: ServerDeps): Promise<FastifyInstance> {
  const app = Fastify({ logger, trustProxy: true });

  app.get('/api/healthz', async () => ({ status: 'ok' }));

  await registerEditor(app, config.editorDist);

  await app.register(fastifyStatic, {
    root: path.join(config.siteDist, 'client', 'assets'),
    prefix: '/_app/assets/',
    immutable: true,
    maxAge: '365d',
    decorateReply: false,
  });

  app.setNotFoundHandler(async (req, reply) => {
    if (req.url.startsWith('/api/') || req.url === '/api') {
      return reply.status(404).send({ error: { code: 'not_found', message: 'No such API route' } });
    }
    if (!site || (req.method !== 'GET' && req.method !== 'HEAD')) {
      return reply.status(404).type('text/plain').send('Not found');
    }
    return sendFetchResponse(reply, await site.render(toFetchRequest(req)));
  });

  return app;
}
