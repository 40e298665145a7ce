// The country and US state options of the location and service-area forms: core-model's countries in the
// owner's language, sorted by name, and the 65 US states entries of spec §3, each its own option.
import { COUNTRIES, US_STATES, countryNameIn } from '@vitrina/core-model';
import type { Locale } from '@vitrina/core-model';
import type { SelectOption } from '@vitrina/ui-kit';

export const localeOf = (language: string | undefined): Locale => (language?.startsWith('es') ? 'es' : 'en');

export function countryOptions(locale: Locale): SelectOption[] {
  return COUNTRIES.map((c) => ({ value: c.countryCode, label: c.countryName[locale] })).sort((a, b) =>
    a.label.localeCompare(b.label, locale),
  );
}

export function countryName(code: string, locale: Locale): string {
  return countryNameIn(code, locale);
}

/**
 * One option per entry of the §3 list (65), in its order; the form keeps the abbreviation. USPS writes AE
 * for four regions (Africa, Canada, Europe, Middle East): those options get their own id
 * (SelectOption.optionId, `AE-6`…), the others are told apart by their abbreviation.
 */
function stateOptions(): SelectOption[] {
  const uses = new Map<string, number>();
  for (const state of US_STATES) uses.set(state.abbreviation, (uses.get(state.abbreviation) ?? 0) + 1);
  return US_STATES.map((state) => ({
    value: state.abbreviation,
    label: state.name,
    ...(uses.get(state.abbreviation)! > 1 ? { optionId: `${state.abbreviation}-${state.id}` } : {}),
  }));
}

export const US_STATE_OPTIONS: readonly SelectOption[] = stateOptions();
