// A new business from the sign-up wizard, written in ONE transaction (issue 16 "Finish creates, in one
// transaction, the client …, the owner user with access, the site document …"): the client, its owner,
// the first site version, a location or a service area, the owner as its one staff member with weekday
// hours, the bookable services, the wizard session's link and the owner's sign-in ticket. A taken
// sub-domain or e-mail (unique constraints, so two sign-ups racing for one are told apart by the
// database) rolls everything back and is answered as a conflict; so is any other failure (thrown).
import type { Client, ClientAddress, SiteData } from '@vitrina/core-model';
import { slugify } from '@vitrina/core-model';
import { eq } from 'drizzle-orm';
import type { AppDb } from '../../db/database.js';
import { clients, locations, serviceAreas, serviceStaff, services, staff, staffHours, users } from '../../db/schema.js';
import type { ClientRecord, NewClient } from '../../db/repos/clients.js';
import { insertClient } from '../sites/clients-repository.js';
import { createSite } from '../sites/new-site-repository.js';
import { grantClientAccess, insertUser } from '../team/users-repository.js';
import { issueSignInTicket } from './tickets-repository.js';
import { linkWizardSession } from './wizard-repository.js';

export type SignupConflict = 'subdomain_taken' | 'email_taken';

export interface NewSignupService {
  name: string;
  price_cents: number;
  /** False when the price is not shown: the services store does not sell it for nothing. */
  sold_online: boolean;
  duration_minutes: number;
}

export interface NewSignup {
  client: NewClient;
  contactEmail: string;
  address: ClientAddress | null;
  owner: { email: string; password_hash: string; language_id: 1 | 2 };
  /** The first site document, made from the stored client. */
  site(client: Client): SiteData;
  /** A storefront's place (storefront bookings and their hours happen there). */
  location: { name: string; address1: string; city: string; state: string; postal_code: string; country: string } | null;
  /** Where a business that goes to its customers serves (spec §3 "Service area"). */
  serviceArea: { zip: string; country: string; city: string; radius_miles: number; lat: number | null; lon: number | null } | null;
  services: NewSignupService[];
  /** Weekly hours of the owner as staff: weekdays (0 Sunday) and minutes after local midnight. */
  hours: { weekdays: readonly number[]; start_minute: number; end_minute: number };
  wizardSessionId: string | null;
  /** Make a one-time sign-in ticket for the owner (the built-in provider is on). */
  ticket: boolean;
  now: Date;
}

export type SignupWrite =
  { ok: true; record: ClientRecord; userId: string; ticket: string | null } | { ok: false; conflict: SignupConflict };

class Conflict extends Error {
  constructor(readonly conflict: SignupConflict) {
    super(conflict);
  }
}

function isUniqueViolation(err: unknown): boolean {
  for (let e: unknown = err; e; e = (e as { cause?: unknown }).cause) if ((e as { code?: unknown }).code === '23505') return true;
  return false;
}

/** Runs one insert; a unique violation becomes the given conflict (the transaction is rolled back either way). */
async function unique<T>(conflict: SignupConflict, insert: () => Promise<T>): Promise<T> {
  try {
    return await insert();
  } catch (err) {
    throw isUniqueViolation(err) ? new Conflict(conflict) : err;
  }
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

export async function insertSignup(db: AppDb, input: NewSignup): Promise<SignupWrite> {
  try {
    return await db.transaction(async (tx) => {
      const record = await unique('subdomain_taken', () => insertClient(tx, input.client));
      const clientId = record.client.id;
      await tx.update(clients).set({ contact_email: input.contactEmail, address: input.address }).where(eq(clients.id, clientId));
      const owner = await unique('email_taken', () =>
        insertUser(tx, {
          email: input.owner.email,
          password_hash: input.owner.password_hash,
          role_id: 1,
          language_id: input.owner.language_id,
        }),
      );
      await grantClientAccess(tx, owner.id, clientId);
      await createSite(tx, { clientId, data: input.site(record.client), author: owner.email, action: 'save', now: input.now });

      const [place] = input.location
        ? await tx
            .insert(locations)
            .values({ client_id: clientId, ordering: 0, ...input.location })
            .returning({ id: locations.id })
        : [];
      if (input.serviceArea) await tx.insert(serviceAreas).values({ client_id: clientId, ...input.serviceArea });

      const [person] = await tx
        .insert(staff)
        .values({ client_id: clientId, name: record.client.name, email: owner.email, user_id: owner.id, ordering: 0 })
        .returning({ id: staff.id });
      const staffId = person!.id;
      const { weekdays, start_minute, end_minute } = input.hours;
      await tx.insert(staffHours).values(
        weekdays.map((weekday) => ({
          client_id: clientId,
          staff_id: staffId,
          weekday,
          start_minute,
          end_minute,
          location_id: place?.id ?? null,
        })),
      );

      const mobile = input.serviceArea !== null;
      const slugs = serviceSlugs(input.services.map((s) => s.name));
      for (const [ordering, service] of input.services.entries()) {
        const [row] = await tx
          .insert(services)
          .values({ client_id: clientId, slug: slugs[ordering]!, ordering, storefront: !mobile, mobile, bookable: true, ...service })
          .returning({ id: services.id });
        await tx.insert(serviceStaff).values({ service_id: row!.id, staff_id: staffId });
      }

      if (input.wizardSessionId) await linkWizardSession(tx, input.wizardSessionId, clientId, input.client.template_id);
      const ticket = input.ticket ? await issueSignInTicket(tx, owner.id, input.now) : null;
      return { ok: true as const, record, userId: owner.id, ticket };
    });
  } catch (err) {
    if (err instanceof Conflict) return { ok: false, conflict: err.conflict };
    throw err;
  }
}

/**
 * Undoes a committed sign-up whose site could not be published (nothing half-created): the owner and the
 * client go, and with them (cascades) access, site versions, booking rows and tickets.
 */
export async function deleteSignup(db: AppDb, clientId: number, userId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(users).where(eq(users.id, userId));
    await tx.delete(clients).where(eq(clients.id, clientId));
  });
}
