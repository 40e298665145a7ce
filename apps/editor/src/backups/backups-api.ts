// Backups of the site data (spec §4 "Site data is backed up and can be restored"): the saved versions,
// one version with its data (preview), and the restore, which the API writes as a NEW version, so a
// restore can itself be undone. Owner calls with the bearer token.
import { migrateSiteData } from '@vitrina/core-model';
import type { SiteData } from '@vitrina/core-model';
import { vitrinaApi, websiteDraftOf } from '@vitrina/api-client';
import { backupCalls, requestOf, urlOf } from '@vitrina/api-client/calls';
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

/** A version as the popup lists it: the contract's, an empty author read as unknown. */
export const backupVersionOf = ({ version, created_at, author, action, restored_from }: BackupVersionAnswer): BackupVersion => ({
  version,
  created_at,
  author: author || null,
  action,
  restored_from,
});

export const backupsApi = vitrinaApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET …/backups → newest first. */
    backups: build.query<BackupVersion[], number>({
      query: (clientId) => urlOf(backupCalls.list, { id: clientId }),
      extraOptions: { auth: 'bearer' },
      transformResponse: (answer: BackupList) => answer.versions.map(backupVersionOf),
      providesTags: (_r, _e, clientId) => [{ type: 'Backups', id: clientId }],
      // Every save adds a version: the list is read afresh each time the popup opens.
      keepUnusedDataFor: 0,
    }),
    /** GET …/backups/{version} → the version with its data. */
    backup: build.query<BackupWithData, { clientId: number; version: number }>({
      query: ({ clientId, version }) => urlOf(backupCalls.get, { id: clientId, version }),
      transformResponse: (answer: BackupWithDataAnswer): BackupWithData => ({
        ...backupVersionOf(answer),
        data: migrateSiteData(answer.data),
      }),
      extraOptions: { auth: 'bearer' },
    }),
    /** POST …/backups/{version}/restore → the new current draft. */
    restoreBackup: build.mutation<RestoredDraft, { clientId: number; version: number }>({
      query: ({ clientId, version }) => requestOf(backupCalls.restore, { id: clientId, version }),
      transformResponse: ({ data, last_updated, version, restored_from }: RestoredDraftAnswer): RestoredDraft => ({
        ...websiteDraftOf({ data, last_updated, version }),
        restored_from,
      }),
      extraOptions: { auth: 'bearer' },
      invalidatesTags: (_r, error, { clientId }) => (error ? [] : [{ type: 'Backups', id: clientId }]),
    }),
  }),
});

export const { useBackupsQuery, useBackupQuery, useRestoreBackupMutation } = backupsApi;
