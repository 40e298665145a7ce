// The owner editor's calls (issue 5): its sign-in settings, and the draft site data it loads and saves
// with the version it was loaded at (a stale save answers 409 with the current draft, spec §4 "Editor state").
import { migrateSiteData } from '@vitrina/core-model';
import type { SiteData } from '@vitrina/core-model';
import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchArgs, FetchBaseQueryError, FetchBaseQueryMeta, QueryReturnValue } from '@reduxjs/toolkit/query/react';
import { vitrinaApi } from '../vitrina-api.js';

/** GET {api}/editor/config: public; the editor is an OIDC public client. */
export interface EditorConfig {
  oidc: { issuer: string; clientId: string; audience: string };
  /** Where roles 3 and 4 are sent (spec §4 "Admin entry" 3). */
  adminAppUrl: string;
  /** The site plain `localhost` shows (spec §4 "On localhost a demo host is used"). */
  demoHost: string;
}

/** The draft as the API keeps it: the document and the stamps a save must send back. */
export interface WebsiteDraft {
  data: SiteData;
  last_updated: string | null;
  version: number;
}

export interface SaveWebsiteDraftArgs {
  clientId: number;
  data: SiteData;
  /** The `last_updated` and `version` the draft was loaded at. */
  last_updated: string | null;
  version: number;
  /** The client record's settings, sent when the owner changed them (validation's clientSettingsSchema). */
  client_settings?: ClientSettingsPayload;
}

/** The client-record settings a draft save may carry (spec §1 contact number and chat on/off; §3 service area). */
export interface ClientSettingsPayload {
  contactNumber: string;
  chatEnabled: boolean;
  mobileHomeZip: string;
  mobileHomeZipRadius: number;
}

type MaybePromise<T> = T | PromiseLike<T>;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const draftPath = (clientId: number) => `client/${encodeURIComponent(String(clientId))}/websitedata/draft`;

/** Reads a draft body; null when it is not one. */
export function readWebsiteDraft(raw: unknown): WebsiteDraft | null {
  if (!isRecord(raw) || !isRecord(raw.data) || typeof raw.version !== 'number') return null;
  const lastUpdated = typeof raw.last_updated === 'string' ? raw.last_updated : null;
  return { data: migrateSiteData(raw.data), last_updated: lastUpdated, version: raw.version };
}

/** The error code of an API error body `{ error: { code } }`, or null. */
export function apiErrorCode(error: FetchBaseQueryError | SerializedError | undefined): string | null {
  if (!error || !('status' in error) || !isRecord(error.data) || !isRecord(error.data.error)) return null;
  return typeof error.data.error.code === 'string' ? error.data.error.code : null;
}

/** The current draft of a 409 stale save (`{ error, current }`), or null for any other error. */
export function draftConflictOf(error: FetchBaseQueryError | SerializedError | undefined): WebsiteDraft | null {
  if (!error || !('status' in error) || error.status !== 409 || !isRecord(error.data)) return null;
  return readWebsiteDraft(error.data.current);
}

function readEditorConfig(raw: unknown): EditorConfig | null {
  const oidc = isRecord(raw) && isRecord(raw.oidc) ? raw.oidc : null;
  if (!isRecord(raw) || !oidc || typeof oidc.issuer !== 'string' || !oidc.issuer) return null;
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  return {
    oidc: { issuer: oidc.issuer, clientId: text(oidc.clientId), audience: text(oidc.audience) },
    adminAppUrl: text(raw.adminAppUrl),
    demoHost: text(raw.demoHost),
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
