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

/** Names already looked up, per language and code (a few hundred at most: the regions ICU knows). */
const names = new Map<string, string>();

/** The name of a two-letter country code in `locale`; anything else (already a name) is returned as is. */
export function countryName(value: string | null | undefined, locale: string): string {
  const v = value?.trim() ?? '';
  if (!/^[a-z]{2}$/i.test(v)) return v;
  const code = v.toUpperCase();
  const key = `${locale}|${code}`;
  let name = names.get(key);
  if (name === undefined) {
    try {
      name = displayNames(locale)?.of(code) ?? code;
    } catch {
      name = code;
    }
    if (names.size < 10_000) names.set(key, name);
  }
  return name;
}
