import { describe, expect, it } from 'vitest';
import { defaultMainSiteVariables } from '../model/main-site-variables.js';
import { NAV_ITEM_TYPES } from '../model/nav.js';
import { NAV_URL_ITEMS, NAV_URL_TARGETS, resolveNavTarget } from './nav-target.js';

const vars = defaultMainSiteVariables({
  ecommerce_url: '/shop',
  gallery_url: 'instagram.com/joes',
  online_services_purchase_url: '/services-store',
  blog_url: 'https://blog.joes.com',
});

describe('resolveNavTarget', () => {
  it.each([
    ['§2 home is internal', 'home', { kind: 'link', link: { href: '/', kind: 'internal', newTab: false } }],
    ['§2 logo links Home', 'logo', { kind: 'link', link: { href: '/', kind: 'internal' } }],
    ['§2 about is a page section', 'about', { kind: 'section', section: 'about', anchor: '#section-about' }],
    ['§2 location is a page section', 'location', { kind: 'section', section: 'location', anchor: '#section-location' }],
    ['§2 service is a page section', 'service', { kind: 'section', section: 'service', anchor: '#section-service' }],
    ['§2 contact opens a modal', 'contact', { kind: 'modal', modal: 'contact' }],
    ['§2 ecommerce target comes from ecommerce_url', 'ecommerce', { kind: 'link', link: { href: '/shop', kind: 'internal' } }],
    [
      '§2 gallery target comes from gallery_url (external opens in a new tab)',
      'gallery',
      { kind: 'link', link: { href: 'https://instagram.com/joes', kind: 'external', newTab: true } },
    ],
    [
      '§2 servicePurchase target comes from online_services_purchase_url',
      'servicePurchase',
      { kind: 'link', link: { href: '/services-store', kind: 'internal' } },
    ],
    ['§2 blog target comes from blog_url', 'blog', { kind: 'link', link: { href: 'https://blog.joes.com', kind: 'external' } }],
  ] as const)('%s', (_name, type, expected) => {
    expect(resolveNavTarget(type, vars)).toMatchObject(expected);
  });

  it.each([
    ['ecommerce', '/store'],
    ['gallery', '/gallery'],
    ['servicePurchase', '/services-store'],
    ['blog', '/blog'],
  ] as const)('§2 %s with an empty URL falls back to %s', (type, href) => {
    expect(resolveNavTarget(type, defaultMainSiteVariables())).toMatchObject({ kind: 'link', link: { href } });
  });

  it('§2 every nav item type resolves', () => {
    for (const type of NAV_ITEM_TYPES) expect(resolveNavTarget(type, vars).kind).not.toBe('hidden');
  });
});

describe('NAV_URL_TARGETS (spec §2 "Their targets come from gallery_url, ecommerce_url, online_services_purchase_url and blog_url")', () => {
  it.each(NAV_URL_ITEMS.map((item) => [item, NAV_URL_TARGETS[item]] as const))(
    '%s with its field empty opens the page the table names',
    (item, { field, page }) => {
      const empty = defaultMainSiteVariables({ [field]: null });
      expect(resolveNavTarget(item, empty)).toMatchObject({ kind: 'link', link: { href: page, kind: 'internal' } });
    },
  );

  it('the items with a URL target are exactly the nav types that follow a main_site_variables field', () => {
    expect([...NAV_URL_ITEMS].sort()).toEqual(['blog', 'ecommerce', 'gallery', 'servicePurchase']);
  });
});
