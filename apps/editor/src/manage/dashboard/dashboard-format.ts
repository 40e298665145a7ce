// How the dashboard writes its numbers (issue 31): money in the business's currency through the one money
// formatter, counts and shares in the reader's language (en/es), calendar days and ranges in words. The days
// are the business's calendar days already (the API counts them in its zone), so they are never moved by a zone.
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { DashboardRange } from '@vitrina/api-client/back-office';
import { toMinorUnits } from '@vitrina/core-model';
import { calendarDate, currentLocale, formatCalendarDate, formatMoney } from '@vitrina/i18n';

export interface DashboardFormat {
  locale: string;
  /** A decimal amount (`"1234.50"`) in the business's currency: `$1,234.50`, `1234,50 €`. */
  money: (amount: string | number) => string;
  /** A whole count: `1,234` / `1234`. */
  count: (value: number) => string;
  /** A share (0.125) as a percent: `12.5%` / `12,5 %`. */
  percent: (share: number) => string;
  /** A plain decimal, for percentage points. */
  decimal: (value: number) => string;
  /** A calendar day, short: `Nov 3` / `3 nov`. */
  day: (date: string) => string;
  /** A range in words: `Nov 2 – Dec 1, 2026` / `2 nov – 1 dic 2026`. */
  range: (range: DashboardRange) => string;
}

const RANGE: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' };

/** A money amount (decimal text or a number of major units) as minor units. */
export const minorOf = (amount: string | number): number => toMinorUnits(amount) ?? 0;

export function dashboardFormat(locale: string, currency: string): DashboardFormat {
  // Grouped from a thousand in Spanish too, as money is (`1.500`, beside `1.234,50 €`).
  const counts = new Intl.NumberFormat(locale, { maximumFractionDigits: 0, useGrouping: 'always' });
  const percents = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 });
  const decimals = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });
  const ranges = new Intl.DateTimeFormat(locale, RANGE);
  return {
    locale,
    money: (amount) => formatMoney(minorOf(amount), currency, locale),
    count: (value) => counts.format(value),
    percent: (share) => percents.format(share),
    decimal: (value) => decimals.format(value),
    day: (date) => formatCalendarDate(date, locale, { day: 'numeric', month: 'short' }),
    range: ({ from, to }) => {
      const start = calendarDate(from);
      const end = calendarDate(to);
      if (!start || !end) return '';
      return from === to ? ranges.format(start) : ranges.formatRange(start, end);
    },
  };
}

export function useDashboardFormat(currency: string): DashboardFormat {
  const { i18n } = useTranslation();
  const locale = currentLocale(i18n);
  return useMemo(() => dashboardFormat(locale, currency), [locale, currency]);
}
