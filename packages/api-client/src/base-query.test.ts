import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_API_BASE_URL, DEFAULT_ASSETS_BASE_URL, healthApi, resolveApiClientConfig, userApi, vitrinaApi } from '@vitrina/api-client';
import { createTestStore, json, stubFetch } from './testing/test-store.js';

const API = 'http://127.0.0.1:8080/api';
const subject = { provider: 'dev', id: 'u1' };

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('base query (spec §7 calls)', () => {
  it('§7 "Cache is disabled on requests": every request goes out with cache no-store', async () => {
    const { requests } = stubFetch(() => json({ status: 'ok' }));
    const store = createTestStore({ apiBaseUrl: API });
    await store.dispatch(healthApi.endpoints.healthz.initiate());
    expect(requests).toHaveLength(1);
    expect(requests[0]?.cache).toBe('no-store');
  });

  it('the browser defaults are /api and /assets; a server passes absolute URLs', () => {
    expect(resolveApiClientConfig(undefined)).toMatchObject({ apiBaseUrl: DEFAULT_API_BASE_URL, assetsBaseUrl: DEFAULT_ASSETS_BASE_URL });
    expect(DEFAULT_API_BASE_URL).toBe('/api');
    expect(DEFAULT_ASSETS_BASE_URL).toBe('/assets');
    expect(resolveApiClientConfig({ apiClient: { apiBaseUrl: API } }).apiBaseUrl).toBe(API);
  });

  it('public calls carry no Authorization header even when a token exists', async () => {
    const { requests } = stubFetch(() => json({ status: 'ok' }));
    const store = createTestStore({ apiBaseUrl: API, getToken: () => 'secret' });
    await store.dispatch(healthApi.endpoints.healthz.initiate());
    expect(requests[0]?.headers.has('authorization')).toBe(false);
  });

  it('§7 bearer calls carry the token from the injected getter (sync or async)', async () => {
    const { requests } = stubFetch(() => json(true));
    const store = createTestStore({ apiBaseUrl: API, getToken: async () => 'tok-123' });
    await store.dispatch(userApi.endpoints.authorizeUser.initiate({ ...subject, clientId: 7 }));
    expect(requests[0]?.headers.get('authorization')).toBe('Bearer tok-123');
    expect(requests[0]?.cache).toBe('no-store');
  });

  it.each([
    ['no getter', undefined],
    ['a getter without a token', () => null],
    [
      'a getter that throws',
      () => {
        throw new Error('expired');
      },
    ],
  ])('a bearer call with %s sends nothing and fails as missing-token', async (_name, getToken) => {
    const { requests } = stubFetch(() => json(true));
    const store = createTestStore({ apiBaseUrl: API, getToken });
    const result = await store.dispatch(userApi.endpoints.authorizeUser.initiate({ ...subject, clientId: 7 }));
    expect(requests).toHaveLength(0);
    expect(result.error).toEqual({ status: 'CUSTOM_ERROR', error: 'missing-token' });
  });

  it('HTTP errors come back as errors with their status', async () => {
    stubFetch(() => json({ message: 'nope' }, 503));
    const store = createTestStore({ apiBaseUrl: API });
    const result = await store.dispatch(healthApi.endpoints.healthz.initiate());
    expect(result.error).toMatchObject({ status: 503 });
  });

  it('mounts under reducerPath vitrinaApi', () => {
    expect(vitrinaApi.reducerPath).toBe('vitrinaApi');
    expect(Object.keys(createTestStore().getState())).toEqual(['vitrinaApi']);
  });

  it('a store-level fetchFn is used instead of the global fetch', async () => {
    const global = stubFetch(() => json({ status: 'global' }));
    const own = vi.fn(async () => json({ status: 'own' }));
    const store = createTestStore({ apiBaseUrl: API, fetchFn: own as unknown as typeof fetch });
    const result = await store.dispatch(healthApi.endpoints.healthz.initiate());
    expect(own).toHaveBeenCalledTimes(1);
    expect(global.requests).toHaveLength(0);
    expect(result.data).toEqual({ status: 'own' });
  });
});
