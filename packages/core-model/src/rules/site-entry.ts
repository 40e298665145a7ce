// The site-entry decision of spec §4 "Site load" and "Custom domain", with the §2 access-denied rule.
//
// Precedence (first rule that applies wins):
//  1. Host: a host that is not the custom domain (or one of its sub-domains) redirects, keeping path
//     and query, to the custom domain, or to the sub-domain host when there is no custom domain.
//     Freemium clients are sent to the sub-domain even when they have a custom domain: a freemium
//     site viewed on its custom domain is disabled (rule 2), so sending visitors there would only
//     disable it.
//  2. Disabled (only when not framed): is_active 0, freemium on its own custom domain, or an enabled
//     trial whose end has passed → /website_disabled. The editor routes and the /error and
//     /access-denied pages stay reachable so the owner can log in and reactivate (spec §2 "website
//     suspended (log in to reactivate)").
//  3. /website_disabled with no disabling condition → /.
//  4. Unknown path → not-found.
//  5. /access-denied is entered only when access is lacking, else back to the previous path.
//  6. Template 1 on /: external_website_url → that site (external); none → /setup-website.
//  7. Template 1 on a page with an open twin → /open/{path}, keeping the query.
//  8. Render.
import { PLACEHOLDER_TEMPLATE_ID } from '../constants.js';
import type { Client } from '../model/client.js';
import { accessDeniedEntry } from './access-denied.js';
import { isFreemium } from './freemium.js';
import { withScheme } from './link.js';
import { normalizeHost } from './normalize-host.js';
import { matchRoute, openTwinPath } from './routes.js';
import type { RouteMatch } from './routes.js';

export type SiteEntryClient = Pick<
  Client,
  | 'is_active'
  | 'freemium'
  | 'plan_slug'
  | 'custom_domain'
  | 'wurkzen_subdomain'
  | 'external_website_url'
  | 'subscription_trial_enabled'
  | 'subscription_trial_ends_at'
>;

export interface SiteEntryInput {
  /** URL path, e.g. `/cart`. */
  path: string;
  /** Query string with or without the leading `?`; kept on redirects. */
  search?: string;
  /** Host after `normalizeHost`. */
  host: string;
  client: SiteEntryClient;
  templateId: number;
  /** The page is inside a frame (editor or builder preview): the disabled rules do not apply. */
  framed: boolean;
  now: Date;
  /** The provider's site host; sub-domain hosts are `<wurkzen_subdomain>.<siteDomain>`. */
  siteDomain: string;
  /** For absolute redirects to another host; defaults `https:` and no port. */
  protocol?: 'http:' | 'https:';
  port?: string | number | null;
  /** Previews load data by id, not by host: skip rule 1. */
  skipHostCheck?: boolean;
  /** For /access-denied: true only when the access check said no. */
  accessDenied?: boolean;
  previousPath?: string | null;
}

type SiteEntryReason =
  'canonical-host' | 'disabled' | 'not-disabled' | 'access-not-denied' | 'external-website' | 'setup-website' | 'open-twin';

type SiteEntryDecision =
  | { kind: 'render'; route: RouteMatch }
  | { kind: 'redirect'; location: string; reason: SiteEntryReason; external?: boolean }
  | { kind: 'not-found' };

type DisabledReason = 'inactive' | 'freemium-custom-domain' | 'trial-ended';

/** A custom domain as hosts are compared and stored (`normalizeHost`: no `www.`, lower case); null when blank. */
function customDomainHost(customDomain: string | null | undefined): string | null {
  return customDomain ? normalizeHost(customDomain) || null : null;
}

/** True when `host` is the custom domain or one of its sub-domains. */
function isCustomDomainHost(host: string, customDomain: string | null): boolean {
  const domain = customDomainHost(customDomain);
  if (!domain) return false;
  return host === domain || host.endsWith(`.${domain}`);
}

