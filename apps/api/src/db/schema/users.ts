// Users of the editor (spec §3 "Login user", §6 roles) and which clients each may edit.
import { sql } from 'drizzle-orm';
import { check, index, pgTable, primaryKey, smallint, text, timestamp, uuid, integer } from 'drizzle-orm/pg-core';
import { clients } from './clients.js';

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** `provider|id`; the built-in identity provider is `vitrina`. */
    sub: text('sub').notNull().unique('users_sub_key'),
    email: text('email').notNull().unique('users_email_key'),
    name: text('name').notNull().default(''),
    /** null for users of an external identity provider. */
    password_hash: text('password_hash'),
    role_id: smallint('role_id').notNull(),
    language_id: smallint('language_id').notNull().default(1),
    created_at: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    check('users_email_lower', sql`${t.email} = lower(${t.email})`),
    check('users_role_id', sql`${t.role_id} in (1, 3, 4)`),
    check('users_language_id', sql`${t.language_id} in (1, 2)`),
  ],
);

export const userClients = pgTable(
  'user_clients',
  {
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    client_id: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.user_id, t.client_id] }), index('user_clients_client_idx').on(t.client_id)],
);
