// The country and US state choices of the location, service-area, appointment and sign-up forms are
// core-model's (`countryChoices`, `US_STATE_CHOICES`: the same lists as the site's address forms); here only
// the owner's language as a core-model locale.
import type { Locale } from '@vitrina/core-model';

export { US_STATE_CHOICES as US_STATE_OPTIONS, countryChoices as countryOptions, countryNameIn as countryName } from '@vitrina/core-model';

export const localeOf = (language: string | undefined): Locale => (language?.startsWith('es') ? 'es' : 'en');
