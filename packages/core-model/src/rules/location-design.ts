// Spec §4 "Location design": which kind of location section a site shows, and what it needs set up.
import type { Client } from '../model/client.js';
import type { MobileLocationDisplay } from '../model/main-site-variables.js';
import type { LocationInfo } from '../model/section.js';

/** 0 nothing, 1 mobile only, 2 virtual only, 3 both mobile and virtual. */
type LocationDesign = 0 | 1 | 2 | 3;

interface LocationDesignResult {
  design: LocationDesign;
  /** At least one location is a physical place. */
  physical: boolean;
}

type LocationFlags = Pick<LocationInfo, 'is_mobile' | 'is_virtual' | 'is_online_store'>;

/** A location is physical when it is neither mobile, virtual nor an online store. */
export function isPhysicalLocation(location: LocationFlags): boolean {
  return !location.is_mobile && !location.is_virtual && !location.is_online_store;
}

/**
 * 0 if there is nothing; if any location is physical, physical is true and the design stays at
 * `defaultDesign`; otherwise 1 mobile only, 2 virtual only, 3 both.
 */
export function locationDesign(locations: readonly LocationFlags[], defaultDesign: LocationDesign = 0): LocationDesignResult {
  if (locations.length === 0) return { design: 0, physical: false };
  if (locations.some(isPhysicalLocation)) return { design: defaultDesign, physical: true };
  const mobile = locations.some((l) => l.is_mobile);
  const virtual = locations.some((l) => l.is_virtual);
  const design: LocationDesign = mobile && virtual ? 3 : mobile ? 1 : virtual ? 2 : 0;
  return { design, physical: false };
}

type LocationSetupField = 'zipCode' | 'city' | 'country';

type SetupClient = Pick<Client, 'mobile_home_zip' | 'mobile_home_city_id' | 'country'>;

/**
 * What must be configured before a display option can be used (spec §4: a zip code for the map
 * option, city or country for the others; §5 "Location map, city and country settings need to be
 * configured first"). Null when the option is ready.
 */
export function missingLocationSetup(option: MobileLocationDisplay, client: SetupClient): LocationSetupField | null {
  switch (option) {
    case 'map':
      return client.mobile_home_zip?.trim() ? null : 'zipCode';
    case 'city':
      return client.mobile_home_city_id != null ? null : 'city';
    case 'country':
      return client.country.country_code?.trim() ? null : 'country';
  }
}
