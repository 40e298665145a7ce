import type { manageServices as en } from '../en/manage-services.js';
import type { Translation } from '../translation.js';

export const manageServices = {
  servicesScreen: {},
} satisfies Translation<typeof en>;
