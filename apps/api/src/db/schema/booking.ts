// Appointment booking (spec §3 location, service area, appointment details; issue 14): the business's
// locations and mobile service areas, its services as bookable, its staff with their weekly hours, breaks
// and time off, and the appointments themselves.
//
// No double booking: `appointments` carries an exclusion constraint on (staff_id, [blocked_from,
// blocked_to)) for held and booked rows (btree_gist, on PGlite and Postgres alike), written by hand in
// migration 0006 because Drizzle cannot declare one. Times are absolute instants (timestamptz); weekly hours
// are minutes after local midnight in the business's IANA zone (clients.timezone).
import { sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { customers } from './customers.js';
import { users } from './users.js';
import { clientId, clientRowColumns, listedRowColumns, timestampColumns, ts } from './columns.js';

/** The staff member a row belongs to, gone with them. */
const staffId = () =>
  integer('staff_id')
    .notNull()
    .references((): AnyPgColumn => staff.id, { onDelete: 'cascade' });

/** A row of a staff member's calendar (hours, breaks, time off): its id, client and staff member. */
const staffRowColumns = () => ({
  ...clientRowColumns(),
  staff_id: staffId(),
});

/** A weekly window of a staff member (hours, breaks): a weekday 0-6 and minutes of that day. */
const weeklyWindow = () => ({
  weekday: smallint('weekday').notNull(),
  start_minute: integer('start_minute').notNull(),
  end_minute: integer('end_minute').notNull(),
});

/** A weekly window table's index and checks, named after the table as the migrations named them. */
function weeklyWindowRules(
  table: string,
  t: { staff_id: AnyPgColumn; weekday: AnyPgColumn; start_minute: AnyPgColumn; end_minute: AnyPgColumn },
) {
  return [
    index(`${table}_staff_idx`).on(t.staff_id, t.weekday),
    check(`${table}_weekday`, sql`${t.weekday} between 0 and 6`),
    check(`${table}_minutes`, sql`${t.start_minute} >= 0 and ${t.start_minute} < ${t.end_minute} and ${t.end_minute} <= 1440`),
  ];
}

/** Spec §3 "Location": where storefront appointments happen. */
export const locations = pgTable(
  'locations',
  {
    ...clientRowColumns(),
    name: text('name').notNull(),
    country: text('country').notNull().default('US'),
    address1: text('address1').notNull().default(''),
    address2: text('address2').notNull().default(''),
    city: text('city').notNull().default(''),
    state: text('state').notNull().default(''),
    province: text('province').notNull().default(''),
    postal_code: text('postal_code').notNull().default(''),
    phone: text('phone').notNull().default(''),
    /** `active`: inactive locations are not offered to visitors; their past appointments stay. */
    ...listedRowColumns(),
  },
  (t) => [index('locations_client_idx').on(t.client_id, t.ordering, t.id)],
);

/**
 * Spec §3 "Service area": where mobile appointments may be held. `lat`/`lon` are the zip's centre, looked up
 * when the area is saved (null when the zip is not in the geodata: then the city and country must match).
 */
export const serviceAreas = pgTable(
  'service_areas',
  {
    ...clientRowColumns(),
    zip: text('zip').notNull(),
    country: text('country').notNull().default('US'),
    city: text('city').notNull().default(''),
    /** Spec §9: default 50 miles. */
    radius_miles: doublePrecision('radius_miles').notNull().default(50),
    lat: doublePrecision('lat'),
    lon: doublePrecision('lon'),
    created_at: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('service_areas_client_idx').on(t.client_id),
    check('service_areas_radius', sql`${t.radius_miles} > 0 and ${t.radius_miles} <= 500`),
  ],
);

/** The people who perform services; `user_id` links an employee's login (role 4 sees only their own). */
export const staff = pgTable(
  'staff',
  {
    ...clientRowColumns(),
    user_id: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    email: text('email').notNull().default(''),
    title: text('title').notNull().default(''),
    ...listedRowColumns(),
  },
  (t) => [index('staff_client_idx').on(t.client_id, t.ordering, t.id), unique('staff_client_user_key').on(t.client_id, t.user_id)],
);

/**
 * Services (spec §3 "Service"): here as bookable (duration, buffers, booking types, meeting link). The
 * services store (issue 15) adds what it sells them as to this same table.
 */
export const services = pgTable(
  'services',
  {
    ...clientRowColumns(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    price_cents: integer('price_cents').notNull().default(0),
    duration_minutes: integer('duration_minutes').notNull().default(60),
    buffer_before_minutes: integer('buffer_before_minutes').notNull().default(0),
    buffer_after_minutes: integer('buffer_after_minutes').notNull().default(0),
    /** Booking types (core-model SERVICE_TYPES): at a location (0), at the customer's address (1), online (2). */
    storefront: boolean('storefront').notNull().default(true),
    mobile: boolean('mobile').notNull().default(false),
    virtual: boolean('virtual').notNull().default(false),
    /** The meeting link of a virtual appointment, shown on its confirmation. */
    meeting_url: text('meeting_url').notNull().default(''),
    /** Offered in the appointment wizard. */
    bookable: boolean('bookable').notNull().default(true),
    /** "As sold" (issue 15): listed in the services store (/services-store). */
    sold_online: boolean('sold_online').notNull().default(true),
    /** Spec §3 "requires-quote flag": ordering it asks the business for a price (a quote request), no payment. */
    requires_quote: boolean('requires_quote').notNull().default(false),
    /** Spec §3 "subscription flag": bought once, charged every `recurrence` (core-model RECURRENCES). */
    is_subscription: boolean('is_subscription').notNull().default(false),
    recurrence: text('recurrence'),
    ...listedRowColumns(),
  },
  (t) => [
    unique('services_client_slug_key').on(t.client_id, t.slug),
    check(
      'services_subscription',
      sql`(${t.is_subscription} and ${t.recurrence} in ('daily', 'weekly', 'monthly', 'yearly')) or (not ${t.is_subscription} and ${t.recurrence} is null)`,
    ),
    check('services_quote_not_subscription', sql`not (${t.requires_quote} and ${t.is_subscription})`),
    index('services_client_ordering_idx').on(t.client_id, t.ordering, t.id),
    check('services_price_cents', sql`${t.price_cents} >= 0`),
    check('services_duration', sql`${t.duration_minutes} between 5 and 720`),
    check('services_buffers', sql`${t.buffer_before_minutes} between 0 and 240 and ${t.buffer_after_minutes} between 0 and 240`),
  ],
);

/** A service's images in order (the services store and the service page). */
export const serviceImages = pgTable(
  'service_images',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    service_id: integer('service_id')
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
    client_id: clientId(),
    url: text('url').notNull(),
    ordering: integer('ordering').notNull().default(0),
  },
  (t) => [index('service_images_service_idx').on(t.service_id, t.ordering)],
);

/** Which staff perform which services. */
export const serviceStaff = pgTable(
  'service_staff',
  {
    service_id: integer('service_id')
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
    staff_id: staffId(),
  },
  (t) => [primaryKey({ columns: [t.service_id, t.staff_id] }), index('service_staff_staff_idx').on(t.staff_id)],
);

/**
 * A staff member's weekly hours: on `weekday` (0 Sunday … 6 Saturday) from `start_minute` to `end_minute`
 * after local midnight. `location_id` set: storefront appointments at that location; null: mobile and
 * virtual appointments.
 */
export const staffHours = pgTable(
  'staff_hours',
  {
    ...staffRowColumns(),
    location_id: integer('location_id').references(() => locations.id, { onDelete: 'cascade' }),
    ...weeklyWindow(),
  },
  (t) => weeklyWindowRules('staff_hours', t),
);

/** Weekly breaks (lunch): no appointment may overlap them, whatever the location. */
export const staffBreaks = pgTable(
  'staff_breaks',
  {
    ...staffRowColumns(),
    ...weeklyWindow(),
  },
  (t) => weeklyWindowRules('staff_breaks', t),
);

/** Time off: absolute instants, so a vacation across a daylight-saving change is exact. */
export const staffTimeOff = pgTable(
  'staff_time_off',
  {
    ...staffRowColumns(),
    starts_at: ts('starts_at').notNull(),
    ends_at: ts('ends_at').notNull(),
    reason: text('reason').notNull().default(''),
  },
  (t) => [index('staff_time_off_staff_idx').on(t.staff_id, t.starts_at), check('staff_time_off_range', sql`${t.starts_at} < ${t.ends_at}`)],
);

export const APPOINTMENT_STATUSES = ['held', 'booked', 'canceled', 'released'] as const;
export type AppointmentStatus = (typeof APPOINTMENT_STATUSES)[number];

/**
 * An appointment: the service time [starts_at, ends_at) and the time it keeps the staff member busy
 * [blocked_from, blocked_to) (buffers included). `held` rows keep a slot while the visitor fills in their
 * details, until `hold_expires_at`; `booked` is the appointment; `canceled` and `released` free the slot.
 */
export const appointments = pgTable(
  'appointments',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    uuid: uuid('uuid').notNull().defaultRandom().unique('appointments_uuid_key'),
    /**
     * The secret of this appointment's own forms link (/forms/customer/{forms_key}/appointment/{uuid}, issue
     * 25): answered to whoever booked it; it opens that appointment's forms and nothing else of the customer.
     */
    forms_key: uuid('forms_key').notNull().defaultRandom().unique('appointments_forms_key_key'),
    /**
     * The secret of the customer's own "your booking" page (/appointment/manage/{manage_key}, issue 30): sent
     * only in the booking's confirmation; it lets whoever holds it see, cancel or reschedule this appointment
     * within the business's policy (clients.booking_change_hours), and nothing else.
     */
    manage_key: uuid('manage_key').notNull().defaultRandom().unique('appointments_manage_key_key'),
    client_id: clientId(),
    staff_id: staffId(),
    location_id: integer('location_id').references(() => locations.id, { onDelete: 'set null' }),
    customer_id: integer('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    /** core-model SERVICE_TYPES: 0 storefront, 1 mobile, 2 virtual. */
    service_type: smallint('service_type').notNull(),
    status: text('status').$type<AppointmentStatus>().notNull(),
    starts_at: ts('starts_at').notNull(),
    ends_at: ts('ends_at').notNull(),
    blocked_from: ts('blocked_from').notNull(),
    blocked_to: ts('blocked_to').notNull(),
    hold_expires_at: ts('hold_expires_at'),
    /**
     * Whose hold it is, while it is one (issue 25): SHA-256 of the visitor's booking cookie and of their client
     * address. A visitor keeps one live hold at a business, an address a few (modules/booking/booking-service.ts).
     * Cleared when the hold is booked or released.
     */
    hold_session_hash: text('hold_session_hash'),
    hold_address_hash: text('hold_address_hash'),
    // Spec §3 "Appointment details" ('' until a held slot is booked).
    first_name: text('first_name').notNull().default(''),
    last_name: text('last_name').notNull().default(''),
    email: text('email').notNull().default(''),
    phone: text('phone').notNull().default(''),
    country: text('country').notNull().default(''),
    address1: text('address1').notNull().default(''),
    address2: text('address2').notNull().default(''),
    city: text('city').notNull().default(''),
    state: text('state').notNull().default(''),
    province: text('province').notNull().default(''),
    postal_code: text('postal_code').notNull().default(''),
    note: text('note').notNull().default(''),
    /** The owner's or staff's own notes about the appointment (never shown to the customer). */
    staff_note: text('staff_note').notNull().default(''),
    /** Copied from the service when booked, so a later change of the service does not alter it. */
    meeting_url: text('meeting_url').notNull().default(''),
    total_cents: integer('total_cents').notNull().default(0),
    /** Who made it: the visitor's wizard, the employee link, or the back office. */
    source: text('source').notNull().default('visitor'),
    /** The visitor's campaign parameters (the `utm_params` cookie, spec §9). */
    utm: jsonb('utm').$type<Record<string, string>>(),
    canceled_at: ts('canceled_at'),
    /** Marked when the customer did not come (issue 31: the dashboard's no-shows); null otherwise. */
    no_show_at: ts('no_show_at'),
    ...timestampColumns(),
  },
  (t) => [
    index('appointments_client_starts_idx').on(t.client_id, t.starts_at),
    // The dashboard's bookings made by day (issue 31).
    index('appointments_client_created_idx').on(t.client_id, t.created_at),
    index('appointments_staff_starts_idx').on(t.staff_id, t.starts_at),
    // A customer's bookings (issue 30: the Customers screen).
    index('appointments_customer_idx').on(t.customer_id, t.starts_at),
    index('appointments_hold_session_idx')
      .on(t.client_id, t.hold_session_hash)
      .where(sql`${t.status} = 'held'`),
    index('appointments_hold_address_idx')
      .on(t.client_id, t.hold_address_hash)
      .where(sql`${t.status} = 'held'`),
    check('appointments_status', sql`${t.status} in ('held', 'booked', 'canceled', 'released')`),
    check('appointments_service_type', sql`${t.service_type} in (0, 1, 2)`),
    check('appointments_source', sql`${t.source} in ('visitor', 'employee_link', 'back_office')`),
    check(
      'appointments_times',
      sql`${t.starts_at} < ${t.ends_at} and ${t.blocked_from} <= ${t.starts_at} and ${t.ends_at} <= ${t.blocked_to}`,
    ),
  ],
);

/** The services of an appointment, as they were when it was booked. */
export const appointmentServices = pgTable(
  'appointment_services',
  {
    appointment_id: integer('appointment_id')
      .notNull()
      .references(() => appointments.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    service_id: integer('service_id').references(() => services.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    price_cents: integer('price_cents').notNull(),
    duration_minutes: integer('duration_minutes').notNull(),
  },
  (t) => [primaryKey({ columns: [t.appointment_id, t.position] })],
);
