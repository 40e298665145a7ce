// Who a message is from and to (issue 28), read once for every message kind: the business as its messages
// show it (name, logo, brand colour, language, where its site is, its contact address), and the business's
// own people who get a staff message of one kind (its owners, plus the staff members a message is about),
// less those who turned that kind off (core-model STAFF_MAIL_KINDS; their profile screen). Reads only.
import { businessTimeZone, canonicalHost, wantsStaffMail } from '@vitrina/core-model';
import type { Locale, StaffMailKind } from '@vitrina/core-model';
import { localeFromLanguageId } from '@vitrina/i18n';
import type { MailBusiness } from '@vitrina/mail-templates';
import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import type { ApiConfig } from '../../config.js';
import type { AppDb } from '../../db/index.js';
import { clients, sites, userClients, users } from '../../db/schema.js';

/** Role 1 of spec §6: the business's owner (the one who gets the business's alerts). */
const OWNER_ROLE = 1;

export type MailConfig = Pick<ApiConfig, 'siteDomain' | 'demoHost' | 'port'>;

/** The business as its messages show it, with what a message needs to link to its site, answer it and date it (its zone). */
export type MailSender = MailBusiness & { siteOrigin: string; locale: Locale; contactEmail: string | null; timeZone: string };

/** One of the business's people a staff message goes to, in their profile's language. */
export interface StaffRecipient {
  id: string;
  email: string;
  name: string;
  locale: Locale;
}

/** The site's canonical origin: plain http with the port on *.localhost (the embedded default), https elsewhere. */
export function siteOriginOf(client: typeof clients.$inferSelect, config: MailConfig): string {
  const host =
    canonicalHost(
      {
        is_active: client.is_active === 0 ? 0 : 1,
        freemium: client.freemium,
        plan_slug: client.plan_slug as never,
        custom_domain: client.custom_domain,
        wurkzen_subdomain: client.wurkzen_subdomain,
        external_website_url: client.external_website_url,
        subscription_trial_enabled: client.subscription_trial_enabled,
        subscription_trial_ends_at: client.subscription_trial_ends_at?.toISOString() ?? null,
      },
      config.siteDomain,
    ) ?? config.demoHost;
  const local = host === 'localhost' || host.endsWith('.localhost');
  return local ? `http://${host}${config.port ? `:${config.port}` : ''}` : `https://${host}`;
}

/** An absolute URL of `url` on the site (a logo stored as `/assets/…`). */
function absolute(url: string | null | undefined, origin: string): string | null {
  if (!url) return null;
  try {
    const u = new URL(url, origin);
    return u.protocol === 'http:' || u.protocol === 'https:' ? u.href : null;
  } catch {
    return null;
  }
}

/** What a message shows of the site: its logo and brand colour (not the whole site document). */
interface SiteLook {
  logo_preference?: string;
  logo_url?: string | null;
  primary_color?: string | null;
}
const siteLook = sql<SiteLook | null>`${sites.data}->'main_site_variables'`;

/** The business of `clientId` as its messages show it; null for an unknown client. */
export async function mailBusinessOf(db: AppDb, config: MailConfig, clientId: number): Promise<MailSender | null> {
  const [row] = await db
    .select({ client: clients, vars: siteLook })
    .from(clients)
    .leftJoin(sites, eq(sites.client_id, clients.id))
    .where(eq(clients.id, clientId));
  return row ? mailSenderOf(row.client, row.vars, config) : null;
}

/** One of the business's owners (role 1) with the kinds of staff message they turned off. */
export interface OwnerRow {
  id: string;
  email: string;
  name: string;
  language_id: number;
  mail_opt_outs: string[];
}

/** A business as its messages show it, with every owner (before their choices: ownersWanting picks per kind). */
export interface MailBusinessWithOwners {
  business: MailSender;
  owners: OwnerRow[];
}

/**
 * The businesses of `clientIds` with their owners, in one statement (a delivery batch's messages, issue 29):
 * what mailBusinessOf and staffRecipients without `alsoUserIds` read, client by client.
 */
export async function mailBusinessesWithOwners(
  db: AppDb,
  config: MailConfig,
  clientIds: readonly number[],
): Promise<Map<number, MailBusinessWithOwners>> {
  const found = new Map<number, MailBusinessWithOwners>();
  if (clientIds.length === 0) return found;
  // Owners oldest first, as staffRecipients lists them (its `role_id` order is one role here).
  const owners = sql<OwnerRow[]>`(select coalesce(json_agg(json_build_object('id', u.id, 'email', u.email, 'name', u.name,
    'language_id', u.language_id, 'mail_opt_outs', u.mail_opt_outs) order by u.created_at, u.id), '[]'::json)
    from ${userClients} uc join ${users} u on u.id = uc.user_id where uc.client_id = "clients"."id" and u.role_id = ${OWNER_ROLE})`;
  const rows = await db
    .select({ client: clients, vars: siteLook, owners })
    .from(clients)
    .leftJoin(sites, eq(sites.client_id, clients.id))
    .where(inArray(clients.id, [...new Set(clientIds)]));
  for (const row of rows) found.set(row.client.id, { business: mailSenderOf(row.client, row.vars, config), owners: row.owners });
  return found;
}

/** The owners who get a staff message of `kind` (those who did not turn it off), in their languages. */
export function ownersWanting(owners: readonly OwnerRow[], kind: StaffMailKind): StaffRecipient[] {
  return owners
    .filter((r) => wantsStaffMail(r.mail_opt_outs, kind))
    .map((r) => ({ id: r.id, email: r.email, name: r.name, locale: localeFromLanguageId(r.language_id) }));
}

function mailSenderOf(client: typeof clients.$inferSelect, vars: SiteLook | null | undefined, config: MailConfig): MailSender {
  const siteOrigin = siteOriginOf(client, config);
  return {
    name: client.name,
    logoUrl: vars?.logo_preference === 'image' ? absolute(vars.logo_url, siteOrigin) : null,
    brandColor: vars?.primary_color ?? null,
    siteOrigin,
    locale: localeFromLanguageId(client.language_id),
    contactEmail: client.contact_email?.trim() || null,
    timeZone: businessTimeZone(client.timezone),
  };
}

/**
 * The people of the business who get a staff message of `kind`: its owners, and the users `alsoUserIds` names
 * (the staff member booked), once each, less those who turned `kind` off. Owners first, oldest first.
 */
export async function staffRecipients(
  db: AppDb,
  clientId: number,
  kind: StaffMailKind,
  { alsoUserIds = [] }: { alsoUserIds?: readonly string[] } = {},
): Promise<StaffRecipient[]> {
  const who =
    alsoUserIds.length > 0 ? or(eq(users.role_id, OWNER_ROLE), inArray(users.id, [...alsoUserIds])) : eq(users.role_id, OWNER_ROLE);
  const rows = await db
    .selectDistinct({
      id: users.id,
      email: users.email,
      name: users.name,
      language_id: users.language_id,
      mail_opt_outs: users.mail_opt_outs,
      role_id: users.role_id,
      created_at: users.created_at,
    })
    .from(userClients)
    .innerJoin(users, eq(users.id, userClients.user_id))
    .where(and(eq(userClients.client_id, clientId), who))
    .orderBy(asc(users.role_id), asc(users.created_at));
  return ownersWanting(rows, kind);
}
