// GET booking/slots from a process-local cache (issue 29 "Slots"; docs/decisions.md "Slots from one query,
// cached per business and day"). A miss is ONE query (booking-day-repository.ts) and computeSlots without a
// "now"; every answer then keeps the starts at or after now + min notice and, outside the booking horizon
// (kept as two instants: no zone lookup per read), none: what slotsForDates answers at that instant. An
// entry is keyed on the validated selection and date (never the raw query string), lives SLOT_DAY_TTL_MS at
// most (other nodes' writes) and not past the first end of a hold it counts as busy, and is dropped by every
// write of this process that may change a slot (dropBookingSlots: the visitor's holds and bookings, the
// owner's appointment, staff, hours, time off, service and location changes, and the other nodes' drops of
// the client's caches).
import { BOOKING_HORIZON_DAYS, BOOKING_MIN_NOTICE_MINUTES, addDays, computeSlots, localDayRange } from '@vitrina/booking';
import type { Slot } from '@vitrina/booking';
import type { SlotDay } from '@vitrina/api-client/contracts';
import { cachesPer } from '../../cache/loading-cache.js';
import type { Database } from '../../db/database.js';
import { ApiError } from '../../http/errors.js';
import { loadBookingDay } from './booking-day-repository.js';
import { resolveWithCatalog, schedulesOf } from './booking-selection.js';
import type { SelectionInput } from './booking-selection.js';

/** How long a computed day is kept at most: the delay before another node's write shows here. */
export const SLOT_DAY_TTL_MS = 5_000;
/** Days kept per process (selections × dates), least recently used first out. */
export const SLOT_DAY_MAX_ENTRIES = 2_000;

const MINUTE = 60_000;

interface CachedDay {
  clientId: number;
  timeZone: string;
  /** Every slot of the day whatever the time now, by start; `starts` their instants (ms). */
  slots: Slot[];
  starts: number[];
  /** The first end of a hold counted as busy (a slot may come free then); Infinity without one. */
  freedAt: number;
  /**
   * The instants the date is bookable in (withinHorizon, booking-slots.ts): from the start of the local day
   * BOOKING_HORIZON_DAYS before it (today + horizon = date) to the end of the date itself (today = date).
   */
  openFrom: number;
  openUntil: number;
}

const caches = cachesPer<Database, string, CachedDay>({ maxEntries: SLOT_DAY_MAX_ENTRIES, ttlMs: SLOT_DAY_TTL_MS });

/** Forgets the client's computed days (after a write that may change a slot has committed). */
export function dropBookingSlots(database: Database, clientId: number): void {
  caches.existing(database)?.deleteWhere((day) => day.clientId === clientId);
}

/** Forgets every client's computed days. */
export function clearBookingSlots(database: Database): void {
  caches.existing(database)?.clear();
}

/** The cache key: the selection as validated and parsed (ids as numbers, each service once, in order) and the date. */
export function slotDayKey(clientId: number, input: SelectionInput, date: string): string {
  const services = [...new Set(input.serviceIds)].join(',');
  return `${clientId}|${date}|${input.serviceType}|${input.locationId ?? ''}|${services}|${input.staffId}`;
}

/** The 404 of an unknown client, as the public routes' tenancy guard answers it (requireClient). */
export const unknownClient = () => new ApiError(404, 'not_found', 'No such client');

async function computeDay(database: Database, clientId: number, input: SelectionInput, date: string, now: Date): Promise<CachedDay> {
  const day = await loadBookingDay(database.db, clientId, date, now);
  if (!day) throw unknownClient();
  const sel = resolveWithCatalog(clientId, day.timeZone, day.catalog, input);
  const slots =
    sel.candidates.length === 0
      ? []
      : computeSlots(
          { date, timeZone: sel.timeZone, span: sel.span, location: sel.location, minNoticeMinutes: BOOKING_MIN_NOTICE_MINUTES },
          schedulesOf(sel, day.times),
        );
  let freedAt = Infinity;
  for (const busy of day.times.busy) if (busy.hold_expires_at) freedAt = Math.min(freedAt, busy.hold_expires_at.getTime());
  const openFrom = localDayRange(addDays(date, -BOOKING_HORIZON_DAYS), sel.timeZone).start.getTime();
  const openUntil = localDayRange(date, sel.timeZone).end.getTime();
  return { clientId, timeZone: sel.timeZone, slots, starts: slots.map((s) => Date.parse(s.start)), freedAt, openFrom, openUntil };
}

/**
 * The slots of `date` for the selection as of `now`: 404 for an unknown client and the selection's 400s
 * (never cached), as slotsForDates would answer them. `date` must be a calendar date (requireCalendarDate).
 */
export async function cachedSlotDay(
  database: Database,
  clientId: number,
  input: SelectionInput,
  date: string,
  now = new Date(),
): Promise<SlotDay> {
  const cache = caches.of(database);
  const key = slotDayKey(clientId, input, date);
  const load = () => computeDay(database, clientId, input, date, now);
  let day = await cache.load(key, load);
  if (day.freedAt <= now.getTime()) {
    // A hold it counted has run out: its slot may be free now.
    cache.delete(key);
    day = await cache.load(key, load);
  }
  const at = now.getTime();
  if (at < day.openFrom || at >= day.openUntil) return { date, timeZone: day.timeZone, slots: [] };
  const earliest = at + BOOKING_MIN_NOTICE_MINUTES * MINUTE;
  let first = 0;
  while (first < day.starts.length && day.starts[first]! < earliest) first += 1;
  return { date, timeZone: day.timeZone, slots: first === 0 ? day.slots : day.slots.slice(first) };
}
