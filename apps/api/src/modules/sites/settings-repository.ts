// The back office's Business settings (issue 27, sites module): the client columns of spec §3 the in-place
// editor does not cover, with the business's e-mail and address. Clients are otherwise db/repos/clients.ts's
// (read by every domain); this part reads and writes only these columns.
import { LANGUAGE_IDS, clientContactNumber } from '@vitrina/core-model';
import type { ClientAddress, ClientCountry, LanguageId } from '@vitrina/core-model';
import { eq } from 'drizzle-orm';
import type { AppDb } from '../../db/database.js';
import { recordAudit } from '../../db/repos/audit.js';
import type { AuditActor } from '../../db/repos/audit.js';
import { toRecord } from '../../db/repos/clients.js';
import type { ClientRecord, ClientRow } from '../../db/repos/clients.js';
import { isDbInt } from '../../db/repos/ids.js';
import { clients } from '../../db/schema.js';

/**
 * The client columns of the back office's Business settings (spec §3) with the business's e-mail and
 * address, which the Client DTO (and so the public site data) does not carry; `contact_number` is the
 * number shown; null is none.
 */
export interface BusinessSettingsColumns {
  name: string;
  contact_number: string | null;
  timezone: string | null;
  currency_code: string;
  language_id: LanguageId;
  country: ClientCountry;
  contact_email: string | null;
  address: ClientAddress | null;
  /** Hours before an appointment its customer is reminded (0: never; 2, 24 or 48). */
  booking_reminder_hours: number;
  /** Until how many hours before an appointment its customer may cancel or reschedule it (0: never). */
  booking_change_hours: number;
}

/** A client with its Business settings columns. */
export interface BusinessSettingsRecord extends ClientRecord {
  settings: BusinessSettingsColumns;
}

export const CLIENT_SETTINGS_AUDIT_ENTITY = 'client_settings';

const settingsColumns = (row: ClientRow): BusinessSettingsColumns => ({
  name: row.name,
  // The number the site shows (§3 contact_info, falling back to contact_number).
  contact_number: clientContactNumber(row),
  timezone: row.timezone,
  currency_code: row.currency_code,
  language_id: (row.language_id === LANGUAGE_IDS.es ? LANGUAGE_IDS.es : LANGUAGE_IDS.en) as LanguageId,
  country: row.country,
  contact_email: row.contact_email,
  address: row.address,
  booking_reminder_hours: row.booking_reminder_hours,
  booking_change_hours: row.booking_change_hours,
});

const settingsRecord = (row: ClientRow): BusinessSettingsRecord => ({ ...toRecord(row)!, settings: settingsColumns(row) });

/** A client with its Business settings (e-mail and address included); null when there is no such client. */
export async function findBusinessSettings(db: AppDb, clientId: number): Promise<BusinessSettingsRecord | null> {
  if (!isDbInt(clientId)) return null;
  const [row] = await db.select().from(clients).where(eq(clients.id, clientId));
  return row ? settingsRecord(row) : null;
}

/** The value with object keys in one order: Postgres answers jsonb keys in its own order (the address's). */
const canonical = (value: unknown): unknown =>
  value && typeof value === 'object' && !Array.isArray(value)
    ? Object.fromEntries(
        Object.keys(value)
          .sort()
          .map((k) => [k, canonical((value as Record<string, unknown>)[k])]),
      )
    : value;

const sameValue = (a: unknown, b: unknown) => JSON.stringify(canonical(a)) === JSON.stringify(canonical(b));

/**
 * Writes the Business settings of a client with the audit entry of the fields that changed (before and
 * after, nothing else), in one transaction; null when there is no such client. Saving unchanged settings
 * writes nothing.
 */
export async function updateBusinessSettings(
  db: AppDb,
  clientId: number,
  settings: BusinessSettingsColumns,
  actor: AuditActor,
): Promise<BusinessSettingsRecord | null> {
  if (!isDbInt(clientId)) return null;
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(clients).where(eq(clients.id, clientId)).for('update');
    if (!row) return null;
    const stored = settingsColumns(row);
    const keys = (Object.keys(settings) as (keyof BusinessSettingsColumns)[]).filter((k) => !sameValue(stored[k], settings[k]));
    if (keys.length === 0) return settingsRecord(row);
    const pick = (from: BusinessSettingsColumns) => Object.fromEntries(keys.map((k) => [k, from[k]]));
    // Like the editor's save, a new number goes to contact_info and contact_number alike, so the site shows it.
    const values = keys.includes('contact_number') ? { ...pick(settings), contact_info: settings.contact_number } : pick(settings);
    const [after] = await tx.update(clients).set(values).where(eq(clients.id, clientId)).returning();
    await recordAudit(tx, {
      clientId,
      actor,
      action: 'update',
      entity: CLIENT_SETTINGS_AUDIT_ENTITY,
      entityId: clientId,
      before: pick(stored),
      after: pick(settings),
    });
    return settingsRecord(after!);
  });
}
