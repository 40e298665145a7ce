// What a page served as islands carries for the browser (docs/decisions.md "Islands on the home page"),
// instead of the whole page state (src/app/page-state.ts): no router data and no query cache, since the
// page is never rendered again in the browser; the client for tracking and the chat rule, and the texts
// of the few namespaces the islands that render with React (contact, chat, the denied toast) need.
import type { Client, Locale } from '@vitrina/core-model';
import { readStateScript, scriptSafeJson } from '../app/page-state.js';

export const ISLAND_STATE_ID = 'vitrina-islands';

/** Namespaces the React islands translate with (contact form, chat widget, toasts, validation messages). */
export const ISLAND_NAMESPACES = ['common', 'errors', 'sections', 'ui', 'validation'] as const;

/** The store's islands (product, services cards) also translate with the commerce texts; only their pages carry them. */
export const STORE_ISLAND_NAMESPACES = [...ISLAND_NAMESPACES, 'commerce'] as const;

export interface IslandState {
  locale: Locale;
  client: Client;
  /** The site shown is the sign-up wizard's preview (spec §4: no chat there). */
  wizardPreview: boolean;
  /** The texts of ISLAND_NAMESPACES (STORE_ISLAND_NAMESPACES on the store's pages) in the page's language. */
  texts: Record<string, unknown>;
  /** Plural forms of the mini-carts' names, by i18next suffix (`one`, `other`…), `{{count}}` left in. */
  cartLabels: { products: Record<string, string>; services: Record<string, string> };
}

/**
 * The state's script. `textsJson` is the texts' JSON made beforehand (the same for every page of a
 * language); the members are written in IslandState's order, the bytes of `scriptSafeJson(state)`.
 */
export function islandStateScript(state: Omit<IslandState, 'texts'>, textsJson: string): string {
  const json = `{"locale":${scriptSafeJson(state.locale)},"client":${scriptSafeJson(state.client)},"wizardPreview":${state.wizardPreview},"texts":${textsJson},"cartLabels":${scriptSafeJson(state.cartLabels)}}`;
  return `<script type="application/json" id="${ISLAND_STATE_ID}">${json}</script>`;
}

export function readIslandState(doc: Document): IslandState | null {
  return readStateScript<IslandState>(doc, ISLAND_STATE_ID);
}

/** `Cart, {{count}} items` for `count` in the page's language (i18next's plural suffixes, Intl's rules). */
export function pluralLabel(forms: Record<string, string>, locale: string, count: number): string {
  const form = forms[new Intl.PluralRules(locale).select(count)] ?? forms.other ?? '';
  return form.replace(/\{\{\s*count\s*\}\}/g, String(count));
}
