// The back office's Business settings calls: read and saved with the bearer token; a save's answer becomes
// what the screen shows.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { settingsApi } from '@vitrina/api-client/back-office';
import { createTestStore, json, stubFetch } from '../testing/test-store.js';

const config = { apiBaseUrl: 'http://api.test/api', getToken: () => 'tok' };
const settings = {
  name: 'Joe’s Bakery',
  contactNumber: '(312) 555-0187',
  timeZone: 'America/Chicago',
  currency: 'USD',
  language: 'en' as const,
  country: 'US',
  contactEmail: 'hello@joesbakery.com',
  address: { address1: '901 W Randolph St', address2: '', city: 'Chicago', region: 'IL', postalCode: '60607' },
  bookingReminder: '48h' as const,
  bookingChanges: '12h' as const,
};
const noAddress = { address1: '', address2: '', city: '', region: '', postalCode: '' };

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('settings endpoints (back office Business settings screen)', () => {
  it('GET reads the settings with the bearer token; a business without them yet has empty fields', async () => {
    const empty = { ...settings, contactNumber: '', timeZone: '', currency: '', country: '', contactEmail: '', address: noAddress };
    const { requests } = stubFetch(() => json(empty));
    const store = createTestStore(config);
    const result = await store.dispatch(settingsApi.endpoints.businessSettings.initiate(7));
    expect(requests[0]!.url).toBe('http://api.test/api/client/7/settings');
    expect(requests[0]!.headers.get('authorization')).toBe('Bearer tok');
    expect(result.data).toEqual({
      name: 'Joe’s Bakery',
      contactNumber: '',
      timeZone: '',
      currency: '',
      language: 'en',
      country: '',
      contactEmail: '',
      address: noAddress,
      bookingReminder: '48h',
      bookingChanges: '12h',
    });
  });

  it('PUT sends the form and the stored settings replace the loaded ones', async () => {
    const { requests } = stubFetch(async (request) =>
      request.method === 'PUT' ? json({ settings: { ...settings, name: 'Stored' }, published: true }) : json(settings),
    );
    const store = createTestStore(config);
    await store.dispatch(settingsApi.endpoints.businessSettings.initiate(7));
    const saved = await store.dispatch(settingsApi.endpoints.saveBusinessSettings.initiate({ clientId: 7, ...settings }));
    expect(saved.data).toEqual({ settings: { ...settings, name: 'Stored' }, published: true });
    const put = requests.find((r) => r.method === 'PUT')!;
    expect(put.url).toBe('http://api.test/api/client/7/settings');
    expect(await put.json()).toEqual(settings);
    expect(settingsApi.endpoints.businessSettings.select(7)(store.getState()).data?.name).toBe('Stored');
  });
});
