// GET /api/assets/version (contract AssetVersions) — see services/public-assets-version.ts for how it is made.
import { AssetVersions, systemCalls } from '@vitrina/api-client/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { assetVersions } from '../../services/public-assets-version.js';
import { onCall } from '../call-route.js';
import { noCache, publicRoute } from './route-helpers.js';

export function registerAssetsVersion(app: FastifyInstance, ctx: AppContext): void {
  onCall(
    app,
    systemCalls.assetVersions,
    publicRoute({
      summary: 'Asset versions: a digest and the ETag of every template.json (spec §7)',
      response: { 200: AssetVersions },
    }),
    async (_req, reply) => {
      noCache(reply);
      return assetVersions(ctx.database.db, ctx.assets);
    },
  );
}
