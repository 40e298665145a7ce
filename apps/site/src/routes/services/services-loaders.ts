// Loaders of the services store pages (issue 15; spec §2 services-store, service/{slug},
// store/service/{slug}): they put the services into the RTK Query cache, embedded in the page by the
// server, so the pages render from it on both sides. The services cart and finalize pages have none: their
// lines live in the visitor's local storage. The success page reads the order like order-successful.
import { servicesStoreApi } from '@vitrina/api-client';
import { isRouteAllowed } from '@vitrina/core-model';
import type { SiteData } from '@vitrina/core-model';
import type { LoaderFunctionArgs, RouteObject } from 'react-router';
import { envOf } from '../../app/site-env.js';
import type { EnvSource } from '../../app/site-env.js';
import { createSlugLoader } from '../page-loaders.js';
import { siteFor } from '../root-loader.js';
import type { PageRoute } from '../route-table.js';

/** /store shows a Services tab when the plan has the services store (spec §4 gating). */
export const servicesEnabled = (site: SiteData) => isRouteAllowed('servicesStore', site.client.plan_slug);

/** /services-store: every service sold online, in the owner's order. */
export function createServicesLoader(source: EnvSource) {
  return async (args: LoaderFunctionArgs) => {
    const env = envOf(source, args);
    const site = await siteFor(env, args.request);
    if (site) await env.store.dispatch(servicesStoreApi.endpoints.storeServices.initiate(site.client.id));
    return null;
  };
}

/** /service/{slug}: the service; an unknown slug goes to /not-found like a missing product. */
export function createServiceLoader(source: EnvSource) {
  return createSlugLoader(source, (env, clientId, slug) =>
    env.store.dispatch(servicesStoreApi.endpoints.storeService.initiate({ clientId, slug })),
  );
}

export function servicesLoaderFor(route: PageRoute, env: EnvSource): RouteObject['loader'] | undefined {
  switch (route.handle.routeId) {
    case 'servicesStore':
      return createServicesLoader(env);
    case 'serviceDetail':
    case 'storeServiceDetail':
      return createServiceLoader(env);
    default:
      return undefined;
  }
}
