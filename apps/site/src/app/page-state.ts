// The state a server-rendered page carries for the browser: the fulfilled RTK Query cache, the host's
// settings and the texts of the page's language. One JSON script, never executed, so it needs no
// nonce to pass the CSP; it gets the request's nonce anyway, as every inline script of the page.
import type { Locale } from '@vitrina/core-model';
import type { ApiSnapshot } from '../store/create-store.js';
import type { SiteConfig } from './site-env.js';

export const PAGE_STATE_ID = 'vitrina-state';

/** Namespaces the public site uses; only these, in one language, reach the browser. */
export const SITE_NAMESPACES = ['common', 'status', 'errors', 'sections', 'ui', 'validation', 'forms'] as const;

export interface PageState {
  api: ApiSnapshot;
  config: SiteConfig;
  i18n: { locale: Locale; resources: Record<string, unknown> };
}

/** JSON safe inside <script>: `<` is escaped, so no text can close the element. */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

export function pageStateScript(state: PageState, nonce?: string): string {
  const nonceAttr = nonce ? ` nonce="${nonce.replace(/[^A-Za-z0-9+/=_-]/g, '')}"` : '';
  return `<script type="application/json" id="${PAGE_STATE_ID}"${nonceAttr}>${scriptSafeJson(state)}</script>`;
}

export function readPageState(doc: Document): PageState | null {
  const text = doc.getElementById(PAGE_STATE_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as PageState;
  } catch {
    return null;
  }
}
