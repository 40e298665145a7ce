import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { canonicalHost, decideSiteEntry, siteHostsOf } from './site-entry.js';
import type { SiteEntryClient, SiteEntryInput } from './site-entry.js';

const NOW = new Date('2025-06-01T12:00:00Z');
const client: SiteEntryClient = {
  is_active: 1,
  freemium: false,
  plan_slug: 'business',
  custom_domain: null,
  wurkzen_subdomain: 'joes',
  external_website_url: null,
  subscription_trial_enabled: false,
  subscription_trial_ends_at: null,
};

function entry(over: Partial<Omit<SiteEntryInput, 'client'>> & { client?: Partial<SiteEntryClient> } = {}) {
  const { client: c, ...rest } = over;
  return decideSiteEntry({
    path: '/',
    host: 'joes.localhost',
    client: { ...client, ...c },
    templateId: 4,
    framed: false,
    now: NOW,
    siteDomain: 'localhost',
    ...rest,
  });
}

describe('decideSiteEntry', () => {
  it.each([
    ['§4 Site load: an active paid site renders Home', {}, { kind: 'render' }],
    [
      '§4 Site load: inactive client (is_active 0) → /website_disabled',
      { client: { is_active: 0 as const } },
      { kind: 'redirect', location: '/website_disabled' },
    ],
    [
      '§4 Site load: freemium viewed on its own custom domain → /website_disabled',
      { host: 'joes.com', client: { freemium: true, custom_domain: 'joes.com' } },
      { kind: 'redirect', location: '/website_disabled' },
    ],
    [
      '§4 Site load: plan_slug freemium (flag off) on its own custom domain is freemium too → /website_disabled',
      { host: 'joes.com', client: { plan_slug: 'freemium' as const, custom_domain: 'joes.com' } },
      { kind: 'redirect', location: '/website_disabled' },
    ],
    [
      '§4 Site load: a stored custom domain is compared as hosts are (www., case, trailing dot)',
      { host: 'joes.com', client: { freemium: true, custom_domain: ' WWW.Joes.com. ' } },
      { kind: 'redirect', location: '/website_disabled' },
    ],
    ['§4 Site load: freemium on its sub-domain renders', { client: { freemium: true, custom_domain: 'joes.com' } }, { kind: 'render' }],
    [
      '§4 Site load: trial whose end date has passed → /website_disabled',
      { path: '/shop', client: { subscription_trial_enabled: true, subscription_trial_ends_at: '2025-05-31T00:00:00Z' } },
      { kind: 'redirect', location: '/website_disabled' },
    ],
    [
      '§4 Site load: trial still running renders',
      { client: { subscription_trial_enabled: true, subscription_trial_ends_at: '2025-06-30T00:00:00Z' } },
      { kind: 'render' },
    ],
    [
      '§4 Site load: ended trial that is not enabled renders',
      { client: { subscription_trial_enabled: false, subscription_trial_ends_at: '2020-01-01T00:00:00Z' } },
      { kind: 'render' },
    ],
    [
      '§4 Site load: disabling applies only when not inside a frame',
      { framed: true, client: { is_active: 0 as const } },
      { kind: 'render' },
    ],
    [
      '§4 Site load: disabled site keeps /website_disabled',
      { path: '/website_disabled', client: { is_active: 0 as const } },
      { kind: 'render' },
    ],
    [
      '§2 website suspended (log in to reactivate): /admin stays reachable',
      { path: '/admin', client: { is_active: 0 as const } },
      { kind: 'render' },
    ],
    ['§4 Site load: /website_disabled with no disabling condition → /', { path: '/website_disabled' }, { kind: 'redirect', location: '/' }],
    [
      '§4 Site load: /website_disabled inside a frame → /',
      { path: '/website_disabled', framed: true, client: { is_active: 0 as const } },
      { kind: 'redirect', location: '/' },
    ],
    [
      '§4 Site load: template 1 on / without external url → /setup-website',
      { templateId: 1 },
      { kind: 'redirect', location: '/setup-website' },
    ],
    [
      '§4 Site load: template 1 on / with external url → that site',
      { templateId: 1, client: { external_website_url: 'joes-old-site.com' } },
      { kind: 'redirect', location: 'https://joes-old-site.com', external: true },
    ],
    [
      '§4 Site load: template 1 page with an open twin → /open/{path}, query kept',
      { templateId: 1, path: '/product/mug', search: '?ref=a' },
      { kind: 'redirect', location: '/open/product/mug?ref=a' },
    ],
    ['§4 Site load: template 1 already on the open twin renders', { templateId: 1, path: '/open/cart' }, { kind: 'render' }],
    ['§4 Site load: template 1 page without a twin renders', { templateId: 1, path: '/gallery' }, { kind: 'render' }],
    ['§4 Site load: other templates are not sent to the twin', { path: '/cart' }, { kind: 'render' }],
    ['§4 Custom domain: custom domain host renders', { host: 'joes.com', client: { custom_domain: 'joes.com' } }, { kind: 'render' }],
    [
      '§4 Custom domain: a sub-domain of the custom domain renders',
      { host: 'shop.joes.com', client: { custom_domain: 'joes.com' } },
      { kind: 'render' },
    ],
    [
      '§4 Custom domain: the sub-domain host goes to the custom domain, path and query kept',
      { path: '/cart', search: 'a=1', client: { custom_domain: 'joes.com' } },
      { kind: 'redirect', location: 'https://joes.com/cart?a=1', external: true },
    ],
    [
      '§4 Custom domain: a foreign host goes to the sub-domain host when no custom domain is set',
      { host: 'other.example', path: '/blog', protocol: 'http:' as const, port: 8080 },
      { kind: 'redirect', location: 'http://joes.localhost:8080/blog', external: true },
    ],
    [
      '§4 Custom domain: a freemium client is sent to its sub-domain, not its custom domain',
      { host: 'other.example', client: { freemium: true, custom_domain: 'joes.com' } },
      { kind: 'redirect', location: 'https://joes.localhost/', external: true },
    ],
    ['§4 Custom domain: previews skip the host rule', { host: 'builder.example', skipHostCheck: true }, { kind: 'render' }],
    ['§2 unknown path → not found', { path: '/no-such-page' }, { kind: 'not-found' }],
    ['§2 /not-found itself renders', { path: '/not-found' }, { kind: 'render' }],
    ['§2 /access-denied when access is lacking renders', { path: '/access-denied', accessDenied: true }, { kind: 'render' }],
    [
      '§2 /access-denied otherwise → previous path',
      { path: '/access-denied', previousPath: '/admin' },
      { kind: 'redirect', location: '/admin' },
    ],
  ])('%s', (_name, input, expected) => {
    expect(entry(input)).toMatchObject(expected);
  });

  it('§4 Site load: render carries the matched route', () => {
    expect(entry({ path: '/commerce/order/u1/feedback' })).toMatchObject({
      kind: 'render',
      route: { id: 'orderFeedback', params: { uuid: 'u1' } },
    });
  });

  it('§4 Site load: a disabled site never renders a public page when not framed', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('/', '/shop', '/cart', '/blog/x', '/gallery', '/not-found', '/zzz', '/open/store'),
        fc.integer({ min: 1, max: 20 }),
        (path, templateId) => {
          const result = entry({ path, templateId, client: { is_active: 0 } });
          expect(result).toEqual({ kind: 'redirect', location: '/website_disabled', reason: 'disabled' });
        },
      ),
    );
  });
});

