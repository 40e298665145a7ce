// The state a server-rendered page carries for the browser: the fulfilled RTK Query cache, the router's
// loader data, the host's settings and the texts of the page's language. One JSON script, never
// executed: the page has no inline executable script, so its HTML needs no CSP nonce and the same
// bytes can be served to every visitor (the API's page cache, docs/decisions.md).
import type { Locale } from '@vitrina/core-model';
import type { HydrationState } from 'react-router';
import type { ApiSnapshot } from '../store/create-store.js';
import type { SiteConfig } from './site-env.js';

export const PAGE_STATE_ID = 'vitrina-state';

/** Namespaces the public site uses; only these, in one language, reach the browser. */
export const SITE_NAMESPACES = [
  'common',
  'status',
  'errors',
  'sections',
  'ui',
  'validation',
  'forms',
  'commerce',
  'booking',
  'discounts',
] as const;

export interface PageState {
  api: ApiSnapshot;
  config: SiteConfig;
  i18n: { locale: Locale; resources: Record<string, unknown> };
  /** The data router's hydration state, errors serialized as react-router's own server script does. */
  router: HydrationState;
}

/** JSON safe inside <script>: `<` is escaped, so no text can close the element. */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/**
 * The page state's script. `i18nJson` is `scriptSafeJson(state.i18n)` made beforehand: the texts are two
 * thirds of the state and the same for every page of a language, so the server keeps them as JSON. The
 * members are written in PageState's order, the bytes of `scriptSafeJson(state)`.
 */
export function pageStateScript(state: Omit<PageState, 'i18n'>, i18nJson: string): string {
  const json = `{"api":${scriptSafeJson(state.api)},"config":${scriptSafeJson(state.config)},"i18n":${i18nJson},"router":${scriptSafeJson(state.router)}}`;
  return `<script type="application/json" id="${PAGE_STATE_ID}">${json}</script>`;
}

/** The JSON a page's state script (`id`) carries; null when the page has none or it is not JSON. */
export function readStateScript<T>(doc: Document, id: string): T | null {
  const text = doc.getElementById(id)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as T;
  } catch {
    return null;
  }
}

export function readPageState(doc: Document): PageState | null {
  return readStateScript<PageState>(doc, PAGE_STATE_ID);
}
