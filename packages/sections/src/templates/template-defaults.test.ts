import { SECTION_NAMES } from '@vitrina/core-model';
import { describe, expect, it } from 'vitest';
import { contrastRatio, readableOn, templateDefaults, TEMPLATES } from '@vitrina/sections';

describe('template defaults (spec §7 template.json, §9 theme fonts)', () => {
  it.each([
    [4, 'Montserrat'],
    [14, 'Pacifico'],
  ])('§9 template %i has the theme font %s', (id, font) => {
    expect(templateDefaults(id)?.theme.font?.family).toBe(font);
  });

  it('an unknown template has no defaults', () => {
    expect(templateDefaults(999)).toBeNull();
  });

  it.each(Object.values(TEMPLATES).map((t) => [t.id, t] as const))('template %i: known section names, distinct orderings, hero first', (_id, template) => {
    const names = template.sections.map((s) => s.section_name);
    for (const name of names) expect(SECTION_NAMES).toContain(name);
    expect(new Set(template.sections.map((s) => s.ordering)).size).toBe(template.sections.length);
    expect(names[0]).toBe('hero');
  });

  it.each(Object.values(TEMPLATES).map((t) => [t.id, t] as const))('template %i: text reads on its background and on its primary colour (WCAG AA)', (_id, template) => {
    const { primaryColor, backgroundColor, textColor } = template.theme;
    expect(contrastRatio(textColor, backgroundColor)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(primaryColor, readableOn(primaryColor))).toBeGreaterThanOrEqual(4.5);
  });
});
