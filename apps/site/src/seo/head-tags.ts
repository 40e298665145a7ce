// The <head> of a server-rendered page: title, description, canonical URL, Open Graph, favicon,
// hreflang, robots, JSON-LD and the template's font; most of it is there for search engines.
import type { Locale } from '@vitrina/core-model';
import type { PageMeta } from './page-meta.js';
import { scriptJson } from './json-ld.js';

export interface HeadInput {
  meta: PageMeta;
  locale: Locale;
  siteName: string;
  /** Absolute canonical URL of the page; null when the page has none (previews, no site). */
  canonicalUrl: string | null;
  /** Other languages of the same page, when the site has them: locale → absolute URL. */
  alternates?: Partial<Record<Locale, string>>;
  imageUrl?: string | null;
  faviconUrl?: string | null;
  ogType?: 'website' | 'article';
  noindex: boolean;
  jsonLd?: Record<string, unknown> | null;
  /** Stylesheets (the template's font) from the client build. The page's code is not preloaded: it
   * loads after the page (src/entry-boot.ts). */
  stylesheets?: readonly string[];
}

const OG_LOCALES: Record<Locale, string> = { en: 'en_US', es: 'es_ES' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

const attr = (value: string) => `"${escapeHtml(value)}"`;

export function headTags(input: HeadInput): string {
  const { meta, canonicalUrl } = input;
  const tags = [`<title>${escapeHtml(meta.title)}</title>`];
  if (meta.description) tags.push(`<meta name="description" content=${attr(meta.description)}>`);
  if (input.noindex) tags.push('<meta name="robots" content="noindex">');
  if (canonicalUrl) tags.push(`<link rel="canonical" href=${attr(canonicalUrl)}>`);
  const alternates = Object.entries(input.alternates ?? {});
  if (alternates.length > 1) {
    for (const [lang, href] of alternates) tags.push(`<link rel="alternate" hreflang=${attr(lang)} href=${attr(href)}>`);
  }
  // Without a favicon of its own the page says so, rather than let the browser ask for /favicon.ico.
  tags.push(`<link rel="icon" href=${input.faviconUrl ? attr(input.faviconUrl) : '"data:,"'}>`);
  tags.push(
    `<meta property="og:type" content="${input.ogType ?? 'website'}">`,
    `<meta property="og:title" content=${attr(meta.title)}>`,
    `<meta property="og:site_name" content=${attr(input.siteName)}>`,
    `<meta property="og:locale" content="${OG_LOCALES[input.locale]}">`,
  );
  if (meta.description) tags.push(`<meta property="og:description" content=${attr(meta.description)}>`);
  if (canonicalUrl) tags.push(`<meta property="og:url" content=${attr(canonicalUrl)}>`);
  if (input.imageUrl) tags.push(`<meta property="og:image" content=${attr(input.imageUrl)}>`);
  for (const href of input.stylesheets ?? []) tags.push(`<link rel="stylesheet" href=${attr(href)}>`);
  // Data, not code: a JSON-LD script is never executed, so it needs no CSP nonce.
  if (input.jsonLd) tags.push(`<script type="application/ld+json">${scriptJson(input.jsonLd)}</script>`);
  return tags.join('\n    ');
}
