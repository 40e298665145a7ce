// The picker's month calendar (WAI-ARIA date grid pattern): one button per day, one tab stop (the chosen or
// first bookable day), arrow keys by day and week, Home/End to the week's ends, PageUp/PageDown by month.
// Days outside today..horizon or without a free slot stay focusable (aria-disabled) so the arrow keys walk
// the whole month, but cannot be chosen. Dates are the business zone's local dates (YYYY-MM-DD).
import { addDays } from '@vitrina/booking';
import type { Locale } from '@vitrina/core-model';
import { calendarDate, formatCalendarDate } from '@vitrina/i18n';
import { Button } from '@vitrina/ui-kit';
import { useEffect, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { longDate } from './booking-time.js';

export interface DateGridProps {
  /** First and last bookable dates (inclusive). */
  min: string;
  max: string;
  /** Dates with a free slot; null while they load (every day in range is then choosable). */
  available: ReadonlySet<string> | null;
  selected: string | null;
  /** The month shown, "YYYY-MM". */
  month: string;
  onMonthChange: (month: string) => void;
  onSelect: (date: string) => void;
  locale: Locale;
  labelledBy: string;
}

const monthOf = (date: string) => date.slice(0, 7);
const firstOf = (month: string) => `${month}-01`;
export const shiftMonth = (month: string, by: number) => {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const d = new Date(Date.UTC(y, m - 1 + by, 1));
  return d.toISOString().slice(0, 7);
};
const weekday = (date: string) => calendarDate(date)!.getUTCDay();

/** The weeks of a month, Sunday first, null for the days of the neighbouring months. */
function weeksOf(month: string): (string | null)[][] {
  const first = firstOf(month);
  const days: (string | null)[] = Array.from({ length: weekday(first) }, () => null);
  for (let d = first; monthOf(d) === month; d = addDays(d, 1)) days.push(d);
  while (days.length % 7 !== 0) days.push(null);
  return Array.from({ length: days.length / 7 }, (_, i) => days.slice(i * 7, i * 7 + 7));
}

export function DateGrid({ min, max, available, selected, month, onMonthChange, onSelect, locale, labelledBy }: DateGridProps) {
  const { t } = useTranslation(['booking']);
  const choosable = (date: string) => date >= min && date <= max && (available === null || available.has(date));
  const weeks = weeksOf(month);
  const days = weeks.flat().filter((d): d is string => d !== null);
  const initial = (selected && monthOf(selected) === month ? selected : null) ?? days.find(choosable) ?? days[0] ?? firstOf(month);
  // Null until the visitor moves: the tab stop then follows the dates as they load.
  const [focusDate, setFocusDate] = useState<string | null>(null);
  const active = focusDate !== null && monthOf(focusDate) === month ? focusDate : initial;
  // Set when an arrow leaves the month: the day's button exists only once the new month has rendered.
  const monthMove = useRef(false);
  const grid = useRef<HTMLTableElement>(null);
  const button = (date: string) => grid.current?.querySelector<HTMLButtonElement>(`[data-date="${date}"]`);

  useEffect(() => {
    if (!monthMove.current) return;
    monthMove.current = false;
    button(active)?.focus();
  }, [active, month]);

  function moveTo(date: string) {
    const clamped = monthOf(date) < monthOf(min) ? min : monthOf(date) > monthOf(max) ? max : date;
    setFocusDate(clamped);
    // Within the month the button is there: focus it now. Waiting for a render would miss a move onto the day
    // that is already the tab stop (the loaded dates moved it there), as nothing then re-renders.
    if (monthOf(clamped) === month) button(clamped)?.focus();
    else {
      monthMove.current = true;
      onMonthChange(monthOf(clamped));
    }
  }

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>, date: string) {
    const steps: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7 };
    let target: string | null = null;
    if (event.key in steps) target = addDays(date, steps[event.key] ?? 0);
    else if (event.key === 'Home') target = addDays(date, -weekday(date));
    else if (event.key === 'End') target = addDays(date, 6 - weekday(date));
    else if (event.key === 'PageUp' || event.key === 'PageDown') {
      const to = shiftMonth(monthOf(date), event.key === 'PageUp' ? -1 : 1);
      target = `${to}-${date.slice(8)}`;
      while (monthOf(target) !== to) target = addDays(target, -1); // the 31st of a shorter month
    }
    if (target === null) return;
    event.preventDefault();
    moveTo(target);
  }

  const headings = weeks[0]?.map((_, i) => {
    const sunday = addDays(firstOf(month), -weekday(firstOf(month)));
    const date = calendarDate(addDays(sunday, i))!;
    return {
      short: new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' }).format(date),
      long: new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' }).format(date),
    };
  });
  const title = formatCalendarDate(firstOf(month), locale, { month: 'long', year: 'numeric' });
  const canGoBack = month > monthOf(min);
  const canGoOn = month < monthOf(max);

  return (
    <div className="site-booking__calendar">
      <div className="site-booking__month">
        <Button
          variant="secondary"
          onClick={() => onMonthChange(shiftMonth(month, -1))}
          disabled={!canGoBack}
          aria-label={t('booking:kit.previousMonth')}
        >
          ‹
        </Button>
        <h3 id={`${labelledBy}-month`} aria-live="polite">
          {title}
        </h3>
        <Button
          variant="secondary"
          onClick={() => onMonthChange(shiftMonth(month, 1))}
          disabled={!canGoOn}
          aria-label={t('booking:kit.nextMonth')}
        >
          ›
        </Button>
      </div>
      <table ref={grid} role="grid" aria-labelledby={`${labelledBy} ${labelledBy}-month`} className="site-booking__days">
        <thead>
          <tr>
            {headings?.map((h) => (
              <th key={h.long} scope="col" abbr={h.long}>
                {h.short}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week, w) => (
            <tr key={w}>
              {week.map((date, d) =>
                date === null ? (
                  <td key={`x${d}`} />
                ) : (
                  <td key={date}>
                    <button
                      type="button"
                      data-date={date}
                      tabIndex={date === active ? 0 : -1}
                      aria-disabled={!choosable(date) || undefined}
                      aria-pressed={date === selected}
                      aria-label={choosable(date) ? longDate(date, locale) : `${longDate(date, locale)}, ${t('booking:kit.noTimes')}`}
                      className={[
                        'site-booking__day',
                        choosable(date) ? 'site-booking__day--open' : '',
                        date === selected ? 'site-booking__day--selected' : '',
                      ]
                        .filter(Boolean)
                        .join(' ')}
                      onClick={() => {
                        setFocusDate(date);
                        if (choosable(date)) onSelect(date);
                      }}
                      onKeyDown={(event) => onKeyDown(event, date)}
                    >
                      {Number(date.slice(8))}
                    </button>
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
