// Renders one page of the public site: the route tree's loaders fill the store (site entry decision,
// plan gating, page data), React renders to HTML, and the page embeds the store for the browser.
import { DEFAULT_LOCALE, PAGE_CLIENT_HEADER } from '@vitrina/core-model';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, isRouteErrorResponse, StaticRouterProvider } from 'react-router';
import type {
  DataRouteObject,
  HydrationState,
  LoaderFunctionArgs,
  NonIndexRouteObject,
  RouteObject,
  StaticHandler,
  StaticHandlerContext,
} from 'react-router';
import { AppProviders } from '../app/app-providers.js';
import { pageStateScript } from '../app/page-state.js';
import type { RootData } from '../app/root-data.js';
import type { SiteConfig, SiteEnv } from '../app/site-env.js';
import { islandPageScript } from '../islands/island-page.js';
import type { PageHandle } from '../routes/route-table.js';
import { createRoutes, ROOT_ROUTE_ID } from '../routes/routes.js';
import { headTags } from '../seo/head-tags.js';
import { META_NAMESPACES } from '../seo/page-meta.js';
import { composeSite, selectSiteParts } from '../site/compose-site.js';
import { snapshotApi } from '../store/create-store.js';
import type { BuildInfo } from './build-info.js';
import { createRequestEnv } from './create-request-env.js';
import { pageHead } from './page-head.js';
import { pageTextsJson, serverI18n } from './server-i18n.js';

interface ServerRouting {
  /** The whole route tree. */
  all: StaticHandler;
  /** Per first path segment (lower case, '' for Home): the root with the pages under it and the catch-all. */
  byFirstSegment: Map<string, StaticHandler>;
}

let routing: ServerRouting | undefined;

/** The first segment of a route's path ('' for the index route), lower case as react-router matches it. */
function firstSegment(route: RouteObject): string {
  return route.index ? '' : ((route.path ?? '').split('/')[0] ?? '').toLowerCase();
}

/**
 * The route tree and its static handlers, built once for the process (routes, their ranking and the pages
 * loaded lazily are the same for every request); each request's environment reaches the loaders as the
 * handler's request context. Every page path starts with a fixed segment, so besides the handler of the
 * whole tree there is one per first segment, holding only the pages that start with it: a URL is then
 * matched against a few routes rather than tried against some sixty, most of them before Home.
 */
export function serverRouting(): ServerRouting {
  if (routing) return routing;
  const [root] = createRoutes(({ context }: LoaderFunctionArgs) => context as SiteEnv);
  const pages = root?.children ?? [];
  const catchAll = pages.filter((route) => route.path === '*');
  const groups = new Map<string, RouteObject[]>();
  for (const route of pages) {
    if (route.path === '*') continue;
    const key = firstSegment(route);
    groups.set(key, [...(groups.get(key) ?? []), route]);
  }
  // A page not starting with a fixed segment (a parameter, a splat, an optional or empty segment) could match
  // under any first segment: then only the whole tree is used.
  const fixedStart = /^[^:*?/]+(\/|$)/;
  if (pages.some((route) => route.path !== '*' && !route.index && !fixedStart.test(route.path ?? ''))) groups.clear();
  const handler = (children: RouteObject[]) => createStaticHandler(root ? [{ ...(root as NonIndexRouteObject), children }] : []);
  routing = {
    all: handler(pages),
    byFirstSegment: new Map([...groups].map(([key, group]) => [key, handler([...group, ...catchAll])])),
  };
  return routing;
}

/**
 * The handler for a request: the one of its first path segment, else (an unknown first segment, a bad
 * encoding) the whole tree's. A page of another first segment cannot match the URL, whose first segment,
 * decoded and in any case, is not its own; so the URL matches the same routes as against the whole tree.
 */
export function serverHandler(request: Request): StaticHandler {
  const { all, byFirstSegment } = serverRouting();
  const segment = new URL(request.url).pathname.split('/')[1] ?? '';
  try {
    return byFirstSegment.get(decodeURIComponent(segment).toLowerCase()) ?? all;
  } catch {
    return all;
  }
}

/**
 * The router's hydration state as react-router's own inline script would carry it (errors in the shape
 * `createBrowserRouter` revives), but inside the page's JSON state: no inline executable script.
 */
export function routerHydrationState(context: StaticHandlerContext): HydrationState {
  const errors = context.errors
    ? Object.fromEntries(
        Object.entries(context.errors).map(([id, error]: [string, unknown]) => {
          if (isRouteErrorResponse(error)) return [id, { ...error, __type: 'RouteErrorResponse' }];
          if (error instanceof Error)
            return [id, { message: error.message, __type: 'Error', ...(error.name !== 'Error' ? { __subType: error.name } : {}) }];
          return [id, error];
        }),
      )
    : null;
  return { loaderData: context.loaderData, actionData: context.actionData, errors };
}

