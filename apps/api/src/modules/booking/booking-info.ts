// GET client/{id}/booking (contracts/booking.ts BookingInfo; spec §2 appointment flow, §3 location): what the
// wizard may offer. A service is listed only when it is active, bookable and performed by at least one
// active staff member with hours for one of its booking types: storefront needs hours at an active location,
// mobile and virtual need hours without a location (design file "Hours").
import type { BookableService, BookableStaff, BookingInfo, PublicLocation, ServiceTypeValue } from '@vitrina/api-client/contracts';
import { BOOKING_HORIZON_DAYS } from '@vitrina/booking';
import { fromMinorUnits } from '@vitrina/core-model';
import type { BookingCatalog, LocationRow, ServiceRow } from './booking-repository.js';

export function toPublicLocation(l: LocationRow): PublicLocation {
  return {
    id: l.id,
    name: l.name,
    country: l.country,
    address1: l.address1,
    address2: l.address2,
    city: l.city,
    state: l.state,
    province: l.province,
    postalCode: l.postal_code,
    phone: l.phone,
  };
}

/** The booking types a service row is marked for (0 storefront, 1 mobile, 2 virtual). */
export function serviceTypesOf(s: Pick<ServiceRow, 'storefront' | 'mobile' | 'virtual'>): ServiceTypeValue[] {
  const types: ServiceTypeValue[] = [];
  if (s.storefront) types.push(0);
  if (s.mobile) types.push(1);
  if (s.virtual) types.push(2);
  return types;
}

interface StaffReach {
  locationIds: number[];
  awayHours: boolean;
}

/** Where each staff member works: the active locations of their hours, and whether they have away hours. */
export function staffReach(catalog: BookingCatalog): Map<number, StaffReach> {
  const active = new Set(catalog.locations.map((l) => l.id));
  const order = new Map(catalog.locations.map((l, i) => [l.id, i]));
  const reach = new Map<number, StaffReach>(catalog.staff.map((p) => [p.id, { locationIds: [], awayHours: false }]));
  for (const h of catalog.hours) {
    const r = reach.get(h.staff_id);
    if (!r) continue;
    if (h.location_id === null) r.awayHours = true;
    else if (active.has(h.location_id) && !r.locationIds.includes(h.location_id)) r.locationIds.push(h.location_id);
  }
  for (const r of reach.values()) r.locationIds.sort((a, b) => (order.get(a) ?? 0) - (order.get(b) ?? 0));
  return reach;
}

/** True when this staff member has hours for that booking type. */
export const canWorkAs = (r: StaffReach | undefined, type: ServiceTypeValue): boolean =>
  !!r && (type === 0 ? r.locationIds.length > 0 : r.awayHours);

export function buildBookingInfo(catalog: BookingCatalog, timeZone: string, holdMinutes: number): BookingInfo {
  const reach = staffReach(catalog);
  const staffOf = new Map<number, number[]>();
  for (const p of catalog.performs) staffOf.set(p.service_id, [...(staffOf.get(p.service_id) ?? []), p.staff_id]);
  const staffOrder = new Map(catalog.staff.map((p, i) => [p.id, i]));
  const locationOrder = new Map(catalog.locations.map((l, i) => [l.id, i]));

  const services: BookableService[] = [];
  for (const s of catalog.services) {
    const performers = (staffOf.get(s.id) ?? []).filter((id) => reach.has(id));
    const types = serviceTypesOf(s).filter((type) => performers.some((id) => canWorkAs(reach.get(id), type)));
    if (types.length === 0) continue;
    const staffIds = performers
      .filter((id) => types.some((type) => canWorkAs(reach.get(id), type)))
      .sort((a, b) => (staffOrder.get(a) ?? 0) - (staffOrder.get(b) ?? 0));
    const locationIds = types.includes(0)
      ? [...new Set(staffIds.flatMap((id) => reach.get(id)?.locationIds ?? []))].sort(
          (a, b) => (locationOrder.get(a) ?? 0) - (locationOrder.get(b) ?? 0),
        )
      : [];
    services.push({
      id: s.id,
      slug: s.slug,
      name: s.name,
      description: s.description,
      price: fromMinorUnits(s.price_cents),
      durationMinutes: s.duration_minutes,
      serviceTypes: types,
      staffIds,
      locationIds,
    });
  }

  const staff: BookableStaff[] = [];
  for (const p of catalog.staff) {
    const serviceIds = services.filter((s) => s.staffIds.includes(p.id)).map((s) => s.id);
    if (serviceIds.length === 0) continue;
    const r = reach.get(p.id)!;
    staff.push({ id: p.id, name: p.name, title: p.title, serviceIds, locationIds: r.locationIds, awayHours: r.awayHours });
  }

  const offered = new Set(services.flatMap((s) => s.serviceTypes));
  return {
    timeZone,
    serviceTypes: ([0, 1, 2] as const).filter((t) => offered.has(t)),
    locations: catalog.locations.map(toPublicLocation),
    services,
    staff,
    holdMinutes,
    horizonDays: BOOKING_HORIZON_DAYS,
  };
}
