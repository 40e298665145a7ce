// Clients by id, sub-domain, custom domain or request host, read by every domain; rows become core-model
// `Client` DTOs. Clients are written only by the sites module (modules/sites/clients-repository.ts, the Business
// settings in modules/sites/settings-repository.ts).
import { businessTimeZone } from '@vitrina/booking';
import { LANGUAGE_IDS, normalizeHost } from '@vitrina/core-model';
import type { Client, LanguageId, NumericFlag, PlanSlug } from '@vitrina/core-model';
import { eq, inArray } from 'drizzle-orm';
import type { AppDb } from '../database.js';
import { clients } from '../schema.js';
import { isDbInt } from './ids.js';

export type ClientRow = typeof clients.$inferSelect;
export type NewClient = Omit<Client, 'id' | 'language'> & { id?: number; template_id: number };

/** A client with the template its site uses (Vitrina keeps the template on the client). */
export interface ClientRecord {
  client: Client;
  templateId: number;
}

export function toClient(row: ClientRow): Client {
  const languageId = (row.language_id === LANGUAGE_IDS.es ? LANGUAGE_IDS.es : LANGUAGE_IDS.en) as LanguageId;
  return {
    id: row.id,
    name: row.name,
    plan_slug: row.plan_slug as PlanSlug | null,
    is_active: (row.is_active === 0 ? 0 : 1) as NumericFlag,
    freemium: row.freemium,
    custom_domain: row.custom_domain,
    wurkzen_subdomain: row.wurkzen_subdomain,
    external_website_url: row.external_website_url,
    subscription_trial_enabled: row.subscription_trial_enabled,
    subscription_trial_ends_at: row.subscription_trial_ends_at?.toISOString() ?? null,
    premium_domain_package: row.premium_domain_package,
    currency_code: row.currency_code,
    country: row.country,
    language_id: languageId,
    language: languageId === LANGUAGE_IDS.en ? 'en' : 'es',
    industry_id: row.industry_id,
    timezone_id: row.timezone_id,
    timezone: row.timezone,
    contact_info: row.contact_info,
    contact_number: row.contact_number,
    mobile_only: row.mobile_only,
    mobile_home_zip: row.mobile_home_zip,
    mobile_home_zip_radius: row.mobile_home_zip_radius,
    mobile_home_city_id: row.mobile_home_city_id,
    mobile_lat: row.mobile_lat,
    mobile_lon: row.mobile_lon,
    zenchat_enabled: row.zenchat_enabled,
  };
}

export function toRecord(row: ClientRow | undefined): ClientRecord | null {
  return row ? { client: toClient(row), templateId: row.template_id } : null;
}

export async function findClientById(db: AppDb, id: number): Promise<ClientRecord | null> {
  if (!isDbInt(id)) return null;
  const [row] = await db.select().from(clients).where(eq(clients.id, id)).limit(1);
  return toRecord(row);
}

/**
 * The business's country (§3 client.country.country_code, upper-cased), whose phone rule every phone field
 * of its forms follows (issue 26); undefined when there is no such client or it has none.
 */
export async function findClientCountry(db: AppDb, clientId: number): Promise<string | undefined> {
  if (!isDbInt(clientId)) return undefined;
  const [row] = await db.select({ country: clients.country }).from(clients).where(eq(clients.id, clientId)).limit(1);
  const code = row?.country?.country_code?.trim().toUpperCase();
  return code || undefined;
}

/** The business's IANA zone: clients.timezone, America/New_York when unset or unknown (booking businessTimeZone). */
export async function clientTimeZone(db: AppDb, clientId: number): Promise<string> {
  const [row] = await db.select({ tz: clients.timezone }).from(clients).where(eq(clients.id, clientId));
  return businessTimeZone(row?.tz?.trim());
}

export async function findClientBySubdomain(db: AppDb, subdomain: string): Promise<ClientRecord | null> {
  const [row] = await db.select().from(clients).where(eq(clients.wurkzen_subdomain, subdomain.trim().toLowerCase())).limit(1);
  return toRecord(row);
}

export async function findClientByCustomDomain(db: AppDb, domain: string): Promise<ClientRecord | null> {
  const [row] = await db
    .select()
    .from(clients)
    .where(eq(clients.custom_domain, normalizeHost(domain)))
    .limit(1);
  return toRecord(row);
}

/** A custom domain as its DNS check sees it: whose it is, the sub-domain its TXT record names, whether it passed. */
export interface CustomDomainState {
  clientId: number;
  subdomain: string;
  verified: boolean;
}

export async function findCustomDomainState(db: AppDb, domain: string): Promise<CustomDomainState | null> {
  const [row] = await db
    .select({
      id: clients.id,
      subdomain: clients.wurkzen_subdomain,
      domain: clients.custom_domain,
      verified: clients.verified_custom_domain,
    })
    .from(clients)
    .where(eq(clients.custom_domain, normalizeHost(domain)))
    .limit(1);
  return row ? { clientId: row.id, subdomain: row.subdomain, verified: row.verified !== null && row.verified === row.domain } : null;
}

/**
 * The client whose editor a sign-in redirect to `host` reaches (built-in provider, issue 25): `<sub>.<siteDomain>`,
 * or a custom domain that passed its DNS check; null for any other host. `host` as `normalizeHost` gives it.
 */
export async function findClientIdOfSignInHost(db: AppDb, host: string, siteDomain: string): Promise<number | null> {
  const h = normalizeHost(host);
  const domain = siteDomain.trim().toLowerCase();
  if (h.endsWith(`.${domain}`)) {
    const label = h.slice(0, -(domain.length + 1));
    if (!label || label.includes('.')) return null;
    const [row] = await db.select({ id: clients.id }).from(clients).where(eq(clients.wurkzen_subdomain, label)).limit(1);
    return row?.id ?? null;
  }
  const state = h ? await findCustomDomainState(db, h) : null;
  return state?.verified ? state.clientId : null;
}

/** `a.b.c.d` → `['a.b.c.d', 'b.c.d', 'c.d']`: the custom domains a host may belong to. */
function domainSuffixes(host: string): string[] {
  const labels = host.split('.');
  const out: string[] = [];
  for (let i = 0; i < labels.length - 1; i += 1) out.push(labels.slice(i).join('.'));
  return out;
}

/**
 * The client a request host belongs to (spec §4 "Site load", "Custom domain"): `<subdomain>.<siteDomain>`,
 * else a custom domain or one of its sub-domains (the longest matching domain wins). `host` should
 * already be normalised (`normalizeHost`: lower-case, no port, no `www.`).
 */
export async function findClientByHost(db: AppDb, host: string, siteDomain: string): Promise<ClientRecord | null> {
  const h = normalizeHost(host);
  const domain = siteDomain.trim().toLowerCase();
  if (!h) return null;
  if (h.endsWith(`.${domain}`)) {
    const label = h.slice(0, -(domain.length + 1));
    if (label && !label.includes('.')) {
      const bySubdomain = await findClientBySubdomain(db, label);
      if (bySubdomain) return bySubdomain;
    }
  }
  const candidates = domainSuffixes(h);
  if (candidates.length === 0) return null;
  const rows = await db.select().from(clients).where(inArray(clients.custom_domain, candidates));
  rows.sort((a, b) => (b.custom_domain?.length ?? 0) - (a.custom_domain?.length ?? 0));
  return toRecord(rows[0]);
}
