// GET /api/client/{id}/gallery → { images: [{ id, image, thumb_url, description, ordering }] } in the
// owner's order (spec §2 /gallery, §3 "Gallery image: image and description"). The gallery needs a paid
// plan (spec §4 "Feature gating"): other plans get 403 `feature_disabled`.
import { GalleryList } from '@vitrina/api-client/contracts';
import { isRouteAllowed } from '@vitrina/core-model';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { listGallery } from '../../db/index.js';
import { ApiError } from '../../http/errors.js';
import { clientIdParams, noCache, requireClient } from './route-helpers.js';

export function registerGalleryRoute(app: FastifyInstance, ctx: AppContext): void {
  app.get<{ Params: { id: number } }>(
    '/api/client/:id/gallery',
    {
      schema: {
        tags: ['public'],
        summary: "The client's gallery images, in order",
        params: clientIdParams(),
        response: { 200: GalleryList },
      },
    },
    async (req, reply): Promise<GalleryList> => {
      const { client } = await requireClient(ctx.database.db, req.params.id);
      if (!isRouteAllowed('gallery', client.plan_slug)) {
        throw new ApiError(403, 'feature_disabled', 'The gallery has been disabled for this plan');
      }
      noCache(reply);
      return { images: await listGallery(ctx.database.db, client.id) };
    },
  );
}
