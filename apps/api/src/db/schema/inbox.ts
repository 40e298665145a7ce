// What visitors send: contact-us messages and tracking records (spec §3, §7).
import { bigint, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

import { clientId, clientRowColumns } from './columns.js';

export const contactMessages = pgTable(
  'contact_messages',
  {
    ...clientRowColumns(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull().default(''),
    message: text('message').notNull(),
    created_at: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /** When the business first opened it in the back office; null while unread. */
    read_at: timestamp('read_at', { withTimezone: true, mode: 'date' }),
    /** When the business archived it; archived messages leave the inbox but are kept. */
    archived_at: timestamp('archived_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [index('contact_messages_client_idx').on(t.client_id, t.created_at)],
);

export const trackingRecords = pgTable(
  'tracking_records',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    client_id: clientId(),
    wurkzen_subdomain: text('wurkzen_subdomain').notNull(),
    ip_address: text('ip_address').notNull(),
    user_agent: text('user_agent').notNull(),
    utm_data: jsonb('utm_data').$type<Record<string, string>>().notNull(),
    created_at: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('tracking_records_client_idx').on(t.client_id, t.created_at)],
);
