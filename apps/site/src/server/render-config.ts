// Settings of the server entry: the host's (demo host, site domain) plus two of the site's own,
// read from the environment of the process that hosts it.
import type { SiteConfig } from '../app/site-env.js';

export interface HostContext {
  /** Answers `/api/…` and `/assets/…` in process (apps/api site-renderer.ts). */
  fetch: typeof fetch;
  demoHost: string;
  siteDomain: string;
}

/** Base URLs of the in-process fetch: any origin works, the host only routes by path. */
export const IN_PROCESS_ORIGIN = 'http://in-process';

/**
 * The provider's own sign-up wizard (issue 16): `/signup` on the site domain itself, with the scheme and
 * port the request came with (`http://newbie.localhost:8080/…` → `http://localhost:8080/signup`).
 */
export function providerSignupUrl(requestUrl: string, siteDomain: string): string {
  const url = new URL(requestUrl);
  return `${url.protocol}//${siteDomain}${url.port ? `:${url.port}` : ''}/signup`;
}

export function siteConfig(
  context: HostContext,
  env: Record<string, string | undefined> = process.env,
  requestUrl = `http://${context.siteDomain}/`,
): SiteConfig {
  return {
    siteDomain: context.siteDomain,
    demoHost: context.demoHost,
    // /setup-website's "link to create": SITE_SIGNUP_URL when the wizard lives elsewhere, else ours.
    signupUrl: env.SITE_SIGNUP_URL?.trim() || providerSignupUrl(requestUrl, context.siteDomain),
    // §8 "the browser goes to the provider's home" when set; unset (the embedded default, whose
    // provider home would be this very process) shows a 404 not-found page on the unknown host.
    providerHomeUrl: env.PROVIDER_HOME_URL?.trim() || null,
  };
}
