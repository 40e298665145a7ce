// The site-entry decision of a request (spec §4 "Site load", "Custom domain", "Feature gating by plan";
// §2 access-denied and preview rules), as the one place both the server and client navigation use.
import {
  decideSiteEntry,
  normalizeHost,
  FEATURE_PLANS,
  disabledMessageKey,
  featureForRoute,
  isEditorPath,
  isRouteAllowed,
  withPreviewQuery,
} from '@vitrina/core-model';
import type { DisabledMessageKey, GatedFeature, RouteMatch, SiteData } from '@vitrina/core-model';
import { isLoadedById } from './site-ref.js';
import type { SiteRef } from './site-ref.js';

/** Query parameter that makes Home show the §8 "has been disabled" toast after a plan denial. */
export const DENIED_PARAM = 'denied';

export interface EntryInput {
  url: URL;
  site: SiteData;
  ref: SiteRef;
  framed: boolean;
  now: Date;
  siteDomain: string;
  demoHost: string;
  /** Path the visitor came from on this host (Referer on the server, the current page in the browser). */
  previousPath: string | null;
}

export type EntryOutcome = { kind: 'render'; route: RouteMatch } | { kind: 'redirect'; location: string };

/** Internal redirects of a preview keep its query (spec §4 "Preview mode keeps the query string"). */
function keepPreview(location: string, search: string): string {
  return location.startsWith('/') && !location.includes('?') ? withPreviewQuery(location, search) : location;
}

export function deniedLocation(feature: GatedFeature, search: string): string {
  return withPreviewQuery(`/?${DENIED_PARAM}=${encodeURIComponent(feature)}`, search);
}

/** The toast key for a `?denied=` value, or null when it names no gated feature. */
export function deniedMessageKey(value: string | null): DisabledMessageKey | null {
  if (!value || !Object.hasOwn(FEATURE_PLANS, value)) return null;
  return disabledMessageKey(value as GatedFeature);
}

export function siteEntry({ url, site, ref, framed, now, siteDomain, demoHost, previousPath }: EntryInput): EntryOutcome {
  const byId = isLoadedById(ref);
  const decision = decideSiteEntry({
    path: url.pathname,
    search: url.search,
    host: normalizeHost(url.host, { demoHost }),
    client: site.client,
    templateId: site.template.id,
    framed,
    now,
    siteDomain,
    protocol: url.protocol === 'http:' ? 'http:' : 'https:',
    port: url.port || null,
    skipHostCheck: byId,
    // §2: /access-denied is entered when the editor found no access; the editor is where the visitor came from.
    accessDenied: isEditorPath(previousPath),
    previousPath,
  });
  if (decision.kind === 'redirect') return { kind: 'redirect', location: keepPreview(decision.location, url.search) };
  if (decision.kind === 'not-found' || decision.route.route.editor) {
    return { kind: 'redirect', location: keepPreview('/not-found', url.search) };
  }
  const feature = featureForRoute(decision.route.id);
  if (!byId && feature && !isRouteAllowed(decision.route.id, site.client.plan_slug)) {
    return { kind: 'redirect', location: deniedLocation(feature, url.search) };
  }
  return { kind: 'render', route: decision.route };
}
