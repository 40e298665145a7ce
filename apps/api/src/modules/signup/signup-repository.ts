// A new business from the sign-up wizard, written in ONE transaction (issue 16 "Finish creates, in one
// transaction, the client …, the owner user with access, the site document …"): the client, its owner,
// the first site version, a location or a service area, the owner as its one staff member with weekday
// hours, the bookable services, the wizard session's link and the owner's sign-in ticket. A workflow step
// (issue 27): each record is written by its owning module's repository (sites, team, booking, catalog) with
// the step's transaction; only the wizard session and the ticket are this module's. A taken sub-domain or
// e-mail (unique constraints, so two sign-ups racing for one are told apart by the database) rolls
// everything back and is answered as a conflict; so is any other failure (thrown).
import type { Client, ClientAddress, SiteData } from '@vitrina/core-model';
import type { AppDb } from '../../db/database.js';
import type { ClientRecord, NewClient } from '../../db/repos/clients.js';
import { insertFirstLocation, insertFirstServiceArea } from '../booking/first-places-repository.js';
import type { FirstLocation, FirstServiceArea } from '../booking/first-places-repository.js';
import { insertFirstServices, insertFirstStaff } from '../catalog/first-offer-repository.js';
import type { FirstService } from '../catalog/first-offer-repository.js';
import { deleteClient, insertClient, setClientContact } from '../sites/clients-repository.js';
import { createSite } from '../sites/new-site-repository.js';
import { markEmailUnconfirmed } from '../team/email-confirmation-service.js';
import { deleteUser, grantClientAccess, insertUser } from '../team/users-repository.js';
import { issueSignInTicket } from './tickets-repository.js';
import { linkWizardSession } from './wizard-repository.js';

export type SignupConflict = 'subdomain_taken' | 'email_taken';

export interface NewSignup {
  client: NewClient;
  contactEmail: string;
  address: ClientAddress | null;
  owner: { email: string; password_hash: string; language_id: 1 | 2 };
  /** The first site document, made from the stored client. */
  site(client: Client): SiteData;
  /** A storefront's place (storefront bookings and their hours happen there). */
  location: FirstLocation | null;
  /** Where a business that goes to its customers serves (spec §3 "Service area"). */
  serviceArea: FirstServiceArea | null;
  services: FirstService[];
  /** Weekly hours of the owner as staff: weekdays (0 Sunday) and minutes after local midnight. */
  hours: { weekdays: readonly number[]; start_minute: number; end_minute: number };
  wizardSessionId: string | null;
  /** Make a one-time sign-in ticket for the owner (the built-in provider is on). */
  ticket: boolean;
  now: Date;
}

export type SignupWrite =
  | {
      ok: true;
      record: ClientRecord;
      userId: string;
      ticket: string | null;
      /** The site data as written (with the client and gallery of the moment): what its first publish writes. */
      site: SiteData;
    }
  | { ok: false; conflict: SignupConflict };

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

export async function insertSignup(db: AppDb, input: NewSignup): Promise<SignupWrite> {
  try {
    return await db.transaction(async (tx) => {
      const record = await unique('subdomain_taken', () => insertClient(tx, input.client));
      const clientId = record.client.id;
      await setClientContact(tx, clientId, { contact_email: input.contactEmail, address: input.address });
      const owner = await unique('email_taken', () =>
        insertUser(tx, {
          email: input.owner.email,
          password_hash: input.owner.password_hash,
          role_id: 1,
          language_id: input.owner.language_id,
        }),
      );
      await grantClientAccess(tx, owner.id, clientId);
      // The owner's address is confirmed by the link mailed after the sign-up (issue 28); the site is live at once.
      await markEmailUnconfirmed(tx, owner.id);
      const site = await createSite(tx, { clientId, data: input.site(record.client), author: owner.email, action: 'save', now: input.now });

      const locationId = input.location ? await insertFirstLocation(tx, clientId, input.location) : null;
      if (input.serviceArea) await insertFirstServiceArea(tx, clientId, input.serviceArea);
      const staffId = await insertFirstStaff(tx, clientId, {
        name: record.client.name,
        email: owner.email,
        userId: owner.id,
        hours: { ...input.hours, locationId },
      });
      await insertFirstServices(tx, clientId, { services: input.services, staffId, mobile: input.serviceArea !== null });

      if (input.wizardSessionId) await linkWizardSession(tx, input.wizardSessionId, clientId, input.client.template_id);
      const ticket = input.ticket ? await issueSignInTicket(tx, owner.id, input.now) : null;
      return { ok: true as const, record, userId: owner.id, ticket, site: site.data };
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
    await deleteUser(tx, userId);
    await deleteClient(tx, clientId);
  });
}
