// A new business's first staff and services (issue 27: the catalog module is the only writer of staff, their
// hours and services): the owner as its one staff member with weekly hours, and the bookable services that
// person gives, written by the sign-up workflow in its transaction (modules/signup/signup-repository.ts).
// The owner's later changes, with their audit entries, are staff-repository.ts's and services-repository.ts's.
import { slugify } from '@vitrina/core-model';
import type { AppDb } from '../../db/database.js';
import { serviceStaff, services, staff, staffHours } from '../../db/schema.js';

export interface FirstStaff {
  name: string;
  email: string;
  userId: string;
  /** Weekdays (0 Sunday) and minutes after local midnight, at `locationId` (none: a mobile business). */
  hours: { weekdays: readonly number[]; start_minute: number; end_minute: number; locationId: number | null };
}

export interface FirstService {
  name: string;
  price_cents: number;
  /** False when the price is not shown: the services store does not sell it for nothing. */
  sold_online: boolean;
  duration_minutes: number;
}

/** The client's first staff member (listed first) with their weekly hours; their id. */
export async function insertFirstStaff(tx: AppDb, clientId: number, person: FirstStaff): Promise<number> {
  const [row] = await tx
    .insert(staff)
    .values({ client_id: clientId, name: person.name, email: person.email, user_id: person.userId, ordering: 0 })
    .returning({ id: staff.id });
  const staffId = row!.id;
  const { weekdays, start_minute, end_minute, locationId } = person.hours;
  await tx
    .insert(staffHours)
    .values(
      weekdays.map((weekday) => ({ client_id: clientId, staff_id: staffId, weekday, start_minute, end_minute, location_id: locationId })),
    );
  return staffId;
}

/** Slugs of the services, unique within the client (`cut`, `cut-2` …). */
function serviceSlugs(names: readonly string[]): string[] {
  const seen = new Map<string, number>();
  return names.map((name) => {
    const base = slugify(name) || 'service';
    const n = (seen.get(base) ?? 0) + 1;
    seen.set(base, n);
    return n === 1 ? base : `${base}-${n}`;
  });
}

/** The client's first bookable services, in order, each given by `staffId`; at its storefront or mobile. */
export async function insertFirstServices(
  tx: AppDb,
  clientId: number,
  offer: { services: readonly FirstService[]; staffId: number; mobile: boolean },
): Promise<void> {
  const slugs = serviceSlugs(offer.services.map((s) => s.name));
  for (const [ordering, service] of offer.services.entries()) {
    const [row] = await tx
      .insert(services)
      .values({
        client_id: clientId,
        slug: slugs[ordering]!,
        ordering,
        storefront: !offer.mobile,
        mobile: offer.mobile,
        bookable: true,
        ...service,
      })
      .returning({ id: services.id });
    await tx.insert(serviceStaff).values({ service_id: row!.id, staff_id: offer.staffId });
  }
}
