// Dates in the short format of spec §9 ("date format short"), in the visitor's language and ALWAYS in the
// business's time zone (issue 26): the customer's order page and the owner's back office show the same day
// for the same order, and the server-rendered page and the hydrated one agree because the runtime's zone
// is never used. Pass the business's `clients.timezone` as it is; null or unknown falls back by
// core-model's businessTimeZone rule. `zoneName` names the zone ("…, 11:06 PM EST") where a time could be
// read as the reader's own (the back office).
import { businessTimeZone } from '@vitrina/core-model';
import type { Locale } from '@vitrina/core-model';

export type DateInput = Date | string | number | null | undefined;

export interface DateFormatOptions {
  /** The business's IANA zone (clients.timezone, e.g. `Europe/Madrid`); null → the default business zone. */
  timeZone: string | null | undefined;
  /** Append the zone's short name (`EST`, `CET`) to a time. */
  zoneName?: boolean;
}

function toDate(input: DateInput): Date | null {
  if (input === null || input === undefined || input === '') return null;
  const date = input instanceof Date ? input : new Date(input);
  return Number.isNaN(date.getTime()) ? null : date;
}

const formats = new Map<string, Intl.DateTimeFormat>();

function formatter(locale: string, timeZone: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${timeZone}|${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { ...options, timeZone });
    formats.set(key, format);
  }
  return format;
}

/** The short name of the zone at that instant: `EST`/`EDT` in en, `CET`/`CEST` for Madrid. */
export function timeZoneLabel(input: DateInput, locale: Locale, timeZone: string | null | undefined): string {
  const date = toDate(input) ?? new Date(0);
  const zone = businessTimeZone(timeZone);
  const parts = formatter(locale, zone, { timeZoneName: 'short' }).formatToParts(date);
  return parts.find((part) => part.type === 'timeZoneName')?.value ?? zone;
}

function withZone(text: string, date: Date, locale: Locale, options: DateFormatOptions): string {
  return options.zoneName ? `${text} ${timeZoneLabel(date, locale, options.timeZone)}` : text;
}

/** `formatDate('2024-01-15T12:00:00Z', 'en', { timeZone })` → `1/15/24`; `'es'` → `15/1/24`. Invalid → ''. */
export function formatDate(input: DateInput, locale: Locale, options: DateFormatOptions): string {
  const date = toDate(input);
  if (!date) return '';
  return formatter(locale, businessTimeZone(options.timeZone), { dateStyle: 'short' }).format(date);
}

/** Short date and time: en `1/15/24, 2:05 PM`, es `15/1/24, 14:05` (+ ` EST` with zoneName). Invalid → ''. */
export function formatDateTime(input: DateInput, locale: Locale, options: DateFormatOptions): string {
  const date = toDate(input);
  if (!date) return '';
  const text = formatter(locale, businessTimeZone(options.timeZone), { dateStyle: 'short', timeStyle: 'short' }).format(date);
  return withZone(text, date, locale, options);
}

/** Short time only (booking slots): en `2:05 PM`, es `14:05` (+ ` EST` with zoneName). Invalid → ''. */
export function formatTime(input: DateInput, locale: Locale, options: DateFormatOptions): string {
  const date = toDate(input);
  if (!date) return '';
  const text = formatter(locale, businessTimeZone(options.timeZone), { timeStyle: 'short' }).format(date);
  return withZone(text, date, locale, options);
}

/**
 * A calendar date (`YYYY-MM-DD`: a due date, a form's date answer, a booking day) as the instant of its UTC
 * noon. Formatted with `timeZone: 'UTC'`, no zone can move it to another day. Invalid → null.
 */
export function calendarDate(date: string): Date | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return null;
  return toDate(`${date}T12:00:00Z`);
}

/**
 * A calendar date as `locale` writes it: short by default (`2026-03-10` → en `3/10/26`, es `10/3/26`), or with
 * the Intl options given (`{ weekday: 'long', month: 'long', day: 'numeric' }` → `Tuesday, March 10`). Invalid → ''.
 */
export function formatCalendarDate(date: string, locale: string, options: Intl.DateTimeFormatOptions = { dateStyle: 'short' }): string {
  const day = calendarDate(date);
  return day ? formatter(locale, 'UTC', options).format(day) : '';
}
