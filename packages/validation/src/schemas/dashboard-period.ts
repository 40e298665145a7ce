// The back office dashboard's custom period (issue 31; contract DashboardQuery): the first and the last
// calendar day of the business's time zone, both included, the last not before the first, at most
// DASHBOARD_PERIOD_MAX_DAYS days. The form and the API's route judge it with this one schema.
import { object } from 'yup';
import type { InferType } from 'yup';
import { VALIDATION_MESSAGES as M } from '../messages.js';
import { isCalendarDate, text } from './fields.js';

/** Longest custom period, in days (contract DASHBOARD_MAX_DAYS). */
export const DASHBOARD_PERIOD_MAX_DAYS = 366;

const DAY_MS = 86_400_000;

/** Days from `from` to `to`, both included (calendar days; no time zone is involved). */
export const daysInPeriod = (from: string, to: string): number =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;

const bothDays = (parent: { from?: string; to?: string }): parent is { from: string; to: string } =>
  !!parent.from && !!parent.to && isCalendarDate(parent.from) && isCalendarDate(parent.to);

export const dashboardPeriodSchema = object({
  from: text()
    .required(M.dashboard.fromRequired)
    .test('date', M.invalid.date, (value) => !value || isCalendarDate(value)),
  to: text()
    .required(M.dashboard.toRequired)
    .test('date', M.invalid.date, (value) => !value || isCalendarDate(value))
    .test('order', M.dashboard.toBeforeFrom, function order() {
      const parent = this.parent as { from?: string; to?: string };
      return !bothDays(parent) || parent.to >= parent.from;
    })
    .test('length', M.dashboard.tooLong, function length() {
      const parent = this.parent as { from?: string; to?: string };
      return !bothDays(parent) || parent.to < parent.from || daysInPeriod(parent.from, parent.to) <= DASHBOARD_PERIOD_MAX_DAYS;
    }),
});

export type DashboardPeriodValues = InferType<typeof dashboardPeriodSchema>;
