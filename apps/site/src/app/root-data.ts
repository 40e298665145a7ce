// The root route's loader data: which site the page shows and in which language. Small on purpose —
// it is embedded in the page; the site documents travel once, in the RTK Query cache.
import type { Locale, RouteId } from '@vitrina/core-model';
import type { SiteRef } from '../site/site-ref.js';

export type RootData =
  | { kind: 'site'; ref: SiteRef; locale: Locale; routeId: RouteId }
  /** No site for this host (spec §8 asset 403/404) and no provider home configured. */
  | { kind: 'no-site'; locale: Locale };
