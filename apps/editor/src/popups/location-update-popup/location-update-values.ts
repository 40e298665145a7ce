// Update location (spec §2 "Editor popups: location update"; §3 Location and Service area). Addresses are
// the physical entries of the location section's locationinfo; the service area's ZIP code, country and
// city live on its mobile entry (where the site reads the city from). The ZIP code and the radius are also
// the client record's (mobile_home_zip, mobile_home_zip_radius), saved with the draft as client settings.
import {
  US_STATES,
  defaultLocationInfo,
  distanceInUnit,
  distanceUnitOf,
  isPhysicalLocation,
  serviceRadiusMiles,
  usStateByAbbreviation,
} from '@vitrina/core-model';
import type { Client, Location, LocationInfo, ServiceArea } from '@vitrina/core-model';

/** A place as the form edits it (spec §3 Location, without its id). US: `state` is the id of the state in
 * US_STATES (abbreviations repeat); elsewhere the province as typed. */
export type AddressValues = Omit<Location, 'id'>;

/** The mobile service area as the form edits it (spec §3 Service area). */
export type AreaValues = ServiceArea;

/** Index (as text) of the physical entry edited, `new` for a new one, `none` to leave addresses alone. */
export type Target = `${number}` | 'new' | 'none';

export interface LocationUpdateValues {
  target: Target;
  address: AddressValues;
  area: AreaValues;
}

export const isUs = (country: string) => country.trim().toUpperCase() === 'US';

/** The indexes of the physical places among the entries (the addresses this popup edits). */
export const physicalIndexes = (entries: readonly LocationInfo[]) => entries.flatMap((e, i) => (isPhysicalLocation(e) ? [i] : []));

export function addressValues(entry: LocationInfo | undefined, fallbackCountry: string): AddressValues {
  const country = entry?.country || fallbackCountry;
  const state = entry?.state ?? '';
  return {
    name: entry?.name ?? '',
    country,
    address1: entry?.address1 ?? '',
    address2: entry?.address2 ?? '',
    city: entry?.city ?? '',
    state: isUs(country) ? String(usStateByAbbreviation(state)?.id ?? '') : state,
    postalCode: entry?.postal_code ?? '',
    phone: entry?.phone ?? '',
  };
}

export function locationUpdateValues(
  entries: readonly LocationInfo[],
  client: Pick<Client, 'country' | 'mobile_home_zip' | 'mobile_home_zip_radius'>,
): LocationUpdateValues {
  const country = client.country.country_code ?? '';
  const first = physicalIndexes(entries)[0];
  const serves = entries.some((e) => e.is_mobile || e.is_virtual);
  const mobile = entries.find((e) => e.is_mobile);
  return {
    target: first !== undefined ? `${first}` : serves ? 'none' : 'new',
    address: addressValues(first === undefined ? undefined : entries[first], country),
    area: {
      zipCode: mobile?.postal_code || client.mobile_home_zip || '',
      country: mobile?.country || country,
      city: mobile?.city ?? '',
      // In the business's unit (issue 26): kilometres outside the US, UK, Liberia and Myanmar.
      radiusMiles: distanceInUnit(serviceRadiusMiles(client.mobile_home_zip_radius), distanceUnitOf(country)),
    },
  };
}

function stateOf(address: AddressValues): string {
  if (!isUs(address.country)) return address.state;
  return US_STATES.find((s) => String(s.id) === address.state)?.abbreviation ?? address.state;
}

/** Coordinates no longer match a moved place; the API or the next geocoding fills them again. */
function moved(entry: LocationInfo, next: Pick<LocationInfo, 'address1' | 'city' | 'postal_code' | 'country'>): boolean {
  return (
    entry.address1 !== next.address1 || entry.city !== next.city || entry.postal_code !== next.postal_code || entry.country !== next.country
  );
}

function withPlace(
  entry: LocationInfo,
  fields: Partial<LocationInfo> & Pick<LocationInfo, 'address1' | 'city' | 'postal_code' | 'country'>,
): LocationInfo {
  return { ...entry, ...fields, ...(moved(entry, fields) ? { lat: null, lon: null } : {}) };
}

/** The entries after the update: the chosen address written or added, the service area on the mobile entry. */
export function applyLocationUpdate(entries: readonly LocationInfo[], values: LocationUpdateValues, withArea: boolean): LocationInfo[] {
  const next = [...entries];
  if (values.target !== 'none') {
    const { address } = values;
    const fields = {
      name: address.name,
      country: address.country,
      address1: address.address1,
      address2: address.address2,
      city: address.city,
      state: stateOf(address),
      postal_code: address.postalCode,
      phone: address.phone,
    };
    const at = Number(values.target);
    const entry = values.target === 'new' ? undefined : next[at];
    if (entry) next[at] = withPlace(entry, fields);
    else next.push(defaultLocationInfo(fields));
  }
  const mobileAt = next.findIndex((e) => e.is_mobile);
  const mobile = next[mobileAt];
  if (withArea && mobile) {
    const { area } = values;
    next[mobileAt] = withPlace(mobile, { address1: mobile.address1, postal_code: area.zipCode, country: area.country, city: area.city });
  }
  return next;
}
