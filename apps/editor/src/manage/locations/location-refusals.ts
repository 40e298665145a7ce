// What a refused location or service-area change says (read by the kit's refusalTextOf): 404s (gone
// meanwhile) have their own sentence, field messages (i18n keys of `validation`) come back for the form, the
// network has its own; the rest is "try again".
import type { FormTextKey, RefusalTexts } from '../kit/index.js';

export const LOCATION_REFUSALS: RefusalTexts<FormTextKey> = {
  codes: {
    location_not_found: 'manage:locations.errors.location_not_found',
    service_area_not_found: 'manage:locations.errors.service_area_not_found',
  },
  fields: 'manage:locations.errors.invalid',
  network: 'errors:network',
  other: 'manage:locations.errors.failed',
};
