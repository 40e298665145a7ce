// The route tree: one per browser tab (browser router) with the tab's environment, one for the server
// process (static handler) whose loaders read each request's environment from the request context.
// Both run the same loaders, so a client-side navigation decides as the server does.
import type { RouteObject } from 'react-router';
import type { EnvSource } from '../app/site-env.js';
import { RootErrorBoundary } from './layout/root-error-boundary.js';
import { RootLayout } from './layout/root-layout.js';
import { bookingLoaderFor } from './booking/booking-loaders.js';
import { checkoutLoaderFor } from './checkout/checkout-loaders.js';
import { feedbackLoaderFor } from './checkout/feedback-loader.js';
import { formsLoaderFor } from './forms/forms-loader.js';
import { PAGE_MODULES } from './page-modules.js';
import { createBlogLoader, createBlogPostLoader, createGalleryLoader, notFoundLoader } from './page-loaders.js';
import { createRootLoader } from './root-loader.js';
import { PAGE_ROUTES } from './route-table.js';
import { servicesLoaderFor } from './services/services-loaders.js';
import { storeLoaderFor } from './store/store-loaders.js';
import type { PageRoute } from './route-table.js';

export const ROOT_ROUTE_ID = 'root';

function loaderFor(route: PageRoute, env: EnvSource): RouteObject['loader'] {
  switch (route.handle.routeId) {
    case 'gallery':
      return createGalleryLoader(env);
    case 'blog':
      return createBlogLoader(env);
    case 'blogPost':
      return createBlogPostLoader(env);
    case 'notFound':
      return notFoundLoader;
    default:
      // Every route has a loader, so hydration never re-runs one and the root decision always applies.
      return (
        storeLoaderFor(route, env) ??
        servicesLoaderFor(route, env) ??
        checkoutLoaderFor(route, env) ??
        feedbackLoaderFor(route, env) ??
        bookingLoaderFor(route, env) ??
        formsLoaderFor(route, env) ??
        (() => null)
      );
  }
}

function pageRoute(route: PageRoute, env: EnvSource): RouteObject {
  const { handle } = route;
  const module = PAGE_MODULES[handle.page];
  const base = { id: route.id, handle, loader: loaderFor(route, env) };
  const lazy = async () => {
    const Page = await module.load();
    return { Component: () => <Page handle={handle} /> };
  };
  return route.path === '' ? { ...base, index: true, lazy } : { ...base, path: route.path, lazy };
}

export function createRoutes(env: EnvSource): RouteObject[] {
  return [
    {
      id: ROOT_ROUTE_ID,
      path: '/',
      loader: createRootLoader(env),
      // The entry decision runs on every navigation, not only when the root's params change.
      shouldRevalidate: () => true,
      Component: RootLayout,
      ErrorBoundary: RootErrorBoundary,
      children: [
        ...PAGE_ROUTES.map((route) => pageRoute(route, env)),
        // Any other path: the root loader sends it to /not-found (spec §2).
        { id: 'unknown', path: '*', loader: () => null, Component: () => null },
      ],
    },
  ];
}
