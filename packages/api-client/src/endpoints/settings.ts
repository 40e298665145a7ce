// The back office's Business settings screen (owner and manager, bearer token): the client fields of spec §3
// the in-place editor does not cover, read in the form's field names (contract BusinessSettings) and saved
// whole (PUT BusinessSettingsInput, contract SavedBusinessSettings). A save puts the stored settings in the query's cache.
import type { BusinessAddress, BusinessSettings, BusinessSettingsInput } from '../contracts/settings.js';
import type { AnswerOf } from '../contracts/call.js';
import { requestOf, urlOf } from '../contracts/call.js';
import { settingsCalls } from '../contracts/calls/sites.js';
import { activityTag, vitrinaApi } from '../vitrina-api.js';
import { keepAnswer } from './keep-answer.js';

export type { BusinessAddress, BusinessSettings, BusinessSettingsInput };

/** What the form sends (validation's businessSettingsSchema); a GET answer is one, so it loads the form. */
export type SaveBusinessSettingsArgs = { clientId: number } & BusinessSettingsInput;

export interface SavedSettings {
  settings: BusinessSettings;
  /** False when the change stands but the site is not republished yet. */
  published: boolean;
}

export const settingsApi = vitrinaApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET …/settings → the business settings. */
    businessSettings: build.query<AnswerOf<typeof settingsCalls.get>, number>({
      query: (clientId) => urlOf(settingsCalls.get, { id: clientId }),
      extraOptions: { auth: 'bearer' },
      providesTags: (_result, _error, clientId) => [{ type: 'Client', id: clientId }],
    }),
    /** PUT …/settings → the settings as stored. */
    saveBusinessSettings: build.mutation<SavedSettings, SaveBusinessSettingsArgs>({
      query: ({ clientId, ...settings }) => requestOf(settingsCalls.save, { id: clientId }, { body: settings }),
      extraOptions: { auth: 'bearer' },
      transformResponse: (saved: AnswerOf<typeof settingsCalls.save>): SavedSettings => ({
        settings: saved.settings,
        published: saved.published,
      }),
      invalidatesTags: (_result, error, { clientId }) => (error ? [] : [activityTag(clientId)]),
      onQueryStarted: ({ clientId }, { dispatch, queryFulfilled }) =>
        keepAnswer(queryFulfilled, (data) => dispatch(settingsApi.util.upsertQueryData('businessSettings', clientId, data.settings))),
    }),
  }),
});

export const { useBusinessSettingsQuery, useSaveBusinessSettingsMutation } = settingsApi;
