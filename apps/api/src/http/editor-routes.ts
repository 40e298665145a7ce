// The editor is a static single-page app: its assets under /admin/, its index.html for every editor path:
// the site editor (/admin, /gallery/admin) and the back office (/manage), one bundle split by route.
// The sign-up wizard (/signup, issue 16) is the provider's: served on the provider's own host only; on a
// client's host /signup stays a path of that client's public site.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isProviderAuthority } from './preview-scope.js';
import { identityOf } from './request-identity.js';

export const EDITOR_PATHS = ['/admin', '/admin/*', '/gallery/admin', '/gallery/admin/*', '/manage', '/manage/*'];

export const SIGNUP_PATHS = ['/signup', '/signup/*'];

export interface EditorOptions {
  /** SITE_DOMAIN: the provider's own host (`localhost`), whose sub-domains are the clients' sites. */
  siteDomain?: string;
}

/** Whether the request came to the provider's own host (`localhost:8080`, `www.localhost`), not a client's. */
export function isProviderHost(req: FastifyRequest, siteDomain: string): boolean {
  const authority = identityOf(req.raw)?.authority;
  return authority ? isProviderAuthority(authority, siteDomain) : false;
}

export async function registerEditor(app: FastifyInstance, editorDist: string, options: EditorOptions = {}): Promise<void> {
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
  const siteDomain = options.siteDomain ?? 'localhost';
  for (const url of SIGNUP_PATHS)
    app.get(url, async (req, reply) => (isProviderHost(req, siteDomain) ? sendIndex(req, reply) : reply.callNotFound()));
}
