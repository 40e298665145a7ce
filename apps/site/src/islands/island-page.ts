// The server's part of a page served as islands (docs/decisions.md "Islands on the home page"): the
// state script the page carries instead of the whole page state.
import type { Locale, SiteData } from '@vitrina/core-model';
import { resources } from '@vitrina/i18n';
import { scriptSafeJson } from '../app/page-state.js';
import type { SiteRef } from '../site/site-ref.js';
import { ISLAND_NAMESPACES, STORE_ISLAND_NAMESPACES, islandStateScript } from './island-state.js';
import type { IslandState } from './island-state.js';

/** The plural forms of `key` in `bundle` (`miniCart_one`, `miniCart_other` → { one, other }). */
export function pluralForms(bundle: Record<string, unknown>, key: string): Record<string, string> {
  const forms: Record<string, string> = {};
  for (const [name, value] of Object.entries(bundle)) {
    if (name.startsWith(`${key}_`) && typeof value === 'string') forms[name.slice(key.length + 1)] = value;
  }
  return forms;
}

interface LocaleParts {
  textsJson: string;
  cartLabels: IslandState['cartLabels'];
}

const byLocale = new Map<string, LocaleParts>();

/** The texts and mini-cart names of a language: the same for every page (every store page), made once. */
function localeParts(locale: Locale, store: boolean): LocaleParts {
  const key = `${locale}:${store}`;
  let parts = byLocale.get(key);
  if (!parts) {
    const bundle = resources[locale] as unknown as Record<string, Record<string, Record<string, unknown>>>;
    const commerce = bundle.commerce ?? {};
    parts = {
      textsJson: scriptSafeJson(Object.fromEntries((store ? STORE_ISLAND_NAMESPACES : ISLAND_NAMESPACES).map((ns) => [ns, bundle[ns]]))),
      cartLabels: {
        products: pluralForms(commerce.storefront ?? {}, 'miniCart'),
        services: pluralForms(commerce.servicesStore ?? {}, 'cartLink'),
      },
    };
    byLocale.set(key, parts);
  }
  return parts;
}

/** The island state's script of a page of `site`; `store`: a store page, whose islands need the commerce texts. */
export function islandPageScript(site: SiteData, ref: SiteRef | null, locale: Locale, store = false): string {
  const { textsJson, cartLabels } = localeParts(locale, store);
  return islandStateScript({ locale, client: site.client, wizardPreview: ref?.source.kind === 'wizard', cartLabels }, textsJson);
}
