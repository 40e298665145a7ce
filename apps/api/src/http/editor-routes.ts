// The editor is a static single-page app: its assets under /admin/, its index.html for every editor path:
// the site editor (/admin, /gallery/admin) and the back office (/manage), one bundle split by route.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';

export const EDITOR_PATHS = ['/admin', '/admin/*', '/gallery/admin', '/gallery/admin/*', '/manage', '/manage/*'];

export async function registerEditor(app: FastifyInstance, editorDist: string): Promise<void> {
  const indexFile = path.join(editorDist, 'index.html');
  if (!existsSync(indexFile)) {
    app.log.warn({ editorDist }, 'editor is not built: /admin answers 503');
  }
  await app.register(fastifyStatic, {
    root: path.join(editorDist, 'assets'),
    prefix: '/admin/assets/',
    // Source maps are never published (docs/decisions.md "Source maps"), whatever a build left here.
    allowedPath: (pathName: string) => !pathName.endsWith('.map'),
    immutable: true,
    maxAge: '365d',
    decorateReply: false,
  });
  const sendIndex = async (_req: unknown, reply: FastifyReply) => {
    if (!existsSync(indexFile)) return reply.status(503).type('text/plain').send('The editor is not built yet.');
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(readFileSync(indexFile));
  };
  for (const url of EDITOR_PATHS) app.get(url, sendIndex);
}
