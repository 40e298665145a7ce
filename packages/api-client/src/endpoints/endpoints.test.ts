import { defaultSiteData, SITE_DATA_SCHEMA_VERSION } from '@vitrina/core-model';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestStore, json, stubFetch } from '../testing/test-store.js';
import { healthApi, siteApi, trackingApi, userApi } from '@vitrina/api-client';

const config = { apiBaseUrl: 'http://127.0.0.1:8080/api', assetsBaseUrl: 'http://cdn.test/assets', getToken: () => 'tok' };
const subject = { provider: 'dev', id: 'u|1' };

afterEach(() => {
  vi.unstubAllGlobals();
});

/** Each endpoint: the URL it calls, whether it sends the bearer token, and the result it decodes. */
describe('endpoints (spec §7 "The calls it makes")', () => {
  it.each([
    {
      name: 'healthz: GET {api}/healthz',
      run: (s: ReturnType<typeof createTestStore>) => s.dispatch(healthApi.endpoints.healthz.initiate()),
      reply: { status: 'ok' },
      url: 'http://127.0.0.1:8080/api/healthz',
      bearer: false,
      data: { status: 'ok' },
    },
    {
      name: '§7 IP lookup: GET {api}/ip reads the field ip',
      run: (s: ReturnType<typeof createTestStore>) => s.dispatch(trackingApi.endpoints.remoteIp.initiate()),
      reply: { ip: '203.0.113.9' },
      url: 'http://127.0.0.1:8080/api/ip',
      bearer: false,
      data: { ip: '203.0.113.9' },
    },
    {
      name: '§7 access check: GET user/uid/{provider}/{id}/authorize/client/{clientId} → true',
      run: (s: ReturnType<typeof createTestStore>) => s.dispatch(userApi.endpoints.authorizeUser.initiate({ ...subject, clientId: 42 })),
      reply: true,
      url: 'http://127.0.0.1:8080/api/user/uid/dev/u%7C1/authorize/client/42',
      bearer: true,
      data: true,
    },
    {
      name: '§4 access check: false is no access',
      run: (s: ReturnType<typeof createTestStore>) => s.dispatch(userApi.endpoints.authorizeUser.initiate({ ...subject, clientId: 43 })),
      reply: false,
      url: 'http://127.0.0.1:8080/api/user/uid/dev/u%7C1/authorize/client/43',
      bearer: true,
      data: false,
    },
    {
      name: '§7 user: GET user/uid/{provider}/{id} → employee role_id and language_id',
      run: (s: ReturnType<typeof createTestStore>) => s.dispatch(userApi.endpoints.userProfile.initiate(subject)),
      reply: { sub: 'dev|u|1', email: 'ana@example.com', name: 'Ana', employee: { role_id: 1, language_id: 2 }, email_confirmed_at: null },
      url: 'http://127.0.0.1:8080/api/user/uid/dev/u%7C1',
      bearer: true,
      data: { employee: { role_id: 1, language_id: 2 }, emailConfirmedAt: null },
    },
  ])('$name', async ({ run, reply, url, bearer, data }) => {
    const { requests } = stubFetch(() => json(reply));
    const result = await run(createTestStore(config));
    expect(requests.map((r) => `${r.method} ${r.url}`)).toEqual([`GET ${url}`]);
    expect(requests[0]?.cache).toBe('no-store');
    expect(requests[0]?.headers.get('authorization')).toBe(bearer ? 'Bearer tok' : null);
    expect(result.data).toEqual(data);
  });

  it('§7 site data: GET sites/{host}/site.json from the asset store, upgraded to the current schema', async () => {
    const legacy = { ...defaultSiteData(), schema_version: undefined, sections: [{ section_name: 'hero', title: 'Hi', ordering: 1 }] };
    const { requests } = stubFetch(() => json(legacy));
    const result = await createTestStore(config).dispatch(siteApi.endpoints.siteData.initiate('joes.vitrina.test'));
    expect(requests.map((r) => r.url)).toEqual(['http://cdn.test/assets/sites/joes.vitrina.test/site.json']);
    expect(requests[0]?.headers.has('authorization')).toBe(false);
    expect(requests[0]?.cache).toBe('no-store');
    expect(result.data?.schema_version).toBe(SITE_DATA_SCHEMA_VERSION);
    expect(result.data?.sections[0]).toMatchObject({ section_name: 'hero', title: 'Hi', ordering: 1 });
  });

  it('§8 a missing site.json (404) is an error the site can act on', async () => {
    stubFetch(() => json({ message: 'Not Found' }, 404));
    const result = await createTestStore(config).dispatch(siteApi.endpoints.siteData.initiate('gone.vitrina.test'));
    expect(result.error).toMatchObject({ status: 404 });
  });

  it('§7 client site data: GET {api}/client/{id}/websitedata', async () => {
    const { requests } = stubFetch(() => json(defaultSiteData()));
    const result = await createTestStore(config).dispatch(siteApi.endpoints.clientWebsiteData.initiate(42));
    expect(requests.map((r) => r.url)).toEqual(['http://127.0.0.1:8080/api/client/42/websitedata']);
    expect(result.data?.schema_version).toBe(SITE_DATA_SCHEMA_VERSION);
  });
});
