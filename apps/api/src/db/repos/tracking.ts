// Tracking records (spec §7): what a visitor's browser reports a few seconds after a page loads. (The
// contact-us messages that shared this file moved to modules/messages/messages-repository.ts, issue 27.)
import type { TrackingRecord } from '@vitrina/core-model';
import { desc, eq } from 'drizzle-orm';
import type { AppDb } from '../database.js';
import { clients, trackingRecords } from '../schema.js';
import { isDbInt } from './ids.js';

/**
 * Stores a decrypted, validated tracking record. False (nothing stored) when the client does not
 * exist: tracking failures are silent for the visitor (spec §4 "Tracking").
 */
export async function insertTrackingRecord(db: AppDb, record: TrackingRecord): Promise<boolean> {
  if (!isDbInt(record.client_id)) return false;
  const [client] = await db.select({ id: clients.id }).from(clients).where(eq(clients.id, record.client_id)).limit(1);
  if (!client) return false;
  await db.insert(trackingRecords).values({
    client_id: record.client_id,
    wurkzen_subdomain: record.wurkzen_subdomain,
    ip_address: record.ip_address,
    user_agent: record.user_agent,
    utm_data: record.utm_data,
  });
  return true;
}

export async function listTrackingRecords(db: AppDb, clientId: number, limit = 100): Promise<(TrackingRecord & { created_at: string })[]> {
  const rows = await db
    .select()
    .from(trackingRecords)
    .where(eq(trackingRecords.client_id, clientId))
    .orderBy(desc(trackingRecords.id))
    .limit(limit);
  return rows.map(({ client_id, wurkzen_subdomain, ip_address, user_agent, utm_data, created_at }) => ({
    client_id,
    wurkzen_subdomain,
    ip_address,
    user_agent,
    utm_data,
    created_at: created_at.toISOString(),
  }));
}
