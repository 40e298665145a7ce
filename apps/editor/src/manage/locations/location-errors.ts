// What a refused location or service-area change says: 404s (gone meanwhile) have their own sentence, field
// messages (i18n keys of `validation`) come back for the form, the network has its own; the rest is "try again".
import type { ScreenError } from '../screen-frame.js';
import { isNetworkError } from '../screen-frame.js';

export type LocationErrorKey =
  | 'manage:locations.errors.location_not_found'
  | 'manage:locations.errors.service_area_not_found'
  | 'manage:locations.errors.invalid'
  | 'manage:locations.errors.failed'
  | 'errors:network';

export interface LocationFailure {
  key: LocationErrorKey;
  fields?: Record<string, string>;
}

const BY_CODE: Record<string, LocationErrorKey> = {
  location_not_found: 'manage:locations.errors.location_not_found',
  service_area_not_found: 'manage:locations.errors.service_area_not_found',
};

export function locationFailureOf(error: unknown): LocationFailure {
  if (isNetworkError(error as ScreenError)) return { key: 'errors:network' };
  const data =
    error && typeof error === 'object' && 'data' in error ? (error.data as { error?: { code?: unknown; fields?: unknown } }) : null;
  const code = typeof data?.error?.code === 'string' ? data.error.code : '';
  const fields = data?.error?.fields && typeof data.error.fields === 'object' ? (data.error.fields as Record<string, string>) : undefined;
  if (fields) return { key: 'manage:locations.errors.invalid', fields };
  return { key: BY_CODE[code] ?? 'manage:locations.errors.failed' };
}
