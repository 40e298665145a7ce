// A price as the owner types it in the editor (spec §5 "Numeric-only keypress: only digits and the dot are
// allowed"): digits with at most one dot and at most two decimals, so what is saved is what was typed.
import type { Locale } from '../constants.js';
import { MINOR_UNIT_DIGITS, toMinorUnits } from './minor-units.js';
import type { MinorUnits } from './minor-units.js';

const PRICE_INPUT = new RegExp(`^(?:\\d+(?:\\.\\d{0,${MINOR_UNIT_DIGITS}})?|\\.\\d{1,${MINOR_UNIT_DIGITS}})$`);

/** `"45"` → 4500, `"45.5"` → 4550, `".5"` → 50, `"45."` → 4500; anything else (`"1,000"`, `"$5"`, `"1.005"`, `"-1"`) → null. */
export function parseMoneyInput(text: unknown): MinorUnits | null {
  if (typeof text !== 'string' || !PRICE_INPUT.test(text)) return null;
  return toMinorUnits(text);
}

/** The grouping and decimal marks of each language, as it writes 1,250.00. */
const MARKS: Readonly<Record<Locale, { group: string; decimal: string }>> = {
  en: { group: ',', decimal: '.' },
  es: { group: '.', decimal: ',' },
};

/** The decimal mark of a language (en `.`, es `,`). */
export const decimalMarkOf = (locale: Locale): string => MARKS[locale].decimal;

const escaped = (mark: string) => mark.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A price as the owner types it in their language (issue 26), as the plain text `parseMoneyInput` reads
 * (`1250.00`), or null when it is not a price. Either what the §5 input rule takes (`1250.00`, `45.5`), or the
 * language's own writing: en `1,250.00`, es `1.250,00` and `45,50`. Groups must be of three digits
 * (`1,25.00` is no price), at most two decimals, so a mark is never guessed: es `1.250` is 1250, en
 * `1.250` (three decimals) is refused rather than read as 1.25.
 */
export function moneyInputIn(text: unknown, locale: Locale): string | null {
  if (typeof text !== 'string') return null;
  const typed = text.trim();
  if (PRICE_INPUT.test(typed)) return typed;
  const { group, decimal } = MARKS[locale];
  const g = escaped(group);
  const d = escaped(decimal);
  const written = new RegExp(`^(\\d{1,3}(?:${g}\\d{3})+|\\d+)?(?:${d}(\\d{0,${MINOR_UNIT_DIGITS}}))?$`).exec(typed);
  if (!written) return null;
  const [, whole = '', decimals] = written;
  const plain = decimals === undefined ? whole.split(group).join('') : `${whole.split(group).join('')}.${decimals}`;
  return PRICE_INPUT.test(plain) ? plain : null;
}

/** A price typed in the owner's language as the API reads it (`moneyInputIn`); kept as typed (trimmed) when it is no price, for a schema to refuse. */
export const plainMoneyInput = (text: string, locale: Locale): string => moneyInputIn(text, locale) ?? text.trim();

/** A price typed in the owner's language in minor units (`moneyInputIn`, then `parseMoneyInput`), or null. */
export function parseMoneyInputIn(text: unknown, locale: Locale): MinorUnits | null {
  const plain = moneyInputIn(text, locale);
  return plain === null ? null : parseMoneyInput(plain);
}
