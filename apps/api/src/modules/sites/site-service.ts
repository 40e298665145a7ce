// A business's site (issue 27): the published document the public site reads, the editor's draft (load, save
// and publish) and its backups (list, preview, restore). The only writer of sites and site_versions after a
// site exists: each save or restore is one `ownerChange`, so the new version, the client settings it carries
// and a SiteChanged event commit together, and the event's subscriber republishes the site and drops its
// caches after the commit. A refused change (404, 409) throws inside the transaction: nothing is written.
// The current document is read through db/repos/sites.ts (getSite), shared with the publish, the sign-up and
// the seed; the versions are site-versions-repository.ts's.
import type { WebsiteDraft } from '@vitrina/api-client/contracts';
import type { AppContext } from '../../app-context.js';
import { getSite } from '../../db/repos/sites.js';
import type { CurrentSite } from '../../db/repos/sites.js';
import { ApiError } from '../../http/errors.js';
import { ownerChange } from '../../services/owner-publish.js';
import type { OwnerChangeResult, OwnerChanger } from '../../services/owner-publish.js';
import { chosenTemplate } from './template-choice.js';
import type { EditableSiteData } from './site-data-check.js';
import { getVersion, listVersions, restoreVersion, saveSite } from './site-versions-repository.js';
import type { ClientSettingsChanges, SiteVersion, SiteVersionSummary } from './site-versions-repository.js';

/**
 * The client's published SiteData as JSON (spec §7), null when the client has no site. It is kept in memory
 * per client (ctx.websiteData) and dropped by every change of that client's site (services/site-caches.ts):
 * the database is read once per change, not once per page view.
 */
export function publishedSiteJson(ctx: AppContext, clientId: number): Promise<string | null> {
  return ctx.websiteData.load(clientId, async () => {
    const site = await getSite(ctx.database.db, clientId);
    return site ? JSON.stringify(site.data) : null;
  });
}

export const siteNotFound = () => new ApiError(404, 'site_not_found', 'This website has not been created yet');
const versionNotFound = () => new ApiError(404, 'version_not_found', 'There is no such backup of this website');

/** What the editor loads and saves against. */
export function draftBody(site: CurrentSite): WebsiteDraft {
  return { data: site.data, last_updated: site.last_updated, version: site.version };
}

/** The site as the editor edits it; 404 `site_not_found` when the client has none yet. */
export async function currentSite(ctx: AppContext, clientId: number): Promise<CurrentSite> {
  const site = await getSite(ctx.database.db, clientId);
  if (!site) throw siteNotFound();
  return site;
}

/** A checked draft save (site-data-check.ts): the editable parts, the body's raw data, what it was loaded at. */
export interface DraftSave {
  /** The editable parts of the document, checked and cleaned. */
  editable: EditableSiteData;
  /** The body's `data` as sent: only its template id is read (another designed template, issue 16). */
  requested: unknown;
  last_updated: string | null;
  version?: number;
  clientChanges: ClientSettingsChanges | undefined;
}

/**
 * Saves (and publishes) the editor's document as a new version when the site is still at the version the
 * editor loaded; otherwise 409 `conflict` with the current data, and nothing is written. The client settings
 * ride along in the same transaction, or not at all.
 */
export function saveDraft(ctx: AppContext, by: OwnerChanger, save: DraftSave): Promise<OwnerChangeResult<CurrentSite>> {
  const { clientId, actor } = by;
  return ownerChange(ctx, by.log, clientId, async (tx) => {
    const current = await getSite(tx, clientId);
    if (!current) throw siteNotFound();
    // Client, gallery and stamps stay the server's; only the editable parts come from the body, and
    // the template only as another designed template (issue 16, back office Design → Templates).
    const template = await chosenTemplate(tx, current.data.template, save.requested);
    const result = await saveSite(tx, {
      clientId,
      data: { ...current.data, ...save.editable, template },
      expected: save.version === undefined ? { lastUpdated: save.last_updated } : { lastUpdated: save.last_updated, version: save.version },
      author: actor.email || actor.sub,
      clientChanges: save.clientChanges,
    });
    if (result.ok) return result.site;
    if (!result.current) throw siteNotFound();
    throw new ApiError(409, 'conflict', 'The website changed since it was loaded; nothing was saved', undefined, {
      current: draftBody(result.current),
    });
  });
}

/** The saved versions, newest first (the backups). */
export function backupsOf(ctx: AppContext, clientId: number): Promise<SiteVersionSummary[]> {
  return listVersions(ctx.database.db, clientId);
}

/** One saved version with its data; 404 `version_not_found` when there is none. */
export async function backupOf(ctx: AppContext, clientId: number, version: number): Promise<SiteVersion> {
  const found = await getVersion(ctx.database.db, clientId, version);
  if (!found) throw versionNotFound();
  return found;
}

/** Makes a saved version current again as a NEW version (so it can be undone) and publishes it. */
export function restoreBackup(ctx: AppContext, by: OwnerChanger, version: number): Promise<OwnerChangeResult<CurrentSite>> {
  const { clientId, actor } = by;
  return ownerChange(ctx, by.log, clientId, async (tx) => {
    const restored = await restoreVersion(tx, { clientId, version, author: actor.email || actor.sub });
    if (!restored) throw versionNotFound();
    return restored;
  });
}
