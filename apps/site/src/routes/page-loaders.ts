// Loaders of the pages with data of their own. They put the data into the RTK Query cache (embedded in
// the page by the server), so components read it from the store and the browser does not fetch again.
import { blogApi, galleryApi } from '@vitrina/api-client';
import { withPreviewQuery } from '@vitrina/core-model';
import type { SiteData } from '@vitrina/core-model';
import { data, redirect } from 'react-router';
import type { LoaderFunctionArgs } from 'react-router';
import { envOf } from '../app/site-env.js';
import type { EnvSource, SiteEnv } from '../app/site-env.js';
import { siteFor } from './root-loader.js';

/** A page's loader: `load` puts the page's data for the request's site into the cache (no site: nothing). */
export function createSiteLoader(source: EnvSource, load: (env: SiteEnv, clientId: SiteData['client']['id']) => Promise<unknown>) {
  return async (args: LoaderFunctionArgs) => {
    const env = envOf(source, args);
    const site = await siteFor(env, args.request);
    if (site) await load(env, site.client.id);
    return null;
  };
}

export function createGalleryLoader(source: EnvSource) {
  // A failed gallery call falls back to the published gallery of the site data.
  return createSiteLoader(source, (env, clientId) => env.store.dispatch(galleryApi.endpoints.gallery.initiate(clientId)));
}

export function createBlogLoader(source: EnvSource) {
  return createSiteLoader(source, (env, clientId) => env.store.dispatch(blogApi.endpoints.blogPosts.initiate(clientId)));
}

/** A detail page's thing (post, product, service) that does not exist: /not-found, like any unknown page. */
export function redirectWhenMissing(result: { data?: unknown; error?: unknown }, request: Request): void {
  const status = (result.error as { status?: unknown } | undefined)?.status;
  if ((result.data === null && !result.error) || status === 404) {
    throw redirect(withPreviewQuery('/not-found', new URL(request.url).search));
  }
}

/** A detail page's loader: `load` puts its thing (by the route's `:slug`) into the cache; a missing one → /not-found. */
export function createSlugLoader(
  source: EnvSource,
  load: (env: SiteEnv, clientId: SiteData['client']['id'], slug: string) => Promise<{ data?: unknown; error?: unknown }>,
) {
  return async (args: LoaderFunctionArgs) => {
    const { request, params } = args;
    const env = envOf(source, args);
    const site = await siteFor(env, request);
    if (!site) return null;
    redirectWhenMissing(await load(env, site.client.id, params.slug ?? ''), request);
    return null;
  };
}

export function createBlogPostLoader(source: EnvSource) {
  return createSlugLoader(source, (env, clientId, slug) => env.store.dispatch(blogApi.endpoints.blogPost.initiate({ clientId, slug })));
}

/** /not-found answers 404 so search engines drop the URL. */
export function notFoundLoader() {
  return data(null, { status: 404 });
}
