// Booking data for API tests (issue 14): a location, staff with weekly hours and breaks, a bookable service.
import type { AppDb } from '../db/database.js';
import { locations, serviceStaff, services, staff, staffBreaks, staffHours, staffTimeOff } from '../db/schema.js';
import { uniqueLabel } from './builders.js';

export interface TestWindow {
  /** 0 Sunday … 6 Saturday; omitted: every day. */
  weekdays?: readonly number[];
  /** `HH:MM` local time of the business zone. */
  from: string;
  to: string;
  /** Storefront hours at this location; null/omitted: mobile and virtual hours. */
  locationId?: number | null;
}

const minutes = (hhmm: string) => {
  const [h = 0, m = 0] = hhmm.split(':').map(Number);
  return h * 60 + m;
};
const ALL_DAYS = [0, 1, 2, 3, 4, 5, 6];

export async function buildLocation(db: AppDb, clientId: number, fields: Partial<typeof locations.$inferInsert> = {}) {
  const [row] = await db
    .insert(locations)
    .values({
      client_id: clientId,
      name: uniqueLabel('Location'),
      address1: '1 Main St',
      city: 'Boston',
      state: 'MA',
      postal_code: '02110',
      ...fields,
    })
    .returning();
  return row!;
}

export interface TestStaffInput extends Partial<typeof staff.$inferInsert> {
  hours?: readonly TestWindow[];
  breaks?: readonly TestWindow[];
  timeOff?: readonly { starts_at: Date; ends_at: Date }[];
}

export async function buildStaff(db: AppDb, clientId: number, input: TestStaffInput = {}) {
  const { hours = [], breaks = [], timeOff = [], ...fields } = input;
  const [row] = await db
    .insert(staff)
    .values({ client_id: clientId, name: uniqueLabel('Staff'), ...fields })
    .returning();
  const person = row!;
  const rows = (windows: readonly TestWindow[]) =>
    windows.flatMap((w) =>
      (w.weekdays ?? ALL_DAYS).map((weekday) => ({
        client_id: clientId,
        staff_id: person.id,
        weekday,
        start_minute: minutes(w.from),
        end_minute: minutes(w.to),
        location_id: w.locationId ?? null,
      })),
    );
  if (hours.length) await db.insert(staffHours).values(rows(hours));
  if (breaks.length) await db.insert(staffBreaks).values(rows(breaks).map(({ location_id: _l, ...b }) => b));
  if (timeOff.length) await db.insert(staffTimeOff).values(timeOff.map((t) => ({ ...t, client_id: clientId, staff_id: person.id })));
  return person;
}

export interface TestServiceInput extends Partial<typeof services.$inferInsert> {
  staffIds?: readonly number[];
}

export async function buildService(db: AppDb, clientId: number, input: TestServiceInput = {}) {
  const { staffIds = [], ...fields } = input;
  const slug = uniqueLabel('service');
  const [row] = await db
    .insert(services)
    .values({ client_id: clientId, slug, name: slug, price_cents: 5000, duration_minutes: 60, ...fields })
    .returning();
  if (staffIds.length) await db.insert(serviceStaff).values(staffIds.map((staff_id) => ({ service_id: row!.id, staff_id })));
  return row!;
}

/** The back office's Services form as sent (`POST`/`PUT /owner-services`): a seated tasting unless `over` says otherwise. */
export const ownerServiceBody = (over: Record<string, unknown> = {}) => ({
  name: 'Chef’s table tasting',
  slug: '',
  description: 'Seven courses.',
  price: '95.50',
  duration_minutes: '90',
  buffer_before_minutes: 15,
  buffer_after_minutes: 30,
  storefront: true,
  mobile: false,
  virtual: false,
  meeting_url: '',
  bookable: true,
  active: true,
  staff_ids: [] as number[],
  ...over,
});
