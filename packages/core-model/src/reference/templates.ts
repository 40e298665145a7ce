// The shape of a template's data (spec §7 `json/template.json`): the designed templates themselves are
// the sections package's catalog (`@vitrina/sections/catalog`, one JSON file each), which the API seeds
// and the sections package themes pages with. Fonts are spec §9's (theme-font.ts); template 1 is the
// placeholder of §4 with the §9 defaults (primary colour #000000, carousel).
import { DEFAULT_PRIMARY_COLOR, DEFAULT_SERVICE_SECTION_STYLE, PLACEHOLDER_TEMPLATE_ID } from '../constants.js';
import type { SectionName } from '../constants.js';
import type { ServiceSectionStyle } from '../model/main-site-variables.js';
import type { Section } from '../model/section.js';

/** Background colours of a template's sections; header and hero follow the theme colour the owner picks. */
export interface TemplateSectionColors {
  about: string;
  aboutInner: string;
  service: string;
  location: string;
  gallery: string;
  footer: string;
}

export interface TemplateData {
  id: number;
  /** Internal name, for logs and URLs. */
  slug: string;
  /** The name the template picker shows. */
  name: string;
  /** The template's default primary colour (main_site_variables.primary_color). */
  primaryColor: string;
  /** Page background and text colours. */
  backgroundColor: string;
  textColor: string;
  serviceSectionStyle: ServiceSectionStyle;
  sectionColors: TemplateSectionColors;
}

/** The placeholder template (§4 "template id is 1"): §9 defaults, no theme of its own. */
export const PLACEHOLDER_TEMPLATE = {
  id: PLACEHOLDER_TEMPLATE_ID,
  name: 'Placeholder',
  primaryColor: DEFAULT_PRIMARY_COLOR,
  serviceSectionStyle: DEFAULT_SERVICE_SECTION_STYLE,
} as const satisfies Pick<TemplateData, 'id' | 'name' | 'primaryColor' | 'serviceSectionStyle'>;

/** The sections with the template's background colours; header, hero and others keep theirs. */
export function withTemplateColors(sections: readonly Section[], colors: TemplateSectionColors): Section[] {
  const backgrounds: Partial<Record<SectionName, Partial<Section>>> = {
    about: { bg_color: colors.about, inner_bg_color: colors.aboutInner },
    service: { bg_color: colors.service },
    location: { bg_color: colors.location },
    gallery: { bg_color: colors.gallery },
    footer: { bg_color: colors.footer },
  };
  return sections.map((section) => ({ ...section, ...backgrounds[section.section_name] }));
}
