import { calendarDate, formatCalendarDate, formatDate, formatDateTime, formatTime, timeZoneLabel } from '../index.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

// ICU puts a narrow no-break space before AM/PM; compare with ordinary spaces.
const spaces = (text: string) => text.replace(/[\u202f\u00a0]/g, ' ');
const utc = { timeZone: 'UTC' };
const moment = '2024-01-15T14:05:00Z';

describe('formatDate (§9 date format short)', () => {
  it.each([
    ['en month first', 'en', moment, '1/15/24'],
    ['es day first', 'es', moment, '15/1/24'],
    ['a Date object', 'en', new Date(Date.UTC(2023, 11, 31, 12)), '12/31/23'],
    ['epoch milliseconds', 'es', Date.UTC(2023, 11, 31, 12), '31/12/23'],
    ['missing → empty', 'en', undefined, ''],
    ['invalid → empty', 'en', 'not a date', ''],
  ] as const)('%s', (_name, locale, input, text) => {
    expect(formatDate(input, locale, utc)).toBe(text);
  });

  it('uses the business time zone when given (late evening in Chicago is the next day in UTC)', () => {
    const lateEvening = '2024-01-16T03:30:00Z';
    expect(formatDate(lateEvening, 'en', { timeZone: 'America/Chicago' })).toBe('1/15/24');
    expect(formatDate(lateEvening, 'en', utc)).toBe('1/16/24');
  });

  it('formats any valid instant as day, month and two-digit year (property)', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date('1970-01-01'), max: new Date('2099-12-31'), noInvalidDate: true }), (date) => {
        const day = String(date.getUTCDate());
        const month = String(date.getUTCMonth() + 1);
        const year = String(date.getUTCFullYear() % 100).padStart(2, '0');
        expect(formatDate(date, 'en', utc)).toBe(`${month}/${day}/${year}`);
        expect(formatDate(date, 'es', utc)).toBe(`${day}/${month}/${year}`);
      }),
    );
  });
});

describe('formatDateTime and formatTime', () => {
  it.each([
    ['en date and time', formatDateTime, 'en', '1/15/24, 2:05 PM'],
    ['es date and time (24 h)', formatDateTime, 'es', '15/1/24, 14:05'],
    ['en time', formatTime, 'en', '2:05 PM'],
    ['es time', formatTime, 'es', '14:05'],
  ] as const)('%s', (_name, format, locale, text) => {
    expect(spaces(format(moment, locale, utc))).toBe(text);
  });

  it('gives empty text for an invalid date', () => {
    expect(formatDateTime('nope', 'en', utc)).toBe('');
    expect(formatTime(null, 'es', utc)).toBe('');
  });
});

// Issue 26: order #2 paid at 04:06 UTC on 29 Nov showed "11/28/26" to the customer and "11/29/26, 4:06 AM"
// to the owner. Every date of a business is shown in the business's zone, whatever the runtime's zone is.
describe('business time zone (issue 26)', () => {
  const nearMidnight = '2026-11-29T04:06:00Z';

  it.each([
    ['New York evening before (en)', 'en', 'America/New_York', '11/28/26', '11/28/26, 11:06 PM EST'],
    ['Madrid early morning (es)', 'es', 'Europe/Madrid', '29/11/26', '29/11/26, 5:06 CET'],
    ['Mexico City evening before (es)', 'es', 'America/Mexico_City', '28/11/26', '28/11/26, 22:06 GMT-6'],
  ] as const)('%s', (_name, locale, timeZone, day, dayAndTime) => {
    expect(formatDate(nearMidnight, locale, { timeZone })).toBe(day);
    expect(spaces(formatDateTime(nearMidnight, locale, { timeZone, zoneName: true }))).toBe(dayAndTime);
  });

  it('a business without a zone (or an unknown one) uses the default business zone, not the runtime zone', () => {
    expect(formatDate(nearMidnight, 'en', { timeZone: null })).toBe('11/28/26');
    expect(formatDate(nearMidnight, 'en', { timeZone: 'Nowhere/Atlantis' })).toBe('11/28/26');
  });

  it('names the zone of the instant (summer time)', () => {
    expect(timeZoneLabel('2026-07-01T12:00:00Z', 'en', 'America/New_York')).toBe('EDT');
    expect(timeZoneLabel('2026-07-01T12:00:00Z', 'es', 'Europe/Madrid')).toBe('CEST');
    expect(spaces(formatTime('2026-07-01T12:00:00Z', 'es', { timeZone: 'Europe/Madrid', zoneName: true }))).toBe('14:00 CEST');
  });
});

describe('calendar dates (a due date, a form answer, a booking day): never moved by a zone', () => {
  it('reads YYYY-MM-DD as its own day in every language, short or with the options given', () => {
    expect(formatCalendarDate('2026-03-10', 'en')).toBe('3/10/26');
    expect(formatCalendarDate('2026-03-10', 'es')).toBe('10/3/26');
    expect(formatCalendarDate('2026-12-31', 'en', { weekday: 'long', month: 'long', day: 'numeric' })).toBe('Thursday, December 31');
    expect(formatCalendarDate('2026-01-01', 'es', { dateStyle: 'full' })).toBe('jueves, 1 de enero de 2026');
    expect(calendarDate('2026-03-10')?.getUTCDay()).toBe(2);
  });

  it('anything else is no date', () => {
    for (const bad of ['', '2026-3-10', '2026-03-10T00:00:00Z', 'tomorrow', '2026-13-40']) {
      expect(formatCalendarDate(bad, 'en')).toBe('');
    }
  });

  it('every day of the year stays that day, whatever the runtime zone', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 365 * 30 }), (offset) => {
        const day = new Date(Date.UTC(2000, 0, 1) + offset * 86_400_000).toISOString().slice(0, 10);
        expect(formatCalendarDate(day, 'en', { year: 'numeric', month: '2-digit', day: '2-digit' })).toBe(
          `${day.slice(5, 7)}/${day.slice(8, 10)}/${day.slice(0, 4)}`,
        );
      }),
    );
  });
});
