// The tracking record of spec §3/§7, as the API accepts it: decrypted from `final-logo.png?uid=…`,
// checked against the client it names, bounded, and reduced to the tracked campaign parameters of §9.
// Every failure is "nothing stored" — the visitor never learns of it (spec §4 "Tracking", §8).
import { isIP } from 'node:net';
import { decryptTrackingPayload, isTrackedParameter, trackedCampaignParams } from '@vitrina/core-model';
import type { TrackingRecord } from '@vitrina/core-model';
import { storableText } from '@vitrina/validation';
import { findClientById, insertTrackingRecord } from '../db/index.js';
import type { AppDb } from '../db/index.js';

export const TRACKING_LIMITS = {
  userAgent: 512,
  subdomain: 63,
  paramName: 64,
  paramValue: 256,
  params: 32,
} as const;

const clean = (text: string, max: number): string => storableText(text.slice(0, max), { singleLine: true }).trim();

function readUtmData(raw: unknown): Record<string, string> | null {
  if (raw === undefined || raw === null) return {};
  // The utm_params cookie may hold a query string as well as an object.
  const entries =
    typeof raw === 'string'
      ? Object.entries(trackedCampaignParams(raw.slice(0, 8192)))
      : typeof raw === 'object' && !Array.isArray(raw)
        ? Object.entries(raw)
        : null;
  if (!entries) return null;
  const out: Record<string, string> = {};
  for (const [name, value] of entries) {
    if (Object.keys(out).length >= TRACKING_LIMITS.params) break;
    if (name.length > TRACKING_LIMITS.paramName || storableText(name, { singleLine: true }) !== name || !isTrackedParameter(name)) continue;
    if (typeof value !== 'string' && typeof value !== 'number') continue;
    const text = clean(String(value), TRACKING_LIMITS.paramValue);
    if (text) out[name] = text;
  }
  return out;
}

/** The record's shape and bounds, before the database is asked; null when it cannot be stored. */
export function readTrackingRecord(raw: unknown): TrackingRecord | null {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return null;
  const r = raw as Record<string, unknown>;
  const { client_id, wurkzen_subdomain, ip_address, user_agent } = r;
  if (typeof client_id !== 'number' || !Number.isSafeInteger(client_id) || client_id < 1) return null;
  if (typeof wurkzen_subdomain !== 'string' || !wurkzen_subdomain || wurkzen_subdomain.length > TRACKING_LIMITS.subdomain) return null;
  // The browser reads its IP from /api/ip; an empty one means that lookup failed.
  if (typeof ip_address !== 'string' || (ip_address !== '' && isIP(ip_address) === 0)) return null;
  if (user_agent !== undefined && typeof user_agent !== 'string') return null;
  const utm = readUtmData(r.utm_data);
  if (!utm) return null;
  return {
    client_id,
    wurkzen_subdomain: wurkzen_subdomain.toLowerCase(),
    ip_address,
    user_agent: clean(user_agent ?? '', TRACKING_LIMITS.userAgent),
    utm_data: utm,
  };
}

export type TrackingOutcome = 'stored' | 'undecryptable' | 'invalid' | 'unknown-client';

/** Decrypts, validates and stores one record (spec §7); never throws for bad input. */
export async function storeTrackingPayload(db: AppDb, uuid: string, uid: string): Promise<TrackingOutcome> {
  const payload = await decryptTrackingPayload(uuid, uid);
  if (payload === null) return 'undecryptable';
  const record = readTrackingRecord(payload);
  if (!record) return 'invalid';
  const owner = await findClientById(db, record.client_id);
  // The sub-domain must be the named client's own, so a record cannot be filed under another business.
  if (!owner || owner.client.wurkzen_subdomain.toLowerCase() !== record.wurkzen_subdomain) return 'unknown-client';
  return (await insertTrackingRecord(db, record)) ? 'stored' : 'unknown-client';
}
