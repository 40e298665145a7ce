import { describe, expect, it } from 'vitest';
import { DEFAULT_SERVICE_SECTION_STYLE } from '../constants.js';
import {
  DEFAULT_PRIMARY_COLOR,
  PLACEHOLDER_TEMPLATE,
  PLACEHOLDER_TEMPLATE_ID,
  SHIPPED_TEMPLATES,
  shippedTemplate,
  themeFontForTemplate,
} from '@vitrina/core-model';

describe('shipped templates (spec §7 template.json, §9 theme fonts and defaults)', () => {
  it('§9 every shipped template has a theme font of its own', () => {
    const families = SHIPPED_TEMPLATES.map((t) => themeFontForTemplate(t.id)?.family);
    expect(families).toEqual(['Montserrat', 'Raleway', 'Philosopher', 'Pacifico']);
  });

  it('ids, slugs, names and primary colours are unique', () => {
    for (const key of ['id', 'slug', 'name', 'primaryColor'] as const) {
      expect(new Set(SHIPPED_TEMPLATES.map((t) => t[key])).size).toBe(SHIPPED_TEMPLATES.length);
    }
  });

  it('§4 §9 the placeholder template (id 1) carries the §9 defaults and is not a designed one', () => {
    expect(PLACEHOLDER_TEMPLATE).toMatchObject({
      id: PLACEHOLDER_TEMPLATE_ID,
      primaryColor: DEFAULT_PRIMARY_COLOR,
      serviceSectionStyle: DEFAULT_SERVICE_SECTION_STYLE,
    });
    expect(shippedTemplate(PLACEHOLDER_TEMPLATE_ID)).toBeNull();
  });

  it('template 4 is Modern, #1f3b57', () => {
    expect(shippedTemplate(4)).toMatchObject({ name: 'Modern', primaryColor: '#1f3b57' });
  });
});
