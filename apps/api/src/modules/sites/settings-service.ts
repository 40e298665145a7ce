// The back office's Business settings (issue 27): the only writer of those client columns. The site shows the
// name, the phone and the language, so a change is one `ownerChange`: the columns, their audit entry and a
// SiteChanged event commit together, and the event's subscriber republishes the site and drops its caches.
// The Store settings columns are written here too, in the transaction of the catalog's change that asks for
// them (modules/catalog/store-settings-service.ts: the site's pages show them beside site.json).
import type { AppContext } from '../../app-context.js';
import type { AppDb } from '../../db/database.js';
import type { AuditActor } from '../../db/repos/audit.js';
import { ApiError, foundOr } from '../../http/errors.js';
import { ownerChange } from '../../services/owner-publish.js';
import type { OwnerChangeResult, OwnerChanger } from '../../services/owner-publish.js';
import { findBusinessSettings, updateBusinessSettings } from './settings-repository.js';
import type { BusinessSettingsColumns, BusinessSettingsRecord } from './settings-repository.js';
import { getStoreSettings, saveStoreSettings } from './store-settings-repository.js';
import type { StoreSettingsFields, StoreSettingsRecord } from './store-settings-repository.js';

export type { StoreSettingsFields, StoreSettingsRecord } from './store-settings-repository.js';

const noSuchBusiness = () => new ApiError(404, 'not_found', 'There is no such business');

/** The client with its Business settings; 404 `not_found` when there is no such client. */
export async function businessSettings(ctx: AppContext, clientId: number): Promise<BusinessSettingsRecord> {
  return foundOr(await findBusinessSettings(ctx.database.db, clientId), noSuchBusiness);
}

/**
 * Writes the Business settings (with the audit entry of the fields that changed) and republishes the site;
 * 404 `not_found` when there is no such client.
 */
export async function changeBusinessSettings(
  ctx: AppContext,
  by: OwnerChanger,
  columns: BusinessSettingsColumns,
): Promise<OwnerChangeResult<BusinessSettingsRecord>> {
  const { result: record, published } = await ownerChange(ctx, by.log, by.clientId, (tx) =>
    updateBusinessSettings(tx, by.clientId, columns, by.actor),
  );
  return { result: foundOr(record, noSuchBusiness), published };
}

/** The client's Store settings (tax rate, shipping, payment countries, currency); null when there is no such client. */
export function storeSettingsOf(db: AppDb, clientId: number): Promise<StoreSettingsRecord | null> {
  return getStoreSettings(db, clientId);
}

/**
 * Writes the Store settings with their audit entry in the caller's transaction `tx` (its unit of work records
 * the event); `shipping_rate` is the decimal string of the cents. Null when there is no such client.
 */
export function writeStoreSettings(
  tx: AppDb,
  clientId: number,
  fields: StoreSettingsFields & { shipping_rate: string },
  actor: AuditActor,
): Promise<StoreSettingsRecord | null> {
  return saveStoreSettings(tx, clientId, fields, actor);
}
