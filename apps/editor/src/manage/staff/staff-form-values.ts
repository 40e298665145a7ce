// The Staff form's values and the member the API takes (contract OwnerStaffInput), both ways. Selects keep
// strings: weekday '0'…'6', location '' for "mobile & online"; rows carry a React key that is never sent.
import type { OwnerStaffInput, OwnerStaffMember } from '@vitrina/api-client/back-office';
import type { StaffMemberInput, Without } from '@vitrina/validation';

type StaffRow<K extends 'hours' | 'breaks' | 'time_off'> = StaffMemberInput[K][number];

/** The rows of validation's StaffMemberInput, with a React key (never sent). */
export type HoursRowValues = Without<StaffRow<'hours'>, 'location_id'> & {
  key: string;
  /** A location id, or '' for mobile and online hours. */
  location: string;
};
export type BreakRowValues = StaffRow<'breaks'> & { key: string };
export type TimeOffRowValues = StaffRow<'time_off'> & { key: string };

/** The member the API takes (validation's StaffMemberInput), its selects and checkboxes holding strings. */
export type StaffFormValues = Without<StaffMemberInput, 'user_id' | 'service_ids' | 'hours' | 'breaks' | 'time_off'> & {
  /** A team user's id, or '' for none. */
  user_id: string;
  service_ids: string[];
  hours: HoursRowValues[];
  breaks: BreakRowValues[];
  time_off: TimeOffRowValues[];
};

let keys = 0;
export const newRowKey = () => `row-${++keys}`;

/** Monday first, as a working week reads. */
export const WEEK_ORDER = [1, 2, 3, 4, 5, 6, 0] as const;

export const emptyStaff = (): StaffFormValues => ({
  name: '',
  title: '',
  email: '',
  active: true,
  user_id: '',
  service_ids: [],
  hours: [],
  breaks: [],
  time_off: [],
});

export const staffFormValuesOf = (m: OwnerStaffMember): StaffFormValues => ({
  name: m.name,
  title: m.title,
  email: m.email,
  active: m.active,
  user_id: m.user_id ?? '',
  service_ids: m.service_ids.map(String),
  hours: m.hours.map((r) => ({
    key: newRowKey(),
    weekday: r.weekday,
    start: r.start,
    end: r.end,
    location: r.location_id === null ? '' : String(r.location_id),
  })),
  breaks: m.breaks.map((r) => ({ key: newRowKey(), weekday: r.weekday, start: r.start, end: r.end })),
  time_off: m.time_off.map((r) => ({ key: newRowKey(), starts: r.starts, ends: r.ends, reason: r.reason })),
});

export const staffInputOf = (v: StaffFormValues): OwnerStaffInput => ({
  name: v.name,
  title: v.title,
  email: v.email,
  active: v.active,
  user_id: v.user_id || null,
  service_ids: v.service_ids.map(Number).filter((id) => Number.isInteger(id) && id > 0),
  hours: v.hours.map((r) => ({ weekday: r.weekday, start: r.start, end: r.end, location_id: r.location ? Number(r.location) : null })),
  breaks: v.breaks.map((r) => ({ weekday: r.weekday, start: r.start, end: r.end })),
  time_off: v.time_off.map((r) => ({ starts: r.starts, ends: r.ends, reason: r.reason })),
});

/** A weekday's name in the reader's language (2024-01-07 was a Sunday). */
export const weekdayName = (weekday: number, language: string) =>
  new Intl.DateTimeFormat(language, { weekday: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(2024, 0, 7 + weekday)));