describe('the hosts of a site', () => {
  it.each([
    ['sub-domain and custom domain (www. dropped, lower-cased)', { custom_domain: 'WWW.Joes.com' }, ['joes.localhost', 'joes.com']],
    ['sub-domain only', {}, ['joes.localhost']],
    ['custom domain only', { wurkzen_subdomain: ' ', custom_domain: 'joes.com' }, ['joes.com']],
    [
      'a freemium client keeps its custom domain (the disabled page is served there)',
      { freemium: true, custom_domain: 'joes.com' },
      ['joes.localhost', 'joes.com'],
    ],
  ])('siteHostsOf: %s', (_name, over, expected) => {
    expect(siteHostsOf({ ...client, ...over }, 'localhost')).toEqual(expected);
  });

  it('§4 Custom domain: every host a visitor is sent to is a host the site is published under', () => {
    fc.assert(
      fc.property(
        fc.option(fc.domain(), { nil: null }),
        fc.boolean(),
        fc.constantFrom('freemium' as const, 'business' as const, null),
        (domain, www, plan) => {
          const c = { ...client, plan_slug: plan, custom_domain: domain && `${www ? 'www.' : ''}${domain}` };
          const target = canonicalHost(c, 'localhost');
          expect(target === null || siteHostsOf(c, 'localhost').includes(target)).toBe(true);
        },
      ),
    );
  });
});
