// Dates in the short format of spec §9 ("date format short"), in the visitor's language. Pass the
// business time zone when the date belongs to it (appointments), else the runtime's zone is used.
import type { Locale } from '@vitrina/core-model';

export type DateInput = Date | string | number | null | undefined;

export interface DateFormatOptions {
  /** IANA time zone, e.g. the client's `America/Chicago`. */
  timeZone?: string;
}

function toDate(input: DateInput): Date | null {
  if (input === null || input === undefined || input === '') return null;
  const date = input instanceof Date ? input : new Date(input);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** `formatDate('2024-01-15T12:00:00Z', 'en')` → `1/15/24`; `'es'` → `15/1/24`. Invalid → ''. */
export function formatDate(input: DateInput, locale: Locale, options: DateFormatOptions = {}): string {
  const date = toDate(input);
  if (!date) return '';
  return new Intl.DateTimeFormat(locale, { dateStyle: 'short', timeZone: options.timeZone }).format(date);
}

/** Short date and time: en `1/15/24, 2:05 PM`, es `15/1/24, 14:05`. Invalid → ''. */
export function formatDateTime(input: DateInput, locale: Locale, options: DateFormatOptions = {}): string {
  const date = toDate(input);
  if (!date) return '';
  return new Intl.DateTimeFormat(locale, {
    dateStyle: 'short',
    timeStyle: 'short',
    timeZone: options.timeZone,
  }).format(date);
}

/** Short time only (booking slots): en `2:05 PM`, es `14:05`. Invalid → ''. */
export function formatTime(input: DateInput, locale: Locale, options: DateFormatOptions = {}): string {
  const date = toDate(input);
  if (!date) return '';
  return new Intl.DateTimeFormat(locale, { timeStyle: 'short', timeZone: options.timeZone }).format(date);
}
