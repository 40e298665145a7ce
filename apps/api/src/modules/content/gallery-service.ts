// The gallery's service (issue 27): the only code that writes gallery_images. The gallery is part of the
// published site data, so each change is one `ownerChange`: the write (with the transaction it passes) and
// a SiteChanged event commit together, and the event's subscriber republishes the site and drops its caches
// after the commit. A refused change throws inside the transaction: nothing is written, no event recorded.
// Images must be files of that client (gallery-images.ts); descriptions are plain text (spec §5). A gallery
// holds at most SITE_DATA_LIMITS.galleryImages images (core-model SITE_DATA_LIMITS).
import type { AddGalleryImageBody, PatchGalleryImageBody } from '@vitrina/api-client/contracts';
import { SITE_DATA_LIMITS } from '@vitrina/core-model';
import type { Client } from '@vitrina/core-model';
import { VALIDATION_MESSAGES as M, plainText } from '@vitrina/validation';
import type { AppContext } from '../../app-context.js';
import { ApiError } from '../../http/errors.js';
import type { OwnerChangeResult, OwnerChanger } from '../../services/owner-publish.js';
import { ownerChange } from '../../services/owner-publish.js';
import { existingClientImage, thumbnailOf } from './gallery-images.js';
import { addGalleryImageIfRoom, deleteGalleryImage, listGallery, reorderGallery, updateGalleryImage } from './gallery-repository.js';
import type { GalleryEntry, GalleryImagePatch } from './gallery-repository.js';

const notOwnImage = (field: string) =>
  new ApiError(400, 'invalid_request', 'The image must be a file uploaded for this website', { [field]: M.invalid.value });
const imageNotFound = () => new ApiError(404, 'image_not_found', 'There is no such image in this gallery');

/** Whose gallery changes: its files are checked against the client (no audit entry: the site's versions are its history). */
export type GalleryChanger = OwnerChanger & { client: Client };

/** The image columns of a body: own files only; a new image without a thumbnail gets its upload's. */
async function imageFields(ctx: AppContext, client: Client, body: PatchGalleryImageBody): Promise<GalleryImagePatch> {
  const patch: GalleryImagePatch = {};
  if (body.image_url !== undefined) {
    patch.image = (await existingClientImage(ctx.assets, client, body.image_url)) ?? undefined;
    if (!patch.image) throw notOwnImage('image_url');
    if (body.thumb_url === undefined) patch.thumb_url = await thumbnailOf(ctx.assets, client, patch.image);
  }
  if (body.thumb_url !== undefined && body.thumb_url !== null) {
    patch.thumb_url = await existingClientImage(ctx.assets, client, body.thumb_url);
    if (!patch.thumb_url) throw notOwnImage('thumb_url');
  } else if (body.thumb_url === null) patch.thumb_url = null;
  if (body.description !== undefined) patch.description = plainText(body.description);
  return patch;
}

/** Adds an image at the end; 400 `gallery_full` when the gallery holds its most. */
export async function addImage(ctx: AppContext, by: GalleryChanger, body: AddGalleryImageBody): Promise<OwnerChangeResult<GalleryEntry>> {
  const fields = await imageFields(ctx, by.client, body);
  const image = { image: fields.image!, thumb_url: fields.thumb_url ?? null, description: fields.description ?? '' };
  return ownerChange(ctx, by.log, by.clientId, async (tx) => {
    const added = await addGalleryImageIfRoom(tx, by.clientId, image, SITE_DATA_LIMITS.galleryImages);
    if (added) return added;
    throw new ApiError(400, 'gallery_full', `A gallery holds at most ${SITE_DATA_LIMITS.galleryImages} images`, {
      image_url: M.invalid.tooMany,
    });
  });
}

/** Puts the images in the order of `ids`; 400 `order_mismatch` unless it names every image exactly once. */
export function reorderImages(ctx: AppContext, by: GalleryChanger, ids: readonly number[]): Promise<OwnerChangeResult<GalleryEntry[]>> {
  return ownerChange(ctx, by.log, by.clientId, async (tx) => {
    const result = await reorderGallery(tx, by.clientId, ids);
    if (result.ok) return result.images;
    throw new ApiError(400, 'order_mismatch', 'The order must name every image of the gallery exactly once', { ids: M.invalid.value });
  });
}

/** Changes an image's description and/or file; 404 `image_not_found` when the gallery has no such image. */
export async function changeImage(
  ctx: AppContext,
  by: GalleryChanger,
  imageId: number,
  body: PatchGalleryImageBody,
): Promise<OwnerChangeResult<GalleryEntry>> {
  const patch = await imageFields(ctx, by.client, body);
  return ownerChange(ctx, by.log, by.clientId, async (tx) => {
    const updated = await updateGalleryImage(tx, by.clientId, imageId, patch);
    if (!updated) throw imageNotFound();
    return updated;
  });
}

/** Removes an image; 404 `image_not_found` when the gallery has no such image. */
export async function removeImage(ctx: AppContext, by: GalleryChanger, imageId: number): Promise<void> {
  await ownerChange(ctx, by.log, by.clientId, async (tx) => {
    if (!(await deleteGalleryImage(tx, by.clientId, imageId))) throw imageNotFound();
  });
}

/** The client's images in the owner's order (the public gallery). */
export function galleryOf(ctx: AppContext, clientId: number): Promise<GalleryEntry[]> {
  return listGallery(ctx.database.db, clientId);
}
