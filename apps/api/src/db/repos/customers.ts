// The businesses' customers (one per client and lower-cased e-mail) reached by e-mail alone: a form sent by
// the owner makes the customer when there is none; a known customer keeps their phone, and their names
// unless new ones are given.
import { sql } from 'drizzle-orm';
import type { AppDb } from '../database.js';
import { customers } from '../schema.js';

export interface CustomerContact {
  email: string;
  firstName?: string;
  lastName?: string;
}

/** The customer of `clientId` with this e-mail, made when there is none; returns its id, uuid and forms link key. */
export async function upsertCustomerByEmail(
  tx: AppDb,
  clientId: number,
  contact: CustomerContact,
): Promise<{ id: number; uuid: string; forms_key: string }> {
  const email = contact.email.trim().toLowerCase();
  const first = contact.firstName?.trim() ?? '';
  const last = contact.lastName?.trim() ?? '';
  const [row] = await tx
    .insert(customers)
    .values({ client_id: clientId, email, first_name: first, last_name: last })
    .onConflictDoUpdate({
      target: [customers.client_id, customers.email],
      set: {
        first_name: first ? first : sql`${customers.first_name}`,
        last_name: last ? last : sql`${customers.last_name}`,
        updated_at: new Date(),
      },
    })
    .returning({ id: customers.id, uuid: customers.uuid, forms_key: customers.forms_key });
  return row!;
}
