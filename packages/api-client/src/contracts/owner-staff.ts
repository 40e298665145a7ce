// The back office's Staff screen (owner 1 and manager 3; issue 14): the people who perform services, the
// login linked to each (a role-4 team member), the services they perform and their week — hours per weekday
// at a location or "mobile & online" (location null), breaks, and time off. Times of the week are "HH:MM"
// wall times of the business's zone; time off is sent as local "YYYY-MM-DDTHH:MM" and stored as instants.
//   GET    client/{id}/owner-staff                      → OwnerStaffList
//   GET    client/{id}/owner-staff/options              → OwnerStaffOptions (logins, locations, services, zone)
//   GET    client/{id}/owner-staff/{staffId}            → OwnerStaffMember
//   POST   client/{id}/owner-staff    OwnerStaffInput   → 201 OwnerStaffMember
//   PUT    client/{id}/owner-staff/{staffId} OwnerStaffInput → OwnerStaffMember (week replaced in one transaction)
//   DELETE client/{id}/owner-staff/{staffId}            → OwnerRemoval (deactivated when they have appointments)
import { Type } from '@sinclair/typebox';
import type { Static } from '@sinclair/typebox';
import { DbId, Nullable, ValidatedBody } from './shared.js';
import type { StaffMemberInput } from '@vitrina/validation';

export const OwnerStaffParams = Type.Object({ id: DbId, staffId: DbId });
export type OwnerStaffParams = Static<typeof OwnerStaffParams>;

const Time = Type.String({ pattern: '^([01][0-9]|2[0-3]):[0-5][0-9]$|^24:00$', description: 'HH:MM, 24 h' });
const LocalDateTime = Type.String({ description: 'YYYY-MM-DDTHH:MM in the business’s time zone' });

export const OwnerStaffHours = Type.Object({
  weekday: Type.Integer({ minimum: 0, maximum: 6, description: '0 Sunday … 6 Saturday' }),
  start: Time,
  end: Time,
  /** null: mobile and online hours. */
  location_id: Nullable(Type.Integer()),
});
export type OwnerStaffHours = Static<typeof OwnerStaffHours>;

export const OwnerStaffBreak = Type.Object({ weekday: Type.Integer({ minimum: 0, maximum: 6 }), start: Time, end: Time });
export type OwnerStaffBreak = Static<typeof OwnerStaffBreak>;

export const OwnerStaffTimeOff = Type.Object({
  starts: LocalDateTime,
  ends: LocalDateTime,
  reason: Type.String(),
  /** The instants, ISO 8601 UTC. */
  starts_at: Type.String(),
  ends_at: Type.String(),
});
export type OwnerStaffTimeOff = Static<typeof OwnerStaffTimeOff>;

export const OwnerStaffSummary = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  title: Type.String(),
  email: Type.String(),
  active: Type.Boolean(),
  user_id: Nullable(Type.String()),
  /** The linked login's e-mail, or null. */
  login_email: Nullable(Type.String()),
  service_ids: Type.Array(Type.Integer()),
  /** Weekly hours in minutes (all rows). */
  weekly_minutes: Type.Integer({ minimum: 0 }),
});
export type OwnerStaffSummary = Static<typeof OwnerStaffSummary>;

export const OwnerStaffMember = Type.Object({
  ...OwnerStaffSummary.properties,
  hours: Type.Array(OwnerStaffHours),
  breaks: Type.Array(OwnerStaffBreak),
  time_off: Type.Array(OwnerStaffTimeOff),
  /** The business's IANA zone the week and time off are in. */
  time_zone: Type.String(),
});
export type OwnerStaffMember = Static<typeof OwnerStaffMember>;

export const OwnerStaffList = Type.Object({ staff: Type.Array(OwnerStaffSummary) });
export type OwnerStaffList = Static<typeof OwnerStaffList>;

/** What the staff form chooses from. */
export const OwnerStaffOptions = Type.Object({
  /** The client's team members with role 4 (employees), with the staff member each is linked to. */
  logins: Type.Array(Type.Object({ id: Type.String(), name: Type.String(), email: Type.String(), staff_id: Nullable(Type.Integer()) })),
  locations: Type.Array(Type.Object({ id: Type.Integer(), name: Type.String(), active: Type.Boolean() })),
  services: Type.Array(Type.Object({ id: Type.Integer(), name: Type.String(), active: Type.Boolean() })),
  time_zone: Type.String(),
});
export type OwnerStaffOptions = Static<typeof OwnerStaffOptions>;

/** The body of POST and PUT, typed by validation's staffMemberSchema. */
export type OwnerStaffInput = StaffMemberInput;

export const OwnerStaffInput = ValidatedBody<OwnerStaffInput>(
  `name, title, email, active, user_id (a role-4 team member or null), service_ids, hours [{ weekday, start, end, location_id }], breaks [{ weekday, start, end }], time_off [{ starts, ends, reason }] (local to the business's zone)`,
  'staffMemberSchema',
);
