// Appointment booking, the visitor's calls (spec §2 appointment and employee flows, §3 location and
// appointment details, §8 "Slots are not available for the selected date"; issue 14). No credentials: the
// client is the site's own, and an appointment is reached only by its uuid (another client's uuid → 404).
//
//   GET  client/{id}/booking                                   → BookingInfo   (locations, services, staff, zone)
//   GET  client/{id}/booking/slots?…SlotQuery                  → SlotDay       (200 with `slots: []` when none)
//   GET  client/{id}/booking/dates?…DatesQuery                 → SlotDates     (dates of the range with a slot)
//   POST client/{id}/booking/holds        HoldBody             → 201 Hold      (409 slot_unavailable · 429)
//   POST client/{id}/appointments         BookBody             → 201 PublicAppointment
//                                                                409 slot_unavailable · 400 fields ·
//                                                                400 outside_service_area (fields.postalCode) · 429
//   GET  client/{id}/appointments/{uuid}                       → PublicAppointment (404 appointment_not_found)
//   GET  client/{id}/appointments/{uuid}/calendar.ics          → text/calendar (404 appointment_not_found)
//
// Times on the wire are ISO 8601 with the business zone's offset ("2026-03-08T09:00:00-04:00"); dates are
// local dates of the business zone (YYYY-MM-DD). Money is core-model MoneyAmount ("45.00").
import { Type } from '@sinclair/typebox';
import type { Static } from '@sinclair/typebox';
import { DbId, Nullable, PostalAddressFields } from './shared.js';
import { Money } from './store.js';

/** core-model SERVICE_TYPES: 0 at a location (storeFront), 1 at the customer's address (mobile), 2 online (virtual). */
export const ServiceTypeValue = Type.Union([Type.Literal(0), Type.Literal(1), Type.Literal(2)]);
export type ServiceTypeValue = Static<typeof ServiceTypeValue>;

const LocalDate = Type.String({ pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$', description: 'YYYY-MM-DD in the business zone' });
const Instant = Type.String({ format: 'date-time', description: 'ISO 8601 with offset' });

/** Spec §3 "Location". */
export const PublicLocation = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  ...PostalAddressFields,
  phone: Type.String(),
});
export type PublicLocation = Static<typeof PublicLocation>;

export const BookableService = Type.Object({
  id: Type.Integer(),
  slug: Type.String(),
  name: Type.String(),
  description: Type.String(),
  price: Money,
  durationMinutes: Type.Integer(),
  /** The booking types it is offered as. */
  serviceTypes: Type.Array(ServiceTypeValue),
  /** Active staff who perform it. */
  staffIds: Type.Array(Type.Integer()),
  /** Locations where one of its staff has hours (storefront appointments). */
  locationIds: Type.Array(Type.Integer()),
});
export type BookableService = Static<typeof BookableService>;

export const BookableStaff = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  title: Type.String(),
  serviceIds: Type.Array(Type.Integer()),
  /** Locations where they have hours. */
  locationIds: Type.Array(Type.Integer()),
  /** True when they have hours without a location (mobile and virtual appointments). */
  awayHours: Type.Boolean(),
});
export type BookableStaff = Static<typeof BookableStaff>;

export const BookingInfo = Type.Object({
  /** The business's IANA zone: slots are computed and first shown in it. */
  timeZone: Type.String(),
  /** Service types with at least one bookable service and staff to perform it (in 0, 1, 2 order). */
  serviceTypes: Type.Array(ServiceTypeValue),
  locations: Type.Array(PublicLocation),
  services: Type.Array(BookableService),
  staff: Type.Array(BookableStaff),
  /** How long a held slot waits for the visitor's details. */
  holdMinutes: Type.Integer(),
  /** How many days ahead a visitor may book (the date picker's range, from today in the business zone). */
  horizonDays: Type.Integer(),
});
export type BookingInfo = Static<typeof BookingInfo>;

/** `'any'` or a staff id, as the query and the bodies take it. */
export const StaffChoice = Type.Union([Type.Literal('any'), DbId]);
export type StaffChoice = Static<typeof StaffChoice>;

const SelectionFields = {
  serviceType: ServiceTypeValue,
  /** Storefront: the location (omitted or null on the employee link: any of the staff's locations). */
  locationId: Type.Optional(Nullable(DbId)),
  serviceIds: Type.Array(DbId, { minItems: 1, maxItems: 10 }),
  staffId: StaffChoice,
};

