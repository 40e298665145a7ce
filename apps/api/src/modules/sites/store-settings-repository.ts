// The back office's Store settings (spec §3 ecommerce settings, §9): the client's tax rate, flat shipping
// charge and payment countries, stored on the client row, so the sites module's (issue 27: it is the only
// writer of `clients`); the catalog's Store settings service reads and changes them through settings-service.ts.
// Each change is written with its audit entry (entity `store_settings`) in the caller's transaction. Null
// payment countries mean every country of the §9 list.
import { PAYMENT_COUNTRY_CODES, toMinorUnits } from '@vitrina/core-model';
import { eq } from 'drizzle-orm';
import type { AppDb } from '../../db/database.js';
import { clients } from '../../db/schema.js';
import { recordAudit } from '../../db/repos/audit.js';
import type { AuditActor } from '../../db/repos/audit.js';
import { isDbInt } from '../../db/repos/ids.js';

export const STORE_SETTINGS_AUDIT_ENTITY = 'store_settings';

export interface StoreSettingsRecord {
  tax_rate: string;
  /** Minor units. */
  shipping_cents: number;
  payment_countries: string[];
  /** The business's ISO 4217 code. */
  currency: string;
}

export interface StoreSettingsFields {
  tax_rate: string;
  shipping_cents: number;
  payment_countries: string[];
}

const columns = {
  tax_rate: clients.tax_rate,
  shipping_rate: clients.shipping_rate,
  payment_countries: clients.payment_countries,
  currency_code: clients.currency_code,
};

type Row = {
  tax_rate: string;
  shipping_rate: string;
  payment_countries: string[] | null;
  currency_code: string;
};

/** Stored rates are decimal strings ("0", "5.5"); read them with the one money rule. */
function toRecord(row: Row): StoreSettingsRecord {
  return {
    tax_rate: row.tax_rate || '0',
    shipping_cents: Math.max(0, toMinorUnits(row.shipping_rate) ?? 0),
    payment_countries: row.payment_countries ?? [...PAYMENT_COUNTRY_CODES],
    currency: row.currency_code,
  };
}

export async function getStoreSettings(db: AppDb, clientId: number): Promise<StoreSettingsRecord | null> {
  if (!isDbInt(clientId)) return null;
  const [row] = await db.select(columns).from(clients).where(eq(clients.id, clientId)).limit(1);
  return row ? toRecord(row as Row) : null;
}

/** Writes the settings in the caller's transaction; `shipping_rate` is stored as the decimal string of its cents ("5.00"). */
export async function saveStoreSettings(
  tx: AppDb,
  clientId: number,
  fields: StoreSettingsFields & { shipping_rate: string },
  actor: AuditActor,
): Promise<StoreSettingsRecord | null> {
  const [before] = await tx.select(columns).from(clients).where(eq(clients.id, clientId)).for('update');
  if (!before) return null;
  const [after] = await tx
    .update(clients)
    .set({ tax_rate: fields.tax_rate, shipping_rate: fields.shipping_rate, payment_countries: fields.payment_countries })
    .where(eq(clients.id, clientId))
    .returning(columns);
  const state = (r: Row) => ({
    tax_rate: r.tax_rate,
    shipping_rate: r.shipping_rate,
    payment_countries: (r.payment_countries ?? []).join(' ') || 'all',
  });
  await recordAudit(tx, {
    clientId,
    actor,
    action: 'store_settings.update',
    entity: STORE_SETTINGS_AUDIT_ENTITY,
    entityId: clientId,
    before: state(before as Row),
    after: state(after as Row),
  });
  return toRecord(after as Row);
}
