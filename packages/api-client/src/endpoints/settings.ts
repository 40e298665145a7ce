// The back office's Business settings screen (owner and manager, bearer token): the client fields of spec §3
// the in-place editor does not cover, read in the form's field names (contract BusinessSettings) and saved
// whole (PUT, contract SavedBusinessSettings). A save puts the stored settings in the query's cache.
import type { BusinessAddress, BusinessSettings, SavedBusinessSettings } from '../contracts/settings.js';
import { unchecked } from '../unchecked.js';
import { activityTag, vitrinaApi } from '../vitrina-api.js';

export type { BusinessAddress, BusinessSettings };

export type SaveBusinessSettingsArgs = { clientId: number } & BusinessSettings;

export interface SavedSettings {
  settings: BusinessSettings;
  /** False when the change stands but the site is not republished yet. */
  published: boolean;
}

/** The settings of an answer; missing texts read as empty (the form then asks for them). */
function readSettings(raw: unknown): BusinessSettings {
  const s = unchecked<BusinessSettings>(raw);
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  const a = unchecked<BusinessAddress>(s?.address);
  return {
    name: text(s?.name),
    contactNumber: text(s?.contactNumber),
    timeZone: text(s?.timeZone),
    currency: text(s?.currency),
    language: s?.language === 'es' ? 'es' : 'en',
    country: text(s?.country),
    contactEmail: text(s?.contactEmail),
    address: {
      address1: text(a?.address1),
      address2: text(a?.address2),
      city: text(a?.city),
      region: text(a?.region),
      postalCode: text(a?.postalCode),
    },
  };
}

const settingsUrl = (clientId: number) => `client/${encodeURIComponent(String(clientId))}/settings`;

export const settingsApi = vitrinaApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET …/settings → the business settings. */
    businessSettings: build.query<BusinessSettings, number>({
      query: (clientId) => ({ url: settingsUrl(clientId) }),
      extraOptions: { auth: 'bearer' },
      transformResponse: readSettings,
      providesTags: (_result, _error, clientId) => [{ type: 'Client', id: clientId }],
    }),
    /** PUT …/settings → the settings as stored. */
    saveBusinessSettings: build.mutation<SavedSettings, SaveBusinessSettingsArgs>({
      query: ({ clientId, ...settings }) => ({ url: settingsUrl(clientId), method: 'PUT', body: settings satisfies BusinessSettings }),
      extraOptions: { auth: 'bearer' },
      transformResponse: (raw: unknown) => {
        const saved = unchecked<SavedBusinessSettings>(raw);
        return { settings: readSettings(saved?.settings), published: saved?.published !== false };
      },
      invalidatesTags: (_result, error, { clientId }) => (error ? [] : [activityTag(clientId)]),
      async onQueryStarted({ clientId }, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(settingsApi.util.upsertQueryData('businessSettings', clientId, data.settings));
        } catch {
          // The screen shows the error; the cache keeps what was loaded.
        }
      },
    }),
  }),
});

export const { useBusinessSettingsQuery, useSaveBusinessSettingsMutation } = settingsApi;
