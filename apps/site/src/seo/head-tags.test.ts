import { describe, expect, it } from 'vitest';
import { headTags } from './head-tags.js';

const base = {
  meta: { title: 'T & "Q"', description: 'D' },
  locale: 'en' as const,
  siteName: 'S',
  canonicalUrl: 'https://s.test/',
  noindex: false,
};

describe('head tags', () => {
  it('hreflang alternates only when the site has both languages', () => {
    expect(headTags({ ...base, alternates: { en: 'https://s.test/' } })).not.toContain('hreflang');
    const both = headTags({ ...base, alternates: { en: 'https://s.test/?lang=en', es: 'https://s.test/?lang=es' } });
    expect(both).toContain('<link rel="alternate" hreflang="en" href="https://s.test/?lang=en">');
    expect(both).toContain('<link rel="alternate" hreflang="es" href="https://s.test/?lang=es">');
  });

  it('escapes owner text in titles and attributes', () => {
    const html = headTags(base);
    expect(html).toContain('<title>T &#38; &#34;Q&#34;</title>');
    expect(html).toContain('content="T &#38; &#34;Q&#34;"');
  });

  it('noindex: a robots meta, no canonical needed', () => {
    expect(headTags({ ...base, canonicalUrl: null, noindex: true })).toContain('<meta name="robots" content="noindex">');
  });
});
