// Backups of the site data (spec §4 "Site data is backed up and can be restored"): every saved version
// with its time and author; one version with its data (preview); a restore writes a NEW version.
import { Type } from '@sinclair/typebox';
import type { Static } from '@sinclair/typebox';
import { Nullable } from './shared.js';
import { SiteDataDocument, WebsiteDraft } from './editor.js';

export const BackupAction = Type.Union([Type.Literal('seed'), Type.Literal('save'), Type.Literal('restore')]);
export type BackupAction = Static<typeof BackupAction>;

/** One saved version, as listed. */
export const BackupVersion = Type.Object({
  version: Type.Integer(),
  created_at: Type.String({ format: 'date-time' }),
  /** Who saved it: e-mail, else the login subject. */
  author: Type.String(),
  action: BackupAction,
  /** For a restore: the version it brought back. */
  restored_from: Nullable(Type.Integer()),
});
export type BackupVersion = Static<typeof BackupVersion>;

/** GET client/{id}/backups: newest first. */
export const BackupList = Type.Object({ versions: Type.Array(BackupVersion) });
export type BackupList = Static<typeof BackupList>;

/** GET client/{id}/backups/{version}: the version with its data. */
export const BackupWithData = Type.Object({ ...BackupVersion.properties, data: SiteDataDocument });
export type BackupWithData = Static<typeof BackupWithData>;

/** POST client/{id}/backups/{version}/restore: the new current draft. */
export const RestoredDraft = Type.Object({ ...WebsiteDraft.properties, restored_from: Type.Integer(), published: Type.Boolean() });
export type RestoredDraft = Static<typeof RestoredDraft>;
