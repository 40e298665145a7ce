// Published site data per client and every saved version of it (the editor's backups).
import type { SiteData } from '@vitrina/core-model';
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { clients } from './clients.js';
import { clientRowColumns } from './columns.js';

export const SITE_VERSION_ACTIONS = ['seed', 'save', 'restore'] as const;
export type SiteVersionAction = (typeof SITE_VERSION_ACTIONS)[number];

export const sites = pgTable('sites', {
  client_id: integer('client_id')
    .primaryKey()
    .references(() => clients.id, { onDelete: 'cascade' }),
  /** The current (published) SiteData, `last_updated` included. */
  data: jsonb('data').$type<SiteData>().notNull(),
  version: integer('version').notNull(),
  updated_at: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  updated_by: text('updated_by'),
});

export const siteVersions = pgTable(
  'site_versions',
  {
    ...clientRowColumns(),
    version: integer('version').notNull(),
    data: jsonb('data').$type<SiteData>().notNull(),
    created_at: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /** Who wrote it: the user's subject or e-mail, `seed` for demo data. */
    author: text('author').notNull(),
    action: text('action', { enum: SITE_VERSION_ACTIONS }).notNull(),
    /** For a restore: the version whose data was copied. */
    restored_from: integer('restored_from'),
  },
  (t) => [
    unique('site_versions_client_version_key').on(t.client_id, t.version),
    index('site_versions_client_created_idx').on(t.client_id, t.created_at),
    check('site_versions_action', sql`${t.action} in ('seed', 'save', 'restore')`),
  ],
);
