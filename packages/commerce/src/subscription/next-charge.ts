// When a subscription is charged next (spec §3 "subscriptions with frequency daily, weekly, monthly or yearly",
// §9 recurrence). Times are instants in UTC: a renewal is due at the same time of day one period later. Months
// and years keep the subscription's anchor day where the month has it and fall back to the month's last day
// otherwise, so a subscription started on 31 January is charged on 28/29 February and then on 31 March again
// (the day never drifts down for good).
import type { Recurrence } from '@vitrina/core-model';

const DAY_MS = 24 * 60 * 60 * 1000;

const daysInMonth = (year: number, month: number) => new Date(Date.UTC(year, month + 1, 0)).getUTCDate();

/** `from` moved by `months` calendar months, on `anchorDay` or the month's last day when it is shorter. */
function addMonths(from: Date, months: number, anchorDay: number): Date {
  const total = from.getUTCMonth() + months;
  const year = from.getUTCFullYear() + Math.floor(total / 12);
  const month = ((total % 12) + 12) % 12;
  const day = Math.min(anchorDay, daysInMonth(year, month));
  return new Date(Date.UTC(year, month, day, from.getUTCHours(), from.getUTCMinutes(), from.getUTCSeconds(), from.getUTCMilliseconds()));
}

/**
 * The charge after the one at `from`. `anchorDay` (1–31) is the day of the month the subscription started
 * on; it defaults to `from`'s own day (right for the first renewal).
 */
export function nextChargeDate(from: Date, recurrence: Recurrence, anchorDay: number = from.getUTCDate()): Date {
  switch (recurrence) {
    case 'daily':
      return new Date(from.getTime() + DAY_MS);
    case 'weekly':
      return new Date(from.getTime() + 7 * DAY_MS);
    case 'monthly':
      return addMonths(from, 1, anchorDay);
    case 'yearly':
      return addMonths(from, 12, anchorDay);
  }
}

/**
 * The first charge after `now`, stepping from the charge that was due at `due`: a subscription that fell behind
 * (the server was down) is charged once for the period due and then resumes its calendar, never a backlog.
 */
export function nextChargeAfter(due: Date, recurrence: Recurrence, now: Date, anchorDay: number = due.getUTCDate()): Date {
  let next = nextChargeDate(due, recurrence, anchorDay);
  while (next.getTime() <= now.getTime()) next = nextChargeDate(next, recurrence, anchorDay);
  return next;
}
