// The calls of appointments (modules/booking): the back office's Locations screen (locations and mobile
// service areas, contracts/owner-locations.ts), its Schedule screen (contracts/owner-appointments.ts), and the
// visitor's booking wizard and appointment page (contracts/booking.ts).
import { call } from '../call.js';
import type { BookBody, BookingInfo, DatesQuery, Hold, HoldBody, PublicAppointment, SlotDates, SlotDay, SlotQuery } from '../booking.js';
import type {
  AppointmentListQuery,
  AppointmentNotesBody,
  AppointmentOptions,
  NewAppointmentBody,
  OwnerAppointment,
  OwnerAppointmentList,
  RescheduleBody,
} from '../owner-appointments.js';
import type {
  OwnerLocation,
  OwnerLocationInput,
  OwnerLocationList,
  OwnerServiceArea,
  OwnerServiceAreaInput,
  OwnerServiceAreaList,
} from '../owner-locations.js';
import type { OwnerRemoval } from '../owner-services.js';

/** The client's locations, inactive ones included; their changes. */
export const locationCalls = {
  list: call<{ answer: OwnerLocationList }>()('GET', '/api/client/:id/owner-locations'),
  /** 201 the location. */
  create: call<{ body: OwnerLocationInput; answer: OwnerLocation }>()('POST', '/api/client/:id/owner-locations'),
  replace: call<{ body: OwnerLocationInput; answer: OwnerLocation }>()('PUT', '/api/client/:id/owner-locations/:locationId'),
  /** Deleted, or deactivated when appointments name it. */
  remove: call<{ answer: OwnerRemoval }>()('DELETE', '/api/client/:id/owner-locations/:locationId'),
};

/** The areas mobile appointments may be held in; their changes. */
export const serviceAreaCalls = {
  list: call<{ answer: OwnerServiceAreaList }>()('GET', '/api/client/:id/owner-service-areas'),
  /** 201 the area (a US zip code's centre looked up). */
  create: call<{ body: OwnerServiceAreaInput; answer: OwnerServiceArea }>()('POST', '/api/client/:id/owner-service-areas'),
  replace: call<{ body: OwnerServiceAreaInput; answer: OwnerServiceArea }>()('PUT', '/api/client/:id/owner-service-areas/:areaId'),
  /** 204. */
  erase: call<Record<never, never>>()('DELETE', '/api/client/:id/owner-service-areas/:areaId'),
};

/** The Schedule screen: a range's appointments, one appointment, and the changes. */
export const ownerAppointmentCalls = {
  /** The staff, locations and services the schedule offers (an employee: only themselves). */
  options: call<{ answer: AppointmentOptions }>()('GET', '/api/client/:id/owner-appointments/options'),
  list: call<{ query: AppointmentListQuery; answer: OwnerAppointmentList }>()('GET', '/api/client/:id/owner-appointments'),
  get: call<{ answer: OwnerAppointment }>()('GET', '/api/client/:id/owner-appointments/:appointmentId'),
  /** 201 the appointment; 409 slot_taken when it overlaps. */
  create: call<{ body: NewAppointmentBody; answer: OwnerAppointment }>()('POST', '/api/client/:id/owner-appointments'),
  /** A new start and/or staff member. */
  reschedule: call<{ body: RescheduleBody; answer: OwnerAppointment }>()('PATCH', '/api/client/:id/owner-appointments/:appointmentId'),
  cancel: call<{ answer: OwnerAppointment }>()('POST', '/api/client/:id/owner-appointments/:appointmentId/cancel'),
  notes: call<{ body: AppointmentNotesBody; answer: OwnerAppointment }>()(
    'PATCH',
    '/api/client/:id/owner-appointments/:appointmentId/notes',
  ),
};

/** The visitor's calls: the wizard's (no credentials), then the appointment's, reached by its uuid. */
export const bookingCalls = {
  /** What the wizard may offer: locations, bookable services, staff, the business zone. */
  info: call<{ answer: BookingInfo }>()('GET', '/api/client/:id/booking'),
  /** One local date's bookable start times for a selection (`slots: []` when none). */
  slots: call<{ query: SlotQuery; answer: SlotDay }>()('GET', '/api/client/:id/booking/slots'),
  /** The dates of a range having at least one slot. */
  dates: call<{ query: DatesQuery; answer: SlotDates }>()('GET', '/api/client/:id/booking/dates'),
  /** 201 the hold; 409 slot_unavailable; sets the visitor's booking cookie. */
  hold: call<{ body: HoldBody; answer: Hold }>()('POST', '/api/client/:id/booking/holds'),
  /** 201 the appointment. */
  book: call<{ body: BookBody; answer: PublicAppointment }>()('POST', '/api/client/:id/appointments'),
  appointment: call<{ answer: PublicAppointment }>()('GET', '/api/client/:id/appointments/:uuid'),
  /** The appointment as an iCalendar file (text/calendar, an attachment): a plain link, not an endpoint. */
  calendar: call<{ answer: string }>()('GET', '/api/client/:id/appointments/:uuid/calendar.ics'),
};
