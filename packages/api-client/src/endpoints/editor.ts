// The owner editor's calls (spec §4 "Admin entry"), typed by their contracts (contracts/editor.ts): its
// sign-in settings, and the draft site data it loads and saves with the version it was loaded at (a stale
// save answers 409 with the current draft, spec §4 "Editor state").
import { migrateSiteData } from '@vitrina/core-model';
import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchArgs, FetchBaseQueryError, FetchBaseQueryMeta, QueryReturnValue } from '@reduxjs/toolkit/query/react';
// Types only: the schemas stay out of the browser bundles.
import type { ClientSettingsPayload, DraftConflict, EditorConfig, SaveDraftBody, WebsiteDraft } from '../contracts/editor.js';
import { unchecked } from '../unchecked.js';
import { vitrinaApi } from '../vitrina-api.js';

export type { ClientSettingsPayload, EditorConfig, WebsiteDraft };

/** A save: the contract's body (the editor always sends the version it loaded) and the client it is for. */
export type SaveWebsiteDraftArgs = SaveDraftBody & Required<Pick<SaveDraftBody, 'version'>> & { clientId: number };

type MaybePromise<T> = T | PromiseLike<T>;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const draftPath = (clientId: number) => `client/${encodeURIComponent(String(clientId))}/websitedata/draft`;

/** Reads a draft body; null when it is not one. */
export function readWebsiteDraft(raw: unknown): WebsiteDraft | null {
  const draft = unchecked<WebsiteDraft>(raw);
  if (!draft || !isRecord(draft.data) || typeof draft.version !== 'number') return null;
  const lastUpdated = typeof draft.last_updated === 'string' ? draft.last_updated : null;
  return { data: migrateSiteData(draft.data), last_updated: lastUpdated, version: draft.version };
}

/** The error code of an API error body `{ error: { code } }`, or null. */
export function apiErrorCode(error: FetchBaseQueryError | SerializedError | undefined): string | null {
  if (!error || !('status' in error) || !isRecord(error.data) || !isRecord(error.data.error)) return null;
  return typeof error.data.error.code === 'string' ? error.data.error.code : null;
}

/** The current draft of a 409 stale save (`{ error, current }`), or null for any other error. */
export function draftConflictOf(error: FetchBaseQueryError | SerializedError | undefined): WebsiteDraft | null {
  if (!error || !('status' in error) || error.status !== 409) return null;
  const conflict = unchecked<DraftConflict>(error.data);
  return conflict ? readWebsiteDraft(conflict.current) : null;
}

function readEditorConfig(raw: unknown): EditorConfig | null {
  const config = unchecked<EditorConfig>(raw);
  const oidc = config ? unchecked<EditorConfig['oidc']>(config.oidc) : null;
  if (!config || !oidc || typeof oidc.issuer !== 'string' || !oidc.issuer) return null;
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  return {
    oidc: { issuer: oidc.issuer, clientId: text(oidc.clientId), audience: text(oidc.audience) },
    adminAppUrl: text(config.adminAppUrl),
    demoHost: text(config.demoHost),
  };
}

/** Error of an answer that is not what the endpoint expects (the API and the editor disagree). */
export const INVALID_RESPONSE_ERROR = 'invalid-response';

type RawQuery = (args: string | FetchArgs) => MaybePromise<QueryReturnValue<unknown, FetchBaseQueryError, FetchBaseQueryMeta>>;

/** Calls the base query and decodes its data; an undecodable answer is an error, not a thrown exception. */
async function decoded<T>(baseQuery: RawQuery, args: string | FetchArgs, read: (raw: unknown) => T | null) {
  const result = await baseQuery(args);
  if (result.error) return { error: result.error };
  const data = read(result.data);
  return data === null ? { error: { status: 'CUSTOM_ERROR' as const, error: INVALID_RESPONSE_ERROR, data: result.data } } : { data };
}

export const editorApi = vitrinaApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET {api}/editor/config. */
    editorConfig: build.query<EditorConfig, void>({
      queryFn: (_arg, _api, _extra, baseQuery) => decoded(baseQuery, 'editor/config', readEditorConfig),
    }),
    /** GET {api}/client/{id}/websitedata/draft (bearer). */
    websiteDraft: build.query<WebsiteDraft, number>({
      queryFn: (clientId, _api, _extra, baseQuery) => decoded(baseQuery, draftPath(clientId), readWebsiteDraft),
      extraOptions: { auth: 'bearer' },
      providesTags: (_result, _error, clientId) => [{ type: 'Client', id: clientId }],
    }),
    /** PUT {api}/client/{id}/websitedata/draft (bearer); 409 → `draftConflictOf(error)`. */
    saveWebsiteDraft: build.mutation<WebsiteDraft, SaveWebsiteDraftArgs>({
      queryFn: ({ clientId, ...body }, _api, _extra, baseQuery) =>
        decoded(baseQuery, { url: draftPath(clientId), method: 'PUT', body }, readWebsiteDraft),
      extraOptions: { auth: 'bearer' },
    }),
  }),
});

export const { useEditorConfigQuery, useWebsiteDraftQuery, useSaveWebsiteDraftMutation } = editorApi;