function redirectResponse(res: Response): Response {
  const headers = new Headers({ 'cache-control': 'no-cache' });
  const location = res.headers.get('location');
  if (location) headers.set('location', location);
  return new Response(null, { status: res.status, headers });
}

/**
 * The routes a page renders: those the request matched, nothing else. The static router copies every
 * route it is given and matches the URL again while rendering; the page only ever shows its own
 * branch, so the fifty-odd other routes would be copied and tried for nothing.
 */
export function renderedRoutes(routes: DataRouteObject[], context: StaticHandlerContext): DataRouteObject[] {
  const matched = new Set(context.matches.map((match) => match.route.id));
  const keep = (list: DataRouteObject[]): DataRouteObject[] =>
    list
      .filter((route) => matched.has(route.id))
      .map((route) => (route.children ? ({ ...route, children: keep(route.children) } as DataRouteObject) : route));
  return keep(routes);
}

/** Where the page's parts go in the HTML shell, in this order; `</body>` is kept after the page state. */
const SHELL_MARKERS = ['<!--app-lang-->', '<!--app-head-->', '<!--app-html-->', '</body>'] as const;
let shell: { template: string; pieces: string[]; found: boolean[] } | undefined;

/**
 * The shell with each marker replaced by its part. The shell is cut at its markers once (it is the same
 * for every page of a build) and the page is joined from the pieces: no search through, nor copy of, the
 * growing page per marker. A marker the shell lacks gets nothing, as a `replace` would.
 */
export function fillShell(template: string, parts: readonly [string, string, string, string]): string {
  if (shell?.template !== template) {
    const pieces: string[] = [];
    const found: boolean[] = [];
    let from = 0;
    for (const marker of SHELL_MARKERS) {
      const at = template.indexOf(marker, from);
      found.push(at !== -1);
      pieces.push(at === -1 ? '' : template.slice(from, at));
      if (at !== -1) from = at + marker.length;
    }
    pieces.push(template.slice(from));
    shell = { template, pieces, found };
  }
  const { pieces, found } = shell;
  let page = '';
  for (let i = 0; i < SHELL_MARKERS.length; i += 1) if (found[i]) page += `${pieces[i] ?? ''}${parts[i] ?? ''}`;
  return page + pieces[SHELL_MARKERS.length];
}

export async function renderPage(request: Request, fetchFn: typeof fetch, config: SiteConfig, build: BuildInfo): Promise<Response> {
  const env = createRequestEnv(request, fetchFn, config);
  const { store } = env;
  const handler = serverHandler(request);
  const context = await handler.query(request, { requestContext: env });
  if (context instanceof Response) return redirectResponse(context);

  const root = context.loaderData[ROOT_ROUTE_ID] as RootData | undefined;
  const locale = root?.locale ?? DEFAULT_LOCALE;
  const i18n = serverI18n(locale);
  const ref = root?.kind === 'site' ? root.ref : null;
  const site = ref ? composeSite(ref, selectSiteParts(store.getState(), ref)) : null;
  const deepest = context.matches[context.matches.length - 1];
  const handle = context.errors ? null : ((deepest?.route.handle as PageHandle | undefined) ?? null);

  const router = createStaticRouter(renderedRoutes(handler.dataRoutes, context), context);
  const html = renderToString(
    <StrictMode>
      <AppProviders store={store} i18n={i18n} config={config}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>
    </StrictMode>,
  );
  const url = new URL(request.url);
  const head = pageHead({
    url,
    site,
    ref,
    handle,
    params: deepest?.params ?? {},
    state: store.getState(),
    locale,
    t: i18n.getFixedT(locale, META_NAMESPACES),
    config,
    build,
  });
  // A page served as islands is never rendered again in the browser: it carries only what its islands need.
  // A host without a site shows a status page there instead, hydrated whole as every status page.
  const stateScript =
    handle?.islands && site
      ? islandPageScript(site, ref, locale, handle.page === 'store' || handle.page === 'product')
      : pageStateScript({ api: snapshotApi(store.getState()), config, router: routerHydrationState(context) }, pageTextsJson(locale));
  const page = fillShell(build.template, [locale, headTags(head), html, `${stateScript}\n  </body>`]);
  const headers = new Headers({ 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache' });
  if (head.noindex) headers.set('x-robots-tag', 'noindex');
  // For the page cache only (the server strips it): whose change makes this page stale.
  if (site) headers.set(PAGE_CLIENT_HEADER, String(site.client.id));
  // Bytes, not the string: a string body is first copied to a well-formed string, then encoded; Buffer.from
  // encodes at once (lone surrogates become U+FFFD either way).
  return new Response(Buffer.from(page), { status: context.statusCode, headers });
}
