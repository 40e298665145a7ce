import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createRedirectRule } from './redirect-rule.js';

const dev = createRedirectRule({
  issuer: 'http://localhost:8080/oidc',
  siteDomains: ['localhost'],
  isSiteHost: async (host) => host === 'tienda-example.test',
});

describe('redirect URIs of the built-in provider (§4 Admin entry 1: login by redirect, never an open redirect)', () => {
  it.each([
    'http://bistro.localhost:8080/admin/callback',
    'http://salon.localhost:5173/gallery/admin/callback',
    'http://localhost:8080/admin/callback',
    'https://bistro.localhost/admin/callback',
    'http://bistro.localhost:8080/manage/callback',
  ])('accepts the editor callback on a site host: %s', (uri) => {
    expect(dev.isAllowedRedirectUri(uri)).toBe(true);
  });

  it.each([
    ['a foreign host', 'http://evil.example/admin/callback'],
    ['a site domain as a prefix of a foreign host', 'http://bistro.localhost.evil.example/admin/callback'],
    ['a host merely ending in the domain name', 'http://evillocalhost/admin/callback'],
    ['another path', 'http://bistro.localhost:8080/'],
    ['a path below the callback', 'http://bistro.localhost:8080/admin/callback/x'],
    ['a back-office screen rather than its callback', 'http://bistro.localhost:8080/manage/team'],
    ['the back-office callback on a foreign host', 'http://evil.example/manage/callback'],
    ['a query', 'http://bistro.localhost:8080/admin/callback?next=http://evil.example'],
    ['a fragment', 'http://bistro.localhost:8080/admin/callback#x'],
    ['credentials', 'http://user:pw@bistro.localhost:8080/admin/callback'],
    ['another scheme', 'javascript://bistro.localhost/admin/callback'],
    ['a custom domain not yet looked up', 'http://tienda-example.test:8080/admin/callback'],
    ['no URL', 'admin/callback'],
  ])('refuses %s', (_name, uri) => {
    expect(dev.isAllowedRedirectUri(uri)).toBe(false);
  });

  it('accepts a custom domain once the account store has confirmed it, and only that one', async () => {
    const rule = createRedirectRule({
      issuer: 'http://localhost:8080/oidc',
      siteDomains: ['localhost'],
      isSiteHost: async (h) => h === 'tienda-example.test',
    });
    expect(await rule.resolveHost('TIENDA-example.test')).toBe(true);
    expect(await rule.resolveHost('evil.example')).toBe(false);
    expect(rule.isAllowedRedirectUri('http://tienda-example.test:8080/admin/callback')).toBe(true);
    expect(rule.isAllowedRedirectUri('http://evil.example/admin/callback')).toBe(false);
  });

  it('forgets a looked-up custom domain after the cache time', async () => {
    let now = 0;
    const rule = createRedirectRule({
      issuer: 'https://app.vitrina.example/oidc',
      siteDomains: ['vitrina.example'],
      isSiteHost: async () => true,
      cacheTtlMs: 1000,
      now: () => now,
    });
    await rule.resolveHost('shop.example');
    expect(rule.isAllowedRedirectUri('https://shop.example/admin/callback')).toBe(true);
    now = 1001;
    expect(rule.isAllowedRedirectUri('https://shop.example/admin/callback')).toBe(false);
  });

  it('requires https when the issuer is https', () => {
    const prod = createRedirectRule({ issuer: 'https://app.vitrina.example/oidc', siteDomains: ['vitrina.example'] });
    expect(prod.isAllowedRedirectUri('https://bistro.vitrina.example/admin/callback')).toBe(true);
    expect(prod.isAllowedRedirectUri('http://bistro.vitrina.example/admin/callback')).toBe(false);
    expect(prod.isAllowedRedirectUri('https://bistro.localhost/admin/callback')).toBe(false);
  });

  it('post-logout URIs: any path on a site host, nothing elsewhere', () => {
    expect(dev.isAllowedPostLogoutUri('http://bistro.localhost:8080/')).toBe(true);
    expect(dev.isAllowedPostLogoutUri('http://bistro.localhost:8080/admin?x=1')).toBe(true);
    expect(dev.isAllowedPostLogoutUri('http://evil.example/')).toBe(false);
  });

  it('CORS origins: site-host origins only, as exact origins', () => {
    expect(dev.isAllowedOrigin('http://bistro.localhost:8080')).toBe(true);
    expect(dev.isAllowedOrigin('http://evil.example')).toBe(false);
    expect(dev.isAllowedOrigin('null')).toBe(false);
    expect(dev.isAllowedOrigin('http://bistro.localhost:8080/admin')).toBe(false);
  });

  it('property: no URI on a host outside the site domains is ever accepted', () => {
    const foreignHost = fc.domain().filter((d) => d !== 'localhost' && !d.endsWith('.localhost'));
    fc.assert(
      fc.property(
        foreignHost,
        fc.constantFrom('/admin/callback', '/gallery/admin/callback', '/manage/callback'),
        fc.constantFrom('http', 'https'),
        (host, p, scheme) => {
          expect(dev.isAllowedRedirectUri(`${scheme}://${host}${p}`)).toBe(false);
          expect(dev.isAllowedPostLogoutUri(`${scheme}://${host}${p}`)).toBe(false);
        },
      ),
    );
  });

  it('property: accepted exactly when the host is trusted, the path a callback and there is no query', () => {
    const host = fc.oneof(
      fc.constant('localhost'),
      fc.domain().map((d) => `${d.split('.')[0]}.localhost`),
      fc.domain(),
    );
    const pathname = fc.oneof(fc.constantFrom('/admin/callback', '/gallery/admin/callback', '/manage/callback'), fc.webPath());
    const query = fc.oneof(
      fc.constant(''),
      fc.webQueryParameters().map((q) => `?${q}`),
    );
    fc.assert(
      fc.property(host, fc.option(fc.integer({ min: 1, max: 65535 })), pathname, query, (h, port, p, q) => {
        const uri = `http://${h}${port ? `:${port}` : ''}${p}${q}`;
        const url = new URL(uri);
        const trusted = url.hostname === 'localhost' || url.hostname.endsWith('.localhost');
        const expected =
          trusted && ['/admin/callback', '/gallery/admin/callback', '/manage/callback'].includes(url.pathname) && url.search === '';
        expect(dev.isAllowedRedirectUri(uri)).toBe(expected);
      }),
    );
  });
});
