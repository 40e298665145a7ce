// Gallery images of a client (spec §3 "Gallery image"), kept in order; reordering is all or nothing.
import type { GalleryImage } from '@vitrina/core-model';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/database.js';
import { galleryImages } from '../../db/schema.js';
import { isDbInt } from '../../db/repos/ids.js';

type GalleryRow = typeof galleryImages.$inferSelect;

/** core-model's GalleryImage plus what the gallery admin needs. */
export interface GalleryEntry extends GalleryImage {
  id: number;
  thumb_url: string | null;
  ordering: number;
}

export interface NewGalleryImage {
  image: string;
  thumb_url?: string | null;
  description?: string;
}

export type GalleryImagePatch = Partial<Pick<GalleryEntry, 'image' | 'thumb_url' | 'description'>>;

function toEntry(row: GalleryRow): GalleryEntry {
  return { id: row.id, image: row.image_url, thumb_url: row.thumb_url, description: row.description, ordering: row.ordering };
}

export async function listGallery(db: AppDb, clientId: number): Promise<GalleryEntry[]> {
  if (!isDbInt(clientId)) return [];
  const rows = await db
    .select()
    .from(galleryImages)
    .where(eq(galleryImages.client_id, clientId))
    .orderBy(asc(galleryImages.ordering), asc(galleryImages.id));
  return rows.map(toEntry);
}

/** Appends an image at the end of the gallery. */
export async function addGalleryImage(db: AppDb, clientId: number, input: NewGalleryImage): Promise<GalleryEntry> {
  const next = sql<number>`(select coalesce(max(${galleryImages.ordering}), 0) + 1 from ${galleryImages} where ${galleryImages.client_id} = ${clientId})`;
  const [row] = await db
    .insert(galleryImages)
    .values({
      client_id: clientId,
      image_url: input.image,
      thumb_url: input.thumb_url ?? null,
      description: input.description ?? '',
      ordering: next,
    })
    .returning();
  return toEntry(row!);
}

/** Advisory-lock namespace of gallery additions ('VTRG'); the second key is the client id. */
const GALLERY_LOCK_NAMESPACE = 0x56545247;

/**
 * Appends an image unless the gallery already holds `max` images (then null, nothing written). Additions
 * of one client are serialised, so concurrent ones cannot together pass the limit.
 */
export async function addGalleryImageIfRoom(
  db: AppDb,
  clientId: number,
  input: NewGalleryImage,
  max: number,
): Promise<GalleryEntry | null> {
  if (!isDbInt(clientId)) return null;
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${GALLERY_LOCK_NAMESPACE}::int4, ${clientId}::int4)`);
    const [row] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(galleryImages)
      .where(eq(galleryImages.client_id, clientId));
    if ((row?.n ?? 0) >= max) return null;
    return addGalleryImage(tx, clientId, input);
  });
}

/** Changes description and/or image of one of the client's images; null when it has no such image. */
export async function updateGalleryImage(db: AppDb, clientId: number, id: number, patch: GalleryImagePatch): Promise<GalleryEntry | null> {
  if (!isDbInt(clientId) || !isDbInt(id)) return null;
  const set: Partial<typeof galleryImages.$inferInsert> = {};
  if (patch.image !== undefined) set.image_url = patch.image;
  if (patch.thumb_url !== undefined) set.thumb_url = patch.thumb_url;
  if (patch.description !== undefined) set.description = patch.description;
  const where = and(eq(galleryImages.client_id, clientId), eq(galleryImages.id, id));
  if (Object.keys(set).length === 0) {
    const [row] = await db.select().from(galleryImages).where(where).limit(1);
    return row ? toEntry(row) : null;
  }
  const [row] = await db.update(galleryImages).set(set).where(where).returning();
  return row ? toEntry(row) : null;
}

export async function deleteGalleryImage(db: AppDb, clientId: number, id: number): Promise<boolean> {
  if (!isDbInt(clientId) || !isDbInt(id)) return false;
  const rows = await db
    .delete(galleryImages)
    .where(and(eq(galleryImages.client_id, clientId), eq(galleryImages.id, id)))
    .returning({ id: galleryImages.id });
  return rows.length > 0;
}

export type ReorderResult = { ok: true; images: GalleryEntry[] } | { ok: false; reason: 'mismatch' };

/**
 * Puts the client's images in the order of `ids` (ordering 1..n). `ids` must name every image of the
 * client exactly once; otherwise nothing changes (a stale list would silently drop or misplace images).
 */
export async function reorderGallery(db: AppDb, clientId: number, ids: readonly number[]): Promise<ReorderResult> {
  if (!isDbInt(clientId)) return { ok: false, reason: 'mismatch' };
  return db.transaction(async (tx) => {
    const current = await tx
      .select({ id: galleryImages.id })
      .from(galleryImages)
      .where(eq(galleryImages.client_id, clientId))
      .for('update');
    const known = new Set(current.map((r) => r.id));
    const wanted = new Set(ids);
    if (ids.some((id) => !isDbInt(id)) || wanted.size !== ids.length || wanted.size !== known.size || ids.some((id) => !known.has(id))) {
      return { ok: false, reason: 'mismatch' } as const;
    }
    for (const [index, id] of ids.entries()) {
      await tx
        .update(galleryImages)
        .set({ ordering: index + 1 })
        .where(and(eq(galleryImages.client_id, clientId), eq(galleryImages.id, id)));
    }
    return { ok: true, images: await listGallery(tx, clientId) } as const;
  });
}
