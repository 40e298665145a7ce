// The owner editor's calls (spec §4 "Admin entry"), typed by their contracts (contracts/editor.ts): its
// sign-in settings, and the draft site data it loads and saves with the version it was loaded at (a stale
// save answers 409 with the current draft, spec §4 "Editor state").
import { migrateSiteData } from '@vitrina/core-model';
import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query/react';
// Types only: the schemas stay out of the browser bundles.
import type { ClientSettingsPayload, DraftConflict, EditorConfig, SaveDraftBody, WebsiteDraft } from '../contracts/editor.js';
import { apiFailureOf } from '../api-failure.js';
import type { AnswerOf } from '../contracts/call.js';
import { requestOf, urlOf } from '../contracts/call.js';
import { siteCalls } from '../contracts/calls/sites.js';
import { systemCalls } from '../contracts/calls/system.js';
import { vitrinaApi } from '../vitrina-api.js';

export type { ClientSettingsPayload, EditorConfig, WebsiteDraft };

/** A save: the contract's body (the editor always sends the version it loaded) and the client it is for. */
export type SaveWebsiteDraftArgs = SaveDraftBody & Required<Pick<SaveDraftBody, 'version'>> & { clientId: number };

/** The draft with its document upgraded to the current SiteData schema (core-model migrateSiteData). */
export const websiteDraftOf = (draft: WebsiteDraft): WebsiteDraft => ({ ...draft, data: migrateSiteData(draft.data) });

/** The error code of an API error (contract ErrorBody), or null. */
export function apiErrorCode(error: FetchBaseQueryError | SerializedError | undefined): string | null {
  return apiFailureOf(error)?.code ?? null;
}

/** The current draft of a 409 stale save (contract DraftConflict: `current` beside `error`), or null for any other error. */
export function draftConflictOf(error: FetchBaseQueryError | SerializedError | undefined): WebsiteDraft | null {
  const failure = apiFailureOf<Pick<DraftConflict, 'current'>>(error);
  return failure?.status === 409 && failure.code === 'conflict' && failure.extra.current ? websiteDraftOf(failure.extra.current) : null;
}

export const editorApi = vitrinaApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET {api}/editor/config. */
    editorConfig: build.query<AnswerOf<typeof systemCalls.editorConfig>, void>({
      query: () => urlOf(systemCalls.editorConfig, {}),
    }),
    /** GET {api}/client/{id}/websitedata/draft (bearer). */
    websiteDraft: build.query<WebsiteDraft, number>({
      query: (clientId) => urlOf(siteCalls.draft, { id: clientId }),
      transformResponse: (draft: AnswerOf<typeof siteCalls.draft>) => websiteDraftOf(draft),
      extraOptions: { auth: 'bearer' },
      providesTags: (_result, _error, clientId) => [{ type: 'Client', id: clientId }],
    }),
    /** PUT {api}/client/{id}/websitedata/draft (bearer); 409 → `draftConflictOf(error)`. */
    saveWebsiteDraft: build.mutation<WebsiteDraft, SaveWebsiteDraftArgs>({
      query: ({ clientId, ...body }) => requestOf(siteCalls.saveDraft, { id: clientId }, { body }),
      // The answer is contract SavedDraft; the editor keeps the draft and its stamps.
      transformResponse: ({ published: _published, ...draft }: AnswerOf<typeof siteCalls.saveDraft>): WebsiteDraft => websiteDraftOf(draft),
      extraOptions: { auth: 'bearer' },
    }),
  }),
});

export const { useEditorConfigQuery, useWebsiteDraftQuery, useSaveWebsiteDraftMutation } = editorApi;
