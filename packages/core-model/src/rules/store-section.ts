// Spec §4 "Store section": a missing store section is inserted after the service section.
import type { Locale } from '../constants.js';
import { defaultSection } from '../model/section.js';
import type { Section } from '../model/section.js';

const STORE_SECTION_TITLES: Readonly<Record<Locale, string>> = {
  en: 'Our Online Store',
  es: 'Nuestra tienda en línea',
};
export const STORE_SECTION_BG_COLOR = '#f9f9f9';
export const STORE_SECTION_INNER_BG_COLOR = '#ffffff';

interface EnsureStoreSectionOptions {
  ecommerceUrl: string | null;
  locale: Locale;
}

/** The store section of spec §4 at `ordering`; with ecommerce_url `/store` it gets colours and title. */
function newStoreSection(ordering: number, { ecommerceUrl, locale }: EnsureStoreSectionOptions): Section {
  const onStore = ecommerceUrl?.trim() === '/store';
  return defaultSection('store', {
    ordering,
    ...(onStore
      ? { bg_color: STORE_SECTION_BG_COLOR, inner_bg_color: STORE_SECTION_INNER_BG_COLOR, title: STORE_SECTION_TITLES[locale] }
      : {}),
  });
}

/**
 * Returns the sections with a store section; the same array when one exists. The new section takes
 * the service section's ordering + 1 and every later section moves down one. Without a service
 * section it goes after the last section other than the footer (Vitrina's choice; the spec is silent).
 */
export function ensureStoreSection(sections: readonly Section[], options: EnsureStoreSectionOptions): readonly Section[] {
  if (sections.some((s) => s.section_name === 'store')) return sections;
  const anchor =
    sections.find((s) => s.section_name === 'service') ??
    sections
      .filter((s) => s.section_name !== 'footer')
      .reduce<Section | undefined>((last, s) => (last && last.ordering >= s.ordering ? last : s), undefined);
  const ordering = anchor ? anchor.ordering + 1 : 1;
  const shifted = sections.map((s) => (s !== anchor && s.ordering >= ordering ? { ...s, ordering: s.ordering + 1 } : s));
  const store = newStoreSection(ordering, options);
  const at = anchor ? sections.indexOf(anchor) + 1 : 0;
  return [...shifted.slice(0, at), store, ...shifted.slice(at)];
}
