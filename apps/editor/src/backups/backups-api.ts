// Backups of the site data (spec §4 "Site data is backed up and can be restored"): the saved versions,
// one version with its data (preview), and the restore, which the API writes as a NEW version, so a
// restore can itself be undone. Owner calls with the bearer token.
import { migrateSiteData } from '@vitrina/core-model';
import type { SiteData } from '@vitrina/core-model';
import { INVALID_RESPONSE_ERROR, readWebsiteDraft, vitrinaApi } from '@vitrina/api-client';
import type { WebsiteDraft } from '@vitrina/api-client';

export type BackupAction = 'seed' | 'save' | 'restore';

export interface BackupVersion {
  version: number;
  created_at: string;
  /** Who saved it (e-mail, else the login subject); null when unknown. */
  author: string | null;
  action: BackupAction;
  /** For a restore: the version it brought back. */
  restored_from: number | null;
}

export interface BackupWithData extends BackupVersion {
  data: SiteData;
}

export interface RestoredDraft extends WebsiteDraft {
  restored_from: number | null;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const ACTIONS: readonly BackupAction[] = ['seed', 'save', 'restore'];

export function readBackupVersion(raw: unknown): BackupVersion | null {
  if (!isRecord(raw) || typeof raw.version !== 'number' || typeof raw.created_at !== 'string') return null;
  return {
    version: raw.version,
    created_at: raw.created_at,
    author: typeof raw.author === 'string' && raw.author ? raw.author : null,
    action: ACTIONS.includes(raw.action as BackupAction) ? (raw.action as BackupAction) : 'save',
    restored_from: typeof raw.restored_from === 'number' ? raw.restored_from : null,
  };
}

function readBackupWithData(raw: unknown): BackupWithData | null {
  const version = readBackupVersion(raw);
  if (!version || !isRecord(raw) || !isRecord(raw.data)) return null;
  return { ...version, data: migrateSiteData(raw.data) };
}

const backupsPath = (clientId: number) => `client/${encodeURIComponent(String(clientId))}/backups`;
const invalid = (data: unknown) => ({ error: { status: 'CUSTOM_ERROR' as const, error: INVALID_RESPONSE_ERROR, data } });

export const backupsApi = vitrinaApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET …/backups → newest first. */
    backups: build.query<BackupVersion[], number>({
      query: (clientId) => backupsPath(clientId),
      extraOptions: { auth: 'bearer' },
      transformResponse: (raw: unknown) =>
        (isRecord(raw) && Array.isArray(raw.versions) ? raw.versions : [])
          .map(readBackupVersion)
          .filter((v): v is BackupVersion => v !== null),
      providesTags: (_r, _e, clientId) => [{ type: 'Backups', id: clientId }],
      // Every save adds a version: the list is read afresh each time the popup opens.
      keepUnusedDataFor: 0,
    }),
    /** GET …/backups/{version} → the version with its data. */
    backup: build.query<BackupWithData, { clientId: number; version: number }>({
      async queryFn({ clientId, version }, _api, _extra, baseQuery) {
        const result = await baseQuery(`${backupsPath(clientId)}/${version}`);
        if (result.error) return { error: result.error };
        const read = readBackupWithData(result.data);
        return read ? { data: read } : invalid(result.data);
      },
      extraOptions: { auth: 'bearer' },
    }),
    /** POST …/backups/{version}/restore → the new current draft. */
    restoreBackup: build.mutation<RestoredDraft, { clientId: number; version: number }>({
      async queryFn({ clientId, version }, _api, _extra, baseQuery) {
        const result = await baseQuery({ url: `${backupsPath(clientId)}/${version}/restore`, method: 'POST' });
        if (result.error) return { error: result.error };
        const draft = readWebsiteDraft(result.data);
        if (!draft) return invalid(result.data);
        const from = isRecord(result.data) && typeof result.data.restored_from === 'number' ? result.data.restored_from : null;
        return { data: { ...draft, restored_from: from } };
      },
      extraOptions: { auth: 'bearer' },
      invalidatesTags: (_r, error, { clientId }) => (error ? [] : [{ type: 'Backups', id: clientId }]),
    }),
  }),
});

export const { useBackupsQuery, useBackupQuery, useRestoreBackupMutation } = backupsApi;
