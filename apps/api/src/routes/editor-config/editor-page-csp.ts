// The editor page talks to its OpenID Connect issuer from the browser (discovery, keys, the token endpoint
// for the code exchange and the refresh-token renewals). The issuer is another origin than the site host
// (`http://localhost:<port>/oidc` for `http://bistro.localhost:<port>/admin`, or an external provider), so
// the editor page's CSP `connect-src` names it; every other page keeps `'self'` only.
import type { FastifyInstance } from 'fastify';
import { EDITOR_PATHS } from '../../http/editor-routes.js';

/** Adds `origin` to the `connect-src` directive of a CSP header value (or adds the directive). */
export function withConnectSource(csp: string, origin: string): string {
  const directives = csp
    .split(';')
    .map((d) => d.trim())
    .filter(Boolean);
  const at = directives.findIndex((d) => d.split(/\s+/)[0] === 'connect-src');
  if (at === -1) return [...directives, `connect-src 'self' ${origin}`].join(';');
  const sources = (directives[at] ?? '').split(/\s+/);
  if (!sources.includes(origin)) directives[at] = [...sources, origin].join(' ');
  return directives.join(';');
}

export function allowIssuerInEditorCsp(app: FastifyInstance, issuer: string): void {
  const origin = new URL(issuer).origin;
  const editorRoutes = new Set(EDITOR_PATHS);
  app.addHook('onSend', async (req, reply, payload) => {
    if (!editorRoutes.has(req.routeOptions.url ?? '')) return payload;
    const csp = reply.getHeader('content-security-policy');
    if (typeof csp === 'string') reply.header('content-security-policy', withConnectSource(csp, origin));
    return payload;
  });
}
