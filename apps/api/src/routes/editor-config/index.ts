// What the editor SPA needs before it can sign in (spec §4 "Admin entry"; contract EditorConfig): its
// OpenID Connect issuer, client and API audience, where roles 3 and 4 go, and the demo host plain
// localhost shows. Public, no secrets: the
// editor is a public client. Also lets the editor page reach that issuer (editor-page-csp.ts).
import { EditorConfig, systemCalls } from '@vitrina/api-client/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import type { ApiConfig } from '../../config.js';
import { onCall } from '../call-route.js';
import { oidcIssuerOf } from '../../public-origin.js';
import { allowIssuerInEditorCsp } from './editor-page-csp.js';

export function editorConfigOf(config: ApiConfig): EditorConfig {
  return {
    oidc: { issuer: oidcIssuerOf(config), clientId: config.oidcClientId, audience: config.oidcAudience },
    adminAppUrl: config.adminAppUrl,
    demoHost: config.demoHost,
  };
}

export async function registerEditorConfigRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const body = editorConfigOf(ctx.config);
  onCall(
    app,
    systemCalls.editorConfig,
    { schema: { tags: ['editor'], summary: 'Sign-in settings of the editor (public)', response: { 200: EditorConfig } } },
    async (_req, reply) => reply.header('cache-control', 'no-cache').send(body),
  );
  allowIssuerInEditorCsp(app, body.oidc.issuer);
}
