// A business's site.
// Public: GET /api/client/{client_id}/websitedata (spec §3 "Site data", §7): the client's published SiteData.
// Only the published document is served (never an unsaved draft), rebuilt field by field by
// migrateSiteData so nothing beyond the §3 shape leaves the database; `client` and `gallery` are live.
// The answer is kept in memory per client and dropped by every change of that client's site (site-service.ts).
// Owner: the editor's site data (spec §4 "Editor state"; contracts SaveDraftBody, SavedDraft, DraftConflict):
// load the draft, save it with the `last_updated` it was loaded at (a stale save gets 409 with the current
// data and writes nothing), publish on save. The client record's editable settings (contact number, chat,
// service area) ride along in `client_settings` and are written in the same transaction, or not at all.
// Backups (spec §4 "Site data is backed up and can be restored"): every saved version with its time and
// author; any one can be previewed, and restoring it writes a NEW version, so a restore can be undone.
import {
  BackupList,
  BackupWithData,
  DraftConflict,
  RestoredDraft,
  SaveDraftBody,
  SavedDraft,
  SiteDataDocument,
  WebsiteDraft,
  backupCalls,
  siteCalls,
} from '@vitrina/api-client/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { ApiError } from '../../http/errors.js';
import { onCall } from '../../routes/call-route.js';
import { changerOf, clientGuard, ownerRoute } from '../../routes/owner/owner-guard.js';
import { clientParams, versionParams } from '../../routes/owner/owner-schemas.js';
import { clientIdParams, noCache, notFound, publicRoute } from '../../routes/public/route-helpers.js';
import { checkEditableSiteData, clientSettingsChanges } from './site-data-check.js';
import { backupOf, backupsOf, currentSite, draftBody, publishedSiteJson, restoreBackup, saveDraft } from './site-service.js';

const versionOf = (req: FastifyRequest) => (req.params as { version: number }).version;

/** The editor's draft and the backups (registered in the owner scope, routes/owner/index.ts). */
export function registerSiteOwnerRoutes(app: FastifyInstance, ctx: AppContext): void {
  const read = clientGuard(ctx, { write: false });
  const write = clientGuard(ctx, { write: true });

  onCall(
    app,
    siteCalls.draft,
    ownerRoute(read, {
      summary: 'Site data as the editor edits it, with its version',
      params: clientParams,
      response: { 200: WebsiteDraft },
    }),
    async (req) => draftBody(await currentSite(ctx, req.owner!.clientId)),
  );

  onCall(
    app,
    siteCalls.saveDraft,
    ownerRoute(write, {
      summary: 'Save (and publish) the site data; 409 with the current data when it changed since it was loaded',
      params: clientParams,
      body: SaveDraftBody,
      response: { 200: SavedDraft, 409: DraftConflict },
    }),
    async (req) => {
      // The route schema only knows `data` and `client_settings` are objects: the yup schemas judge them here.
      const body = req.body;
      const checked = checkEditableSiteData(body.data);
      const settings = clientSettingsChanges(body.client_settings, req.owner!.client.country?.country_code);
      const fields = { ...(checked.ok ? {} : checked.fields), ...(settings.ok ? {} : settings.fields) };
      if (!checked.ok || !settings.ok) throw new ApiError(400, 'invalid_request', 'The site data is not valid', fields);
      const { result: site, published } = await saveDraft(ctx, changerOf(req), {
        editable: checked.value,
        requested: body.data,
        last_updated: body.last_updated,
        version: body.version,
        clientChanges: settings.changes,
      });
      return { ...draftBody(site), published };
    },
  );

  onCall(
    app,
    backupCalls.list,
    ownerRoute(read, { summary: 'Saved versions, newest first', params: clientParams, response: { 200: BackupList } }),
    async (req) => ({ versions: await backupsOf(ctx, req.owner!.clientId) }),
  );

  onCall(
    app,
    backupCalls.get,
    ownerRoute(read, { summary: 'One saved version with its data (preview)', params: versionParams, response: { 200: BackupWithData } }),
    async (req) => backupOf(ctx, req.owner!.clientId, versionOf(req)),
  );

  onCall(
    app,
    backupCalls.restore,
    ownerRoute(write, {
      summary: 'Make a saved version current again (as a new version) and publish it',
      params: versionParams,
      response: { 200: RestoredDraft },
    }),
    async (req) => {
      const from = versionOf(req);
      const { result: site, published } = await restoreBackup(ctx, changerOf(req), from);
      return { ...draftBody(site), restored_from: from, published };
    },
  );
}

/** The public site's document (routes/public/index.ts). */
export function registerSitePublicRoutes(app: FastifyInstance, ctx: AppContext): void {
  onCall(
    app,
    siteCalls.published,
    publicRoute({
      summary: "The client's published site data (spec §7)",
      params: clientIdParams('client_id'),
      response: { 200: SiteDataDocument },
    }),
    async (req, reply) => {
      const json = await publishedSiteJson(ctx, req.params.client_id);
      if (json === null) throw notFound('No such client site');
      return noCache(reply).type('application/json; charset=utf-8').send(json);
    },
  );
}
