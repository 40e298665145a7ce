// Server entry: a fetch-style render(request) the API process calls for every public path.
import { readFileSync } from 'node:fs';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { createI18n } from '@vitrina/i18n';
import { AppProviders } from './app-providers.js';
import { routes } from './routes/routes.js';

const template = readFileSync(new URL('../client/index.html', import.meta.url), 'utf8');
const handler = createStaticHandler(routes);

export async function render(request: Request, _context?: unknown): Promise<Response> {
  const context = await handler.query(request);
  if (context instanceof Response) return context;
  const i18n = createI18n({ lng: 'en' });
  const router = createStaticRouter(handler.dataRoutes, context);
  // The host process passes a per-request CSP nonce for the inline hydration-data script.
  const nonce = request.headers.get('x-vitrina-csp-nonce') ?? undefined;
  const html = renderToString(
    <StrictMode>
      <AppProviders i18n={i18n}>
        <StaticRouterProvider router={router} context={context} nonce={nonce} />
      </AppProviders>
    </StrictMode>,
  );
  const page = template
    .replace('<!--app-lang-->', i18n.language)
    .replace('<!--app-head-->', `<title>${escapeHtml(i18n.t('common:appName'))}</title>`)
    .replace('<!--app-html-->', html);
  return new Response(page, {
    status: context.statusCode,
    headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache' },
  });
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