/** The selection as the slots' and dates' query strings send it: `serviceIds` comma-separated ("10,11"), `staffId` a number or `any`. */
const SelectionQueryFields = {
  serviceType: Type.Integer({ minimum: 0, maximum: 2 }),
  locationId: Type.Optional(DbId),
  serviceIds: Type.String({ pattern: '^[0-9]+(,[0-9]+){0,9}$' }),
  staffId: Type.String({ pattern: '^(any|[0-9]+)$' }),
};

/**
 * The booking's own page moving a booking (issue 30): its secret manage key. The booking being moved is then
 * not counted as busy (its own time and the times overlapping it are offered), the answer is computed for
 * this request alone (never from nor into the shared day cache), and an unknown key is 404 appointment_not_found.
 */
const ReschedulingField = {
  rescheduling: Type.Optional(Type.String({ maxLength: 64, description: 'The manage key of the booking being moved (its own page)' })),
};

/** Query of slots: the selection and the day. */
export const SlotQuery = Type.Object({
  ...SelectionQueryFields,
  date: LocalDate,
  ...ReschedulingField,
});
export type SlotQuery = Static<typeof SlotQuery>;

export const PublicSlot = Type.Object({
  start: Instant,
  end: Instant,
  /** Staff free for it (one when a staff member was chosen). */
  staffIds: Type.Array(Type.Integer()),
  locationId: Nullable(Type.Integer()),
});
export type PublicSlot = Static<typeof PublicSlot>;

export const SlotDay = Type.Object({ date: LocalDate, timeZone: Type.String(), slots: Type.Array(PublicSlot) });
export type SlotDay = Static<typeof SlotDay>;

export const DatesQuery = Type.Object({
  ...SelectionQueryFields,
  from: LocalDate,
  /** Inclusive; at most 62 days after `from`. */
  to: LocalDate,
  ...ReschedulingField,
});
export type DatesQuery = Static<typeof DatesQuery>;

export const SlotDates = Type.Object({ timeZone: Type.String(), dates: Type.Array(LocalDate) });
export type SlotDates = Static<typeof SlotDates>;

/** Keep a slot while the visitor fills in their details (ConfirmSlot → DetailsFrom). */
export const HoldBody = Type.Object({
  ...SelectionFields,
  start: Instant,
  /** The visitor's own earlier hold (Confirm again after Back or a change): released in the same transaction. */
  replaceHoldId: Type.Optional(Type.String({ format: 'uuid' })),
});
export type HoldBody = Static<typeof HoldBody>;

export const Hold = Type.Object({
  holdId: Type.String({ format: 'uuid' }),
  staffId: Type.Integer(),
  start: Instant,
  end: Instant,
  expiresAt: Instant,
});
export type Hold = Static<typeof Hold>;

/** Spec §3 "Appointment details" (validation createAppointmentDetailsSchema; the address only for mobile). */
export const AppointmentDetailsBody = Type.Object(
  {
    firstName: Type.String({ maxLength: 200 }),
    lastName: Type.String({ maxLength: 200 }),
    email: Type.String({ maxLength: 320 }),
    phoneNumber: Type.String({ maxLength: 40 }),
    country: Type.Optional(Type.String({ maxLength: 2 })),
    address1: Type.Optional(Type.String({ maxLength: 300 })),
    address2: Type.Optional(Type.String({ maxLength: 300 })),
    city: Type.Optional(Type.String({ maxLength: 200 })),
    state: Type.Optional(Type.String({ maxLength: 100 })),
    province: Type.Optional(Type.String({ maxLength: 100 })),
    postalCode: Type.Optional(Type.String({ maxLength: 20 })),
    note: Type.Optional(Type.String({ maxLength: 2000 })),
  },
  { description: 'validation createAppointmentDetailsSchema' },
);
export type AppointmentDetailsBody = Static<typeof AppointmentDetailsBody>;

export const BookBody = Type.Object({
  ...SelectionFields,
  start: Instant,
  /** The hold made at ConfirmSlot; without it (or once it expired) the slot is taken if still free. */
  holdId: Type.Optional(Type.String({ format: 'uuid' })),
  details: AppointmentDetailsBody,
  /** Booked from the employee link /appointment/employee/{id}. */
  employeeLink: Type.Optional(Type.Boolean()),
  /** The visitor's campaign parameters (the `utm_params` cookie, spec §9); unknown names dropped. */
  utm: Type.Optional(Type.Record(Type.String({ maxLength: 64 }), Type.String({ maxLength: 500 }))),
});
export type BookBody = Static<typeof BookBody>;

