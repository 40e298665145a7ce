// The public services store's catalog (issue 15; spec §2 services-store, service/{slug}; §3 service):
// the client's active services sold online in the site's order, one by slug, and the live rows of the
// services a cart names (the services checkout re-prices with them: never the browser's prices).
import type { PublicService } from '@vitrina/api-client/contracts';
import { fromMinorUnits } from '@vitrina/core-model';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { AppDb } from '../../db/database.js';
import { serviceImages, services } from '../../db/schema.js';

export type ServiceRow = typeof services.$inferSelect;

/** A service the store sells, with its row (price in cents, flags) and its wire shape. */
export interface StoreService {
  row: ServiceRow;
  images: string[];
  view: PublicService;
}

const sold = (clientId: number) => and(eq(services.client_id, clientId), eq(services.active, true), eq(services.sold_online, true));

function toPublicService(row: ServiceRow, images: string[]): PublicService {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    description: row.description,
    price: fromMinorUnits(row.price_cents),
    images,
    requires_quote: row.requires_quote,
    is_subscription: row.is_subscription,
    recurrence: row.is_subscription ? (row.recurrence as PublicService['recurrence']) : null,
    duration_minutes: row.duration_minutes,
    bookable: row.bookable,
  };
}

async function withImages(db: AppDb, rows: readonly ServiceRow[]): Promise<StoreService[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const images = await db
    .select({ service_id: serviceImages.service_id, url: serviceImages.url })
    .from(serviceImages)
    .where(inArray(serviceImages.service_id, ids))
    .orderBy(asc(serviceImages.ordering), asc(serviceImages.id));
  return rows.map((row) => {
    const urls = images.filter((i) => i.service_id === row.id).map((i) => i.url);
    return { row, images: urls, view: toPublicService(row, urls) };
  });
}

/** Active services sold online, in the site's order (`ordering`, then id). */
export async function listStoreServices(db: AppDb, clientId: number): Promise<StoreService[]> {
  const rows = await db.select().from(services).where(sold(clientId)).orderBy(asc(services.ordering), asc(services.id));
  return withImages(db, rows);
}

/** One service the store sells, by slug; null for another client's, an inactive or a not-sold-online one. */
export async function getStoreService(db: AppDb, clientId: number, slug: string): Promise<StoreService | null> {
  const rows = await db
    .select()
    .from(services)
    .where(and(sold(clientId), eq(services.slug, slug)));
  return (await withImages(db, rows))[0] ?? null;
}

/** The services of `ids` the store still sells, by id (a missing id is no longer sold). */
export async function findStoreServices(db: AppDb, clientId: number, ids: readonly number[]): Promise<Map<number, StoreService>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select()
    .from(services)
    .where(and(sold(clientId), inArray(services.id, [...new Set(ids)])));
  return new Map((await withImages(db, rows)).map((s) => [s.row.id, s]));
}
