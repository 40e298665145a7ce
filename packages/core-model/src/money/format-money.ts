// Money as a person reads it: the business's ISO 4217 currency in the page's language, by Intl — Spanish
// shows `1.234,50 €`, English `$1,234.50` (spec §5 "Money display" is the English case: thousands commas,
// two decimals; docs/decisions.md "One currency per business"). The ONE money formatter of the product:
// the site, the editor and the API all call it (i18n re-exports it, ui-kit's Money wraps it).
import { DEFAULT_CURRENCY, knownCurrency, moneyFormat } from './currency.js';
import { fromMinorUnits, roundMinor } from './minor-units.js';
import type { MinorUnits } from './minor-units.js';

/** Amounts already formatted (Intl's formatting is the costly part of a price on a page), per currency, language and amount. */
const FORMATTED_MAX = 5_000;
const formatted = new Map<string, string>();

/**
 * `formatMoney(123450, 'EUR', 'es')` → `1.234,50 €`; `formatMoney(123450)` → `$1,234.50`;
 * `formatMoney(null)` → `$0.00`. Takes minor units (hundredths; read a decimal amount with `toMinorUnits`
 * first), the business's ISO 4217 code (an unknown one shows as the default USD, never as typed) and the
 * page's language. Grouping is always on, so Spanish groups four-digit amounts too.
 */
export function formatMoney(
  minor: MinorUnits | null | undefined,
  currency: string | null | undefined = DEFAULT_CURRENCY,
  locale = 'en',
): string {
  const rounded = typeof minor === 'number' && Number.isFinite(minor) ? roundMinor(minor) : 0;
  const code = knownCurrency(currency);
  const key = `${code}|${locale}|${rounded}`;
  let text = formatted.get(key);
  if (text === undefined) {
    // A decimal string is formatted exactly (Intl.NumberFormat v3), with no binary rounding on the way.
    text = moneyFormat(code, locale).format(fromMinorUnits(rounded) as unknown as number);
    // Bounded: a server formats the prices of every business it serves; the oldest go first.
    if (formatted.size >= FORMATTED_MAX) formatted.delete(formatted.keys().next().value as string);
    formatted.set(key, text);
  }
  return text;
}
