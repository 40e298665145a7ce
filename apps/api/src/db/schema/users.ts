// Users of the editor (spec §3 "Login user", §6 roles) and which clients each may edit.
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { clients } from './clients.js';
import { clientId } from './columns.js';

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
    /** The staff messages (core-model STAFF_MAIL_KINDS) this person turned off; every other kind is on. */
    mail_opt_outs: jsonb('mail_opt_outs').$type<string[]>().notNull().default([]),
    /**
     * When the person proved the e-mail is theirs (issue 28). Null only for a sign-up's owner until they open the
     * confirmation link; everyone else is taken as confirmed (a team member's account is usable only through a
     * link mailed to the address; an external issuer vouches for its own).
     */
    email_confirmed_at: timestamp('email_confirmed_at', { withTimezone: true, mode: 'date' }).defaultNow(),
    /** When the still unconfirmed owner was reminded (once, 14 days after signing up). */
    email_confirm_reminded_at: timestamp('email_confirm_reminded_at', { withTimezone: true, mode: 'date' }),
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
    client_id: clientId(),
  },
  (t) => [primaryKey({ columns: [t.user_id, t.client_id] }), index('user_clients_client_idx').on(t.client_id)],
);

/**
 * One-time set-password links of the built-in identity provider (a team member added by the owner): only the
 * SHA-256 of the token is stored; a link works once, before `expires_at`, and only while its account still
 * passes the link rule for `client_id`, the business whose owner got it (modules/team/password-links-repository.ts).
 */
export const passwordTokens = pgTable(
  'password_tokens',
  {
    token_hash: text('token_hash').primaryKey(),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The business whose owner the link was handed to; null (links made before issue 25) never works. */
    client_id: integer('client_id').references(() => clients.id, { onDelete: 'cascade' }),
    /**
     * What the link does (issue 28): `set_password` (a team member's first password, the link rule above),
     * `reset_password` ("Forgot password?", 1 hour) or `confirm_email` (a sign-up's address).
     */
    purpose: text('purpose').notNull().default('set_password'),
    expires_at: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    used_at: timestamp('used_at', { withTimezone: true, mode: 'date' }),
    created_at: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('password_tokens_user_idx').on(t.user_id)],
);

/**
 * Access an owner offered to an e-mail (any e-mail under an external issuer; one known to Vitrina with the
 * built-in provider). A person with access to no business claims it at sign-in when it is their only one;
 * anyone else accepts or declines it while signed in (modules/team/invites-repository.ts, issue 25).
 */
export const teamInvites = pgTable(
  'team_invites',
  {
    /** What the invited person names it by (accept, decline: issue 25); tells nothing of the business. */
    id: uuid('id').notNull().defaultRandom().unique('team_invites_id_key'),
    client_id: clientId(),
    email: text('email').notNull(),
    role_id: smallint('role_id').notNull(),
    invited_by: text('invited_by').notNull(),
    created_at: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.client_id, t.email] }),
    index('team_invites_email_idx').on(t.email),
    check('team_invites_email_lower', sql`${t.email} = lower(${t.email})`),
    check('team_invites_role_id', sql`${t.role_id} in (1, 3, 4)`),
  ],
);

/**
 * One-time sign-in tickets of a new sign-up (issue 16 "the owner lands in /admin signed in"): the built-in
 * provider's login interaction takes a ticket cookie instead of the password form. Only the SHA-256 of the
 * ticket is stored; it works once, before `expires_at`.
 */
export const signInTickets = pgTable(
  'sign_in_tickets',
  {
    ticket_hash: text('ticket_hash').primaryKey(),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expires_at: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    used_at: timestamp('used_at', { withTimezone: true, mode: 'date' }),
    created_at: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('sign_in_tickets_user_idx').on(t.user_id)],
);
