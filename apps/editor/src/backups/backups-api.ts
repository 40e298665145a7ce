// Backups of the site data (spec §4 "Site data is backed up and can be restored"): the saved versions,
// one version with its data (preview), and the restore, which the API writes as a NEW version, so a
// restore can itself be undone. Owner calls with the bearer token.
import { migrateSiteData } from '@vitrina/core-model';
import type { SiteData } from '@vitrina/core-model';
import { INVALID_RESPONSE_ERROR, readWebsiteDraft, unchecked, vitrinaApi } from '@vitrina/api-client';
import type {
  BackupAction,
  BackupList,
  BackupVersion as BackupVersionAnswer,
  BackupWithData as BackupWithDataAnswer,
  RestoredDraft as RestoredDraftAnswer,
  WebsiteDraft,
} from '@vitrina/api-client';

export type { BackupAction };

/** A saved version as the popup lists it (contract BackupVersion; an empty author reads as unknown). */
export interface BackupVersion extends Omit<BackupVersionAnswer, 'author'> {
  /** Who saved it (e-mail, else the login subject); null when unknown. */
  author: string | null;
}

export interface BackupWithData extends BackupVersion {
  data: SiteData;
}

export interface RestoredDraft extends WebsiteDraft {
  restored_from: number | null;
}

const ACTIONS: readonly BackupAction[] = ['seed', 'save', 'restore'];

export function readBackupVersion(raw: unknown): BackupVersion | null {
  const answer = unchecked<BackupVersionAnswer>(raw);
  if (!answer || typeof answer.version !== 'number' || typeof answer.created_at !== 'string') return null;
  return {
    version: answer.version,
    created_at: answer.created_at,
    author: typeof answer.author === 'string' && answer.author ? answer.author : null,
    action: ACTIONS.includes(answer.action as BackupAction) ? (answer.action as BackupAction) : 'save',
    restored_from: typeof answer.restored_from === 'number' ? answer.restored_from : null,
  };
}

function readBackupWithData(raw: unknown): BackupWithData | null {
  const version = readBackupVersion(raw);
  const data = unchecked<BackupWithDataAnswer>(raw)?.data;
  if (!version || typeof data !== 'object' || data === null) return null;
  return { ...version, data: migrateSiteData(data) };
}

const backupsPath = (clientId: number) => `client/${encodeURIComponent(String(clientId))}/backups`;
const invalid = (data: unknown) => ({ error: { status: 'CUSTOM_ERROR' as const, error: INVALID_RESPONSE_ERROR, data } });

export const backupsApi = vitrinaApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET …/backups → newest first. */
    backups: build.query<BackupVersion[], number>({
      query: (clientId) => backupsPath(clientId),
      extraOptions: { auth: 'bearer' },
      transformResponse: (raw: unknown) => {
        const versions = unchecked<BackupList>(raw)?.versions;
        return (Array.isArray(versions) ? versions : []).map(readBackupVersion).filter((v): v is BackupVersion => v !== null);
      },
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
        const from = unchecked<RestoredDraftAnswer>(result.data)?.restored_from;
        return { data: { ...draft, restored_from: typeof from === 'number' ? from : null } };
      },
      extraOptions: { auth: 'bearer' },
      invalidatesTags: (_r, error, { clientId }) => (error ? [] : [{ type: 'Backups', id: clientId }]),
    }),
  }),
});

export const { useBackupsQuery, useBackupQuery, useRestoreBackupMutation } = backupsApi;
