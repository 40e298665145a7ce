// The back office's Profile calls: read and saved with the bearer token; a save's answer becomes what the
// screen shows.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { profileApi } from '@vitrina/api-client/back-office';
import { createTestStore, json, stubFetch } from '../testing/test-store.js';

const config = { apiBaseUrl: 'http://api.test/api', getToken: () => 'tok' };

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('profile endpoints (back office Profile screen)', () => {
  it('GET reads the profile with the bearer token', async () => {
    const { requests } = stubFetch(() => json({ name: 'Ana', language: 'es', email: 'ana@example.com' }));
    const store = createTestStore(config);
    const result = await store.dispatch(profileApi.endpoints.profile.initiate(7));
    expect(requests[0]!.url).toBe('http://api.test/api/client/7/profile');
    expect(requests[0]!.headers.get('authorization')).toBe('Bearer tok');
    expect(result.data).toEqual({ name: 'Ana', email: 'ana@example.com', language: 'es' });
  });

  it('PUT sends only the name and language, and the stored profile replaces the loaded one', async () => {
    const stored = { name: 'Ana Ruiz', email: 'ana@example.com', language: 'es' };
    const { requests } = stubFetch((request) => (request.method === 'PUT' ? json(stored) : json({ ...stored, name: 'Ana' })));
    const store = createTestStore(config);
    await store.dispatch(profileApi.endpoints.profile.initiate(7));
    const saved = await store.dispatch(profileApi.endpoints.saveProfile.initiate({ clientId: 7, name: 'Ana Ruiz', language: 'es' }));
    expect(saved.data).toEqual(stored);
    const put = requests.find((r) => r.method === 'PUT')!;
    expect(put.url).toBe('http://api.test/api/client/7/profile');
    expect(await put.json()).toEqual({ name: 'Ana Ruiz', language: 'es' });
    expect(profileApi.endpoints.profile.select(7)(store.getState()).data?.name).toBe('Ana Ruiz');
  });
});
