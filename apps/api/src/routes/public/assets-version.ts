// GET /api/assets/version — see services/public-assets-version.ts for the payload.
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { assetVersions } from '../../services/public-assets-version.js';
import { noCache } from './route-helpers.js';

export function registerAssetsVersion(app: FastifyInstance, ctx: AppContext): void {
  app.get(
    '/api/assets/version',
    { schema: { tags: ['public'], summary: 'Asset versions: a digest and the ETag of every template.json (spec §7)' } },
    async (_req, reply) => {
      noCache(reply);
      return assetVersions(ctx.database.db, ctx.assets);
    },
  );
}
