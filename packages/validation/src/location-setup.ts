// Spec §4 "Location design": setting up the design requires a zip code for the map option, and city or
// country for the others. Spec §5: "Location map, city and country settings need to be configured first
// to use those options."
import type { MobileLocationDisplay } from '@vitrina/core-model';
import { VALIDATION_MESSAGES } from './messages.js';

export interface LocationSetup {
  /** The chosen display (main_site_variables.mobile_only_display_map). */
  display: MobileLocationDisplay;
  /** The service area's zip code (client.mobile_home_zip). */
  zipCode?: string | null;
  city?: string | null;
  country?: string | null;
}

const filled = (value: string | null | undefined): boolean => typeof value === 'string' && value.trim() !== '';

/** The message to show when the chosen display lacks its settings, or null when it may be used. */
export function locationSetupError(setup: LocationSetup): typeof VALIDATION_MESSAGES.locationSetupRequired | null {
  const configured = setup.display === 'map' ? filled(setup.zipCode) : filled(setup.city) || filled(setup.country);
  return configured ? null : VALIDATION_MESSAGES.locationSetupRequired;
}
