// Which sections the site shows (spec §3 main_site_variables flags). Hidden ones are skipped on the
// site; the editor still shows them, marked, so the owner can turn them back on.
import type { Section, SiteData } from '@vitrina/core-model';
import { isLocationShown } from '../location-section/index.js';

export function isSectionShown(section: Section, site: SiteData): boolean {
  switch (section.section_name) {
    case 'location':
      return isLocationShown(section, site);
    case 'store':
    case 'storeContainerSection':
      return site.main_site_variables.homepage_store_enabled;
    case 'gallery':
      return site.gallery.some((image) => image.image.trim());
    default:
      return true;
  }
}