export const APPOINTMENT_STATUS_VALUES = ['held', 'booked', 'canceled', 'released'] as const;

export const AppointmentParams = Type.Object({ id: DbId, uuid: Type.String({ format: 'uuid' }) });
export type AppointmentParams = Static<typeof AppointmentParams>;

/** What the success page and its reload show: the summary, never another visitor's data. */
export const PublicAppointment = Type.Object({
  uuid: Type.String({ format: 'uuid' }),
  status: Type.Union(APPOINTMENT_STATUS_VALUES.map((s) => Type.Literal(s))),
  serviceType: ServiceTypeValue,
  start: Instant,
  end: Instant,
  timeZone: Type.String(),
  services: Type.Array(Type.Object({ name: Type.String(), price: Money, durationMinutes: Type.Integer() })),
  total: Money,
  staff: Type.Object({ id: Type.Integer(), name: Type.String() }),
  location: Nullable(PublicLocation),
  /** Mobile: where the appointment is held (one line, without the country: see addressCountry). */
  address: Nullable(Type.String()),
  /** Mobile: the address's country (two-letter code), for the page to name in the visitor's language; else null. */
  addressCountry: Nullable(Type.String()),
  /** Virtual and booked: the meeting link. */
  meetingUrl: Nullable(Type.String()),
  firstName: Type.String(),
  email: Type.String(),
  /** This appointment's own forms page (its forms link key, issue 25) while forms it asks are pending; else null. */
  formsPath: Nullable(Type.String()),
});
export type PublicAppointment = Static<typeof PublicAppointment>;

/** GET appointments/{uuid}/calendar.ics: the appointment as an RFC 5545 calendar file (an attachment). */
export const AppointmentCalendarFile = {
  description: 'The appointment as an iCalendar file (Content-Disposition: attachment)',
  content: { 'text/calendar': { schema: Type.String({ contentMediaType: 'text/calendar' }) } },
};

// The customer's own booking page (issue 30), reached only by the appointment's secret manage key sent in its
// confirmation (never by a typed e-mail or the uuid): see it, cancel it, or move it to another slot of the
// same services and staff member, while the business's policy allows (Business settings "Customers may
// cancel or reschedule": until N hours before; 0 never).
//   GET  client/{id}/my-booking/{key}                         → MyBooking (404 appointment_not_found)
//   POST client/{id}/my-booking/{key}/cancel                  → MyBooking (409 change_too_late · 409 changes_not_allowed ·
//                                                                          409 appointment_not_active · 404)
//   POST client/{id}/my-booking/{key}/reschedule  {start}     → MyBooking (the same 409s · 409 slot_unavailable · 404)

/** `key`: any text (a malformed one is no booking: 404, like an unknown one). */
export const MyBookingParams = Type.Object({ id: DbId, key: Type.String({ maxLength: 64 }) });
export type MyBookingParams = Static<typeof MyBookingParams>;

export const MY_BOOKING_REFUSALS = ['change_too_late', 'changes_not_allowed', 'appointment_not_active'] as const;

export const MyBooking = Type.Object({
  appointment: PublicAppointment,
  /** The same services and staff member (and location) as the slots and dates calls take them, to offer a new time. */
  selection: Type.Object({
    serviceType: ServiceTypeValue,
    locationId: Nullable(DbId),
    serviceIds: Type.Array(DbId),
    staffId: DbId,
  }),
  /** The business's policy: changes until this many hours before the start; 0 never. */
  changeHours: Type.Integer({ minimum: 0 }),
  /** The last instant a change is taken (null: never). */
  changeUntil: Nullable(Instant),
  /** Whether Cancel and Reschedule are offered now; else why not (a MY_BOOKING_REFUSALS code). */
  canChange: Type.Boolean(),
  refusal: Nullable(Type.Union(MY_BOOKING_REFUSALS.map((r) => Type.Literal(r)))),
  /** The business's name, for "please contact {business}". */
  businessName: Type.String(),
});
export type MyBooking = Static<typeof MyBooking>;

export const MyBookingRescheduleBody = Type.Object({ start: Instant });
export type MyBookingRescheduleBody = Static<typeof MyBookingRescheduleBody>;
