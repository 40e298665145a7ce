// Column builders the tables share, so each kind of column is declared once: timestamps, the owning client,
// and the identity, public uuid and customer of a customer's record (orders, subscriptions).
import { integer, timestamp, uuid } from 'drizzle-orm/pg-core';
import { clients } from './clients.js';
import { customers } from './customers.js';

/** An instant (timestamptz), read as a Date. */
export const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** The client a row belongs to, gone with it. */
export const clientId = () =>
  integer('client_id')
    .notNull()
    .references(() => clients.id, { onDelete: 'cascade' });

/** A customer's own row (a form request, its answers and files): gone with the customer. */
export const customerId = () =>
  integer('customer_id')
    .notNull()
    .references(() => customers.id, { onDelete: 'cascade' });

/**
 * A client's record a customer reaches by its uuid (unique as `<table>_uuid_key`): its id, uuid, client
 * and customer (kept as null when the customer is deleted, the record stays the business's).
 */
export const customerRecordColumns = (table: string) => ({
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  uuid: uuid('uuid').notNull().defaultRandom().unique(`${table}_uuid_key`),
  client_id: clientId(),
  customer_id: integer('customer_id').references(() => customers.id, { onDelete: 'set null' }),
});
