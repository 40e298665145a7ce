// The tenancy guard of the public routes (issue 27): the client a public URL names, or 404. Clients are read
// through db/repos/clients.ts, the shared client records every domain reads (sign-up, the owner guard, the
// host lookup, the publish); this module owns the lookups its routes make, not the table's other readers, and
// every write of the table (clients-repository.ts): here, a custom domain whose DNS check passed.
import { countryByCode } from '@vitrina/core-model';
import type { Client, CountryRecord } from '@vitrina/core-model';
import type { AppContext } from '../../app-context.js';
import type { AppDb } from '../../db/database.js';
import type { ClientRecord } from '../../db/repos/clients.js';
import { findClientById } from '../../db/repos/clients.js';
import { ApiError } from '../../http/errors.js';
import { markCustomDomainVerified } from './clients-repository.js';

export type { ClientRecord } from '../../db/repos/clients.js';

const noSuchClient = (extra?: Record<string, unknown>, message = 'No such client') =>
  new ApiError(404, 'not_found', message, undefined, extra);

/** The client `id` names (a transaction works too); 404 `not_found` when there is none. */
export async function requireClient(db: AppDb, id: number): Promise<ClientRecord> {
  const record = await findClientById(db, id);
  if (!record) throw noSuchClient();
  return record;
}

/** The client `id` names, or null. */
export function findClient(db: AppDb, id: number): Promise<ClientRecord | null> {
  return findClientById(db, id);
}

/** Keeps that `domain` passed its DNS check (services/custom-domains.ts), if it is still the client's custom domain. */
export function recordVerifiedCustomDomain(db: AppDb, clientId: number, domain: string): Promise<void> {
  return markCustomDomainVerified(db, clientId, domain);
}

/**
 * The client's country from the §3 country list; 404 `not_found` (with `success: false` beside it for callers
 * that only read `success`) for an unknown client or country.
 */
export async function clientCountry(ctx: AppContext, id: number): Promise<{ client: Client; country: CountryRecord }> {
  const record = await findClientById(ctx.database.db, id);
  const country = record ? countryByCode(record.client.country.country_code) : null;
  if (!record || !country) throw noSuchClient({ success: false }, record ? 'The client has no known country' : undefined);
  return { client: record.client, country };
}
