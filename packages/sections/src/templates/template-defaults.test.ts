import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { themeFontForTemplate } from '@vitrina/core-model';
import { TEMPLATE_CATALOG, templateDefinition } from './catalog.js';
import type { TemplateDefinition } from './catalog.js';
import { describe, expect, it } from 'vitest';
import { contrastRatio, readableOn } from '../theme/theme-style.js';
import { templateDefaults, TEMPLATES } from './template-defaults.js';
import { LAYOUT_VARIANTS, SYSTEM_FONT_STACKS } from './template-layout.js';
import type { TemplateLayout } from './template-layout.js';
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
    [8, 'Libre Baskerville'],
    [9, 'Philosopher'],
    [10, 'Libre Baskerville'],
    [11, 'Lora'],
    [12, 'Proxima Nova'],
    [14, 'Pacifico'],
  ])('§9 template %i has the theme font %s', (id, font) => {
    expect(themeFontForTemplate(id)?.family).toBe(font);
  });

  it.each(all)('template %i: its JSON layout names every part, each with a known variant', (_id, data) => {
    const layout = data.layout as unknown as Record<string, string>;
    expect(Object.keys(layout).sort()).toEqual(Object.keys(LAYOUT_VARIANTS).sort());
    for (const [key, values] of Object.entries(LAYOUT_VARIANTS)) expect(values).toContain(layout[key]);
  });

  it('no two templates read as the same page: own class and primary colour, own font + layout + colours', () => {
    expect(ids.length).toBeGreaterThanOrEqual(8);
    const classes = new Set(ids.map(templateClassName));
    const primaries = new Set(ids.map((id) => templateDefinition(id)?.primaryColor));
    const looks = new Set(
      TEMPLATE_CATALOG.map((t) => JSON.stringify([themeFontForTemplate(t.id), t.layout, t.backgroundColor, t.textColor, t.sectionColors])),
    );
    expect([classes.size, primaries.size, looks.size]).toEqual([ids.length, ids.length, ids.length]);
  });

  // The parts a screenshot shows (the two font keys only matter without a §9 font).
  const drawn = (Object.keys(LAYOUT_VARIANTS) as (keyof TemplateLayout)[]).filter((key) => key !== 'fontStack' && key !== 'bodyFont');
  const differences = (a: TemplateLayout, b: TemplateLayout) => drawn.filter((key) => a[key] !== b[key]).length;
  const pairs = all.flatMap(([a, da], i) => all.slice(i + 1).map(([b, db]) => [a, b, da, db] as const));

  it.each(pairs)('templates %i and %i differ in at least 5 of the page parts', (_a, _b, da, db) => {
    expect(differences(da.layout, db.layout)).toBeGreaterThanOrEqual(5);
  });

  it('templates that share a font (§9: 8 and 10; 4 and 12 look-alike; system-font 2 and 3) differ in nearly everything else', () => {
    const fontOf = (t: TemplateDefinition) => themeFontForTemplate(t.id)?.shippedFamily ?? `system:${t.layout.fontStack}`;
    const sharing = pairs.filter(
      ([, , da, db]) => fontOf(da) === fontOf(db) || (!themeFontForTemplate(da.id) && !themeFontForTemplate(db.id)),
    );
    expect(sharing.length).toBeGreaterThan(0);
    for (const [, , da, db] of sharing) {
      expect(differences(da.layout, db.layout)).toBeGreaterThanOrEqual(8);
      expect(da.backgroundColor !== db.backgroundColor || da.textColor !== db.textColor).toBe(true);
    }
  });

  it.each(all)("template %i: page colours are core-model's template data (what the API seeds template.json from)", (id, data) => {
    expect(templateDefaults(id)?.theme).toEqual({ backgroundColor: data.backgroundColor, textColor: data.textColor });
  });

  it('an unknown template has no defaults but still gets a class and the default layout', () => {
    expect(templateDefaults(999)).toBeNull();
    expect(templateRootProps(999, '#336699')).toMatchObject({
      className: 'vs-site vs-template-999',
      'data-hero': 'center',
      'data-hero-overlay': 'dark',
      'data-cards': 'shadow',
    });
  });

  it.each(all)('template %i: text reads on its background, its primary colour and its sections (WCAG AA)', (_id, data) => {
    expect(contrastRatio(data.textColor, data.backgroundColor)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(data.primaryColor, readableOn(data.primaryColor))).toBeGreaterThanOrEqual(4.5);
    for (const color of Object.values(data.sectionColors)) expect(contrastRatio(color, readableOn(color))).toBeGreaterThanOrEqual(4.5);
  });

  it.each(all)('template %i has a TemplatePreview story', (id) => {
    const stories = readFileSync(join(dirname(fileURLToPath(import.meta.url)), 'template-preview.stories.tsx'), 'utf8');
    expect(stories).toContain(`{ args: { templateId: ${id} } }`);
  });

  it.each(all)('template %i: the root carries its section colours as defaults and its system fonts', (id, data) => {
    const { style } = templateRootProps(id, null);
    expect(style['--vs-footer-bg']).toBe(data.sectionColors.footer);
    expect(contrastRatio(style['--vs-footer-text'] ?? '', data.sectionColors.footer)).toBeGreaterThanOrEqual(4.5);
    expect(style['--vitrina-font']).toBe(SYSTEM_FONT_STACKS[data.layout.bodyFont]);
    if (!themeFontForTemplate(id)) expect(style['--vitrina-heading-font']).toBe(SYSTEM_FONT_STACKS[data.layout.fontStack]);
  });

  it.each(all)('template %i: the root carries its class, layout and page colours', (id) => {
    const template = templateDefaults(id);
    const root = templateRootProps(id, null);
    expect(root.className).toBe(`vs-site vs-template-${id}`);
    expect(root['data-template']).toBe(String(id));
    expect(root['data-corners']).toBe(template?.layout.corners);
    expect(root['data-hero']).toBe(template?.layout.hero);
    expect(root['data-hero-overlay']).toBe(template?.layout.heroOverlay);
    expect(root['data-about']).toBe(template?.layout.about);
    expect(root.style['--vitrina-background']).toBe(template?.theme.backgroundColor);
  });
});
