import type { manageLocations as en } from '../en/manage-locations.js';
import type { Translation } from '../translation.js';

export const manageLocations = {
  locations: {},
} satisfies Translation<typeof en>;
