// Wall-clock time in an IANA zone ↔ real instants. Offsets come from @date-fns/tz's `tzOffset` (Intl under
// the hood, cached); the rest is arithmetic on epoch milliseconds so the server and the browser agree.
// A "wall" value is the local date-time written as if it were UTC (Date.UTC of the local fields).
import { tzOffset } from '@date-fns/tz';

const MINUTE = 60_000;
const DAY = 86_400_000;

/** The zone's UTC offset in minutes at an instant (e.g. -240 for New York in summer). */
export function offsetMinutes(timeZone: string, instant: number): number {
  const offset = tzOffset(timeZone, new Date(instant));
  if (Number.isNaN(offset)) throw new RangeError(`Unknown time zone: ${timeZone}`);
  return Math.round(offset);
}

/** The local wall time of an instant, as epoch-style milliseconds. */
export function wallOf(timeZone: string, instant: number): number {
  return instant + offsetMinutes(timeZone, instant) * MINUTE;
}

/** Parses YYYY-MM-DD into the wall value of its local midnight. */
export function dateToWall(date: string): number {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) throw new RangeError(`Expected a YYYY-MM-DD date, got ${date}`);
  const wall = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  if (wallToDate(wall) !== date) throw new RangeError(`Not a calendar date: ${date}`);
  return wall;
}

export function wallToDate(wall: number): string {
  return new Date(wall).toISOString().slice(0, 10);
}

/** Weekday of a local date, 0 = Sunday … 6 = Saturday (as staff_hours.weekday). */
export function weekdayOf(date: string): number {
  return new Date(dateToWall(date)).getUTCDay();
}

/**
 * Every instant showing this wall time, earliest first: one normally, none in a spring-forward gap, two in
 * a fall-back overlap.
 */
export function wallToInstants(timeZone: string, wall: number): number[] {
  const offsets = new Set([offsetMinutes(timeZone, wall - DAY), offsetMinutes(timeZone, wall + DAY)]);
  const instants: number[] = [];
  for (const offset of offsets) {
    const instant = wall - offset * MINUTE;
    if (offsetMinutes(timeZone, instant) === offset && !instants.includes(instant)) instants.push(instant);
  }
  return instants.sort((a, b) => a - b);
}

/**
 * The first instant whose wall time is at or after `wall`: the earliest instant of that wall time, or, for a
 * wall time in a spring-forward gap, the instant the clocks jump.
 */
export function firstInstantAtOrAfter(timeZone: string, wall: number): number {
  const [earliest] = wallToInstants(timeZone, wall);
  if (earliest !== undefined) return earliest;
  return transitionBetween(
    timeZone,
    wall - offsetMinutes(timeZone, wall + DAY) * MINUTE,
    wall - offsetMinutes(timeZone, wall - DAY) * MINUTE,
  );
}

/** The last instant whose wall time is at or before `wall` (the later of two in an overlap). */
export function lastInstantAtOrBefore(timeZone: string, wall: number): number {
  const instants = wallToInstants(timeZone, wall);
  const latest = instants[instants.length - 1];
  if (latest !== undefined) return latest;
  return firstInstantAtOrAfter(timeZone, wall) - 1;
}

/**
 * The first instant in (from, to] whose offset differs from the offset at `from` (binary search to the
 * millisecond; offsets change on whole seconds at most once in such a short range).
 */
export function transitionBetween(timeZone: string, from: number, to: number): number {
  const before = offsetMinutes(timeZone, from);
  let lo = from;
  let hi = to;
  while (hi - lo > 1) {
    const mid = Math.floor((lo + hi) / 2);
    if (offsetMinutes(timeZone, mid) === before) lo = mid;
    else hi = mid;
  }
  return hi;
}

/**
 * The wall-time pieces of [start, end): one piece, or two when the offset changes inside. Each piece is
 * [wallStart, wallEnd) in wall milliseconds, so a range can be compared with local hours piece by piece.
 */
export function wallPieces(timeZone: string, start: number, end: number): Array<[number, number]> {
  const startOffset = offsetMinutes(timeZone, start);
  const lastOffset = offsetMinutes(timeZone, end - 1);
  if (startOffset === lastOffset || end - start <= 1) {
    return [[start + startOffset * MINUTE, end + startOffset * MINUTE]];
  }
  const jump = transitionBetween(timeZone, start, end - 1);
  return [[start + startOffset * MINUTE, jump + startOffset * MINUTE], ...wallPieces(timeZone, jump, end)];
}

function pad(value: number, width = 2): string {
  return String(Math.trunc(Math.abs(value))).padStart(width, '0');
}

/** ISO 8601 with the zone's offset at that instant, e.g. 2026-03-08T09:00:00-04:00 (to the second). */
export function formatInZone(timeZone: string, instant: number): string {
  const offset = offsetMinutes(timeZone, instant);
  const local = new Date(instant + offset * MINUTE).toISOString().slice(0, 19);
  const sign = offset < 0 ? '-' : '+';
  return `${local}${sign}${pad(offset / 60)}:${pad(offset % 60)}`;
}

/** The instants a local calendar day spans: [local midnight, next local midnight) — 23 or 25 h on DST days. */
export function localDayRange(date: string, timeZone: string): { start: Date; end: Date } {
  const wall = dateToWall(date);
  return {
    start: new Date(firstInstantAtOrAfter(timeZone, wall)),
    end: new Date(firstInstantAtOrAfter(timeZone, wall + DAY)),
  };
}

/** Today's local date in the zone, YYYY-MM-DD. */
export function todayInZone(timeZone: string, now: Date = new Date()): string {
  return wallToDate(wallOf(timeZone, now.getTime()));
}

/** The calendar date `days` after (or before, when negative) a YYYY-MM-DD date. */
export function addDays(date: string, days: number): string {
  return wallToDate(dateToWall(date) + days * DAY);
}

export function toMillis(value: string | Date): number {
  const ms = value instanceof Date ? value.getTime() : Date.parse(value);
  if (Number.isNaN(ms)) throw new RangeError(`Not a date-time: ${String(value)}`);
  return ms;
}

/**
 * The instant of a local "YYYY-MM-DDTHH:MM" in the zone: the earlier one in a fall-back hour; a time in a
 * spring-forward gap moves forward to the instant the clocks jump. (Forms that take a date and a time.)
 */
export function localToInstant(timeZone: string, local: string): Date {
  const match = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})$/.exec(local);
  if (!match) throw new RangeError(`Expected YYYY-MM-DDTHH:MM, got ${local}`);
  const wall = dateToWall(match[1]!) + (Number(match[2]) * 60 + Number(match[3])) * MINUTE;
  return new Date(firstInstantAtOrAfter(timeZone, wall));
}

/** The local "YYYY-MM-DDTHH:MM" of an instant in the zone. */
export function instantToLocal(timeZone: string, instant: Date | string): string {
  return new Date(wallOf(timeZone, toMillis(instant))).toISOString().slice(0, 16);
}

// The fallback rule is core-model's, shared with every date shown on a screen.
export { DEFAULT_BUSINESS_ZONE, businessTimeZone } from '@vitrina/core-model';
