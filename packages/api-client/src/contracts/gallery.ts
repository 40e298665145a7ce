// The gallery (spec §2 /gallery and /gallery/admin, §3 "Gallery image: image and description"): the
// public list, and the owner's changes (each immediate, each republishes the site).
import { Type } from '@sinclair/typebox';
import type { Static } from '@sinclair/typebox';
import { Nullable } from './shared.js';

/** An image as the API lists it, in the owner's order. */
export const GalleryImageEntry = Type.Object({
  id: Type.Integer(),
  image: Type.String(),
  thumb_url: Nullable(Type.String()),
  description: Type.String(),
  ordering: Type.Integer(),
});
export type GalleryImageEntry = Static<typeof GalleryImageEntry>;

/** GET client/{id}/gallery. */
export const GalleryList = Type.Object({ images: Type.Array(GalleryImageEntry) });
export type GalleryList = Static<typeof GalleryList>;

const ImageUrl = Type.String({ minLength: 1, maxLength: 1024 });
const ImageFields = {
  /** A file uploaded for this website. */
  image_url: ImageUrl,
  /** Its thumbnail; a new image without one gets its upload's. */
  thumb_url: Type.Optional(Nullable(ImageUrl)),
  /** Plain text (spec §5). */
  description: Type.Optional(Type.String({ maxLength: 2000 })),
};

/** POST client/{id}/gallery: adds at the end. */
export const AddGalleryImageBody = Type.Object(ImageFields);
export type AddGalleryImageBody = Static<typeof AddGalleryImageBody>;

/** PATCH client/{id}/gallery/{imageId}: the description and/or the image. */
export const PatchGalleryImageBody = Type.Partial(AddGalleryImageBody);
export type PatchGalleryImageBody = Static<typeof PatchGalleryImageBody>;

/** PUT client/{id}/gallery/order: every image id exactly once. */
export const GalleryOrderBody = Type.Object({ ids: Type.Array(Type.Integer({ minimum: 1, maximum: 2_147_483_647 }), { maxItems: 1000 }) });
export type GalleryOrderBody = Static<typeof GalleryOrderBody>;

/** 201 of an addition and 200 of a change: the image, and whether site.json shows it yet. */
export const ChangedGalleryImage = Type.Object({ ...GalleryImageEntry.properties, published: Type.Boolean() });
export type ChangedGalleryImage = Static<typeof ChangedGalleryImage>;

/** 200 of a reorder. */
export const ReorderedGallery = Type.Object({ images: Type.Array(GalleryImageEntry), published: Type.Boolean() });
export type ReorderedGallery = Static<typeof ReorderedGallery>;

/** 204 of DELETE client/{id}/gallery/{imageId}: the image is gone and the site republished; no body. */
export const RemovedGalleryImage = Type.Null({ description: 'Removed; the site is republished (no body)' });
export type RemovedGalleryImage = Static<typeof RemovedGalleryImage>;
