// The businesses' customers (issue 13): whoever orders, books or is sent a quote, one row per client and
// lower-cased e-mail. Its own file because both the store (commerce.ts) and booking (booking.ts) refer to it.
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { clients } from './clients.js';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** A business's customers, one per e-mail (stored lower-case). */
export const customers = pgTable(
  'customers',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    uuid: uuid('uuid').notNull().defaultRandom().unique('customers_uuid_key'),
    /**
     * The secret of the customer's forms link (/forms/customer/{forms_key}, issue 25): issued only by the
     * business (the back office's copy-link), never answered to a visitor; not the customer's id.
     */
    forms_key: uuid('forms_key').notNull().defaultRandom().unique('customers_forms_key_key'),
    /**
     * The secret of the customer's "your bookings and orders" page (/customer/{portal_key}, issue 30): sent to
     * them only by the business (the customer page's "Send link", their booking and order mails); it shows
     * whoever holds it this customer's bookings, orders, quotes, invoices and subscriptions with this business.
     * Replaced by the owner's "Reset link" (the old one then names nothing).
     */
    portal_key: uuid('portal_key').notNull().defaultRandom().unique('customers_portal_key_key'),
    client_id: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    first_name: text('first_name').notNull().default(''),
    last_name: text('last_name').notNull().default(''),
    phone: text('phone').notNull().default(''),
    /** The business's private note about the customer (issue 30: the Customers screen; never shown to them). */
    note: text('note').notNull().default(''),
    created_at: ts('created_at').notNull().defaultNow(),
    updated_at: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    unique('customers_client_email_key').on(t.client_id, t.email),
    check('customers_email_lower', sql`${t.email} = lower(${t.email})`),
    // The Customers screen's "new this month" and first-seen order (issue 30).
    index('customers_client_created_idx').on(t.client_id, t.created_at),
  ],
);
