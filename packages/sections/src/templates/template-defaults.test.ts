import { SECTION_NAMES, themeFontForTemplate } from '@vitrina/core-model';
import { describe, expect, it } from 'vitest';
import { contrastRatio, readableOn, templateClassName, templateDefaults, templateRootProps, TEMPLATES } from '@vitrina/sections';

const ids = Object.keys(TEMPLATES).map(Number);
const all = Object.values(TEMPLATES).map((t) => [t.id, t] as const);

describe('template defaults (spec §7 template.json, §9 theme fonts)', () => {
  it.each([
    [4, 'Montserrat'],
    [5, 'Raleway'],
    [9, 'Philosopher'],
    [14, 'Pacifico'],
  ])('§9 template %i has the theme font %s', (id, font) => {
    expect(templateDefaults(id)?.theme.font?.family).toBe(font);
    expect(templateDefaults(id)?.theme.font).toEqual(themeFontForTemplate(id));
  });

  it('at least 4 templates, each visually distinct: its own font, class and layout variant', () => {
    expect(ids.length).toBeGreaterThanOrEqual(4);
    const fonts = new Set(ids.map((id) => templateDefaults(id)?.theme.font?.shippedFamily));
    const classes = new Set(ids.map(templateClassName));
    const layouts = new Set(ids.map((id) => JSON.stringify(templateDefaults(id)?.layout)));
    const primaries = new Set(ids.map((id) => templateDefaults(id)?.theme.primaryColor));
    expect([fonts.size, classes.size, layouts.size, primaries.size]).toEqual([ids.length, ids.length, ids.length, ids.length]);
  });

  it('an unknown template has no defaults but still gets a class and the default layout', () => {
    expect(templateDefaults(999)).toBeNull();
    expect(templateRootProps(999, '#336699')).toMatchObject({
      className: 'vs-site vs-template-999',
      'data-hero-align': 'center',
      'data-cards': 'shadow',
    });
  });

  it.each(all)('template %i: known section names, distinct orderings, header then hero first', (_id, template) => {
    const names = template.sections.map((s) => s.section_name);
    for (const name of names) expect(SECTION_NAMES).toContain(name);
    expect(new Set(template.sections.map((s) => s.ordering)).size).toBe(template.sections.length);
    expect(names.slice(0, 2)).toEqual(['header', 'hero']);
  });

  it.each(all)('template %i: text reads on its background and on its primary colour (WCAG AA)', (_id, template) => {
    const { primaryColor, backgroundColor, textColor } = template.theme;
    expect(contrastRatio(textColor, backgroundColor)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(primaryColor, readableOn(primaryColor))).toBeGreaterThanOrEqual(4.5);
    for (const section of template.sections) {
      if (section.bg_color) expect(contrastRatio(section.bg_color, readableOn(section.bg_color))).toBeGreaterThanOrEqual(4.5);
    }
  });

  it.each(all)('template %i: its primary colour is its site default, and the root carries its layout', (id, template) => {
    expect(template.main_site_variables.primary_color).toBe(template.theme.primaryColor);
    const root = templateRootProps(id, null);
    expect(root.className).toBe(`vs-site vs-template-${id}`);
    expect(root['data-template']).toBe(String(id));
    expect(root['data-corners']).toBe(template.layout.corners);
    expect(root['data-hero-align']).toBe(template.layout.heroAlign);
    expect(root.style['--vitrina-background']).toBe(template.theme.backgroundColor);
  });
});
