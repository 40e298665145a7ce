// A staff member as the back office's Staff screen edits it and the owner staff routes receive it
// (contract OwnerStaffInput; issue 14): who they are, the login linked to them, the services they perform
// and their week — hours (weekday, from, to, a location or null for mobile & online), breaks, and time off
// as local date-times of the business's zone (the server turns them into instants with clients.timezone).
// Times are "HH:MM" (24 h); "24:00" ends a day. Hours of one day may not overlap (whatever their
// location), nor may breaks; the first clash is named on its row's `start`.
import { array, boolean, number, object, string } from 'yup';
import type { InferType } from 'yup';
import { VALIDATION_MESSAGES as M } from '../messages.js';
import { emailField, requiredText, text } from './fields.js';
import { idListField } from './bookable-service.js';

export const STAFF_NAME_MAX_LENGTH = 120;
export const STAFF_TITLE_MAX_LENGTH = 120;
export const STAFF_WEEK_ROWS_MAX = 70;
export const STAFF_TIME_OFF_MAX = 200;

const TIME = /^([01]\d|2[0-3]):[0-5]\d$|^24:00$/;
const LOCAL_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T([01]\d|2[0-3]):([0-5]\d)$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Minutes after midnight of an "HH:MM" time; null when it is not one. */
export function minuteOfTime(value: unknown): number | null {
  if (typeof value !== 'string' || !TIME.test(value)) return null;
  const [h, m] = value.split(':').map(Number);
  return h! * 60 + m!;
}

/** "HH:MM" of minutes after midnight (0…1440). */
export const timeOfMinute = (minute: number): string =>
  `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;

/** A "YYYY-MM-DDTHH:MM" wall time that exists in the calendar (the zone decides the instant). */
export function isLocalDateTime(value: unknown): value is string {
  const m = typeof value === 'string' ? LOCAL_DATE_TIME.exec(value) : null;
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.getUTCFullYear() === Number(m[1]) && d.getUTCMonth() === Number(m[2]) - 1 && d.getUTCDate() === Number(m[3]);
}

const timeField = () =>
  string()
    .typeError(M.bookingSetup.time)
    .trim()
    .required(M.bookingSetup.time)
    .test('time', M.bookingSetup.time, (value) => minuteOfTime(value) !== null);

const endField = () =>
  timeField().test('after-start', M.bookingSetup.endAfterStart, function check(value) {
    const start = minuteOfTime((this.parent as { start?: unknown }).start);
    const end = minuteOfTime(value);
    return start === null || end === null || end > start;
  });

const weekdayField = () =>
  number().typeError(M.invalid.value).integer(M.invalid.value).min(0, M.invalid.value).max(6, M.invalid.value).required();

type Window = { weekday?: unknown; start?: unknown; end?: unknown };

/** Whether row `index` overlaps an earlier row of the same weekday. */
function clashesWithEarlier(rows: Window[], index: number): boolean {
  const row = rows[index];
  const start = minuteOfTime(row?.start);
  const end = minuteOfTime(row?.end);
  if (!row || start === null || end === null) return false;
  return rows.some((other, i) => {
    if (i >= index || other.weekday !== row.weekday) return false;
    const s = minuteOfTime(other.start);
    const e = minuteOfTime(other.end);
    return s !== null && e !== null && start < e && s < end;
  });
}

const rowIndex = (path: string) => Number(/\[(\d+)\]\.start$/.exec(path)?.[1] ?? -1);
const siblings = (context: { from?: { value: unknown }[] }, key: string): Window[] =>
  ((context.from?.[1]?.value as Record<string, unknown> | undefined)?.[key] ?? []) as Window[];

export const staffHoursRowSchema = object({
  weekday: weekdayField(),
  start: timeField().test('overlap', M.bookingSetup.hoursOverlap, function check() {
    return !clashesWithEarlier(siblings(this, 'hours'), rowIndex(this.path));
  }),
  end: endField(),
  /** A location of the client (storefront hours there), or null: mobile & online hours. */
  location_id: number().typeError(M.invalid.value).integer(M.invalid.value).positive(M.invalid.value).nullable().default(null),
});

export const staffBreakRowSchema = object({
  weekday: weekdayField(),
  start: timeField().test('overlap', M.bookingSetup.breaksOverlap, function check() {
    return !clashesWithEarlier(siblings(this, 'breaks'), rowIndex(this.path));
  }),
  end: endField(),
});

export const staffTimeOffRowSchema = object({
  starts: string()
    .typeError(M.bookingSetup.dateTime)
    .trim()
    .required(M.bookingSetup.dateTime)
    .test('date-time', M.bookingSetup.dateTime, (value) => isLocalDateTime(value)),
  ends: string()
    .typeError(M.bookingSetup.dateTime)
    .trim()
    .required(M.bookingSetup.dateTime)
    .test('date-time', M.bookingSetup.dateTime, (value) => isLocalDateTime(value))
    .test('after-start', M.bookingSetup.endAfterStart, function check(value) {
      const starts = (this.parent as { starts?: unknown }).starts;
      // Same-format local date-times compare as text.
      return !isLocalDateTime(starts) || !isLocalDateTime(value) || value > starts;
    }),
  reason: text().max(200, M.invalid.tooLong),
});

export const staffMemberSchema = object({
  name: requiredText(M.bookingSetup.staffName).max(STAFF_NAME_MAX_LENGTH, M.invalid.tooLong),
  title: text().max(STAFF_TITLE_MAX_LENGTH, M.invalid.tooLong),
  email: emailField({ required: false }),
  active: boolean().typeError(M.invalid.value).default(true),
  /** A team user (role 4) of the client whose login sees this member's appointments; null for none. */
  user_id: string()
    .typeError(M.invalid.value)
    .nullable()
    .default(null)
    .transform((value: unknown) => (value === '' || value === undefined ? null : value))
    .test('uuid', M.invalid.value, (value) => value === null || value === undefined || UUID.test(value)),
  service_ids: idListField(),
  hours: array(staffHoursRowSchema).max(STAFF_WEEK_ROWS_MAX, M.invalid.tooMany).default([]),
  breaks: array(staffBreakRowSchema).max(STAFF_WEEK_ROWS_MAX, M.invalid.tooMany).default([]),
  time_off: array(staffTimeOffRowSchema).max(STAFF_TIME_OFF_MAX, M.invalid.tooMany).default([]),
});

export type StaffMemberValues = InferType<typeof staffMemberSchema>;
/** A staff member as the back office sends it (contract OwnerStaffInput). Sent as the schema yields it. */
export type StaffMemberInput = StaffMemberValues;
export type StaffHoursRowValues = InferType<typeof staffHoursRowSchema>;
export type StaffTimeOffRowValues = InferType<typeof staffTimeOffRowSchema>;
