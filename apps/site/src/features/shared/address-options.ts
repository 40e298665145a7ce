// The options of an address form's country and US state selects, shared by the checkout's shipping form
// and the appointment details form: core-model's countries in the visitor's language, sorted by name, and
// core-model's US states: the 65 entries of spec §3, each its own option (the four Armed Forces regions
// that USPS writes AE stay four: issue 26).
import { COUNTRIES, US_STATES } from '@vitrina/core-model';
import type { Locale } from '@vitrina/core-model';
import type { SelectOption } from '@vitrina/ui-kit';

/** Countries by name in `locale`; `allowed` limits them to those codes (all when omitted). */
export function countryOptions(locale: Locale, allowed?: Iterable<string>): SelectOption[] {
  const only = allowed ? new Set(allowed) : null;
  return COUNTRIES.filter((c) => !only || only.has(c.countryCode))
    .map((c) => ({ value: c.countryCode, label: c.countryName[locale] }))
    .sort((a, b) => a.label.localeCompare(b.label, locale));
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
