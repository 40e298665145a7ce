// Tracking records (spec §7): what a visitor's browser reports a few seconds after a page loads. (The
// contact-us messages that shared this file moved to modules/messages/messages-repository.ts, issue 27.)
import type { TrackingRecord } from '@vitrina/core-model';
import { businessTimeZone, localToday } from '@vitrina/core-model';
import { desc, eq, sql } from 'drizzle-orm';
import type { AppDb } from '../database.js';
import { clients, trackingRecords, visitDayBuilds, visitDays } from '../schema.js';
import { isDbInt } from './ids.js';

/**
 * Stores a decrypted, validated tracking record. False (nothing stored) when the client does not
 * exist: tracking failures are silent for the visitor (spec §4 "Tracking"). With it, in one transaction, the
 * visit counts in its day and campaign of visit_days (issue 31) once those are built for the business's zone;
 * until then the dashboard's first read builds them from the records (modules/insights). The record's insert
 * holds the client row's key-share lock (its foreign key) until commit, which a rebuild waits for.
 */
export async function insertTrackingRecord(db: AppDb, record: TrackingRecord): Promise<boolean> {
  if (!isDbInt(record.client_id)) return false;
  const [client] = await db
    .select({ id: clients.id, timezone: clients.timezone })
    .from(clients)
    .where(eq(clients.id, record.client_id))
    .limit(1);
  if (!client) return false;
  const now = new Date();
  await db.transaction(async (tx) => {
    await tx.insert(trackingRecords).values({
      client_id: record.client_id,
      wurkzen_subdomain: record.wurkzen_subdomain,
      ip_address: record.ip_address,
      user_agent: record.user_agent,
      utm_data: record.utm_data,
      created_at: now,
    });
    const zone = businessTimeZone(client.timezone);
    const [built] = await tx.select({ zone: visitDayBuilds.time_zone }).from(visitDayBuilds).where(eq(visitDayBuilds.client_id, client.id));
    if (built?.zone !== zone) return;
    const utm = record.utm_data as Record<string, unknown>;
    const text = (value: unknown) => (typeof value === 'string' ? value : '');
    await tx
      .insert(visitDays)
      .values({
        client_id: client.id,
        day: localToday(zone, now),
        source: text(utm.utm_source),
        medium: text(utm.utm_medium),
        campaign: text(utm.utm_campaign),
        visits: 1,
      })
      .onConflictDoUpdate({
        target: [visitDays.client_id, visitDays.day, visitDays.source, visitDays.medium, visitDays.campaign],
        set: { visits: sql`${visitDays.visits} + 1` },
      });
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
