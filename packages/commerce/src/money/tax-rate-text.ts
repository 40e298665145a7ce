// The tax rate as an owner reads and types it (issue 26: the Spanish back office offered "8.25", a US
// decimal and a US sales tax, as its example). The setting is kept as a plain decimal ("8.25", spec §3
// taxRate); the form shows and takes it with the decimal mark of the owner's language, and its hint gives
// a rate that fits the business's country.
import { decimalMarkOf } from '@vitrina/core-model';
import type { Locale } from '@vitrina/core-model';

/**
 * A usual rate of each country, as the hint's example: US a combined state and local sales tax, elsewhere
 * the standard VAT / GST. A country not listed gets a round 10.
 */
const EXAMPLES: Readonly<Record<string, string>> = {
  US: '8.25',
  CA: '5',
  MX: '16',
  ES: '21',
  PT: '23',
  FR: '20',
  DE: '19',
  IT: '22',
  GB: '20',
  IE: '23',
  NL: '21',
  AR: '21',
  CL: '19',
  CO: '19',
  PE: '18',
  AU: '10',
};

const DEFAULT_EXAMPLE = '10';

/** `US` → `8.25`, `ES` → `21`, anything else → `10` (plain decimals, as stored). */
export function taxRateExample(countryCode: string | null | undefined): string {
  return EXAMPLES[countryCode?.trim().toUpperCase() ?? ''] ?? DEFAULT_EXAMPLE;
}

/** A stored rate as the owner's language writes it: es `8.25` → `8,25`; en as stored. */
export function taxRateTextIn(rate: string, locale: Locale): string {
  return rate.replace('.', decimalMarkOf(locale));
}

/** What the owner typed as the stored plain decimal: es `8,25` → `8.25`; a plain `8.25` stays; the rest is left to the schema. */
export function taxRateInputIn(text: string, locale: Locale): string {
  const typed = text.trim();
  const mark = decimalMarkOf(locale);
  return mark !== '.' && /^\d+,\d*$/.test(typed) ? typed.replace(mark, '.') : typed;
}
