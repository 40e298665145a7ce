// What visitors send: contact-us messages and tracking records (spec §3, §7).
import { bigint, date, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

import { clients } from './clients.js';
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

/**
 * The visits of each calendar day of the business's zone by campaign (issue 31: the dashboard reads a year of
 * visits from ~365 × campaigns rows, not 100,000 tracking records): utm_source, utm_medium, utm_campaign of the
 * record ("" where absent). Kept by the tracking insert, in its transaction, once built for the business's
 * current zone (visit_day_builds); built again from tracking_records when that zone is not the one it was
 * built in (first read after this table came, or the business moved zone).
 */
export const visitDays = pgTable(
  'visit_days',
  {
    client_id: clientId(),
    day: date('day', { mode: 'string' }).notNull(),
    source: text('source').notNull(),
    medium: text('medium').notNull(),
    campaign: text('campaign').notNull(),
    visits: integer('visits').notNull(),
  },
  (t) => [primaryKey({ columns: [t.client_id, t.day, t.source, t.medium, t.campaign] })],
);

/** The zone a business's visit_days were built in; none: not built yet. */
export const visitDayBuilds = pgTable('visit_day_builds', {
  client_id: integer('client_id')
    .primaryKey()
    .references(() => clients.id, { onDelete: 'cascade' }),
  time_zone: text('time_zone').notNull(),
  built_at: timestamp('built_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});
