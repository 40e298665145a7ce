// The owner editor's calls (spec §4 "Admin entry", "Editor state"): its sign-in settings, and the draft
// site data it loads and saves with the version it was loaded at (a stale save answers 409 with the
// current draft).
import { Type } from '@sinclair/typebox';
import type { Static } from '@sinclair/typebox';
import type { SiteData } from '@vitrina/core-model';
import { DbId, Nullable, ValidatedBody } from './shared.js';
import type { ClientSettingsInput } from '@vitrina/validation';

/** GET editor/config: public; the editor is an OIDC public client. */
export const EditorConfig = Type.Object({
  oidc: Type.Object({ issuer: Type.String(), clientId: Type.String(), audience: Type.String() }),
  /** Where roles 3 and 4 are sent (spec §4 "Admin entry" 3). */
  adminAppUrl: Type.String(),
  /** The site plain `localhost` shows (spec §4 "On localhost a demo host is used"). */
  demoHost: Type.String(),
});
export type EditorConfig = Static<typeof EditorConfig>;

/**
 * The site document (core-model SiteData). Its editable parts are judged by @vitrina/validation's save
 * schema with the popups' own messages, so the route schema asks for an object and keeps all of it.
 */
export const SiteDataDocument = Type.Unsafe<SiteData>({
  type: 'object',
  additionalProperties: true,
  description: "core-model SiteData; the editable parts are checked with @vitrina/validation's siteDataSaveSchema",
});

/** The draft as the API keeps it: the document and the stamps a save must send back. */
export const WebsiteDraft = Type.Object({ data: SiteDataDocument, last_updated: Nullable(Type.String()), version: Type.Integer() });
export type WebsiteDraft = Static<typeof WebsiteDraft>;

/** The client-record settings a draft save may carry (spec §1 contact number and chat on/off; §3 service area). */
export type ClientSettingsPayload = ClientSettingsInput;

/**
 * Checked by @vitrina/validation's clientSettingsSchema (the editor's own form schema), so a wrong value
 * answers the form's message keys; the route schema only asks for an object.
 */
export const ClientSettingsPayload = ValidatedBody<ClientSettingsPayload>(
  'contactNumber, chatEnabled, mobileHomeZip, mobileHomeZipRadius',
  'clientSettingsSchema',
  '',
);

/** PUT client/{id}/websitedata/draft. */
export const SaveDraftBody = Type.Object({
  data: SiteDataDocument,
  /** The `last_updated` the draft was loaded at. */
  last_updated: Type.Unsafe<string | null>({ type: ['string', 'null'], maxLength: 64 }),
  /** The `version` the draft was loaded at. */
  version: Type.Optional(DbId),
  /** Sent when the owner changed them. */
  client_settings: Type.Optional(ClientSettingsPayload),
});
export type SaveDraftBody = Static<typeof SaveDraftBody>;

/** 200 of a save: the new draft, and whether site.json shows it yet (false: the save stands, publishing failed). */
export const SavedDraft = Type.Object({ ...WebsiteDraft.properties, published: Type.Boolean() });
export type SavedDraft = Static<typeof SavedDraft>;

/** 409 of a stale save: nothing was written; `current` is what the editor must reload. */
export const DraftConflict = Type.Object({
  error: Type.Object({ code: Type.Literal('conflict'), message: Type.String() }),
  current: WebsiteDraft,
});
export type DraftConflict = Static<typeof DraftConflict>;
