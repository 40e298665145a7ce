import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { createTestServer, type TestServer } from '../../testing/test-server.js';
import { editorConfigOf } from './index.js';
import { withConnectSource } from './editor-page-csp.js';

describe('GET /api/editor/config (the editor signs in through the configured issuer)', () => {
  it.each([
    ['the built-in provider at /oidc of http://localhost:<port>', { PORT: '8123' }, 'http://localhost:8123/oidc'],
    ['the built-in provider at /oidc of PUBLIC_URL', { PUBLIC_URL: 'https://vitrina.example/' }, 'https://vitrina.example/oidc'],
    [
      'an external OIDC_ISSUER as it is',
      { OIDC_ISSUER: 'https://login.example.com/tenant', PUBLIC_URL: 'https://vitrina.example' },
      'https://login.example.com/tenant',
    ],
  ])('issuer: %s', (_name, env, issuer) => {
    expect(editorConfigOf(loadConfig(env)).oidc.issuer).toBe(issuer);
  });

  it('§4 Admin entry 3: managers and employees go to the back office at /manage of the same host unless configured', () => {
    expect(editorConfigOf(loadConfig({})).adminAppUrl).toBe('/manage');
    expect(editorConfigOf(loadConfig({ ADMIN_APP_URL: '' })).adminAppUrl).toBe('/manage');
  });

  it('§4 Admin entry 3 / §1 on localhost: the admin application URL, client, audience and demo host from the configuration', () => {
    const config = loadConfig({
      ADMIN_APP_URL: 'https://admin.example/',
      OIDC_CLIENT_ID: 'ed',
      OIDC_AUDIENCE: 'urn:x',
      DEMO_HOST: 'salon.localhost',
    });
    expect(editorConfigOf(config)).toEqual({
      oidc: { issuer: 'http://localhost:8080/oidc', clientId: 'ed', audience: 'urn:x' },
      adminAppUrl: 'https://admin.example/',
      demoHost: 'salon.localhost',
    });
  });
});

describe('editor-config routes on the server', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await createTestServer('pglite', { env: { ADMIN_APP_URL: 'https://admin.vitrina.test/' } });
  });
  afterAll(() => t.close());

  it('answers the config without a token, and it carries no secret', async () => {
    const res = await t.app.inject({ url: '/api/editor/config', headers: { host: 'bistro.localhost:8080' } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      oidc: { issuer: 'https://issuer.test', clientId: 'vitrina-editor', audience: 'urn:vitrina:api' },
      adminAppUrl: 'https://admin.vitrina.test/',
      demoHost: 'bistro.localhost',
    });
  });

  it.each(['/admin', '/admin/callback', '/gallery/admin', '/gallery/admin/callback', '/manage', '/manage/team', '/manage/callback'])(
    'the editor page %s may connect to its issuer (token and renewals), and nothing else new',
    async (url) => {
      const res = await t.app.inject({ url, headers: { host: 'bistro.localhost:8080' } });
      const connect = String(res.headers['content-security-policy'])
        .split(';')
        .find((d) => d.startsWith('connect-src'));
      expect(connect).toBe("connect-src 'self' https://issuer.test");
    },
  );

  it('other pages keep connect-src to their own origin', async () => {
    const res = await t.app.inject({ url: '/api/editor/config' });
    expect(String(res.headers['content-security-policy'])).toContain("connect-src 'self'");
    expect(String(res.headers['content-security-policy'])).not.toContain('issuer.test');
  });
});

describe('withConnectSource', () => {
  it.each([
    ["default-src 'self';connect-src 'self';frame-src 'self'", "default-src 'self';connect-src 'self' http://l:1;frame-src 'self'"],
    ["default-src 'self'", "default-src 'self';connect-src 'self' http://l:1"],
    ["connect-src 'self' http://l:1", "connect-src 'self' http://l:1"],
  ])('%s → %s', (csp, expected) => {
    expect(withConnectSource(csp, 'http://l:1')).toBe(expected);
  });
});
