// The back office's Store settings (owner and manager, bearer token): contracts StoreSettings and
// StoreSettingsInput. A save refetches the settings, the public store's settings and the Activity screen.
import type { StoreSettings, StoreSettingsInput } from '../contracts/store-settings.js';
import { activityTag, vitrinaApi } from '../vitrina-api.js';
import { requestOf } from '../contracts/call.js';
import type { AnswerOf } from '../contracts/call.js';
import { storeSettingsCalls } from '../contracts/calls/catalog.js';

export type { StoreSettings, StoreSettingsInput };

export type SaveStoreSettingsArgs = { clientId: number } & StoreSettingsInput;

const settingsTag = (clientId: number) => ({ type: 'Products' as const, id: `store-settings/${clientId}` });

export const storeSettingsApi = vitrinaApi.injectEndpoints({
  endpoints: (build) => ({
    storeSettings: build.query<AnswerOf<typeof storeSettingsCalls.read>, number>({
      query: (clientId) => requestOf(storeSettingsCalls.read, { id: clientId }),
      extraOptions: { auth: 'bearer' },
      providesTags: (_result, _error, clientId) => [settingsTag(clientId)],
    }),
    saveStoreSettings: build.mutation<AnswerOf<typeof storeSettingsCalls.replace>, SaveStoreSettingsArgs>({
      query: ({ clientId, taxRate, shippingRate, paymentCountries }) =>
        requestOf(storeSettingsCalls.replace, { id: clientId }, { body: { taxRate, shippingRate, paymentCountries } }),
      extraOptions: { auth: 'bearer' },
      invalidatesTags: (_result, _error, { clientId }) => [
        settingsTag(clientId),
        { type: 'Products', id: clientId },
        activityTag(clientId),
      ],
    }),
  }),
});

export const { useStoreSettingsQuery, useSaveStoreSettingsMutation } = storeSettingsApi;
