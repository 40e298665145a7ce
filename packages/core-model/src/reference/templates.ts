// The templates Vitrina ships: the data of each one's `json/template.json` (spec §7) that the API seeds
// and the sections package themes pages with, kept here so both read the same names and colours. Fonts
// are spec §9's (theme-font.ts); template 1 is the placeholder of §4 with the §9 defaults (primary
// colour #000000, carousel). How a template lays pages out (hero, cards, corners) is the sections
// package's business, not data.
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

/** The designed templates, one per §9 theme font that Vitrina ships: 4, 5, 9 and 14. */
export const SHIPPED_TEMPLATES: readonly TemplateData[] = [
  {
    id: 4,
    slug: 'modern',
    name: 'Modern',
    primaryColor: '#1f3b57',
    backgroundColor: '#ffffff',
    textColor: '#1a1a1a',
    serviceSectionStyle: 'carousel',
    sectionColors: {
      about: '#ffffff',
      aboutInner: '#f5f7fa',
      service: '#f5f7fa',
      location: '#ffffff',
      gallery: '#ffffff',
      footer: '#142536',
    },
  },
  {
    id: 5,
    slug: 'editorial',
    name: 'Editorial',
    primaryColor: '#2f5d62',
    backgroundColor: '#fbfaf7',
    textColor: '#1f2a2b',
    serviceSectionStyle: 'list',
    sectionColors: {
      about: '#fbfaf7',
      aboutInner: '#fbfaf7',
      service: '#eef3f2',
      location: '#fbfaf7',
      gallery: '#fbfaf7',
      footer: '#1f2a2b',
    },
  },
  {
    id: 9,
    slug: 'atelier',
    name: 'Atelier',
    primaryColor: '#5b4b8a',
    backgroundColor: '#faf8fc',
    textColor: '#231d33',
    serviceSectionStyle: 'list',
    sectionColors: {
      about: '#faf8fc',
      aboutInner: '#ffffff',
      service: '#f1edf7',
      location: '#faf8fc',
      gallery: '#ffffff',
      footer: '#231d33',
    },
  },
  {
    id: 14,
    slug: 'playful',
    name: 'Playful',
    primaryColor: '#b8336a',
    backgroundColor: '#fffaf5',
    textColor: '#2b2024',
    serviceSectionStyle: 'carousel',
    sectionColors: {
      about: '#fffaf5',
      aboutInner: '#ffffff',
      service: '#fdeef3',
      location: '#fffaf5',
      gallery: '#ffffff',
      footer: '#3d1f2b',
    },
  },
];

export function shippedTemplate(templateId: number): TemplateData | null {
  return SHIPPED_TEMPLATES.find((t) => t.id === templateId) ?? null;
}

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
