// Every date and time the owner sees is the business's (issue 26): in its time zone (the site's
// clients.timezone), in the screen's language, and times name the zone ("11/28/26, 11:06 PM EST") so an
// owner travelling elsewhere does not read them as their own. The same i18n helper formats the public
// site's dates, so the customer and the owner see the same day for the same order.
import { useContext, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { businessTimeZone } from '@vitrina/core-model';
import type { Locale } from '@vitrina/core-model';
import { currentLocale, formatDate, formatDateTime, formatTime } from '@vitrina/i18n';
import type { DateInput } from '@vitrina/i18n';
import { BackOfficeSessionContext } from '../entry/editor-session.js';

export interface BusinessDates {
  locale: Locale;
  /** The business's IANA zone. */
  timeZone: string;
  /** Short date: `11/28/26`. */
  date: (input: DateInput) => string;
  /** Short date and time with the zone: `11/28/26, 11:06 PM EST`. */
  dateTime: (input: DateInput) => string;
  /** Short time with the zone: `11:06 PM EST`. */
  time: (input: DateInput) => string;
}

export function businessDates(locale: Locale, zone: string | null | undefined): BusinessDates {
  const timeZone = businessTimeZone(zone);
  return {
    locale,
    timeZone,
    date: (input) => formatDate(input, locale, { timeZone }),
    dateTime: (input) => formatDateTime(input, locale, { timeZone, zoneName: true }),
    time: (input) => formatTime(input, locale, { timeZone, zoneName: true }),
  };
}

/** The date formatters of the signed-in business (the default business zone outside a session). */
export function useBusinessDates(): BusinessDates {
  const { i18n } = useTranslation();
  const locale = currentLocale(i18n);
  const zone = useContext(BackOfficeSessionContext)?.site.client.timezone;
  return useMemo(() => businessDates(locale, zone), [locale, zone]);
}
