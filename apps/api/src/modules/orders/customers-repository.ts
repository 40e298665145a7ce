// The businesses' customers (one per client and lower-cased e-mail), owned by the orders module and written
// in the caller's transaction: by a checkout, a booking or a quote with the buyer's details (upsertCustomer),
// and by e-mail alone when the owner sends a form (upsertCustomerByEmail: the customer is made when there is
// none; a known customer keeps their phone, and their names unless new ones are given).
import type { ShippingFields } from '@vitrina/core-model';
import { sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { AppDb } from '../../db/database.js';
import { customers } from '../../db/schema.js';

/** The known value unless it is empty, else the one this write brings (`excluded`: the row it proposed). */
const keepKnown = (column: AnyPgColumn) => sql`coalesce(nullif(${column}, ''), excluded.${sql.identifier(column.name)})`;

/**
 * One customer per client and e-mail (lower-case). Anyone can type any e-mail at a checkout or a booking,
 * so a visitor's write only fills what the business does not know yet (a returning customer's own order
 * keeps what they typed, on the order); the owner's own write (`{ by: 'owner' }`) replaces name and phone.
 */
export async function upsertCustomer(
  tx: AppDb,
  clientId: number,
  shipping: ShippingFields,
  options: { by?: 'visitor' | 'owner' } = {},
): Promise<number> {
  const email = shipping.email.trim().toLowerCase();
  const set =
    options.by === 'owner'
      ? { first_name: shipping.firstName, last_name: shipping.lastName, phone: shipping.phone }
      : {
          first_name: keepKnown(customers.first_name),
          last_name: keepKnown(customers.last_name),
          phone: keepKnown(customers.phone),
        };
  const [row] = await tx
    .insert(customers)
    .values({ client_id: clientId, email, first_name: shipping.firstName, last_name: shipping.lastName, phone: shipping.phone })
    .onConflictDoUpdate({ target: [customers.client_id, customers.email], set: { ...set, updated_at: new Date() } })
    .returning({ id: customers.id });
  return row!.id;
}

/**
 * A visitor's upsert of their customer (upsertCustomer's rule) as one statement built once (issue 29: the
 * checkout's placement runs it inside its own): placeholders clientId, email (lower-cased), firstName, lastName,
 * phone, now (an ISO time).
 */
export const visitorCustomerUpsert = (db: AppDb) =>
  db
    .insert(customers)
    .values({
      client_id: sql.placeholder('clientId'),
      email: sql.placeholder('email'),
      first_name: sql.placeholder('firstName'),
      last_name: sql.placeholder('lastName'),
      phone: sql.placeholder('phone'),
    })
    .onConflictDoUpdate({
      target: [customers.client_id, customers.email],
      set: {
        first_name: keepKnown(customers.first_name),
        last_name: keepKnown(customers.last_name),
        phone: keepKnown(customers.phone),
        updated_at: sql`${sql.placeholder('now')}`,
      },
    })
    .returning({ id: customers.id });

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
