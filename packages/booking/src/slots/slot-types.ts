// The inputs and outputs of slot computation (issue 14): a staff member's week, breaks, time off and busy
// times in, the bookable start times of one local date out. Weekly times are minutes after local midnight
// in the business's IANA zone; absolute times are ISO 8601 strings (or Dates) so the server and the
// browser read them alike.

/** A weekly window: weekday 0 (Sunday) … 6 (Saturday), [startMinute, endMinute) after local midnight. */
export interface WeeklyWindow {
  weekday: number;
  startMinute: number;
  endMinute: number;
}

/** Working hours: at a location (storefront appointments) or, with `locationId` null, mobile and virtual. */
export interface WorkingHours extends WeeklyWindow {
  locationId: number | null;
}

/** An absolute time range [start, end). */
export interface TimeRange {
  start: string | Date;
  end: string | Date;
}

export interface StaffSchedule {
  staffId: number;
  hours: readonly WorkingHours[];
  breaks: readonly WeeklyWindow[];
  timeOff: readonly TimeRange[];
  /** Blocked ranges (buffers included) of the staff member's held and booked appointments. */
  busy: readonly TimeRange[];
}

/** The time one booking takes: the services' durations summed, the largest buffer before and after. */
export interface BookingSpan {
  durationMinutes: number;
  bufferBeforeMinutes: number;
  bufferAfterMinutes: number;
}

export interface SlotRequest {
  /** Local calendar date in the business zone, YYYY-MM-DD. */
  date: string;
  /** The business's IANA zone, e.g. America/New_York. */
  timeZone: string;
  span: BookingSpan;
  /**
   * Which working hours count: a location id (storefront at that location), null (mobile and virtual: the
   * hours without a location) or 'any' (every window; each slot says its location).
   */
  location: number | null | 'any';
  /** Distance between offered start times; default SLOT_STEP_MINUTES. Slots start at window start + k·step. */
  stepMinutes?: number;
  /** No slot starts before now + minNoticeMinutes (default 0). */
  now?: Date;
  minNoticeMinutes?: number;
}

/** One bookable start: `start`/`end` ISO 8601 with the business zone's offset (e.g. 2026-03-08T09:00:00-04:00). */
export interface Slot {
  start: string;
  end: string;
  /** Staff free for the whole blocked range, in the order given. */
  staffIds: number[];
  /** The location of the working hours it falls in (null: mobile/virtual hours). */
  locationId: number | null;
}
