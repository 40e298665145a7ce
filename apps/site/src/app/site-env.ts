// What the route tree needs from its surroundings: one per server request, one per browser tab.
import type { Locale } from '@vitrina/core-model';
import type { LoaderFunctionArgs } from 'react-router';
import type { SiteStore } from '../store/create-store.js';

/** Settings of the host process, embedded in the page so the browser decides as the server does. */
export interface SiteConfig {
  /** Client sub-domains are `<subdomain>.<siteDomain>`. */
  siteDomain: string;
  /** The host plain localhost shows (spec §4). */
  demoHost: string;
  /** Where "create your website" leads (/setup-website). */
  signupUrl: string;
  /** §8: where the browser goes when a host has no site; null shows a not-found page instead. */
  providerHomeUrl: string | null;
}

export interface SiteEnv {
  store: SiteStore;
  config: SiteConfig;
  /** The page is inside a frame (editor or preview iframe): never shown as disabled (spec §4). */
  framed: () => boolean;
  now: () => Date;
  /** Path the visitor came from on this host, for /access-denied (spec §2). */
  previousPath: (request: Request) => string | null;
  /** Browser only: the language whose texts the page carries; another one needs a document load. */
  loadedLocale?: Locale;
}

/**
 * Where a loader finds its environment: the one of a browser tab, or, for the server's route tree (built
 * once for the process), the request's own, given to the static handler as its request context.
 */
export type EnvSource = SiteEnv | ((args: LoaderFunctionArgs) => SiteEnv);

export function envOf(source: EnvSource, args: LoaderFunctionArgs): SiteEnv {
  return typeof source === 'function' ? source(args) : source;
}

/** The same-origin path of a Referer header, or null. */
export function refererPath(request: Request): string | null {
  const referer = request.headers.get('referer');
  if (!referer) return null;
  try {
    const from = new URL(referer);
    const here = new URL(request.url);
    return from.host === here.host ? `${from.pathname}${from.search}` : null;
  } catch {
    return null;
  }
}
