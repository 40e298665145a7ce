// The customer's portal key (issue 30: their page of bookings and orders, modules/customer-portal): the
// customers module writes `customers`, so the owner's "Reset link" renews the key here.
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { AppDb } from '../../db/database.js';
import { customers } from '../../db/schema.js';

/** Gives the client's customer a new portal key (the old link then names nothing); answers it. */
export async function renewPortalKey(tx: AppDb, clientId: number, customerId: number): Promise<string> {
  const key = randomUUID();
  await tx
    .update(customers)
    .set({ portal_key: key, updated_at: new Date() })
    .where(and(eq(customers.id, customerId), eq(customers.client_id, clientId)));
  return key;
}
