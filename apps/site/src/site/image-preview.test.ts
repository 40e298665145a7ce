import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { site } from '../testing/fixtures.js';
import { applyImagePreview, safeImageUrl } from './image-preview.js';

describe('§2 image previews (about_img_url, hero_img_url)', () => {
  it.each([
    ['https://cdn.test/a.jpg', 'https://cdn.test/a.jpg'],
    ['http://cdn.test/a.jpg', 'http://cdn.test/a.jpg'],
    ['/assets/a.webp', '/assets/a.webp'],
    ['//evil.test/a.jpg', null],
    ['javascript:alert(1)', null],
    ['data:image/png;base64,AAAA', null],
    ['https://cdn.test/a.jpg") , url("x', null],
  ])('%s → %s', (value, expected) => {
    expect(safeImageUrl(value)).toBe(expected);
  });

  it('replace the hero background and the about image, nothing else', () => {
    const doc = site('a');
    const out = applyImagePreview(doc, { heroImgUrl: 'https://i.test/h.jpg', aboutImgUrl: 'https://i.test/a.jpg' });
    expect(out.sections.find((s) => s.section_name === 'hero')?.bg_img_url).toBe('https://i.test/h.jpg');
    expect(out.sections.find((s) => s.section_name === 'about')?.img_url).toBe('https://i.test/a.jpg');
    expect(out.sections.filter((s) => !['hero', 'about'].includes(s.section_name))).toEqual(
      doc.sections.filter((s) => !['hero', 'about'].includes(s.section_name)),
    );
  });

  it('never lets a quote, bracket or space through into a CSS url()', () => {
    fc.assert(
      fc.property(fc.string(), (value) => {
        const url = safeImageUrl(value);
        return url === null || !/["'()\\\s<>]/.test(url);
      }),
    );
  });
});
