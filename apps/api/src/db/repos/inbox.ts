// What visitors send: contact-us messages (spec §3 "Contact-us form") and tracking records (spec §7).
import type { ContactUsForm, TrackingRecord } from '@vitrina/core-model';
import { desc, eq } from 'drizzle-orm';
import type { AppDb } from '../database.js';
import { clients, contactMessages, trackingRecords } from '../schema.js';
import { isDbInt } from './ids.js';

export interface StoredContactMessage extends ContactUsForm {
  id: number;
  client_id: number;
  created_at: string;
}

/** Stores an already validated message. */
export async function insertContactMessage(db: AppDb, clientId: number, form: ContactUsForm): Promise<StoredContactMessage> {
  const [row] = await db
    .insert(contactMessages)
    .values({ client_id: clientId, name: form.name, email: form.email, phone: form.phone, message: form.message })
    .returning();
  return { ...row!, created_at: row!.created_at.toISOString() };
}

export async function listContactMessages(db: AppDb, clientId: number, limit = 100): Promise<StoredContactMessage[]> {
  const rows = await db
    .select()
    .from(contactMessages)
    .where(eq(contactMessages.client_id, clientId))
    .orderBy(desc(contactMessages.created_at), desc(contactMessages.id))
    .limit(limit);
  return rows.map((r) => ({ ...r, created_at: r.created_at.toISOString() }));
}

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
