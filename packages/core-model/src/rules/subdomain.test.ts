import { describe, expect, it } from 'vitest';
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
