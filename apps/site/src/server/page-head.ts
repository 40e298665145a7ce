// Collects what the <head> of a rendered page says about it.
import { blogApi, storeApi } from '@vitrina/api-client';
import { canonicalHost, LOCALES, normalizeHost } from '@vitrina/core-model';
import type { Locale, SiteData } from '@vitrina/core-model';
import { localeFromLanguageId } from '@vitrina/i18n';
import type { SiteConfig } from '../app/site-env.js';
import { LOCALE_PARAM } from '../routes/root-loader.js';
import type { PageHandle } from '../routes/route-table.js';
import type { HeadInput } from '../seo/head-tags.js';
import { localBusiness } from '../seo/json-ld.js';
import { pageMeta, siteName } from '../seo/page-meta.js';
import type { MetaT } from '../seo/page-meta.js';
import { isIndexable } from '../seo/sitemap.js';
import type { SiteRef } from '../site/site-ref.js';
import { isLoadedById } from '../site/site-ref.js';
import type { SiteState } from '../store/create-store.js';
import { fontStylesheets } from './build-info.js';
import type { BuildInfo } from './build-info.js';

export interface PageHeadInput {
  url: URL;
  site: SiteData | null;
  ref: SiteRef | null;
  handle: PageHandle | null;
  params: Record<string, string | undefined>;
  state: SiteState;
  locale: Locale;
  t: MetaT;
  config: SiteConfig;
  build: BuildInfo;
}

/** `{protocol}//{canonical host}{:port}` of a site: its custom domain, else its sub-domain. */
export function canonicalOrigin(url: URL, site: SiteData, config: SiteConfig): string {
  const host = canonicalHost(site.client, config.siteDomain) ?? normalizeHost(url.host, { demoHost: config.demoHost });
  return `${url.protocol}//${host}${url.port ? `:${url.port}` : ''}`;
}

const absolute = (value: string | null | undefined, origin: string) => {
  if (!value?.trim()) return null;
  try {
    return new URL(value, origin).href;
  } catch {
    return null;
  }
};

/** Freemium sites (spec §8), previews, status and placeholder pages are kept out of search engines. */
/**
 * Pages of one visitor (a cart, a checkout step) or reached by a private uuid (an order, a quote, a
 * customer's forms): never in a search engine, whatever the plan.
 */
const PRIVATE_PAGES: ReadonlySet<PageHandle['page']> = new Set<PageHandle['page']>([
  'cart',
  'shipping',
  'orderSuccessful',
  'invoiceSuccessful',
  'subscriptionUpdated',
  'order',
  'transaction',
  'paymentValidation',
  'orderFeedback',
  'servicesCart',
  'servicesFinalize',
  'servicesSuccess',
  'pendingForms',
  'customerForm',
  'myBooking',
  'customerPortal',
]);

export function isNoindex(site: SiteData | null, ref: SiteRef | null, handle: PageHandle | null): boolean {
  if (!site || !ref || !isIndexable(site) || isLoadedById(ref)) return true;
  return handle?.page === 'status' || handle?.page === 'notAvailable' || (handle !== null && PRIVATE_PAGES.has(handle.page));
}

export function pageHead(input: PageHeadInput): HeadInput {
  const { url, site, ref, handle, state, t, config, build } = input;
  const post =
    site && handle?.page === 'blogPost' && input.params.slug
      ? blogApi.endpoints.blogPost.select({ clientId: site.client.id, slug: input.params.slug })(state).data
      : null;
  const product =
    site && handle?.page === 'product' && input.params.slug
      ? storeApi.endpoints.storeProduct.select({ clientId: site.client.id, slug: input.params.slug })(state).data
      : null;
  const noindex = isNoindex(site, ref, handle);
  const origin = site ? canonicalOrigin(url, site, config) : url.origin;
  // Every page is served in both interface languages: the client's own at the plain URL, the other
  // one with `?lang=`. Each language version is its own canonical and names the other (hreflang).
  const siteLocale = site ? localeFromLanguageId(site.client.language_id) : null;
  const pageUrl = (locale: Locale) => `${origin}${url.pathname}${locale === siteLocale ? '' : `?${LOCALE_PARAM}=${locale}`}`;
  const canonicalUrl = site && !noindex ? pageUrl(input.locale) : null;
  const alternates = canonicalUrl ? Object.fromEntries(LOCALES.map((locale) => [locale, pageUrl(locale)])) : undefined;
  const hero = site?.sections.find((s) => s.section_name === 'hero');
  return {
    meta: pageMeta({ handle, site, t, post, product }),
    locale: input.locale,
    siteName: siteName(site, t),
    canonicalUrl,
    alternates,
    imageUrl: absolute(post?.image_url ?? hero?.bg_img_url ?? site?.main_site_variables.logo_url, origin),
    faviconUrl: site?.main_site_variables.favicon_url ?? null,
    ogType: handle?.page === 'blogPost' ? 'article' : 'website',
    noindex,
    jsonLd: site && canonicalUrl && handle?.page === 'home' ? localBusiness(site, canonicalUrl) : null,
    stylesheets: site ? fontStylesheets(build, site.template.id) : [],
  };
}
