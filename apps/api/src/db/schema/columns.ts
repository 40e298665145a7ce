// Column builders the tables share, so each kind of column is declared once: timestamps, the owning client,
// and the identity, public uuid and customer of a customer's record (orders, subscriptions).
import { boolean, integer, timestamp, uuid } from 'drizzle-orm/pg-core';
import { clients } from './clients.js';
import { customers } from './customers.js';

/** An instant (timestamptz), read as a Date. */
export const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** When a row was made and last changed. */
export const timestampColumns = () => ({
  created_at: ts('created_at').notNull().defaultNow(),
  updated_at: ts('updated_at').notNull().defaultNow(),
});

/** A row of a list the owner orders and may deactivate (locations, staff, services), with its timestamps. */
export const listedRowColumns = () => ({
  active: boolean('active').notNull().default(true),
  ordering: integer('ordering').notNull().default(0),
  ...timestampColumns(),
});

/** The client a row belongs to, gone with it. */
export const clientId = () =>
  integer('client_id')
    .notNull()
    .references(() => clients.id, { onDelete: 'cascade' });

/** A row of a client's own, numbered by the database: its id and client. */
export const clientRowColumns = () => ({
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  client_id: clientId(),
});

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
