// Backups (spec §4 "Site data is backed up and can be restored"): every saved version with its time and
// author; any one can be previewed, and restoring it writes a NEW version, so a restore can be undone.
import { BackupList, BackupWithData, RestoredDraft } from '@vitrina/api-client/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { getVersion, listVersions, restoreVersion } from '../../db/index.js';
import { ApiError } from '../../http/errors.js';
import { ownerChange } from '../../services/owner-publish.js';
import { draftBody } from './draft-routes.js';
import { clientGuard, ownerRoute } from './owner-guard.js';
import { clientParams, versionParams } from './owner-schemas.js';

const versionNotFound = () => new ApiError(404, 'version_not_found', 'There is no such backup of this website');

export function registerBackupRoutes(app: FastifyInstance, ctx: AppContext): void {
  const db = ctx.database.db;
  const read = clientGuard(ctx, { write: false });

  app.get(
    '/api/client/:id/backups',
    ownerRoute(read, { summary: 'Saved versions, newest first', params: clientParams, response: { 200: BackupList } }),
    async (req): Promise<BackupList> => ({ versions: await listVersions(db, req.owner!.clientId) }),
  );

  app.get(
    '/api/client/:id/backups/:version',
    ownerRoute(read, { summary: 'One saved version with its data (preview)', params: versionParams, response: { 200: BackupWithData } }),
    async (req): Promise<BackupWithData> => {
      const version = await getVersion(db, req.owner!.clientId, (req.params as { version: number }).version);
      if (!version) throw versionNotFound();
      return version;
    },
  );

  app.post(
    '/api/client/:id/backups/:version/restore',
    ownerRoute(clientGuard(ctx, { write: true }), {
      summary: 'Make a saved version current again (as a new version) and publish it',
      params: versionParams,
      response: { 200: RestoredDraft },
    }),
    async (req): Promise<RestoredDraft> => {
      const { clientId, user } = req.owner!;
      const from = (req.params as { version: number }).version;
      const { result: site, published } = await ownerChange(ctx, req.log, clientId, async (tx) => {
        const restored = await restoreVersion(tx, { clientId, version: from, author: user.email || user.sub });
        if (!restored) throw versionNotFound();
        return restored;
      });
      return { ...draftBody(site), restored_from: from, published };
    },
  );
}
