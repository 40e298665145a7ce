// Public surface of @vitrina/i18n. Importing it also loads the typed-keys augmentation of i18next.
export { createI18n } from './create-i18n.js';
export type { CreateI18nOptions } from './create-i18n.js';
export { changeLocale, currentLocale, isSupportedLocale, languageIdFromLocale, localeFromLanguageId } from './locale.js';
export { DEFAULT_NAMESPACE, NAMESPACES, resources } from './resources.js';
export type { Namespace, Resources } from './resources.js';
export type { NamespaceKey, TranslationKey } from './types.js';
export type { Translation } from './locales/translation.js';
// Money's one formatter is core-model's (the business's ISO code in the page's language, by Intl); it is
// offered here too because ui-kit reaches core-model's rules only through i18n.
export { currencySymbol, formatMoney } from '@vitrina/core-model';
export { calendarDate, formatCalendarDate, formatDate, formatDateTime, formatTime, timeZoneLabel } from './format/date.js';
export type { DateFormatOptions, DateInput } from './format/date.js';
export { formatFileSize } from './format/file-size.js';
export { TIME_ZONE_REGIONS, timeZoneCity, timeZoneDisplayName, timeZoneRegionName, timeZoneRegionOf } from './format/time-zone-name.js';
export type { TimeZoneRegion } from './format/time-zone-name.js';
export { formatDistance } from './format/distance.js';
