// The country and US state options of the location and service-area forms: core-model's countries in the
// owner's language, sorted by name, and one option per US state abbreviation.
import { COUNTRIES, US_STATES, countryByCode } from '@vitrina/core-model';
import type { Locale } from '@vitrina/core-model';
import type { SelectOption } from '@vitrina/ui-kit';

export const localeOf = (language: string | undefined): Locale => (language?.startsWith('es') ? 'es' : 'en');

export function countryOptions(locale: Locale): SelectOption[] {
  return COUNTRIES.map((c) => ({ value: c.countryCode, label: c.countryName[locale] })).sort((a, b) =>
    a.label.localeCompare(b.label, locale),
  );
}

export function countryName(code: string, locale: Locale): string {
  return countryByCode(code)?.countryName[locale] ?? code;
}

function stateOptions(): SelectOption[] {
  const byCode = new Map<string, string[]>();
  for (const state of US_STATES) byCode.set(state.abbreviation, [...(byCode.get(state.abbreviation) ?? []), state.name]);
  return [...byCode].map(([value, names]) => ({ value, label: names.join(' / ') }));
}

export const US_STATE_OPTIONS: readonly SelectOption[] = stateOptions();
