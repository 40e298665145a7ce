// The choices of an address form's country and US state selects, one list for every form that asks for an
// address (the checkout's shipping form, the appointment details, the location, service-area and sign-up
// forms): countries by their name in the reader's language, and the 65 entries of spec §3's US states list,
// each its own choice (the four Armed Forces regions that USPS writes AE stay four: issue 26).
import type { Locale } from '../constants.js';
import { countriesSortedByName } from './countries.js';
import { US_STATES } from './us-states.js';

/** One choice of a select: the value a form keeps, its shown label, and its own id where values repeat. */
export interface AddressChoice {
  value: string;
  label: string;
  /** Set where several choices keep the same value (USPS's AE): the one chosen stays shown. */
  optionId?: string;
}

/** Countries by name in `locale`; `allowed` limits them to those codes (all when omitted). */
export function countryChoices(locale: Locale, allowed?: Iterable<string>): AddressChoice[] {
  const only = allowed ? new Set(allowed) : null;
  return countriesSortedByName(locale)
    .filter((c) => !only || only.has(c.countryCode))
    .map((c) => ({ value: c.countryCode, label: c.countryName }));
}

function stateChoices(): AddressChoice[] {
  const uses = new Map<string, number>();
  for (const state of US_STATES) uses.set(state.abbreviation, (uses.get(state.abbreviation) ?? 0) + 1);
  return US_STATES.map((state) => ({
    value: state.abbreviation,
    label: state.name,
    ...(uses.get(state.abbreviation)! > 1 ? { optionId: `${state.abbreviation}-${state.id}` } : {}),
  }));
}

/** One choice per entry of the §3 list (65), in its order; the form keeps the abbreviation. */
export const US_STATE_CHOICES: readonly AddressChoice[] = stateChoices();
