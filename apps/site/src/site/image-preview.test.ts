import { describe, expect, it } from 'vitest';
import { site } from '../testing/fixtures.js';
import { applyImagePreview, ownPreviewImages } from './image-preview.js';

// The fixture's sites are client 7; bistro's demo pictures are under /assets/demo/bistro/.
const HERO = '/assets/clients/7/hero/0123abcd.webp';
const ABOUT = '/assets/clients/7/about/4567cdef.webp';

describe('§2 image previews (about_img_url, hero_img_url): the business’s own files only (issue 25)', () => {
  it('replace the hero background and the about image, nothing else', () => {
    const doc = site('bistro');
    const out = applyImagePreview(doc, { heroImgUrl: HERO, aboutImgUrl: ABOUT });
    expect(out.sections.find((s) => s.section_name === 'hero')?.bg_img_url).toBe(HERO);
    expect(out.sections.find((s) => s.section_name === 'about')?.img_url).toBe(ABOUT);
    expect(out.sections.filter((s) => !['hero', 'about'].includes(s.section_name))).toEqual(
      doc.sections.filter((s) => !['hero', 'about'].includes(s.section_name)),
    );
  });

  it.each([
    ['an external image', 'https://cdn.test/a.jpg'],
    ['a protocol-relative image', '//evil.test/a.jpg'],
    ['another business’s upload', '/assets/clients/8/hero/0123abcd.webp'],
    ['another business’s demo picture', '/assets/demo/salon/hero.webp'],
    ['a script URL', 'javascript:alert(1)'],
    ['a data URL', 'data:image/png;base64,AAAA'],
    ['a CSS break-out', `${HERO}") , url("x`],
  ])('%s is ignored: the site is as without it', (_name, url) => {
    const doc = site('bistro');
    expect(applyImagePreview(doc, { heroImgUrl: url, aboutImgUrl: url })).toEqual(doc);
    expect(ownPreviewImages({ heroImgUrl: url, aboutImgUrl: url }, doc.client)).toBeNull();
  });

  it('each parameter on its own: an own hero is kept beside a refused about image', () => {
    const doc = site('bistro');
    expect(ownPreviewImages({ heroImgUrl: ` ${HERO} `, aboutImgUrl: 'https://cdn.test/a.jpg' }, doc.client)).toEqual({
      heroImgUrl: HERO,
      aboutImgUrl: null,
    });
    const out = applyImagePreview(doc, { heroImgUrl: '/assets/demo/bistro/hero-2.webp', aboutImgUrl: 'https://cdn.test/a.jpg' });
    expect(out.sections.find((s) => s.section_name === 'hero')?.bg_img_url).toBe('/assets/demo/bistro/hero-2.webp');
    expect(out.sections.find((s) => s.section_name === 'about')).toEqual(doc.sections.find((s) => s.section_name === 'about'));
  });
});
