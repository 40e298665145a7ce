// The store settings' service (issue 27; spec §3 ecommerce settings, §9): the owner's change of the client's
// tax rate, flat shipping charge and payment countries. The columns are on the client row, so the sites
// module writes them (modules/sites/settings-service.ts) in this change's transaction. A change is one unit of work
// (`catalogChange`): the row, its audit entry and a CatalogChanged event commit together, written with the
// transaction catalogChange passes; the event's subscriber drops the site's caches after the commit, so the
// cart and checkout use the new rates at once. A missing client throws inside the transaction: nothing is
// written and no event recorded. Reads pass through to the sites module.
import { fromMinorUnits } from '@vitrina/core-model';
import type { AppContext } from '../../app-context.js';
import { ApiError } from '../../http/errors.js';
import { catalogChange } from '../../services/owner-publish.js';
import type { OwnerChanger } from '../../services/owner-publish.js';
import { storeSettingsOf, writeStoreSettings } from '../sites/settings-service.js';
import type { StoreSettingsFields, StoreSettingsRecord } from '../sites/settings-service.js';

export type { StoreSettingsRecord } from '../sites/settings-service.js';

const noSuchClient = () => new ApiError(404, 'not_found', 'There is no such client');

/** The client's store settings; 404 `not_found` when there is no such client. */
export async function readStoreSettings(ctx: AppContext, clientId: number): Promise<StoreSettingsRecord> {
  const settings = await storeSettingsOf(ctx.database.db, clientId);
  if (!settings) throw noSuchClient();
  return settings;
}

/** Writes the settings with their audit entry and CatalogChanged; `shipping_rate` is stored from the cents. */
export function changeStoreSettings(ctx: AppContext, by: OwnerChanger, fields: StoreSettingsFields): Promise<StoreSettingsRecord> {
  return catalogChange(ctx, by.log, by.clientId, async (tx) => {
    const row = await writeStoreSettings(tx, by.clientId, { ...fields, shipping_rate: fromMinorUnits(fields.shipping_cents) }, by.actor);
    if (!row) throw noSuchClient();
    return row;
  });
}
