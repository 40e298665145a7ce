// Renders one page of the public site: the route tree's loaders fill the store (site entry decision,
// plan gating, page data), React renders to HTML, and the page embeds the store for the browser.
import { vitrinaApi } from '@vitrina/api-client';
import { DEFAULT_LOCALE } from '@vitrina/core-model';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, isRouteErrorResponse, StaticRouterProvider } from 'react-router';
import type { DataRouteObject, HydrationState, LoaderFunctionArgs, StaticHandler, StaticHandlerContext } from 'react-router';
import { AppProviders } from '../app/app-providers.js';
import { pageStateScript } from '../app/page-state.js';
import type { PageState } from '../app/page-state.js';
import type { RootData } from '../app/root-data.js';
import type { SiteConfig, SiteEnv } from '../app/site-env.js';
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

let staticHandler: StaticHandler | undefined;

/**
 * The route tree and its static handler, built once for the process (routes, their ranking and the pages
 * loaded lazily are the same for every request); each request's environment reaches the loaders as the
 * handler's request context.
 */
function serverHandler(): StaticHandler {
  staticHandler ??= createStaticHandler(createRoutes(({ context }: LoaderFunctionArgs) => context as SiteEnv));
  return staticHandler;
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

export async function renderPage(request: Request, fetchFn: typeof fetch, config: SiteConfig, build: BuildInfo): Promise<Response> {
  const env = createRequestEnv(request, fetchFn, config);
  const { store } = env;
  try {
    const handler = serverHandler();
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
    const state: Omit<PageState, 'i18n'> = { api: snapshotApi(store.getState()), config, router: routerHydrationState(context) };
    const page = build.template
      .replace('<!--app-lang-->', locale)
      // Functions, not strings: a `$&` in site text must not be read as a replacement pattern.
      .replace('<!--app-head-->', () => headTags(head))
      .replace('<!--app-html-->', () => html)
      .replace('</body>', () => `${pageStateScript(state, pageTextsJson(locale))}\n  </body>`);
    const headers = new Headers({ 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache' });
    if (head.noindex) headers.set('x-robots-tag', 'noindex');
    return new Response(page, { status: context.statusCode, headers });
  } finally {
    // Drops the cache's removal timers with the request's store.
    store.dispatch(vitrinaApi.util.resetApiState());
  }
}
