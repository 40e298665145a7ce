// Loaders of the store pages (issue 13; spec §2 store, shop, product, cart): they put the products into
// the RTK Query cache, embedded in the page by the server, so the pages render from it on both sides.
// Home's store section (spec §4) gets the featured products the same way. The cart has no loader: its
// lines live in the visitor's local storage, checked against the API in the browser.
import { servicesStoreApi, storeApi } from '@vitrina/api-client';
import type { SiteData } from '@vitrina/core-model';
import type { LoaderFunctionArgs, RouteObject } from 'react-router';
import { envOf } from '../../app/site-env.js';
import type { EnvSource } from '../../app/site-env.js';
import type { PageRoute } from '../route-table.js';
import { createSlugLoader } from '../page-loaders.js';
import { siteFor } from '../root-loader.js';
import { servicesEnabled } from '../services/services-loaders.js';

/** The arguments of the home store section's query: the page reads the cache with the same ones. */
export const featuredArgs = (site: SiteData) => ({ clientId: site.client.id, featured: true });
export const storeArgs = (site: SiteData) => ({ clientId: site.client.id });

/** Home: the featured products, when the home page shows a store section (spec §4). */
export function createHomeLoader(source: EnvSource) {
  return async (args: LoaderFunctionArgs) => {
    const env = envOf(source, args);
    const site = await siteFor(env, args.request);
    // A failed call leaves the section without product cards; its link to the store still shows.
    if (site?.main_site_variables.homepage_store_enabled)
      await env.store.dispatch(storeApi.endpoints.storeProducts.initiate(featuredArgs(site)));
    return null;
  };
}

/** /store and /shop: every active product, in the owner's order. */
export function createStoreLoader(source: EnvSource, withServices = false) {
  return async (args: LoaderFunctionArgs) => {
    const env = envOf(source, args);
    const site = await siteFor(env, args.request);
    if (!site) return null;
    // /store's Services tab (issue 15) renders from the cache too, when the plan has the services store.
    const services =
      withServices && servicesEnabled(site) ? env.store.dispatch(servicesStoreApi.endpoints.storeServices.initiate(site.client.id)) : null;
    await Promise.all([env.store.dispatch(storeApi.endpoints.storeProducts.initiate(storeArgs(site))), services]);
    return null;
  };
}

/** /product/{slug}: the product; an unknown slug goes to /not-found like a missing blog post. */
export function createProductLoader(source: EnvSource) {
  return createSlugLoader(source, (env, clientId, slug) =>
    env.store.dispatch(storeApi.endpoints.storeProduct.initiate({ clientId, slug })),
  );
}

export function storeLoaderFor(route: PageRoute, env: EnvSource): RouteObject['loader'] | undefined {
  switch (route.handle.routeId) {
    case 'home':
      return createHomeLoader(env);
    case 'store':
      return createStoreLoader(env, true);
    case 'shop':
      return createStoreLoader(env);
    case 'productDetail':
    case 'storeProductDetail':
      return createProductLoader(env);
    default:
      return undefined;
  }
}
