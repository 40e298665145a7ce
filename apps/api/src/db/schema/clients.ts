// Clients (spec §3 "client") and the templates their sites are built from.
import type { BuilderData, ClientAddress, ClientCountry, SiteData } from '@vitrina/core-model';
import { sql } from 'drizzle-orm';
import { boolean, check, doublePrecision, integer, jsonb, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';

export const clients = pgTable(
  'clients',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    name: text('name').notNull(),
    plan_slug: text('plan_slug'),
    is_active: smallint('is_active').notNull().default(1),
    freemium: boolean('freemium').notNull().default(false),
    /** Bare lower-case host without `www.`; unique when set. */
    custom_domain: text('custom_domain').unique('clients_custom_domain_key'),
    /**
     * The custom domain whose DNS TXT check passed (services/custom-domains.ts). The built-in provider sends
     * sign-ins to a custom domain only while this equals `custom_domain`, so a changed domain is unverified.
     */
    verified_custom_domain: text('verified_custom_domain'),
    wurkzen_subdomain: text('wurkzen_subdomain').notNull().unique('clients_wurkzen_subdomain_key'),
    external_website_url: text('external_website_url'),
    subscription_trial_enabled: boolean('subscription_trial_enabled').notNull().default(false),
    subscription_trial_ends_at: timestamp('subscription_trial_ends_at', { withTimezone: true, mode: 'date' }),
    premium_domain_package: boolean('premium_domain_package').notNull().default(false),
    country: jsonb('country').$type<ClientCountry>().notNull(),
    // `language` of the DTO is derived from language_id (1 en, 2 es) so the two can never disagree.
    language_id: smallint('language_id').notNull().default(1),
    industry_id: integer('industry_id'),
    timezone_id: integer('timezone_id'),
    /** IANA zone, e.g. `America/New_York`. */
    timezone: text('timezone'),
    contact_info: text('contact_info'),
    contact_number: text('contact_number'),
    /** The business's e-mail (back-office settings); not part of the spec's client DTO. */
    contact_email: text('contact_email'),
    /** The business's street address (back-office settings). */
    address: jsonb('address').$type<ClientAddress>(),
    mobile_only: boolean('mobile_only').notNull().default(false),
    mobile_home_zip: text('mobile_home_zip'),
    mobile_home_zip_radius: doublePrecision('mobile_home_zip_radius'),
    mobile_home_city_id: integer('mobile_home_city_id'),
    mobile_lat: doublePrecision('mobile_lat'),
    mobile_lon: doublePrecision('mobile_lon'),
    zenchat_enabled: boolean('zenchat_enabled').notNull().default(false),
    template_id: integer('template_id').notNull().default(1),
    /** Ecommerce settings (spec §3): tax in percent and flat shipping per order, decimal strings, default "0". */
    tax_rate: text('tax_rate').notNull().default('0'),
    shipping_rate: text('shipping_rate').notNull().default('0'),
    /**
     * The business's ONE currency, an ISO 4217 code (checked against Intl's list where it is written): the
     * gateway charges in it and every price shows its symbol and format. There is no separate symbol.
     */
    currency_code: text('currency_code').notNull().default('USD'),
    /** Countries the store ships to and takes payment from (spec §9 list); null means all of them. */
    payment_countries: jsonb('payment_countries').$type<string[]>(),
    /**
     * How long before an appointment its customer is reminded by e-mail (issue 28; Business settings): 2, 24 or
     * 48 hours, 0 for no reminder (core-model BOOKING_REMINDER_HOURS).
     */
    booking_reminder_hours: smallint('booking_reminder_hours').notNull().default(24),
    /**
     * Until how many hours before an appointment its customer may cancel or reschedule it from their booking's
     * own page (issue 30; Business settings): 2, 12, 24 (the default), 48 or 72; 0 = never (core-model/validation
     * BOOKING_CHANGE_POLICIES).
     */
    booking_change_hours: smallint('booking_change_hours').notNull().default(24),
    created_at: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    check('clients_plan_slug', sql`${t.plan_slug} in ('freemium', 'starter', 'business', 'premium', 'enterprise')`),
    check('clients_is_active_flag', sql`${t.is_active} in (0, 1)`),
    check('clients_language_id', sql`${t.language_id} in (1, 2)`),
    check('clients_subdomain_lower', sql`${t.wurkzen_subdomain} = lower(${t.wurkzen_subdomain})`),
    check('clients_custom_domain_lower', sql`${t.custom_domain} = lower(${t.custom_domain})`),
    check('clients_currency_code_iso', sql`${t.currency_code} ~ '^[A-Z]{3}$'`),
    check('clients_booking_reminder_hours', sql`${t.booking_reminder_hours} in (0, 2, 24, 48)`),
    check('clients_booking_change_hours', sql`${t.booking_change_hours} in (0, 2, 12, 24, 48, 72)`),
  ],
);

/** Template rows; `data` is the template.json document (a SiteData with the template's defaults). */
export const templates = pgTable('templates', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  /** Base URL of the template's files; `{url}json/template.json` is its data (spec §7). */
  url: text('url').notNull(),
  data: jsonb('data').$type<SiteData>().notNull(),
});

/** Builder previews (spec §3 "Builder data", §7 `builder/{builder_id}/data`). */
export const builderSessions = pgTable('builder_sessions', {
  id: text('id').primaryKey(),
  template_id: integer('template_id').notNull(),
  data: jsonb('data').$type<BuilderData>().notNull(),
  created_at: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/** Signup-wizard sessions (spec §7 `wizard/session/{id}/preview/{template_id}`). */
export const wizardSessions = pgTable('wizard_sessions', {
  id: text('id').primaryKey(),
  client_id: integer('client_id').references(() => clients.id, { onDelete: 'set null' }),
  template_id: integer('template_id').notNull(),
  data: jsonb('data').$type<BuilderData>().notNull(),
  created_at: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});
