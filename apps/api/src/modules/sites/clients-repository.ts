// The client rows the sites module writes (issue 27: the sites module is the only writer of `clients`): a new
// business (sign-up, the seed, test builders) with its contact, a custom domain that passed its DNS check,
// and a sign-up undone (signup-service.ts). Reading clients is everyone's (db/repos/clients.ts).
import { normalizeHost } from '@vitrina/core-model';
import type { ClientAddress } from '@vitrina/core-model';
import { and, eq } from 'drizzle-orm';
import type { AppDb } from '../../db/database.js';
import { toRecord } from '../../db/repos/clients.js';
import type { ClientRecord, NewClient } from '../../db/repos/clients.js';
import { clients } from '../../db/schema.js';

/** Lower-cases the sub-domain, and stores the custom domain as hosts are looked up (`normalizeHost`). */
function clientValues(input: NewClient): typeof clients.$inferInsert {
  const { subscription_trial_ends_at, custom_domain, wurkzen_subdomain, ...rest } = input;
  return {
    ...rest,
    wurkzen_subdomain: wurkzen_subdomain.trim().toLowerCase(),
    custom_domain: custom_domain ? normalizeHost(custom_domain) || null : null,
    subscription_trial_ends_at: subscription_trial_ends_at ? new Date(subscription_trial_ends_at) : null,
  };
}

export async function insertClient(db: AppDb, input: NewClient): Promise<ClientRecord> {
  const [row] = await db.insert(clients).values(clientValues(input)).returning();
  return toRecord(row)!;
}

/** Inserts unless the sub-domain or custom domain is taken; null then (safe when two nodes seed at once). */
export async function insertClientIfMissing(db: AppDb, input: NewClient): Promise<ClientRecord | null> {
  const [row] = await db.insert(clients).values(clientValues(input)).onConflictDoNothing().returning();
  return toRecord(row);
}

/** Records that `domain` passed its DNS check, if it is still the client's custom domain. */
export async function markCustomDomainVerified(db: AppDb, clientId: number, domain: string): Promise<void> {
  const host = normalizeHost(domain);
  await db
    .update(clients)
    .set({ verified_custom_domain: host })
    .where(and(eq(clients.id, clientId), eq(clients.custom_domain, host)));
}

/** The business's e-mail and address (Business settings columns the Client DTO does not carry), as sign-up gives them. */
export async function setClientContact(
  tx: AppDb,
  clientId: number,
  contact: { contact_email: string; address: ClientAddress | null },
): Promise<void> {
  await tx.update(clients).set(contact).where(eq(clients.id, clientId));
}

/** Deletes a client; its site, versions, access and every row of its business go with it (cascades). */
export async function deleteClient(tx: AppDb, clientId: number): Promise<void> {
  await tx.delete(clients).where(eq(clients.id, clientId));
}