function subdomainHost(client: Pick<Client, 'wurkzen_subdomain'>, siteDomain: string): string | null {
  const label = client.wurkzen_subdomain.trim().toLowerCase();
  return label ? `${label}.${siteDomain.toLowerCase()}` : null;
}

/** Why the site is disabled (spec §4 "Site load"), ignoring framing; null when it is not. */
export function disabledReason(client: SiteEntryClient, host: string, now: Date): DisabledReason | null {
  if (Number(client.is_active) === 0) return 'inactive';
  if (isFreemium(client) && isCustomDomainHost(host, client.custom_domain)) return 'freemium-custom-domain';
  if (client.subscription_trial_enabled && client.subscription_trial_ends_at) {
    const ends = Date.parse(client.subscription_trial_ends_at);
    if (!Number.isNaN(ends) && ends < now.getTime()) return 'trial-ended';
  }
  return null;
}

/** The host a visitor should be on, or null when the client has neither domain nor sub-domain. */
export function canonicalHost(client: SiteEntryClient, siteDomain: string): string | null {
  const custom = customDomainHost(client.custom_domain);
  if (custom && !isFreemium(client)) return custom;
  return subdomainHost(client, siteDomain) ?? custom ?? null;
}

/**
 * Every host the site is served under, hence published under (`sites/{host}/site.json`): the sub-domain
 * host and the custom domain, whichever the client has. Freemium clients keep both: their custom domain
 * shows the disabled page (§4 "Site load"), which needs the site data too.
 */
export function siteHostsOf(client: Pick<Client, 'wurkzen_subdomain' | 'custom_domain'>, siteDomain: string): string[] {
  return [subdomainHost(client, siteDomain), customDomainHost(client.custom_domain)].filter((host): host is string => host !== null);
}

/** The custom domain (and its sub-domains) is always accepted; otherwise only the canonical host. */
function hostAccepted(input: SiteEntryInput): boolean {
  const { host, client, siteDomain } = input;
  return isCustomDomainHost(host, client.custom_domain) || host === canonicalHost(client, siteDomain);
}

const DISABLED_EXEMPT = new Set(['admin', 'galleryAdmin', 'error', 'accessDenied']);

export function decideSiteEntry(input: SiteEntryInput): SiteEntryDecision {
  const { path, client, templateId, framed, now } = input;
  const search = !input.search ? '' : input.search.startsWith('?') ? input.search : `?${input.search}`;
  const pathAndQuery = `${path}${search}`;

  if (!input.skipHostCheck && !hostAccepted(input)) {
    const target = canonicalHost(client, input.siteDomain);
    if (target && target !== input.host) {
      const port = input.port ? `:${input.port}` : '';
      const location = `${input.protocol ?? 'https:'}//${target}${port}${pathAndQuery}`;
      return { kind: 'redirect', location, reason: 'canonical-host', external: true };
    }
  }

  const route = matchRoute(path);
  const disabled = !framed && disabledReason(client, input.host, now) !== null;
  if (disabled && route?.id !== 'websiteDisabled' && !(route && DISABLED_EXEMPT.has(route.id))) {
    return { kind: 'redirect', location: '/website_disabled', reason: 'disabled' };
  }
  if (!disabled && route?.id === 'websiteDisabled') return { kind: 'redirect', location: '/', reason: 'not-disabled' };
  if (!route) return { kind: 'not-found' };

  if (route.id === 'accessDenied') {
    const entry = accessDeniedEntry(input);
    if (entry.kind === 'redirect') return { ...entry, reason: 'access-not-denied' };
  }

  if (templateId === PLACEHOLDER_TEMPLATE_ID) {
    if (route.id === 'home') {
      const external = client.external_website_url?.trim();
      return external
        ? { kind: 'redirect', location: withScheme(external), reason: 'external-website', external: true }
        : { kind: 'redirect', location: '/setup-website', reason: 'setup-website' };
    }
    if (route.route.openTwin && !route.open) {
      return { kind: 'redirect', location: openTwinPath(pathAndQuery), reason: 'open-twin' };
    }
  }
  return { kind: 'render', route };
}
