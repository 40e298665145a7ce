// Which URLs the built-in provider may send a browser (and its authorization code) to.
//
// The rule: the editor runs on every site host of this process (`<sub>.<siteDomain>`, custom domains),
// so the one first-party client cannot list its redirect URIs in advance. A URI is accepted when
//   1. it parses, has no credentials and no fragment;
//   2. its scheme is https, or http while the issuer itself is http (the embedded default);
//   3. its host name is a site domain, a sub-domain of one, the issuer's own host name, or a host the
//      account store says is a Vitrina site host (custom domains; any port);
//   4. for redirect URIs only: the path is exactly `/admin/callback`, `/gallery/admin/callback` or
//      `/manage/callback` (the back office signs in on its own) with no query. Post-logout URIs may have any path on such a host.
// Anything else is refused, so there is no open redirect to a foreign host.
// oidc-provider asks synchronously, so custom domains are looked up ahead (`resolveHost`) and cached.

export const ADMIN_CALLBACK_PATHS: readonly string[] = ['/admin/callback', '/gallery/admin/callback', '/manage/callback'];

export interface RedirectRuleOptions {
  issuer: string;
  /** e.g. `['localhost']`: `localhost` and every `*.localhost` are trusted. */
  siteDomains: readonly string[];
  /** Custom-domain lookup (AccountStore.isSiteHost); receives a lower-case host name without port. */
  isSiteHost?: (hostname: string) => Promise<boolean>;
  cacheTtlMs?: number;
  now?: () => number;
}

export interface RedirectRule {
  isAllowedRedirectUri(uri: string): boolean;
  isAllowedPostLogoutUri(uri: string): boolean;
  /** For CORS at the token, JWKS and userinfo endpoints: `origin` is `scheme://host[:port]`. */
  isAllowedOrigin(origin: string): boolean;
  /** Looks `hostname` up in the account store so the synchronous checks above can trust it. */
  resolveHost(hostname: string): Promise<boolean>;
}

const MAX_CACHED_HOSTS = 1000;

export function createRedirectRule(options: RedirectRuleOptions): RedirectRule {
  const issuer = new URL(options.issuer);
  const allowHttp = issuer.protocol === 'http:';
  const domains = options.siteDomains.map((d) => d.toLowerCase().replace(/\.$/, '')).filter(Boolean);
  const ttl = options.cacheTtlMs ?? 60_000;
  const now = options.now ?? Date.now;
  const cache = new Map<string, { ok: boolean; expires: number }>();

  const staticallyTrusted = (hostname: string) =>
    hostname === issuer.hostname || domains.some((d) => hostname === d || hostname.endsWith(`.${d}`));

  const cached = (hostname: string) => {
    const entry = cache.get(hostname);
    return entry !== undefined && entry.expires > now() && entry.ok;
  };

  const parse = (value: string): URL | null => {
    if (typeof value !== 'string' || value.includes('#')) return null;
    const url = URL.parse(value);
    if (!url || url.username || url.password) return null;
    if (url.protocol !== 'https:' && !(allowHttp && url.protocol === 'http:')) return null;
    return url;
  };

  const trustedUrl = (value: string): URL | null => {
    const url = parse(value);
    if (!url) return null;
    const hostname = url.hostname.toLowerCase();
    return staticallyTrusted(hostname) || cached(hostname) ? url : null;
  };

  return {
    isAllowedRedirectUri(uri) {
      const url = trustedUrl(uri);
      return url !== null && url.search === '' && ADMIN_CALLBACK_PATHS.includes(url.pathname);
    },
    isAllowedPostLogoutUri: (uri) => trustedUrl(uri) !== null,
    isAllowedOrigin(origin) {
      const url = trustedUrl(origin);
      return url !== null && url.origin === origin;
    },
    async resolveHost(hostname) {
      const host = hostname.toLowerCase();
      if (staticallyTrusted(host)) return true;
      const entry = cache.get(host);
      if (entry && entry.expires > now()) return entry.ok;
      const ok = options.isSiteHost ? await options.isSiteHost(host).catch(() => false) : false;
      if (cache.size >= MAX_CACHED_HOSTS) cache.delete(cache.keys().next().value as string);
      cache.set(host, { ok, expires: now() + ttl });
      return ok;
    },
  };
}
