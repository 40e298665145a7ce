// The calls of a business's site (modules/sites): its published document and the editor's draft, the saved
// versions (backups), the Business settings screen, the editor's image uploads, the template galleries and
// the previews they show.
import { call } from '../call.js';
import type { BackupList, BackupWithData, RestoredDraft } from '../backups.js';
import type { SiteData } from '@vitrina/core-model';
import type { SaveDraftBody, SavedDraft, WebsiteDraft } from '../editor.js';
import type { BuilderDocument, ClientCountry } from '../public.js';
import type { BusinessSettings, BusinessSettingsInput, SavedBusinessSettings } from '../settings.js';
import type { BuilderSessionAnswer, TemplateList } from '../signup.js';
import type { UploadQuery, UploadedFile } from '../uploads.js';

export const siteCalls = {
  /** The client's published site data (spec §7); public, never a draft. */
  published: call<{ answer: SiteData }>()('GET', '/api/client/:client_id/websitedata'),
  /** The client's country, named in the client's language (spec §7); public. */
  country: call<{ answer: ClientCountry }>()('GET', '/api/client/:id/mobile/country'),
  /** The draft as the editor edits it, with its version (spec §4 "Editor state"). */
  draft: call<{ answer: WebsiteDraft }>()('GET', '/api/client/:id/websitedata/draft'),
  /** Save (and publish) the draft; 409 DraftConflict when it changed since it was loaded. */
  saveDraft: call<{ body: SaveDraftBody; answer: SavedDraft }>()('PUT', '/api/client/:id/websitedata/draft'),
};

/** The saved versions of the site (spec §4 "Site data is backed up and can be restored"). */
export const backupCalls = {
  list: call<{ answer: BackupList }>()('GET', '/api/client/:id/backups'),
  /** One version with its data (preview). */
  get: call<{ answer: BackupWithData }>()('GET', '/api/client/:id/backups/:version'),
  /** Make a version current again, as a new version, and publish it. */
  restore: call<{ answer: RestoredDraft }>()('POST', '/api/client/:id/backups/:version/restore'),
};

/** The back office's Business settings screen. */
export const settingsCalls = {
  get: call<{ answer: BusinessSettings }>()('GET', '/api/client/:id/settings'),
  /** Saved whole; the site is republished. */
  save: call<{ body: BusinessSettingsInput; answer: SavedBusinessSettings }>()('PUT', '/api/client/:id/settings'),
};

/** The editor's image uploads (spec §9 upload kinds): multipart/form-data with one file part, so no JSON body. */
export const uploadCalls = {
  /** 201 with the stored file. */
  upload: call<{ query: UploadQuery; answer: UploadedFile }>()('POST', '/api/client/:id/uploads'),
};

/** The template galleries (sign-up wizard, Design → Templates) and the previews they show (spec §2, §7). */
export const templateCalls = {
  /** The designed templates, in gallery order; public. */
  list: call<{ answer: TemplateList }>()('GET', '/api/templates'),
  /** The back office's builder session made from the draft, 201 (the gallery's previews show the business's content). */
  builderSession: call<{ answer: BuilderSessionAnswer }>()('POST', '/api/client/:id/builder-session'),
  /** A builder session's §3 builder data; public. */
  builderData: call<{ answer: BuilderDocument }>()('GET', '/api/builder/:builder_id/data'),
  /** A template's SiteData merged with a sign-up wizard session's data; public. */
  wizardPreview: call<{ answer: SiteData }>()('GET', '/api/wizard/session/:wizard_session_id/preview/:template_id'),
};
