// Gallery admin (spec §2 /gallery/admin, §3 "Gallery image: image and description"): add, change,
// delete and reorder the client's images. Images must be files of that client; descriptions are plain
// text (§5). The gallery is part of the published site data, so every change republishes. A gallery holds
// at most SITE_DATA_LIMITS.galleryImages images (issue 10 finding 4).
import { SITE_DATA_LIMITS } from '@vitrina/core-model';
import type { Client } from '@vitrina/core-model';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { addGalleryImageIfRoom, deleteGalleryImage, reorderGallery, updateGalleryImage } from '../../db/index.js';
import type { GalleryImagePatch } from '../../db/index.js';
import { ApiError } from '../../http/errors.js';
import { existingClientImage, thumbnailOf } from '../../services/owner-gallery.js';
import { publishAfterChange } from '../../services/owner-publish.js';
import { plainText } from '../../services/owner-site-data.js';
import { VALIDATION_MESSAGES as M } from '@vitrina/validation';
import { clientGuard, ownerRoute } from './owner-guard.js';
import { clientParams, imageParams } from './owner-schemas.js';

const url = { type: 'string', minLength: 1, maxLength: 1024 } as const;
const description = { type: 'string', maxLength: 2000 } as const;

const addBody = {
  type: 'object',
  required: ['image_url'],
  properties: { image_url: url, thumb_url: { anyOf: [url, { type: 'null' }] }, description },
} as const;

const patchBody = {
  type: 'object',
  properties: { image_url: url, thumb_url: { anyOf: [url, { type: 'null' }] }, description },
} as const;

const orderBody = {
  type: 'object',
  required: ['ids'],
  properties: { ids: { type: 'array', maxItems: 1000, items: { type: 'integer', minimum: 1, maximum: 2_147_483_647 } } },
} as const;

interface ImageBody {
  image_url?: string;
  thumb_url?: string | null;
  description?: string;
}

const notOwnImage = (field: string) =>
  new ApiError(400, 'invalid_request', 'The image must be a file uploaded for this website', { [field]: M.invalid.value });
const imageNotFound = () => new ApiError(404, 'image_not_found', 'There is no such image in this gallery');

export function registerGalleryRoutes(app: FastifyInstance, ctx: AppContext): void {
  const db = ctx.database.db;
  const write = clientGuard(ctx, { write: true });

  /** The image columns of a body: own files only; a new image without a thumbnail gets its upload's. */
  async function imageFields(client: Client, body: ImageBody): Promise<GalleryImagePatch> {
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
    ownerRoute(write, { summary: 'Add an image at the end of the gallery', params: clientParams, body: addBody }),
    async (req, reply) => {
      const { client, clientId } = req.owner!;
      const fields = await imageFields(client, req.body as ImageBody);
      const image = { image: fields.image!, thumb_url: fields.thumb_url ?? null, description: fields.description ?? '' };
      const entry = await addGalleryImageIfRoom(db, clientId, image, SITE_DATA_LIMITS.galleryImages);
      if (!entry) {
        throw new ApiError(400, 'gallery_full', `A gallery holds at most ${SITE_DATA_LIMITS.galleryImages} images`, {
          image_url: M.invalid.tooMany,
        });
      }
      const published = await publishAfterChange(ctx, req.log, clientId);
      return reply.status(201).send({ ...entry, published });
    },
  );

  app.put(
    '/api/client/:id/gallery/order',
    ownerRoute(write, { summary: 'Reorder the gallery: ids must name every image exactly once', params: clientParams, body: orderBody }),
    async (req) => {
      const { clientId } = req.owner!;
      const result = await reorderGallery(db, clientId, (req.body as { ids: number[] }).ids);
      if (!result.ok)
        throw new ApiError(400, 'order_mismatch', 'The order must name every image of the gallery exactly once', { ids: M.invalid.value });
      const published = await publishAfterChange(ctx, req.log, clientId);
      return { images: result.images, published };
    },
  );

  app.patch(
    '/api/client/:id/gallery/:imageId',
    ownerRoute(write, { summary: 'Change the description and/or the image', params: imageParams, body: patchBody }),
    async (req) => {
      const { client, clientId } = req.owner!;
      const patch = await imageFields(client, req.body as ImageBody);
      const entry = await updateGalleryImage(db, clientId, (req.params as { imageId: number }).imageId, patch);
      if (!entry) throw imageNotFound();
      const published = await publishAfterChange(ctx, req.log, clientId);
      return { ...entry, published };
    },
  );

  app.delete(
    '/api/client/:id/gallery/:imageId',
    ownerRoute(write, { summary: 'Remove an image from the gallery', params: imageParams }),
    async (req, reply) => {
      const { clientId } = req.owner!;
      if (!(await deleteGalleryImage(db, clientId, (req.params as { imageId: number }).imageId))) throw imageNotFound();
      await publishAfterChange(ctx, req.log, clientId);
      return reply.status(204).send();
    },
  );
}
