// A business charges in ONE currency, an ISO 4217 code (client.currency_code); everything else about money
// on a screen — the symbol, where it goes, the separators, how many minor digits — comes from that code and
// the page's language through Intl, so what is shown can never differ from what the gateway charges. The
// list of codes is the runtime's own (`Intl.supportedValuesOf('currency')`), not a hand-typed one; a new
// business starts with its country's currency (ISO 3166-1 → ISO 4217, `country-to-currency`).
import countryToCurrency from 'country-to-currency';

/** The currency of a business whose country has none we know (spec §9's default symbol `$`). */
export const DEFAULT_CURRENCY = 'USD';

let codes: readonly string[] | null = null;
let codeSet: ReadonlySet<string> | null = null;

/** Every ISO 4217 code this runtime can format, sorted (Node 20 and every current browser). */
export function currencyCodes(): readonly string[] {
  codes ??= [...Intl.supportedValuesOf('currency')].sort();
  return codes;
}

/** Whether `value` is an ISO 4217 code of the runtime's list: `EUR` yes; `€`, `eur`, `XYZ` no. */
export function isCurrencyCode(value: unknown): value is string {
  codeSet ??= new Set(currencyCodes());
  return typeof value === 'string' && codeSet.has(value);
}

/** The currency of a country (`ES` → `EUR`, `MX` → `MXN`); `USD` when the country is unknown. */
export function currencyForCountry(countryCode: string): string {
  const code = countryCode.trim().toUpperCase() as keyof typeof countryToCurrency;
  const currency: unknown = Object.hasOwn(countryToCurrency, code) ? countryToCurrency[code] : undefined;
  return isCurrencyCode(currency) ? currency : DEFAULT_CURRENCY;
}

/** `code` when it is a currency, else the default: an unknown value is never shown or charged. */
export const knownCurrency = (code: string | null | undefined): string => (isCurrencyCode(code) ? code : DEFAULT_CURRENCY);

/** How many minor digits the currency has (USD 2, JPY 0, KWD 3), as ISO 4217 and Intl say. */
export function currencyMinorDigits(code: string): number {
  return moneyFormat(knownCurrency(code), 'en').resolvedOptions().maximumFractionDigits ?? 2;
}

/** The currency's symbol in a language (`EUR` → `€`, `USD` in Spanish → `US$`), for a label like "Price (€)". */
export function currencySymbol(code: string | null | undefined, locale = 'en'): string {
  const parts = moneyFormat(knownCurrency(code), locale).formatToParts(0);
  return parts.find((p) => p.type === 'currency')?.value ?? knownCurrency(code);
}

const formats = new Map<string, Intl.NumberFormat>();

/** One Intl formatter per currency and language (they are costly to build). */
export function moneyFormat(currency: string, locale: string): Intl.NumberFormat {
  const key = `${currency}|${locale}`;
  let format = formats.get(key);
  if (!format) {
    const options: Intl.NumberFormatOptions = { style: 'currency', currency, useGrouping: 'always' };
    try {
      format = new Intl.NumberFormat(locale, options);
    } catch {
      format = new Intl.NumberFormat('en', options);
    }
    formats.set(key, format);
  }
  return format;
}
