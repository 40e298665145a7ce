// The dashboard's endpoint (issue 31): the period's query string, the owner's token, and one cache entry a period.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { insightsApi } from '@vitrina/api-client/back-office';
import { createTestStore, json, stubFetch } from '../testing/test-store.js';

const config = { apiBaseUrl: 'http://127.0.0.1:8080/api', assetsBaseUrl: 'http://cdn.test/assets', getToken: () => 'tok' };

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('dashboard endpoint (issue 31)', () => {
  it('asks a named period by its kind only, and a custom one with its two days, with the bearer token', async () => {
    const { requests } = stubFetch(() => json({ period: '7d' }));
    const store = createTestStore(config);
    await store.dispatch(insightsApi.endpoints.dashboard.initiate({ clientId: 42, period: '7d', from: '2026-01-01', to: '2026-01-02' }));
    await store.dispatch(
      insightsApi.endpoints.dashboard.initiate({ clientId: 42, period: 'custom', from: '2026-11-01', to: '2026-11-15' }),
    );
    expect(requests.map((r) => r.url)).toEqual([
      'http://127.0.0.1:8080/api/client/42/insights/dashboard?period=7d',
      'http://127.0.0.1:8080/api/client/42/insights/dashboard?period=custom&from=2026-11-01&to=2026-11-15',
    ]);
    expect(requests.every((r) => r.headers.get('authorization') === 'Bearer tok' && r.cache === 'no-store')).toBe(true);
  });
});
