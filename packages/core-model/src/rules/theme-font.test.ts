import { describe, expect, it } from 'vitest';
import { THEME_FONTS, themeFontForTemplate, themeFontStack } from './theme-font.js';

describe('themeFontForTemplate', () => {
  it.each([
    [4, 'Montserrat', 'Montserrat'],
    [5, 'Raleway', 'Raleway'],
    [8, 'Libre Baskerville', 'Libre Baskerville'],
    [10, 'Libre Baskerville', 'Libre Baskerville'],
    [9, 'Philosopher', 'Philosopher'],
    [11, 'Lora', 'Lora'],
    [12, 'Proxima Nova semibold', 'Montserrat'],
    [13, 'Metamorphous', 'Metamorphous'],
    [14, 'Pacifico', 'Pacifico'],
    [15, 'Graphik', 'Inter'],
    [17, 'Arimo', 'Arimo'],
    [18, 'Avenir Next Demi', 'Nunito Sans'],
    [19, 'Roboto Condensed', 'Roboto Condensed'],
    [20, 'Roboto Slab', 'Roboto Slab'],
  ])('§9 Theme fonts: template %i → %s (shipped as %s)', (id, specName, shipped) => {
    expect(themeFontForTemplate(id)).toMatchObject({ specName, shippedFamily: shipped });
  });

  it.each([1, 2, 3, 6, 7, 16, 21, 99])('§9 Theme fonts: template %i has none', (id) => {
    expect(themeFontForTemplate(id)).toBeNull();
  });

  it('§9 Theme fonts: the semibold and Demi fonts are weight 600', () => {
    expect(themeFontForTemplate(12)?.weight).toBe(600);
    expect(themeFontForTemplate(18)?.weight).toBe(600);
    expect(Object.keys(THEME_FONTS)).toHaveLength(14);
  });

  it('§9 Theme fonts: the CSS stack names the shipped family first', () => {
    expect(themeFontStack(themeFontForTemplate(15)!)).toBe('"Inter", sans-serif');
  });
});
