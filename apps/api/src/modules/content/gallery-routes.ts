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
} from '@vitrina/api-client/contracts';
import { isRouteAllowed } from '@vitrina/core-model';
import type { FastifyInstance, FastifyRequest, HTTPMethods } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { ApiError } from '../../http/errors.js';
import { changerOf, clientGuard, ownerRoute } from '../../routes/owner/owner-guard.js';
import { clientParams, imageParams } from '../../routes/owner/owner-schemas.js';
import { clientAnswer, clientIdParams, publicRoute } from '../../routes/public/route-helpers.js';
import { addImage, changeImage, galleryOf, removeImage, reorderImages } from './gallery-service.js';
import type { GalleryChanger } from './gallery-service.js';

const galleryChangerOf = (req: FastifyRequest): GalleryChanger => ({ ...changerOf(req), client: req.owner!.client });
const imageIdOf = (req: FastifyRequest) => (req.params as { imageId: number }).imageId;

/** The gallery admin's routes (registered in the owner scope, routes/owner/index.ts). */
export function registerGalleryOwnerRoutes(app: FastifyInstance, ctx: AppContext): void {
  // No screen of its own: the site's write guard (freemium sites answer 403); the answers carry no cache header.
  const write = clientGuard(ctx, { write: true });
  const route = <A>(
    method: HTTPMethods,
    url: string,
    status: 200 | 201 | 204,
    schema: Parameters<typeof ownerRoute>[1],
    answer: (req: FastifyRequest) => Promise<A>,
  ) =>
    app.route({ method, url, ...ownerRoute(write, schema), handler: async (req, reply) => reply.status(status).send(await answer(req)) });

  route(
    'POST',
    '/api/client/:id/gallery',
    201,
    {
      summary: 'Add an image at the end of the gallery',
      params: clientParams,
      body: AddGalleryImageBody,
      response: { 201: ChangedGalleryImage },
    },
    async (req): Promise<ChangedGalleryImage> => {
      const { result: entry, published } = await addImage(ctx, galleryChangerOf(req), req.body as AddGalleryImageBody);
      return { ...entry, published };
    },
  );

  route(
    'PUT',
    '/api/client/:id/gallery/order',
    200,
    {
      summary: 'Reorder the gallery: ids must name every image exactly once',
      params: clientParams,
      body: GalleryOrderBody,
      response: { 200: ReorderedGallery },
    },
    async (req): Promise<ReorderedGallery> => {
      const { result: images, published } = await reorderImages(ctx, galleryChangerOf(req), (req.body as GalleryOrderBody).ids);
      return { images, published };
    },
  );

  route(
    'PATCH',
    '/api/client/:id/gallery/:imageId',
    200,
    {
      summary: 'Change the description and/or the image',
      params: imageParams,
      body: PatchGalleryImageBody,
      response: { 200: ChangedGalleryImage },
    },
    async (req): Promise<ChangedGalleryImage> => {
      const { result: entry, published } = await changeImage(ctx, galleryChangerOf(req), imageIdOf(req), req.body as PatchGalleryImageBody);
      return { ...entry, published };
    },
  );

  route(
    'DELETE',
    '/api/client/:id/gallery/:imageId',
    204,
    {
      summary: 'Remove an image from the gallery',
      params: imageParams,
      response: { 204: RemovedGalleryImage },
    },
    (req) => removeImage(ctx, galleryChangerOf(req), imageIdOf(req)),
  );
}

/** The public site's route (routes/public/index.ts). */
export function registerGalleryPublicRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get<{ Params: { id: number } }>(
    '/api/client/:id/gallery',
    publicRoute({
      summary: "The client's gallery images, in order",
      params: clientIdParams(),
      response: { 200: GalleryList },
    }),
    // The client's lookup (404 for an unknown id) is the shared tenancy guard, as clientGuard is for owners.
    clientAnswer(ctx, async (_req: { params: { id: number } }, client): Promise<GalleryList> => {
      if (!isRouteAllowed('gallery', client.plan_slug)) {
        throw new ApiError(403, 'feature_disabled', 'The gallery has been disabled for this plan');
      }
      return { images: await galleryOf(ctx, client.id) };
    }),
  );
}
