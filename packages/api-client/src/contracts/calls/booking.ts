// The calls of appointments (modules/booking): the back office's Locations screen (locations and mobile
// service areas, contracts/owner-locations.ts), its Schedule screen (contracts/owner-appointments.ts), and the
// visitor's booking wizard and appointment page (contracts/booking.ts).
import { call, resourceCalls } from '../call.js';
import type {
  BookBody,
  BookingInfo,
  DatesQuery,
  Hold,
  HoldBody,
  MyBooking,
  MyBookingRescheduleBody,
  PublicAppointment,
  SlotDates,
  SlotDay,
  SlotQuery,
} from '../booking.js';
import type {
  AppointmentListQuery,
  AppointmentNoShowBody,
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

/** The client's locations, inactive ones included; their changes (one removed is deleted, or deactivated when appointments name it). */
export const locationCalls = resourceCalls<{
  list: { answer: OwnerLocationList };
  entry: OwnerLocation;
  input: OwnerLocationInput;
  removal: OwnerRemoval;
}>()('/api/client/:id/owner-locations', 'locationId', ['list', 'create', 'replace', 'remove']);

/** The areas mobile appointments may be held in; their changes (a new one: a US zip code's centre looked up; erase: 204). */
export const serviceAreaCalls = resourceCalls<{
  list: { answer: OwnerServiceAreaList };
  entry: OwnerServiceArea;
  input: OwnerServiceAreaInput;
}>()('/api/client/:id/owner-service-areas', 'areaId', ['list', 'create', 'replace', 'erase']);

/** The Schedule screen: a range's appointments, one appointment, and the changes. */
export const ownerAppointmentCalls = {
  /** The staff, locations and services the schedule offers (an employee: only themselves). */
  options: call<{ answer: AppointmentOptions }>()('GET', '/api/client/:id/owner-appointments/options'),
  /** A range's appointments, one, and a new one (201; 409 slot_taken when it overlaps). */
  ...resourceCalls<{
    list: { query: AppointmentListQuery; answer: OwnerAppointmentList };
    entry: OwnerAppointment;
    input: NewAppointmentBody;
  }>()('/api/client/:id/owner-appointments', 'appointmentId', ['list', 'get', 'create']),
  /** A new start and/or staff member. */
  reschedule: call<{ body: RescheduleBody; answer: OwnerAppointment }>()('PATCH', '/api/client/:id/owner-appointments/:appointmentId'),
  cancel: call<{ answer: OwnerAppointment }>()('POST', '/api/client/:id/owner-appointments/:appointmentId/cancel'),
  notes: call<{ body: AppointmentNotesBody; answer: OwnerAppointment }>()(
    'PATCH',
    '/api/client/:id/owner-appointments/:appointmentId/notes',
  ),
  /** Marks or clears a no-show (issue 31): 409 appointment_not_started before its start, appointment_not_active unless booked. */
  noShow: call<{ body: AppointmentNoShowBody; answer: OwnerAppointment }>()(
    'PUT',
    '/api/client/:id/owner-appointments/:appointmentId/no-show',
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

/** The customer's own booking page (issue 30), by the appointment's secret manage key: see, cancel, reschedule. */
export const myBookingCalls = {
  get: call<{ answer: MyBooking }>()('GET', '/api/client/:id/my-booking/:key'),
  cancel: call<{ answer: MyBooking }>()('POST', '/api/client/:id/my-booking/:key/cancel'),
  reschedule: call<{ body: MyBookingRescheduleBody; answer: MyBooking }>()('POST', '/api/client/:id/my-booking/:key/reschedule'),
};
