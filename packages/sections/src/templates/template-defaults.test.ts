import { themeFontForTemplate } from '@vitrina/core-model';
import { TEMPLATE_CATALOG, templateDefinition } from './catalog.js';
import { describe, expect, it } from 'vitest';
import { contrastRatio, readableOn } from '../theme/theme-style.js';
import { templateDefaults, TEMPLATES } from './template-defaults.js';
import { templateClassName, templateRootProps } from './template-theme.js';

const ids = Object.keys(TEMPLATES).map(Number);
const all = TEMPLATE_CATALOG.map((data) => [data.id, data] as const);

describe('template defaults (spec §7 template.json, §9 theme fonts)', () => {
  it('every catalog template has defaults here, and no other', () => {
    expect(ids.sort((a, b) => a - b)).toEqual(TEMPLATE_CATALOG.map((t) => t.id).sort((a, b) => a - b));
  });

  it.each([
    [4, 'Montserrat'],
    [5, 'Raleway'],
    [9, 'Philosopher'],
    [14, 'Pacifico'],
  ])('§9 template %i has the theme font %s', (id, font) => {
    expect(themeFontForTemplate(id)?.family).toBe(font);
  });

  it('at least 4 templates, each visually distinct: its own font, class and layout variant', () => {
    expect(ids.length).toBeGreaterThanOrEqual(4);
    const fonts = new Set(ids.map((id) => themeFontForTemplate(id)?.shippedFamily));
    const classes = new Set(ids.map(templateClassName));
    const layouts = new Set(ids.map((id) => JSON.stringify(templateDefaults(id)?.layout)));
    const primaries = new Set(ids.map((id) => templateDefinition(id)?.primaryColor));
    expect([fonts.size, classes.size, layouts.size, primaries.size]).toEqual([ids.length, ids.length, ids.length, ids.length]);
  });

  it.each(all)("template %i: page colours are core-model's template data (what the API seeds template.json from)", (id, data) => {
    expect(templateDefaults(id)?.theme).toEqual({ backgroundColor: data.backgroundColor, textColor: data.textColor });
  });

  it('an unknown template has no defaults but still gets a class and the default layout', () => {
    expect(templateDefaults(999)).toBeNull();
    expect(templateRootProps(999, '#336699')).toMatchObject({
      className: 'vs-site vs-template-999',
      'data-hero-align': 'center',
      'data-cards': 'shadow',
    });
  });

  it.each(all)('template %i: text reads on its background, its primary colour and its sections (WCAG AA)', (_id, data) => {
    expect(contrastRatio(data.textColor, data.backgroundColor)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(data.primaryColor, readableOn(data.primaryColor))).toBeGreaterThanOrEqual(4.5);
    for (const color of Object.values(data.sectionColors)) expect(contrastRatio(color, readableOn(color))).toBeGreaterThanOrEqual(4.5);
  });

  it.each(all)('template %i: the root carries its class, layout and page colours', (id) => {
    const template = templateDefaults(id);
    const root = templateRootProps(id, null);
    expect(root.className).toBe(`vs-site vs-template-${id}`);
    expect(root['data-template']).toBe(String(id));
    expect(root['data-corners']).toBe(template?.layout.corners);
    expect(root['data-hero-align']).toBe(template?.layout.heroAlign);
    expect(root.style['--vitrina-background']).toBe(template?.theme.backgroundColor);
  });
});
