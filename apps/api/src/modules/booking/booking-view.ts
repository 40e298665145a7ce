// What the visitor sees of an appointment (contracts/booking.ts PublicAppointment; spec §2 appointment
// success page) and its calendar file: never the staff's notes, the meeting link only once booked.
import type { Hold, PublicAppointment } from '@vitrina/api-client/contracts';
import { appointmentIcs } from '@vitrina/booking';
import { fromMinorUnits } from '@vitrina/core-model';
import type { AppointmentRow } from './appointment-rows-repository.js';
import type { AppointmentView } from './booking-repository.js';
import { toPublicLocation } from './booking-info.js';
import { isoInZone } from './booking-slots.js';

export function toHold(row: AppointmentRow, timeZone: string): Hold {
  return {
    holdId: row.uuid,
    staffId: row.staff_id,
    start: isoInZone(row.starts_at, timeZone),
    end: isoInZone(row.ends_at, timeZone),
    expiresAt: isoInZone(row.hold_expires_at ?? row.starts_at, timeZone),
  };
}

/**
 * Mobile: the customer's address on one line, without its country: the page names the country in the
 * visitor's language (addressCountry), not by its code (issue 26).
 */
function oneLineAddress(a: AppointmentRow): string | null {
  if (a.service_type !== 1) return null;
  const region = [a.state || a.province, a.postal_code].filter(Boolean).join(' ');
  const line = [a.address1, a.address2, a.city, region].filter(Boolean).join(', ');
  return line || null;
}

export function toPublicAppointment(view: AppointmentView, timeZone: string): PublicAppointment {
  const a = view.appointment;
  return {
    uuid: a.uuid,
    status: a.status,
    serviceType: a.service_type as PublicAppointment['serviceType'],
    start: isoInZone(a.starts_at, timeZone),
    end: isoInZone(a.ends_at, timeZone),
    timeZone,
    services: view.lines.map((l) => ({ name: l.name, price: fromMinorUnits(l.price_cents), durationMinutes: l.duration_minutes })),
    total: fromMinorUnits(a.total_cents),
    staff: view.staff,
    location: view.location ? toPublicLocation(view.location) : null,
    address: oneLineAddress(a),
    addressCountry: a.service_type === 1 && a.country ? a.country : null,
    meetingUrl: a.status === 'booked' && a.service_type === 2 && a.meeting_url ? a.meeting_url : null,
    firstName: a.first_name,
    email: a.email,
    formsPath: view.formsPath,
  };
}

/** The .ics of an appointment: its services, with whom, and where (location, address or meeting link). */
export function appointmentCalendar(view: AppointmentView, businessName: string, now = new Date()): string {
  const a = view.appointment;
  const pub = toPublicAppointment(view, 'UTC');
  const place = pub.location
    ? [pub.location.name, pub.location.address1, pub.location.city].filter(Boolean).join(', ')
    : ((pub.address && [pub.address, pub.addressCountry].filter(Boolean).join(', ')) ?? pub.meetingUrl ?? undefined);
  const names = view.lines.map((l) => l.name).join(', ');
  return appointmentIcs({
    uid: `${a.uuid}@vitrina`,
    start: a.starts_at,
    end: a.ends_at,
    summary: businessName ? `${names} — ${businessName}` : names,
    description: view.staff.name ? `${names} with ${view.staff.name}` : names,
    ...(place ? { location: place } : {}),
    ...(pub.meetingUrl ? { url: pub.meetingUrl } : {}),
    ...(businessName ? { organizerName: businessName } : {}),
    now,
  });
}
