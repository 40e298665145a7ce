// Files every host answers besides its pages: /robots.txt, /sitemap.xml and
// /favicon.ico (the site's favicon, so browsers asking for it do not render the not-found page).
import { blogApi } from '@vitrina/api-client';
import type { SiteConfig } from '../app/site-env.js';
import { isIndexable, robotsTxt, sitemapEntries, sitemapXml } from '../seo/sitemap.js';
import { loadSite } from '../site/load-site.js';
import { siteEntry } from '../site/site-entry.js';
import { createRequestEnv } from './create-request-env.js';
import { canonicalOrigin } from './page-head.js';

export const SPECIAL_PATHS = ['/robots.txt', '/sitemap.xml', '/favicon.ico'] as const;

const text = (body: string, type: string, extra: Record<string, string> = {}) =>
  new Response(body, { status: 200, headers: { 'content-type': type, 'cache-control': 'no-cache', ...extra } });
const notFound = () =>
  new Response('Not found\n', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-cache' } });

export async function renderSpecialFile(request: Request, fetchFn: typeof fetch, config: SiteConfig): Promise<Response> {
  const url = new URL(request.url);
  const env = createRequestEnv(request, fetchFn, config);
  // By host only: a preview query on these paths means nothing.
  const load = await loadSite(env.store, new URL(url.pathname, url), config.demoHost);
  if (load.kind !== 'site') return notFound();
  const { site } = load;
  if (url.pathname === '/favicon.ico') {
    const favicon = site.main_site_variables.favicon_url?.trim();
    return favicon ? new Response(null, { status: 302, headers: { location: favicon, 'cache-control': 'no-cache' } }) : notFound();
  }
  const origin = canonicalOrigin(url, site, config);
  const home = siteEntry({
    url: new URL('/', url),
    site,
    ref: load.ref,
    framed: false,
    now: env.now(),
    siteDomain: config.siteDomain,
    demoHost: config.demoHost,
    previousPath: null,
  });
  // Disabled, not-yet-created and redirected sites have nothing to list.
  const indexable = isIndexable(site) && home.kind === 'render';
  if (url.pathname === '/robots.txt') return text(robotsTxt(origin, indexable), 'text/plain; charset=utf-8');
  if (!indexable) return notFound();
  const posts = await env.store.dispatch(blogApi.endpoints.blogPosts.initiate(site.client.id));
  return text(sitemapXml(origin, sitemapEntries(site, posts.data ?? [])), 'application/xml; charset=utf-8');
}
