// The visitor's selection (booking type, location, services, staff) checked against the client's data, the
// same way for slots, dates, holds and bookings (contracts/booking.ts; spec §2 appointment and employee
// flows; design file "Hours", "Any staff", "Employee flow"). Every failure is a 400 with its own code.
import type { ServiceTypeValue, StaffChoice } from '@vitrina/api-client/contracts';
import { bookingSpan } from '@vitrina/booking';
import type { BookingSpan, StaffSchedule } from '@vitrina/booking';
import type { AppDb } from '../../db/database.js';
import { clientTimeZone } from '../../db/repos/clients.js';
import { loadBookingCatalog } from './booking-repository.js';
import type { BookingCatalog, ServiceRow, StaffHoursRow } from './booking-repository.js';
import type { StaffTimes } from './booking-repository.js';
import { ApiError } from '../../http/errors.js';
import { canWorkAs, serviceTypesOf, staffReach } from './booking-info.js';

export interface SelectionInput {
  serviceType: ServiceTypeValue;
  locationId?: number | null;
  serviceIds: readonly number[];
  staffId: StaffChoice;
}

export interface ResolvedSelection {
  clientId: number;
  timeZone: string;
  serviceType: ServiceTypeValue;
  /** In the visitor's order, each once. */
  services: ServiceRow[];
  span: BookingSpan;
  /** Staff who may take it, in the listing order (one when a person was chosen). */
  candidates: number[];
  /** computeSlots' location: a location id, null (mobile/virtual) or 'any' (employee link, storefront). */
  location: number | null | 'any';
  /** Each candidate's hours that count for this booking type. */
  hours: Map<number, StaffHoursRow[]>;
  staffChosen: boolean;
}

const bad = (code: string, message: string) => new ApiError(400, code, message);

/** Parses SlotQuery/DatesQuery's comma-separated ids and `any`/number staff. */
export function selectionFromQuery(q: { serviceType: number; locationId?: number; serviceIds: string; staffId: string }): SelectionInput {
  return {
    serviceType: q.serviceType as ServiceTypeValue,
    locationId: q.locationId ?? null,
    serviceIds: q.serviceIds.split(',').map(Number),
    staffId: q.staffId === 'any' ? 'any' : Number(q.staffId),
  };
}

export function resolveWithCatalog(clientId: number, timeZone: string, catalog: BookingCatalog, input: SelectionInput): ResolvedSelection {
  const type = input.serviceType;
  const byId = new Map(catalog.services.map((s) => [s.id, s]));
  const ids = [...new Set(input.serviceIds)];
  const chosen: ServiceRow[] = [];
  for (const id of ids) {
    const s = byId.get(id);
    if (!s) throw bad('unknown_service', 'A chosen service is not offered by this business');
    if (!serviceTypesOf(s).includes(type)) throw bad('service_type_not_offered', 'A chosen service is not offered as this booking type');
    chosen.push(s);
  }
  const reach = staffReach(catalog);
  const performers = (serviceId: number) => new Set(catalog.performs.filter((p) => p.service_id === serviceId).map((p) => p.staff_id));
  const sets = chosen.map((s) => performers(s.id));
  let candidates = catalog.staff.map((p) => p.id).filter((id) => sets.every((set) => set.has(id)) && canWorkAs(reach.get(id), type));
  const staffChosen = input.staffId !== 'any';
  if (staffChosen) {
    if (!candidates.includes(input.staffId as number)) throw bad('unknown_staff', 'This staff member does not perform the chosen services');
    candidates = [input.staffId as number];
  }

  let location: number | null | 'any' = null;
  if (type === 0) {
    const locationId = input.locationId ?? null;
    if (locationId === null) {
      // The employee link shows the person's slots at any of their locations (design file).
      if (!staffChosen) throw bad('location_required', 'Choose a location for an appointment at the business');
      location = 'any';
    } else {
      if (!catalog.locations.some((l) => l.id === locationId)) throw bad('unknown_location', 'No such location');
      location = locationId;
    }
  }
  const active = new Set(catalog.locations.map((l) => l.id));
  const hours = new Map<number, StaffHoursRow[]>();
  for (const id of candidates) {
    hours.set(
      id,
      catalog.hours.filter(
        (h) =>
          h.staff_id === id &&
          (type === 0
            ? h.location_id !== null && active.has(h.location_id) && (location === 'any' || h.location_id === location)
            : h.location_id === null),
      ),
    );
  }
  const span = bookingSpan(
    chosen.map((s) => ({
      durationMinutes: s.duration_minutes,
      bufferBeforeMinutes: s.buffer_before_minutes,
      bufferAfterMinutes: s.buffer_after_minutes,
    })),
  );
  return { clientId, timeZone, serviceType: type, services: chosen, span, candidates, location, hours, staffChosen };
}

export async function resolveSelection(db: AppDb, clientId: number, input: SelectionInput): Promise<ResolvedSelection> {
  const [timeZone, catalog] = await Promise.all([clientTimeZone(db, clientId), loadBookingCatalog(db, clientId)]);
  return resolveWithCatalog(clientId, timeZone, catalog, input);
}

/** The candidates' schedules for computeSlots, from their hours and the times loaded for the range. */
export function schedulesOf(sel: ResolvedSelection, times: StaffTimes): StaffSchedule[] {
  return sel.candidates.map((staffId) => ({
    staffId,
    hours: (sel.hours.get(staffId) ?? []).map((h) => ({
      weekday: h.weekday,
      startMinute: h.start_minute,
      endMinute: h.end_minute,
      locationId: h.location_id,
    })),
    breaks: times.breaks
      .filter((b) => b.staff_id === staffId)
      .map((b) => ({ weekday: b.weekday, startMinute: b.start_minute, endMinute: b.end_minute })),
    timeOff: times.timeOff.filter((t) => t.staff_id === staffId).map((t) => ({ start: t.starts_at, end: t.ends_at })),
    busy: times.busy.filter((b) => b.staff_id === staffId).map((b) => ({ start: b.blocked_from, end: b.blocked_to })),
  }));
}
