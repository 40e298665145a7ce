import { describe, expect, it } from 'vitest';
import { DEFAULT_SERVICE_SECTION_STYLE } from '../constants.js';
import { DEFAULT_PRIMARY_COLOR, PLACEHOLDER_TEMPLATE, PLACEHOLDER_TEMPLATE_ID, withTemplateColors } from '@vitrina/core-model';
import type { Section } from '@vitrina/core-model';

describe('template data (spec §7 template.json, §9 defaults)', () => {
  it('§4 §9 the placeholder template (id 1) carries the §9 defaults', () => {
    expect(PLACEHOLDER_TEMPLATE).toMatchObject({
      id: PLACEHOLDER_TEMPLATE_ID,
      primaryColor: DEFAULT_PRIMARY_COLOR,
      serviceSectionStyle: DEFAULT_SERVICE_SECTION_STYLE,
    });
  });

  it("a template's section colours go to its sections; header and hero keep theirs", () => {
    const colors = {
      about: '#a00000',
      aboutInner: '#a11111',
      service: '#b00000',
      location: '#c00000',
      gallery: '#d00000',
      footer: '#e00000',
    };
    const section = (section_name: Section['section_name']) =>
      ({ section_name, bg_color: '#ffffff', inner_bg_color: null }) as unknown as Section;
    const out = withTemplateColors([section('hero'), section('about'), section('footer')], colors);
    expect(out.map((s) => [s.section_name, s.bg_color, s.inner_bg_color])).toEqual([
      ['hero', '#ffffff', null],
      ['about', '#a00000', '#a11111'],
      ['footer', '#e00000', null],
    ]);
  });
});
