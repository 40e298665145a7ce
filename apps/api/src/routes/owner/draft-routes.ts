// The editor's site data (spec §4 "Editor state"; contracts SaveDraftBody, SavedDraft, DraftConflict): load
// the draft, save it with the `last_updated` it was loaded at (a stale save gets 409 with the current data
// and writes nothing), publish on save. Every save is kept as a version (the backups). The client
// record's editable settings (contact number, chat, service area) ride along in `client_settings` and are
// written in the same transaction, or not at all.
import { DraftConflict, SaveDraftBody, SavedDraft, WebsiteDraft } from '@vitrina/api-client/contracts';
import type { FastifyInstance } from 'fastify';
import { createClientSettingsSchema, validatePayload } from '@vitrina/validation';
import type { ValidationMessageKey } from '@vitrina/validation';
import type { AppContext } from '../../app-context.js';
import { getSite, saveSite } from '../../db/index.js';
import type { ClientSettingsChanges, CurrentSite } from '../../db/index.js';
import { ApiError } from '../../http/errors.js';
import { ownerChange } from '../../services/owner-publish.js';
import { checkEditableSiteData } from '../../services/owner-site-data.js';
import { chosenTemplate } from '../../services/template-choice.js';
import { clientGuard, ownerRoute } from './owner-guard.js';
import { clientParams } from './owner-schemas.js';

/** What the editor loads and saves against. */
export function draftBody(site: CurrentSite): WebsiteDraft {
  return { data: site.data, last_updated: site.last_updated, version: site.version };
}

export const siteNotFound = () => new ApiError(404, 'site_not_found', 'This website has not been created yet');

type SaveFields = Record<string, ValidationMessageKey>;

/**
 * The client columns of a save's `client_settings`, checked with the editor's own schema (spec §5); the
 * contact number by the business's `country` (issue 26).
 */
export function clientSettingsChanges(
  raw: unknown,
  country: string | undefined,
): { ok: true; changes: ClientSettingsChanges | undefined } | { ok: false; fields: SaveFields } {
  if (raw === undefined) return { ok: true, changes: undefined };
  const checked = validatePayload(createClientSettingsSchema({ country }), raw);
  if (!checked.ok)
    return { ok: false, fields: Object.fromEntries(Object.entries(checked.fields).map(([k, v]) => [`client_settings.${k}`, v])) };
  const { contactNumber, chatEnabled, mobileHomeZip, mobileHomeZipRadius } = checked.value;
  // The schema's text fields are already plain, storable text (tags stripped, trimmed: spec §5).
  const contact = contactNumber || null;
  return {
    ok: true,
    changes: {
      // contact_info is what the site shows first (§3 "falls back to contact_number"): both get the number.
      contact_info: contact,
      contact_number: contact,
      zenchat_enabled: chatEnabled,
      mobile_home_zip: mobileHomeZip || null,
      mobile_home_zip_radius: mobileHomeZipRadius,
    },
  };
}

export function registerDraftRoutes(app: FastifyInstance, ctx: AppContext): void {
  const db = ctx.database.db;

  app.get(
    '/api/client/:id/websitedata/draft',
    ownerRoute(clientGuard(ctx, { write: false }), {
      summary: 'Site data as the editor edits it, with its version',
      params: clientParams,
      response: { 200: WebsiteDraft },
    }),
    async (req): Promise<WebsiteDraft> => {
      const site = await getSite(db, req.owner!.clientId);
      if (!site) throw siteNotFound();
      return draftBody(site);
    },
  );

  app.put(
    '/api/client/:id/websitedata/draft',
    ownerRoute(clientGuard(ctx, { write: true }), {
      summary: 'Save (and publish) the site data; 409 with the current data when it changed since it was loaded',
      params: clientParams,
      body: SaveDraftBody,
      response: { 200: SavedDraft, 409: DraftConflict },
    }),
    async (req): Promise<SavedDraft> => {
      // The route schema only knows `data` and `client_settings` are objects: the yup schemas judge them here.
      const body = req.body as SaveDraftBody;
      const checked = checkEditableSiteData(body.data);
      const settings = clientSettingsChanges(body.client_settings, req.owner!.client.country?.country_code);
      const fields = { ...(checked.ok ? {} : checked.fields), ...(settings.ok ? {} : settings.fields) };
      if (!checked.ok || !settings.ok) throw new ApiError(400, 'invalid_request', 'The site data is not valid', fields);
      const { clientId, user } = req.owner!;
      const { result: site, published } = await ownerChange(ctx, req.log, clientId, async (tx) => {
        const current = await getSite(tx, clientId);
        if (!current) throw siteNotFound();
        // Client, gallery and stamps stay the server's; only the editable parts come from the body, and
        // the template only as another designed template (issue 16, back office Design → Templates).
        const template = await chosenTemplate(tx, current.data.template, body.data);
        const result = await saveSite(tx, {
          clientId,
          data: { ...current.data, ...checked.value, template },
          expected:
            body.version === undefined ? { lastUpdated: body.last_updated } : { lastUpdated: body.last_updated, version: body.version },
          author: user.email || user.sub,
          clientChanges: settings.changes,
        });
        if (result.ok) return result.site;
        if (!result.current) throw siteNotFound();
        throw new ApiError(409, 'conflict', 'The website changed since it was loaded; nothing was saved', undefined, {
          current: draftBody(result.current),
        });
      });
      return { ...draftBody(site), published };
    },
  );
}
