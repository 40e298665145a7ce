// Loaders of the checkout pages (issue 13): the loader of a route this folder owns, or undefined.
import type { RouteObject } from 'react-router';
import type { EnvSource } from '../../app/site-env.js';
import type { PageRoute } from '../route-table.js';

export function checkoutLoaderFor(_route: PageRoute, _env: EnvSource): RouteObject['loader'] | undefined {
  return undefined;
}
