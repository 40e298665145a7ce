// The location popup's options (spec §3 locationinfo entries is_mobile, is_virtual, is_online_store; §4
// "Location design"): which ways of serving the section shows, and which service-area displays are set up.
import { defaultLocationInfo, isPhysicalLocation, missingLocationSetup } from '@vitrina/core-model';
import type { Client, LocationInfo, MobileLocationDisplay } from '@vitrina/core-model';
import { locationSetupError } from '@vitrina/validation';
import type { ValidationMessageKey } from '@vitrina/validation';

export interface LocationOptions {
  physical: boolean;
  mobile: boolean;
  virtual: boolean;
}

export const MOBILE_DISPLAYS: readonly MobileLocationDisplay[] = ['map', 'city', 'country'];

export function locationOptionsOf(entries: readonly LocationInfo[]): LocationOptions {
  return {
    physical: entries.some(isPhysicalLocation),
    mobile: entries.some((e) => e.is_mobile),
    virtual: entries.some((e) => e.is_virtual),
  };
}

type Flag = 'is_mobile' | 'is_virtual';

/** Turns `flag` off on every entry; an entry left serving no other way (not physical) is dropped. */
function withoutFlag(entries: LocationInfo[], flag: Flag): LocationInfo[] {
  return entries.flatMap((entry) => {
    if (!entry[flag]) return [entry];
    const rest = { ...entry, [flag]: false };
    return rest.is_mobile || rest.is_virtual || rest.is_online_store ? [rest] : [];
  });
}

/**
 * The entries after the owner's choice: physical places are kept or removed (they are added with Update
 * location, which asks for the address); mobile and virtual entries are added from the client's country
 * and service-area ZIP, or removed. Online-store entries are left as they are.
 */
export function applyLocationOptions(
  entries: readonly LocationInfo[],
  options: LocationOptions,
  client: Pick<Client, 'country' | 'mobile_home_zip'>,
): LocationInfo[] {
  let next = entries.filter((e) => options.physical || !isPhysicalLocation(e));
  if (!options.mobile) next = withoutFlag(next, 'is_mobile');
  if (!options.virtual) next = withoutFlag(next, 'is_virtual');
  const country = client.country.country_code ?? '';
  if (options.mobile && !next.some((e) => e.is_mobile)) {
    next = [...next, defaultLocationInfo({ is_mobile: true, country, postal_code: client.mobile_home_zip ?? '' })];
  }
  if (options.virtual && !next.some((e) => e.is_virtual)) next = [...next, defaultLocationInfo({ is_virtual: true, country })];
  return next;
}

/**
 * Spec §4: a display option needs a ZIP code (map) or a city or country (the others) first; §5 gives the
 * message. The client's own service area counts, and so does the mobile entry the owner set up with
 * Update location. Null when the option may be used.
 */
export function displaySetupMessage(
  option: MobileLocationDisplay,
  client: Pick<Client, 'mobile_home_zip' | 'mobile_home_city_id' | 'country'>,
  entries: readonly LocationInfo[],
): ValidationMessageKey | null {
  if (missingLocationSetup(option, client) === null) return null;
  const mobile = entries.find((e) => e.is_mobile);
  return locationSetupError({ display: option, zipCode: mobile?.postal_code, city: mobile?.city, country: mobile?.country });
}
