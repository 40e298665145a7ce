// The choices an address asks for, the same in the booking wizard (a mobile appointment's address) and in
// checkout (the shipping address): the country from a list, then the region — a US address picks one of
// core-model's US states, any other country types its province, and before a country is chosen neither shows.
import { US_STATE_CHOICES } from '@vitrina/core-model';
import { SelectField, TextField } from '@vitrina/ui-kit';
import type { SelectOption } from '@vitrina/ui-kit';

/** Where the fields sit: their ids (`booking` → `booking-country`…) and their autofill section (`shipping`). */
export interface AddressPlace {
  /** Without it, each field has its name's id. */
  idPrefix?: string;
  /** The autofill section the address belongs to (`shipping country`); without it, the plain token. */
  section?: 'shipping';
}

function placeOf({ idPrefix, section }: AddressPlace, name: string, token: string) {
  return { name, id: idPrefix && `${idPrefix}-${name}`, autoComplete: section ? `${section} ${token}` : token };
}

function RequiredChoice(props: {
  name: string;
  label: string;
  options: readonly SelectOption[];
  placeholder: string;
  autoComplete: string;
  id?: string;
}) {
  return <SelectField {...props} required />;
}

export interface CountryFieldProps extends AddressPlace {
  label: string;
  /** The countries to choose from, in the visitor's language. */
  options: readonly SelectOption[];
  /** The empty first option ("Select a country"). */
  placeholder: string;
}

/** The address's country (`country`, required). */
export function CountryField({ label, options, placeholder, ...place }: CountryFieldProps) {
  return <RequiredChoice {...placeOf(place, 'country', 'country')} label={label} options={options} placeholder={placeholder} />;
}

export interface RegionFieldTexts {
  state: string;
  /** The empty first option of the states ("Select a state"). */
  selectState: string;
  province: string;
}

export interface RegionFieldProps extends AddressPlace {
  /** The chosen country's two-letter code, in capitals; empty before one is chosen. */
  country: string;
  texts: RegionFieldTexts;
}

/** The address's region: `state` (required, from the list) for the US, `province` (required, typed) elsewhere. */
export function RegionField({ country, texts, ...place }: RegionFieldProps) {
  if (country === '') return null;
  if (country === 'US') {
    const field = placeOf(place, 'state', 'address-level1');
    return <RequiredChoice {...field} label={texts.state} options={US_STATE_CHOICES} placeholder={texts.selectState} />;
  }
  return <TextField {...placeOf(place, 'province', 'address-level1')} label={texts.province} required />;
}
