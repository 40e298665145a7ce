// What the editor SPA needs before it can sign in (issue 5 "Entry"): its OpenID Connect issuer, client and
// API audience, where roles 3 and 4 go, and the demo host plain localhost shows. Public, no secrets: the
// editor is a public client. Also lets the editor page reach that issuer (editor-page-csp.ts).
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import type { ApiConfig } from '../../config.js';
import { oidcIssuerOf } from '../../public-origin.js';
import { allowIssuerInEditorCsp } from './editor-page-csp.js';

export interface EditorConfigBody {
  oidc: { issuer: string; clientId: string; audience: string };
  adminAppUrl: string;
  /** The site plain `localhost` shows (spec §4 "On localhost a demo host is used"). */
  demoHost: string;
}

export function editorConfigOf(config: ApiConfig): EditorConfigBody {
  return {
    oidc: { issuer: oidcIssuerOf(config), clientId: config.oidcClientId, audience: config.oidcAudience },
    adminAppUrl: config.adminAppUrl,
    demoHost: config.demoHost,
  };
}

const responseSchema = {
  type: 'object',
  required: ['oidc', 'adminAppUrl', 'demoHost'],
  properties: {
    oidc: {
      type: 'object',
      required: ['issuer', 'clientId', 'audience'],
      properties: { issuer: { type: 'string' }, clientId: { type: 'string' }, audience: { type: 'string' } },
    },
    adminAppUrl: { type: 'string' },
    demoHost: { type: 'string' },
  },
} as const;

export async function registerEditorConfigRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const body = editorConfigOf(ctx.config);
  app.get(
    '/api/editor/config',
    { schema: { tags: ['editor'], summary: 'Sign-in settings of the editor (public)', response: { 200: responseSchema } } },
    async (_req, reply) => reply.header('cache-control', 'no-cache').send(body),
  );
  allowIssuerInEditorCsp(app, body.oidc.issuer);
}
