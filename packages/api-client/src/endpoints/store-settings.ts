// The back office's Store settings (owner and manager, bearer token): contracts StoreSettings and
// StoreSettingsInput. A save refetches the settings, the public store's settings and the Activity screen.
import type { StoreSettings, StoreSettingsInput } from '../contracts/store-settings.js';
import { activityTag, vitrinaApi } from '../vitrina-api.js';
import { clientPath } from './client-path.js';

export type { StoreSettings, StoreSettingsInput };

export type SaveStoreSettingsArgs = { clientId: number } & StoreSettingsInput;

const settingsUrl = (clientId: number) => clientPath(clientId, 'store-settings');
const settingsTag = (clientId: number) => ({ type: 'Products' as const, id: `store-settings/${clientId}` });

export const storeSettingsApi = vitrinaApi.injectEndpoints({
  endpoints: (build) => ({
    storeSettings: build.query<StoreSettings, number>({
      query: (clientId) => ({ url: settingsUrl(clientId) }),
      extraOptions: { auth: 'bearer' },
      providesTags: (_result, _error, clientId) => [settingsTag(clientId)],
    }),
    saveStoreSettings: build.mutation<StoreSettings, SaveStoreSettingsArgs>({
      query: ({ clientId, taxRate, shippingRate, paymentCountries }) => ({
        url: settingsUrl(clientId),
        method: 'PUT',
        body: { taxRate, shippingRate, paymentCountries } satisfies StoreSettingsInput,
      }),
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
