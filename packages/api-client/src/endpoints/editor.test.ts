import { defaultSiteData, SITE_DATA_SCHEMA_VERSION } from '@vitrina/core-model';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestStore, json, stubFetch } from '../testing/test-store.js';
import { apiErrorCode, draftConflictOf, editorApi } from '@vitrina/api-client';

const config = { apiBaseUrl: 'http://127.0.0.1:8080/api', getToken: () => 'tok' };
const draft = { data: defaultSiteData({ last_updated: '2025-01-02T03:04:05.000Z' }), last_updated: '2025-01-02T03:04:05.000Z', version: 7 };

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('editor endpoints (spec §4 "Editor state")', () => {
  it('editorConfig: GET {api}/editor/config without a token', async () => {
    const body = {
      oidc: { issuer: 'http://localhost:8080/oidc', clientId: 'vitrina-editor', audience: 'urn:vitrina:api' },
      adminAppUrl: 'https://admin.test/',
      demoHost: 'bistro.localhost',
    };
    const { requests } = stubFetch(() => json(body));
    const result = await createTestStore(config).dispatch(editorApi.endpoints.editorConfig.initiate());
    expect(requests.map((r) => `${r.method} ${r.url} ${r.headers.get('authorization')}`)).toEqual([
      'GET http://127.0.0.1:8080/api/editor/config null',
    ]);
    expect(result.data).toEqual(body);
  });

  it('editorConfig: a failed answer is an error, not a broken sign-in', async () => {
    stubFetch(() => json({ error: { code: 'internal', message: 'Something went wrong' } }, 500));
    const result = await createTestStore(config).dispatch(editorApi.endpoints.editorConfig.initiate());
    expect(result.isError).toBe(true);
  });

  it('websiteDraft: GET {api}/client/{id}/websitedata/draft with the bearer token, data upgraded', async () => {
    const { requests } = stubFetch(() => json({ ...draft, data: { ...draft.data, schema_version: undefined } }));
    const result = await createTestStore(config).dispatch(editorApi.endpoints.websiteDraft.initiate(12));
    expect(requests.map((r) => `${r.method} ${r.url} ${r.headers.get('authorization')}`)).toEqual([
      'GET http://127.0.0.1:8080/api/client/12/websitedata/draft Bearer tok',
    ]);
    expect(result.data).toMatchObject({ last_updated: draft.last_updated, version: 7 });
    expect(result.data?.data.schema_version).toBe(SITE_DATA_SCHEMA_VERSION);
  });

  it('saveWebsiteDraft: PUT the document with the stamps it was loaded at', async () => {
    const saved = { ...draft, last_updated: '2025-02-01T00:00:00.000Z', version: 8 };
    const { requests } = stubFetch(() => json(saved));
    const result = await createTestStore(config).dispatch(
      editorApi.endpoints.saveWebsiteDraft.initiate({ clientId: 12, data: draft.data, last_updated: draft.last_updated, version: 7 }),
    );
    expect(requests.map((r) => `${r.method} ${r.url} ${r.headers.get('authorization')}`)).toEqual([
      'PUT http://127.0.0.1:8080/api/client/12/websitedata/draft Bearer tok',
    ]);
    expect(await requests[0]?.json()).toEqual({ data: draft.data, last_updated: draft.last_updated, version: 7 });
    expect(result.data).toMatchObject({ last_updated: saved.last_updated, version: 8 });
  });

  it('§4 a stale save (409) carries the current draft; other errors carry their code', async () => {
    const current = { ...draft, version: 9 };
    stubFetch(() => json({ error: { code: 'conflict', message: 'changed' }, current }, 409));
    const stale = await createTestStore(config).dispatch(
      editorApi.endpoints.saveWebsiteDraft.initiate({ clientId: 12, data: draft.data, last_updated: draft.last_updated, version: 7 }),
    );
    expect(draftConflictOf(stale.error)).toMatchObject({ version: 9, last_updated: draft.last_updated });
    expect(apiErrorCode(stale.error)).toBe('conflict');

    vi.unstubAllGlobals();
    stubFetch(() => json({ error: { code: 'freemium', message: 'Upgrade to business to edit the website' } }, 403));
    const refused = await createTestStore(config).dispatch(
      editorApi.endpoints.saveWebsiteDraft.initiate({ clientId: 12, data: draft.data, last_updated: draft.last_updated, version: 7 }),
    );
    expect(draftConflictOf(refused.error)).toBeNull();
    expect(apiErrorCode(refused.error)).toBe('freemium');
  });
});
