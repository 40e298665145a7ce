// When the location section is shown at all (spec §3 display_location_section, §4 location design).
import { locationDesign } from '@vitrina/core-model';
import type { Section, SiteData } from '@vitrina/core-model';

/** display_location_section 0 (the default) hides it; so does a section with nothing to show (design 0). */
export function isLocationShown(section: Pick<Section, 'locationinfo'>, site: Pick<SiteData, 'main_site_variables'>): boolean {
  if (site.main_site_variables.display_location_section !== 1) return false;
  const { design, physical } = locationDesign(section.locationinfo);
  return physical || design !== 0;
}
