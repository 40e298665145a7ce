// The per-request pieces: a store for one render (store/server-store.ts) whose requests go through the
// host's in-process fetch, and the environment the route tree reads (framing from Sec-Fetch-Dest, the
// Referer for /access-denied).
import type { SiteConfig, SiteEnv } from '../app/site-env.js';
import { refererPath } from '../app/site-env.js';
import { createServerStore } from '../store/server-store.js';
import { IN_PROCESS_ORIGIN } from './render-config.js';

export function createRequestEnv(request: Request, fetchFn: typeof fetch, config: SiteConfig, now = new Date()): SiteEnv {
  const store = createServerStore({
    apiBaseUrl: `${IN_PROCESS_ORIGIN}/api`,
    assetsBaseUrl: `${IN_PROCESS_ORIGIN}/assets`,
    fetchFn,
    readOnce: true,
    // site.json (a strong ETag, its content hash) is parsed and upgraded once per published version.
    reuseByEtag: true,
  });
  return {
    store,
    config,
    framed: () => request.headers.get('sec-fetch-dest') === 'iframe',
    now: () => now,
    previousPath: refererPath,
  };
}
