// Gallery admin (spec §2 /gallery/admin, §3 "Gallery image: image and description"): add, change,
// delete and reorder the client's images; each change republishes the site (gallery-service.ts).
// The public gallery: GET /api/client/{id}/gallery → { images: [{ id, image, thumb_url, description,
// ordering }] } in the owner's order (spec §2 /gallery). It needs a paid plan (spec §4 "Feature gating"):
// other plans get 403 `feature_disabled`.
import {
  AddGalleryImageBody,
  ChangedGalleryImage,
  GalleryList,
  GalleryOrderBody,
  PatchGalleryImageBody,
  RemovedGalleryImage,
  ReorderedGallery,
  galleryCalls,
} from '@vitrina/api-client/contracts';
import type { AnswerOf } from '@vitrina/api-client/contracts';
import { isRouteAllowed } from '@vitrina/core-model';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { ApiError } from '../../http/errors.js';
import { changerOf, clientGuard, ownerRoute } from '../../routes/owner/owner-guard.js';
import { clientParams, imageParams } from '../../routes/owner/owner-schemas.js';
import { onCall } from '../../routes/call-route.js';
import { clientAnswer, clientIdParams, publicRoute } from '../../routes/public/route-helpers.js';
import { addImage, changeImage, galleryOf, removeImage, reorderImages } from './gallery-service.js';
import type { GalleryChanger } from './gallery-service.js';

const galleryChangerOf = (req: FastifyRequest): GalleryChanger => ({ ...changerOf(req), client: req.owner!.client });

/** The gallery admin's routes (registered in the owner scope, routes/owner/index.ts). */
export function registerGalleryOwnerRoutes(app: FastifyInstance, ctx: AppContext): void {
  // No screen of its own: the site's write guard (freemium sites answer 403); the answers carry no cache header.
  const write = clientGuard(ctx, { write: true });

  onCall(
    app,
    galleryCalls.add,
    ownerRoute(write, {
      summary: 'Add an image at the end of the gallery',
      params: clientParams,
      body: AddGalleryImageBody,
      response: { 201: ChangedGalleryImage },
    }),
    async (req, reply) => {
      const { result: entry, published } = await addImage(ctx, galleryChangerOf(req), req.body);
      return reply.status(201).send({ ...entry, published } satisfies ChangedGalleryImage);
    },
  );

  onCall(
    app,
    galleryCalls.reorder,
    ownerRoute(write, {
      summary: 'Reorder the gallery: ids must name every image exactly once',
      params: clientParams,
      body: GalleryOrderBody,
      response: { 200: ReorderedGallery },
    }),
    async (req, reply) => {
      const { result: images, published } = await reorderImages(ctx, galleryChangerOf(req), req.body.ids);
      return reply.status(200).send({ images, published } satisfies ReorderedGallery);
    },
  );

  onCall(
    app,
    galleryCalls.change,
    ownerRoute(write, {
      summary: 'Change the description and/or the image',
      params: imageParams,
      body: PatchGalleryImageBody,
      response: { 200: ChangedGalleryImage },
    }),
    async (req, reply) => {
      const { result: entry, published } = await changeImage(ctx, galleryChangerOf(req), req.params.imageId, req.body);
      return reply.status(200).send({ ...entry, published } satisfies ChangedGalleryImage);
    },
  );

  onCall(
    app,
    galleryCalls.remove,
    ownerRoute(write, {
      summary: 'Remove an image from the gallery',
      params: imageParams,
      response: { 204: RemovedGalleryImage },
    }),
    async (req, reply) => reply.status(204).send(await removeImage(ctx, galleryChangerOf(req), req.params.imageId)),
  );
}

/** The public site's route (routes/public/index.ts). */
export function registerGalleryPublicRoutes(app: FastifyInstance, ctx: AppContext): void {
  onCall(
    app,
    galleryCalls.publicList,
    publicRoute({
      summary: "The client's gallery images, in order",
      params: clientIdParams(),
      response: { 200: GalleryList },
    }),
    // The client's lookup (404 for an unknown id) is the shared tenancy guard, as clientGuard is for owners.
    clientAnswer(ctx, async (_req: { params: { id: number } }, client): Promise<AnswerOf<typeof galleryCalls.publicList>> => {
      if (!isRouteAllowed('gallery', client.plan_slug)) {
        throw new ApiError(403, 'feature_disabled', 'The gallery has been disabled for this plan');
      }
      return { images: await galleryOf(ctx, client.id) };
    }),
  );
}
