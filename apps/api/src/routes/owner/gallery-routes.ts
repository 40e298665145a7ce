// Gallery admin (spec §2 /gallery/admin, §3 "Gallery image: image and description"): add, change,
// delete and reorder the client's images. Images must be files of that client; descriptions are plain
// text (§5). The gallery is part of the published site data, so every change republishes. A gallery holds
// at most SITE_DATA_LIMITS.galleryImages images (core-model SITE_DATA_LIMITS).
import { SITE_DATA_LIMITS } from '@vitrina/core-model';
import type { Client } from '@vitrina/core-model';
import {
  AddGalleryImageBody,
  ChangedGalleryImage,
  GalleryOrderBody,
  PatchGalleryImageBody,
  RemovedGalleryImage,
  ReorderedGallery,
} from '@vitrina/api-client/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { addGalleryImageIfRoom, deleteGalleryImage, reorderGallery, updateGalleryImage } from '../../db/index.js';
import type { GalleryImagePatch } from '../../db/index.js';
import { ApiError } from '../../http/errors.js';
import { existingClientImage, thumbnailOf } from '../../services/owner-gallery.js';
import { ownerChange } from '../../services/owner-publish.js';
import { VALIDATION_MESSAGES as M, plainText } from '@vitrina/validation';
import { clientGuard, ownerRoute } from './owner-guard.js';
import { clientParams, imageParams } from './owner-schemas.js';

const notOwnImage = (field: string) =>
  new ApiError(400, 'invalid_request', 'The image must be a file uploaded for this website', { [field]: M.invalid.value });
const imageNotFound = () => new ApiError(404, 'image_not_found', 'There is no such image in this gallery');

export function registerGalleryRoutes(app: FastifyInstance, ctx: AppContext): void {
  const write = clientGuard(ctx, { write: true });

  /** The image columns of a body: own files only; a new image without a thumbnail gets its upload's. */
  async function imageFields(client: Client, body: PatchGalleryImageBody): Promise<GalleryImagePatch> {
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

  app.post(
    '/api/client/:id/gallery',
    ownerRoute(write, {
      summary: 'Add an image at the end of the gallery',
      params: clientParams,
      body: AddGalleryImageBody,
      response: { 201: ChangedGalleryImage },
    }),
    async (req, reply) => {
      const { client, clientId } = req.owner!;
      const fields = await imageFields(client, req.body as AddGalleryImageBody);
      const image = { image: fields.image!, thumb_url: fields.thumb_url ?? null, description: fields.description ?? '' };
      const { result: entry, published } = await ownerChange(ctx, req.log, clientId, async (tx) => {
        const added = await addGalleryImageIfRoom(tx, clientId, image, SITE_DATA_LIMITS.galleryImages);
        if (added) return added;
        throw new ApiError(400, 'gallery_full', `A gallery holds at most ${SITE_DATA_LIMITS.galleryImages} images`, {
          image_url: M.invalid.tooMany,
        });
      });
      return reply.status(201).send({ ...entry, published } satisfies ChangedGalleryImage);
    },
  );

  app.put(
    '/api/client/:id/gallery/order',
    ownerRoute(write, {
      summary: 'Reorder the gallery: ids must name every image exactly once',
      params: clientParams,
      body: GalleryOrderBody,
      response: { 200: ReorderedGallery },
    }),
    async (req): Promise<ReorderedGallery> => {
      const { clientId } = req.owner!;
      const { result: images, published } = await ownerChange(ctx, req.log, clientId, async (tx) => {
        const result = await reorderGallery(tx, clientId, (req.body as GalleryOrderBody).ids);
        if (result.ok) return result.images;
        throw new ApiError(400, 'order_mismatch', 'The order must name every image of the gallery exactly once', { ids: M.invalid.value });
      });
      return { images, published };
    },
  );

  app.patch(
    '/api/client/:id/gallery/:imageId',
    ownerRoute(write, {
      summary: 'Change the description and/or the image',
      params: imageParams,
      body: PatchGalleryImageBody,
      response: { 200: ChangedGalleryImage },
    }),
    async (req): Promise<ChangedGalleryImage> => {
      const { client, clientId } = req.owner!;
      const patch = await imageFields(client, req.body as PatchGalleryImageBody);
      const { result: entry, published } = await ownerChange(ctx, req.log, clientId, async (tx) => {
        const updated = await updateGalleryImage(tx, clientId, (req.params as { imageId: number }).imageId, patch);
        if (!updated) throw imageNotFound();
        return updated;
      });
      return { ...entry, published };
    },
  );

  app.delete(
    '/api/client/:id/gallery/:imageId',
    ownerRoute(write, { summary: 'Remove an image from the gallery', params: imageParams, response: { 204: RemovedGalleryImage } }),
    async (req, reply) => {
      const { clientId } = req.owner!;
      await ownerChange(ctx, req.log, clientId, async (tx) => {
        if (!(await deleteGalleryImage(tx, clientId, (req.params as { imageId: number }).imageId))) throw imageNotFound();
      });
      return reply.status(204).send();
    },
  );
}
