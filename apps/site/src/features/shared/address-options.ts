// The options of an address form's country and US state selects, shared by the checkout's shipping form
// and the appointment details form: core-model's countries in the visitor's language, sorted by name, and
// core-model's US states (one option per abbreviation).
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

/** One option per abbreviation: USPS lists AE once per region it serves, so their names are joined. */
function stateOptions(): SelectOption[] {
  const byCode = new Map<string, string[]>();
  for (const state of US_STATES) byCode.set(state.abbreviation, [...(byCode.get(state.abbreviation) ?? []), state.name]);
  return [...byCode].map(([value, names]) => ({ value, label: names.join(' / ') }));
}

export const US_STATE_OPTIONS: readonly SelectOption[] = stateOptions();
