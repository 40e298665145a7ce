// The back office's Store settings (owner and manager, bearer token): contracts StoreSettings and
// StoreSettingsInput. A save refetches the settings, the public store's settings and the Activity screen.
import type { StoreSettings, StoreSettingsInput } from '../contracts/store-settings.js';
import { unchecked } from '../unchecked.js';
import { activityTag, vitrinaApi } from '../vitrina-api.js';

export type { StoreSettings, StoreSettingsInput };

export type SaveStoreSettingsArgs = { clientId: number } & StoreSettingsInput;

const text = (value: unknown, fallback: string) => (typeof value === 'string' && value ? value : fallback);

function readSettings(raw: unknown): StoreSettings {
  const s = unchecked<StoreSettings>(raw);
  if (!s) throw new Error('The API answered without the store settings');
  return {
    tax_rate: text(s.tax_rate, '0'),
    shipping_rate: text(s.shipping_rate, '0.00'),
    payment_countries: Array.isArray(s.payment_countries) ? s.payment_countries.filter((c): c is string => typeof c === 'string') : [],
    currency: text(s.currency, 'USD'),
    gateway: s.gateway === 'stripe' ? 'stripe' : 'sandbox',
    test_mode: s.test_mode !== false,
  };
}

const settingsUrl = (clientId: number) => `client/${encodeURIComponent(String(clientId))}/store-settings`;
const settingsTag = (clientId: number) => ({ type: 'Products' as const, id: `store-settings/${clientId}` });

export const storeSettingsApi = vitrinaApi.injectEndpoints({
  endpoints: (build) => ({
    storeSettings: build.query<StoreSettings, number>({
      query: (clientId) => ({ url: settingsUrl(clientId) }),
      extraOptions: { auth: 'bearer' },
      transformResponse: readSettings,
      providesTags: (_result, _error, clientId) => [settingsTag(clientId)],
    }),
    saveStoreSettings: build.mutation<StoreSettings, SaveStoreSettingsArgs>({
      query: ({ clientId, taxRate, shippingRate, paymentCountries }) => ({
        url: settingsUrl(clientId),
        method: 'PUT',
        body: { taxRate, shippingRate, paymentCountries } satisfies StoreSettingsInput,
      }),
      extraOptions: { auth: 'bearer' },
      transformResponse: readSettings,
      invalidatesTags: (_result, _error, { clientId }) => [
        settingsTag(clientId),
        { type: 'Products', id: clientId },
        activityTag(clientId),
      ],
    }),
  }),
});

export const { useStoreSettingsQuery, useSaveStoreSettingsMutation } = storeSettingsApi;
