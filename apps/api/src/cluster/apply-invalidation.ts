// What a node drops when another node says a site or the templates changed (invalidation-bus.ts): the
// same caches the writing node drops itself (services/site-caches.ts), plus the asset objects the writer
// dropped by writing them, which this node's CachedAssetStore cannot know about.
import { siteHostsOf } from '@vitrina/core-model';
import type { AppContext } from '../app-context.js';
import { CachedAssetStore, siteJsonKey } from '../assets/index.js';
import { findClientById } from '../db/index.js';
import { clearBookingSlots, dropBookingSlots } from '../modules/booking/slot-day-cache.js';
import { clearStoreProducts, dropStoreProducts } from '../modules/catalog/store-products-cache.js';
import type { Invalidation } from './invalidation-bus.js';

const isTemplateJson = (key: string) => key.startsWith('templates/') && key.endsWith('/template.json');
const isSiteJson = (key: string) => key.startsWith('sites/') && key.endsWith('/site.json');

function forgetSiteJson(assets: CachedAssetStore, host: string): void {
  try {
    assets.forget(siteJsonKey(host));
  } catch {
    assets.forget(isSiteJson); // not a host name this node would key: forget them all rather than guess
  }
}

export type InvalidationContext = Pick<AppContext, 'websiteData' | 'pages' | 'assets' | 'database' | 'config'>;

export async function applyInvalidation(ctx: InvalidationContext, message: Invalidation): Promise<void> {
  const assets = ctx.assets instanceof CachedAssetStore ? ctx.assets : null;
  if (message.all) {
    ctx.websiteData.clear();
    ctx.pages.clear();
    clearBookingSlots(ctx.database);
    clearStoreProducts(ctx.database);
    assets?.forget(() => true);
    return;
  }
  // A template change can show on any business's pages; a business's change only on its own (and on
  // pages of no business), as on the writing node (services/site-caches.ts).
  if (message.templates || message.clientId === undefined) ctx.pages.clear();
  else ctx.pages.dropClient(message.clientId);
  if (message.templates) assets?.forget(isTemplateJson);
  if (assets) for (const host of message.hosts ?? []) forgetSiteJson(assets, host);
  if (message.clientId === undefined) return;
  ctx.websiteData.delete(message.clientId);
  // An owner's change of the business (its appointments, staff, hours, services) on the sending node.
  dropBookingSlots(ctx.database, message.clientId);
  // Its products, their stock or the store's settings (the public store's lists).
  dropStoreProducts(ctx.database, message.clientId);
  // The sender names the client, not always its hosts: they come from the database (the client's
  // current hosts; the writer published to exactly those).
  if (!assets) return;
  try {
    const record = await findClientById(ctx.database.db, message.clientId);
    if (record) for (const host of siteHostsOf(record.client, ctx.config.siteDomain)) forgetSiteJson(assets, host);
    else assets.forget(isSiteJson);
  } catch {
    // Database unreachable: forget every site.json rather than keep a stale one.
    assets.forget(isSiteJson);
  }
}
