import { describe, expect, it } from 'vitest';
import { BACK_OFFICE_SCREENS } from './back-office-rights.js';
import { PRODUCT_PATH_LABELS, RESERVED_SUBDOMAIN_GROUPS } from './reserved-subdomains.js';
import { ROUTES } from './routes.js';
import { normalizeSubdomain, subdomainProblem, suggestSubdomain } from './subdomain.js';

describe('sub-domain rule (spec §3 wurkzen_subdomain, sign-up)', () => {
  it.each(['luna', 'cafe-luna', 'abc', 'a1b2c3', 'x'.repeat(40)])('%s is a valid label', (label) => {
    expect(subdomainProblem(label)).toBeNull();
  });

  it.each(['ab', 'x'.repeat(41), '-luna', 'luna-', 'lu--na', 'xn--luna', 'luna.shop', 'café', 'Luna', 'lu na', ''])(
    '%s is refused as invalid',
    (label) => {
      expect(subdomainProblem(label)).toBe('invalid');
    },
  );

  it.each(['admin', 'api', 'www', 'oidc', 'assets', 'signup', 'manage'])('%s is reserved for the provider', (label) => {
    expect(subdomainProblem(label)).toBe('reserved');
  });

  // Issue 25: these could be taken at sign-up.
  it.each(['localhost', 'autodiscover', 'autoconfig', 'mta-sts', 'cpanel', 'wp-admin', 'gallery', 'sites', 'webmail', 'postmaster'])(
    '%s is reserved (infrastructure, mail autodiscovery, admin panels, the product’s routes)',
    (label) => {
      expect(subdomainProblem(label)).toBe('reserved');
    },
  );

  it('every literal segment of the product’s routes and back-office screens is reserved, read from their tables', () => {
    const segments = ROUTES.flatMap((route) => route.pattern.split('/')).filter((s) => s !== '' && !s.startsWith('{'));
    expect(segments).toEqual(expect.arrayContaining(['gallery', 'shop', 'commerce', 'forms', 'appointment', 'services-cart']));
    for (const label of [...segments, 'open', ...BACK_OFFICE_SCREENS]) {
      expect(PRODUCT_PATH_LABELS).toContain(label);
      expect([label, subdomainProblem(label)]).toEqual([label, label.length < 3 || label.includes('_') ? 'invalid' : 'reserved']);
    }
  });

  it('the maintained list is lower case labels, each in one group only', () => {
    const all = Object.values(RESERVED_SUBDOMAIN_GROUPS).flat();
    expect(all.filter((label) => label !== label.toLowerCase() || !/^[a-z0-9-]+$/.test(label))).toEqual([]);
    expect(all.filter((label, i) => all.indexOf(label) !== i)).toEqual([]);
  });

  it('normalises what was typed before judging it: case and surrounding spaces only', () => {
    expect(normalizeSubdomain('  Admin ')).toBe('admin');
    expect(subdomainProblem(normalizeSubdomain(' Cafe-Luna '))).toBeNull();
    expect(normalizeSubdomain('my shop')).toBe('my shop');
  });

  it('suggests a label from a business name, accents and punctuation folded', () => {
    expect(suggestSubdomain('Café Luna & Co.')).toBe('cafe-luna-co');
    expect(suggestSubdomain('  Peluquería  Ñandú ')).toBe('peluqueria-nandu');
    expect(suggestSubdomain('---')).toBe('');
    expect(suggestSubdomain('a'.repeat(39) + ' b')).toBe('a'.repeat(39));
  });
});
