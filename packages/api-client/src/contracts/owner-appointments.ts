// The back office's Schedule screen (issue 14, spec §3 "Appointment details"): the owner (1), managers (3)
// and employees (4, only the appointments of their own staff row) see the appointments of a range, open
// one, create one, reschedule it (time and/or staff member), cancel it (the slot is free at once) and keep
// notes on it. Times are ISO 8601 with the business zone's offset; the answer names the zone.
//
//   GET   client/{id}/owner-appointments/options                  → AppointmentOptions
//   GET   client/{id}/owner-appointments?from=&to=&staffId=&…       → OwnerAppointmentList (at most 31 days)
//   GET   client/{id}/owner-appointments/{appointmentId}           → OwnerAppointment (404 appointment_not_found)
//   POST  client/{id}/owner-appointments  NewAppointmentBody        → 201 OwnerAppointment (409 slot_taken · 400 fields)
//   PATCH client/{id}/owner-appointments/{appointmentId}  RescheduleBody → OwnerAppointment (409 slot_taken)
//   POST  client/{id}/owner-appointments/{appointmentId}/cancel     → OwnerAppointment (409 appointment_not_active)
//   PATCH client/{id}/owner-appointments/{appointmentId}/notes  AppointmentNotesBody → OwnerAppointment
//   PUT   client/{id}/owner-appointments/{appointmentId}/no-show  AppointmentNoShowBody → OwnerAppointment
//         (issue 31: mark or clear; 409 appointment_not_started before its start, 409 appointment_not_active unless booked)
import { Type } from '@sinclair/typebox';
import type { Static } from '@sinclair/typebox';
import { AppointmentDetailsBody, APPOINTMENT_STATUS_VALUES, ServiceTypeValue } from './booking.js';
import { DbId, EnteredText, Nullable, StringEnum, PostalAddressFields } from './shared.js';
import { Money } from './store.js';

/** The longest range one list call covers. */
export const APPOINTMENT_RANGE_MAX_DAYS = 31;

const Instant = Type.String({ format: 'date-time', description: 'ISO 8601 with offset' });

/** `active` (default): held and booked; `all` adds the canceled ones. */
export const APPOINTMENT_LIST_STATUSES = ['active', 'all'] as const;

export const AppointmentListQuery = Type.Object({
  from: Instant,
  /** Exclusive; at most 31 days after `from`. */
  to: Instant,
  staffId: Type.Optional(Type.String({ pattern: '^[1-9][0-9]{0,9}$' })),
  locationId: Type.Optional(Type.String({ pattern: '^[1-9][0-9]{0,9}$' })),
  status: Type.Optional(StringEnum(APPOINTMENT_LIST_STATUSES, { description: 'active (default) or all' })),
});
export type AppointmentListQuery = Static<typeof AppointmentListQuery>;

export const OwnerAppointmentParams = Type.Object({ id: DbId, appointmentId: DbId });
export type OwnerAppointmentParams = Static<typeof OwnerAppointmentParams>;

const NamedRef = Type.Object({ id: Type.Integer(), name: Type.String() });

export const OwnerAppointmentService = Type.Object({
  serviceId: Nullable(Type.Integer()),
  name: Type.String(),
  price: Money,
  durationMinutes: Type.Integer(),
});
export type OwnerAppointmentService = Static<typeof OwnerAppointmentService>;

/** The §3 appointment details as the customer gave them. */
export const AppointmentCustomer = Type.Object({
  firstName: Type.String(),
  lastName: Type.String(),
  email: Type.String(),
  phoneNumber: Type.String(),
  ...PostalAddressFields,
  note: Type.String(),
});
export type AppointmentCustomer = Static<typeof AppointmentCustomer>;

export const OwnerAppointment = Type.Object({
  id: Type.Integer(),
  uuid: Type.String({ format: 'uuid' }),
  status: StringEnum(APPOINTMENT_STATUS_VALUES),
  serviceType: ServiceTypeValue,
  /** Service time. */
  start: Instant,
  end: Instant,
  /** With the services' buffers: the time the staff member is kept busy. */
  blockedFrom: Instant,
  blockedTo: Instant,
  timeZone: Type.String(),
  staff: NamedRef,
  location: Nullable(NamedRef),
  services: Type.Array(OwnerAppointmentService),
  total: Money,
  customer: AppointmentCustomer,
  /** The business's own notes, never shown to the customer. */
  staffNote: Type.String(),
  meetingUrl: Type.String(),
  source: StringEnum(['visitor', 'employee_link', 'back_office'] as const),
  createdAt: Instant,
  /** When the business marked that the customer did not come (issue 31); null when not marked. */
  noShowAt: Nullable(Instant),
});
export type OwnerAppointment = Static<typeof OwnerAppointment>;

export const OwnerAppointmentList = Type.Object({ timeZone: Type.String(), appointments: Type.Array(OwnerAppointment) });
export type OwnerAppointmentList = Static<typeof OwnerAppointmentList>;

/** What the screen's filters and the new-appointment form offer (an employee: only themselves). */
export const AppointmentOptions = Type.Object({
  timeZone: Type.String(),
  staff: Type.Array(Type.Object({ id: Type.Integer(), name: Type.String(), serviceIds: Type.Array(Type.Integer()) })),
  locations: Type.Array(NamedRef),
  services: Type.Array(
    Type.Object({
      id: Type.Integer(),
      name: Type.String(),
      durationMinutes: Type.Integer(),
      price: Money,
      serviceTypes: Type.Array(ServiceTypeValue),
    }),
  ),
});
export type AppointmentOptions = Static<typeof AppointmentOptions>;

/** Any time the owner picks (outside hours too), never overlapping another appointment of the staff member. */
export const NewAppointmentBody = Type.Object({
  staffId: DbId,
  serviceIds: Type.Array(DbId, { minItems: 1, maxItems: 10 }),
  serviceType: ServiceTypeValue,
  /** Storefront (0) only, and then required. */
  locationId: Type.Optional(Nullable(DbId)),
  start: Instant,
  details: AppointmentDetailsBody,
  staffNote: Type.Optional(Type.String({ maxLength: 5000, ...EnteredText })),
});
export type NewAppointmentBody = Static<typeof NewAppointmentBody>;

/** A new start and/or staff member; the length and buffers stay. */
export const RescheduleBody = Type.Object({
  start: Type.Optional(Instant),
  staffId: Type.Optional(DbId),
});
export type RescheduleBody = Static<typeof RescheduleBody>;

export const AppointmentNotesBody = Type.Object({ staffNote: Type.String({ maxLength: 5000, ...EnteredText }) });
export type AppointmentNotesBody = Static<typeof AppointmentNotesBody>;

/**
 * Marks (`true`) or clears (`false`, a mistake) "the customer did not come" (issue 31, the dashboard's
 * no-shows): only a booked appointment whose start has passed is marked; either way is idempotent.
 */
export const AppointmentNoShowBody = Type.Object({ noShow: Type.Boolean() });
export type AppointmentNoShowBody = Static<typeof AppointmentNoShowBody>;
