import { describe, expect, it } from 'vitest';
import { cssUrl, safeColor, sectionBackground } from './section-background.js';

describe('section background (spec §3 bg_color, bg_img_url)', () => {
  it.each([
    ['#f9f9f9', '#f9f9f9'],
    ['#FFF', '#FFF'],
    ['rgb(10, 20, 30)', 'rgb(10, 20, 30)'],
    ['white', 'white'],
    ['', undefined],
    [null, undefined],
    ['red;background:url(https://evil.test/x)', undefined],
    ['expression(alert(1))', undefined],
  ])('safeColor(%j) = %j', (input, expected) => {
    expect(safeColor(input)).toBe(expected);
  });

  it('quotes image URLs so they cannot break out of url()', () => {
    expect(cssUrl('https://cdn.test/a b.jpg')).toBe('url("https://cdn.test/a b.jpg")');
    expect(cssUrl('https://x.test/"); color: red; ("')).not.toMatch(/"\)[^"]*;/);
    expect(cssUrl('javascript:alert(1)')).toBeUndefined();
    expect(cssUrl('  ')).toBeUndefined();
  });

  it('§3 gives both colour and image when both are set', () => {
    expect(sectionBackground({ bg_color: '#123456', bg_img_url: '/assets/hero.jpg' })).toEqual({
      backgroundColor: '#123456',
      backgroundImage: 'url("/assets/hero.jpg")',
    });
  });
});
