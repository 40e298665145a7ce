// Country names from the platform (Intl.DisplayNames): no country table in the page bundle.
const cache = new Map<string, Intl.DisplayNames | null>();

function displayNames(locale: string): Intl.DisplayNames | null {
  if (!cache.has(locale)) {
    try {
      cache.set(locale, new Intl.DisplayNames([locale], { type: 'region', fallback: 'code' }));
    } catch {
      cache.set(locale, null);
    }
  }
  return cache.get(locale) ?? null;
}

/** The name of a two-letter country code in `locale`; anything else (already a name) is returned as is. */
export function countryName(value: string | null | undefined, locale: string): string {
  const v = value?.trim() ?? '';
  if (!/^[a-z]{2}$/i.test(v)) return v;
  try {
    return displayNames(locale)?.of(v.toUpperCase()) ?? v.toUpperCase();
  } catch {
    return v.toUpperCase();
  }
}
