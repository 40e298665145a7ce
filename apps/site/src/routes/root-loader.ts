// The root loader runs on every navigation (server request and client navigation alike): it loads the
// site, applies the site-entry decision and plan gating, and picks the language.
import { isSupportedLocale, localeFromLanguageId } from '@vitrina/i18n';
import type { Locale, SiteData } from '@vitrina/core-model';
import { data, redirect, redirectDocument } from 'react-router';
import type { LoaderFunctionArgs } from 'react-router';
import type { RootData } from '../app/root-data.js';
import { envOf } from '../app/site-env.js';
import type { EnvSource, SiteEnv } from '../app/site-env.js';
import { loadSiteOf } from '../site/load-site.js';
import { siteEntry } from '../site/site-entry.js';

/** Query parameter of the locale (spec §2 "A locale route parameter also exists"). */
export const LOCALE_PARAM = 'lang';

/** §4 "Locale": an unsupported locale is rejected, the client's language_id stays. */
export function pickLocale(requested: string | null, site: SiteData | null): Locale {
  if (isSupportedLocale(requested)) return requested;
  return localeFromLanguageId(site?.client.language_id);
}

export function createRootLoader(source: EnvSource) {
  return async (args: LoaderFunctionArgs) => {
    const { request } = args;
    const env = envOf(source, args);
    const url = new URL(request.url);
    const requested = url.searchParams.get(LOCALE_PARAM);
    const load = await loadSiteOf(env.store, request, env.config.demoHost);
    if (load.kind === 'missing') {
      if (env.config.providerHomeUrl) throw redirect(env.config.providerHomeUrl);
      return data<RootData>({ kind: 'no-site', locale: pickLocale(requested, null) }, { status: 404 });
    }
    if (load.kind === 'preview-failed') throw redirect('/');
    // §8 "Site load failure": the error page, with the status the API gave.
    if (load.kind === 'failed') throw data(null, { status: load.status >= 500 ? load.status : 503 });

    const outcome = siteEntry({
      url,
      site: load.site,
      ref: load.ref,
      framed: env.framed(),
      now: env.now(),
      siteDomain: env.config.siteDomain,
      demoHost: env.config.demoHost,
      previousPath: env.previousPath(request),
    });
    if (outcome.kind === 'redirect') throw redirect(outcome.location);
    const locale = pickLocale(requested, load.site);
    // The page carries the texts of one language; another one is a new document from the server.
    if (env.loadedLocale && env.loadedLocale !== locale) throw redirectDocument(`${url.pathname}${url.search}`);
    return { kind: 'site', ref: load.ref, locale, routeId: outcome.route.id } satisfies RootData;
  };
}

/** For page loaders: the site the root loader is loading too (the same cached requests). */
export async function siteFor(env: SiteEnv, request: Request): Promise<SiteData | null> {
  const load = await loadSiteOf(env.store, request, env.config.demoHost);
  return load.kind === 'site' ? load.site : null;
}
