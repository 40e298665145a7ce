import { describe, expect, it } from 'vitest';
import { contrastRatio, normalizeHexColor, readableOn, themeStyle } from './theme-style.js';

describe('themeStyle (spec §4 Theme, §9 default primary colour and theme fonts)', () => {
  it.each([
    ['§9 template 4 uses Montserrat', '#336699', 4, '"Montserrat", sans-serif'],
    ['§9 template 14 uses Pacifico', '#336699', 14, '"Pacifico", cursive'],
    ['§9 other templates have no theme font', '#336699', 6, 'var(--vitrina-font)'],
  ])('%s', (_name, color, templateId, font) => {
    expect(themeStyle(color, templateId)['--vitrina-heading-font']).toBe(font);
  });

  it.each([
    ['#336699', '#336699', '#ffffff'],
    ['#FFCC00', '#ffcc00', '#000000'],
    ['#abc', '#aabbcc', '#000000'],
    ['not a colour', '#000000', '#ffffff'],
    [null, '#000000', '#ffffff'],
  ])('§9 primary %j → %s with text %s', (input, primary, onPrimary) => {
    const style = themeStyle(input, 4);
    expect(style['--vitrina-primary']).toBe(primary);
    expect(style['--vitrina-on-primary']).toBe(onPrimary);
  });

  it('the text colour chosen for every primary colour of a 4096-colour grid is at least 4.5:1 (WCAG AA)', () => {
    for (let n = 0; n < 0x1000; n += 1) {
      const color = normalizeHexColor(`#${n.toString(16).padStart(3, '0')}`) as string;
      expect(contrastRatio(color, readableOn(color))).toBeGreaterThanOrEqual(4.5);
    }
  });
});
