// Bookable start times of one local date (issue 14 design, "Rules decided"):
// - the SERVICE time [start, end) lies inside one working window of that local weekday (location filter)
//   and outside the breaks, both compared in local wall time;
// - the BLOCKED time [start - buffer before, end + buffer after) overlaps no busy range and no time off;
// - starts are the window's local start + k·step in real minutes, so the first slot is exactly the local
//   start; a wall time skipped by spring-forward is never offered, a repeated one (fall-back) once per
//   real instant; a slot lasts exactly its duration in real minutes;
// - nothing starts before now + min notice.
import { SLOT_STEP_MINUTES } from './booking-span.js';
import type { Slot, SlotRequest, StaffSchedule, WeeklyWindow } from './slot-types.js';
import {
  dateToWall,
  firstInstantAtOrAfter,
  formatInZone,
  lastInstantAtOrBefore,
  offsetMinutes,
  toMillis,
  wallPieces,
  weekdayOf,
} from './zoned-time.js';

const MINUTE = 60_000;

interface Range {
  start: number;
  end: number;
}

function overlaps(a: Range, b: Range): boolean {
  return a.start < b.end && b.start < a.end;
}

/** True when every wall-time piece of [start, end) lies in [windowStart, windowEnd) (wall ms). */
function insideWall(pieces: Array<[number, number]>, windowStart: number, windowEnd: number): boolean {
  return pieces.every(([from, to]) => from >= windowStart && to <= windowEnd);
}

function touchesWall(pieces: Array<[number, number]>, windowStart: number, windowEnd: number): boolean {
  return pieces.some(([from, to]) => from < windowEnd && windowStart < to);
}

function wallWindow(dayWall: number, window: WeeklyWindow): Range {
  return { start: dayWall + window.startMinute * MINUTE, end: dayWall + window.endMinute * MINUTE };
}

interface StaffSlot {
  start: number;
  locationId: number | null;
}

function staffSlots(request: SlotRequest, staff: StaffSchedule, dayWall: number, weekday: number): StaffSlot[] {
  const { span, timeZone } = request;
  const step = (request.stepMinutes ?? SLOT_STEP_MINUTES) * MINUTE;
  const duration = span.durationMinutes * MINUTE;
  const before = span.bufferBeforeMinutes * MINUTE;
  const after = span.bufferAfterMinutes * MINUTE;
  const earliest = request.now ? request.now.getTime() + (request.minNoticeMinutes ?? 0) * MINUTE : -Infinity;
  const blocked: Range[] = [...staff.busy, ...staff.timeOff].map((range) => ({
    start: toMillis(range.start),
    end: toMillis(range.end),
  }));
  const breaks = staff.breaks.filter((b) => b.weekday === weekday).map((b) => wallWindow(dayWall, b));
  const windows = staff.hours.filter((h) => h.weekday === weekday && (request.location === 'any' || h.locationId === request.location));

  const found: StaffSlot[] = [];
  const seen = new Set<string>();
  for (const window of windows) {
    const wall = wallWindow(dayWall, window);
    if (wall.end <= wall.start) continue;
    const first = firstInstantAtOrAfter(timeZone, wall.start);
    const last = lastInstantAtOrBefore(timeZone, wall.end);
    // Offsets change at most once a day: equal at both ends means one offset for the whole window.
    const steadyOffset = offsetMinutes(timeZone, first);
    const steady = steadyOffset === offsetMinutes(timeZone, last);
    for (let start = first; start + duration <= last; start += step) {
      const end = start + duration;
      if (start < earliest) continue;
      const pieces: Array<[number, number]> = steady
        ? [[start + steadyOffset * MINUTE, end + steadyOffset * MINUTE]]
        : wallPieces(timeZone, start, end);
      if (!insideWall(pieces, wall.start, wall.end)) continue;
      if (breaks.some((b) => touchesWall(pieces, b.start, b.end))) continue;
      const blockedRange = { start: start - before, end: end + after };
      if (blocked.some((range) => overlaps(range, blockedRange))) continue;
      const key = `${start}|${window.locationId}`;
      if (seen.has(key)) continue;
      seen.add(key);
      found.push({ start, locationId: window.locationId });
    }
  }
  return found;
}

function compareLocation(a: number | null, b: number | null): number {
  if (a === b) return 0;
  if (a === null) return -1;
  if (b === null) return 1;
  return a - b;
}

/**
 * The slots of `request.date` for the given staff (one, or several for "any staff"): each start lists every
 * staff member free for it, in the order given. Sorted by start, then location (null first).
 */
export function computeSlots(request: SlotRequest, staff: readonly StaffSchedule[]): Slot[] {
  const stepMinutes = request.stepMinutes ?? SLOT_STEP_MINUTES;
  if (!(stepMinutes > 0)) throw new RangeError('stepMinutes must be positive');
  if (!(request.span.durationMinutes > 0)) return [];
  const dayWall = dateToWall(request.date);
  const weekday = weekdayOf(request.date);

  const merged = new Map<string, { start: number; locationId: number | null; staffIds: number[] }>();
  for (const member of staff) {
    for (const slot of staffSlots(request, member, dayWall, weekday)) {
      const key = `${slot.start}|${slot.locationId}`;
      const entry = merged.get(key) ?? { ...slot, staffIds: [] };
      if (!entry.staffIds.includes(member.staffId)) entry.staffIds.push(member.staffId);
      merged.set(key, entry);
    }
  }

  const duration = request.span.durationMinutes * MINUTE;
  return [...merged.values()]
    .sort((a, b) => a.start - b.start || compareLocation(a.locationId, b.locationId))
    .map((slot) => ({
      start: formatInZone(request.timeZone, slot.start),
      end: formatInZone(request.timeZone, slot.start + duration),
      staffIds: slot.staffIds,
      locationId: slot.locationId,
    }));
}
