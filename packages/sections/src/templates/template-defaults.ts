// Template defaults, the data of a template's `json/template.json` (spec §7): default sections, nav,
// site variables, layout variant and theme. Texts are left empty so each site shows the translated
// defaults of the `sections` namespace until the owner writes its own (a template must read well in
// English and Spanish). Fonts: spec §9 through core-model's themeFontForTemplate.
import { defaultNav, defaultSection, themeFontForTemplate } from '@vitrina/core-model';
import type { MainSiteVariables, NavItem, Section, ThemeFont } from '@vitrina/core-model';

export interface TemplateTheme {
  primaryColor: string;
  /** Page background and text colours of the template. */
  backgroundColor: string;
  textColor: string;
  /** Spec §9 theme font of the template id; null for templates without one. */
  font: ThemeFont | null;
}

/** The visual variant a template applies through data attributes (see styles.css). */
export interface TemplateLayout {
  heroAlign: 'center' | 'start';
  /** What covers a hero image so its text reads: a dark veil or the primary colour. */
  heroOverlay: 'dark' | 'primary';
  cardStyle: 'shadow' | 'outline' | 'flat';
  /** Corner radius of cards, images and buttons: 0, small, large (pill buttons). */
  corners: 'square' | 'soft' | 'round';
  /** Header bar on the page background or on the primary colour. */
  header: 'light' | 'primary';
}

export interface TemplateDefaults {
  id: number;
  /** Internal name, for the template picker and logs. */
  slug: string;
  theme: TemplateTheme;
  layout: TemplateLayout;
  main_site_variables: Partial<MainSiteVariables>;
  nav: readonly NavItem[];
  sections: readonly Section[];
}

/** Header and hero take no colour of their own: they follow the theme colour the owner picks. */
interface SectionColors {
  about: string;
  aboutInner: string;
  service: string;
  location: string;
  gallery: string;
  footer: string;
}

function sections(c: SectionColors): Section[] {
  return [
    defaultSection('header', { ordering: 1 }),
    defaultSection('hero', { ordering: 2 }),
    defaultSection('about', { ordering: 3, bg_color: c.about, inner_bg_color: c.aboutInner }),
    defaultSection('service', { ordering: 4, bg_color: c.service }),
    defaultSection('location', { ordering: 5, bg_color: c.location }),
    defaultSection('gallery', { ordering: 6, bg_color: c.gallery }),
    defaultSection('footer', { ordering: 7, bg_color: c.footer }),
  ];
}

export const DEFAULT_TEMPLATE_LAYOUT: TemplateLayout = {
  heroAlign: 'center',
  heroOverlay: 'dark',
  cardStyle: 'shadow',
  corners: 'soft',
  header: 'light',
};

export const TEMPLATES: Readonly<Record<number, TemplateDefaults>> = {
  // Modern (Montserrat): centred hero under a dark veil, soft shadowed cards, services in a carousel.
  4: {
    id: 4,
    slug: 'modern',
    theme: { primaryColor: '#1f3b57', backgroundColor: '#ffffff', textColor: '#1a1a1a', font: themeFontForTemplate(4) },
    layout: DEFAULT_TEMPLATE_LAYOUT,
    main_site_variables: { primary_color: '#1f3b57', service_section_style: 'carousel' },
    nav: defaultNav(),
    sections: sections({
      about: '#ffffff',
      aboutInner: '#f5f7fa',
      service: '#f5f7fa',
      location: '#ffffff',
      gallery: '#ffffff',
      footer: '#142536',
    }),
  },
  // Editorial (Raleway): left-aligned hero, square corners, outlined cards, services as a list.
  5: {
    id: 5,
    slug: 'editorial',
    theme: { primaryColor: '#2f5d62', backgroundColor: '#fbfaf7', textColor: '#1f2a2b', font: themeFontForTemplate(5) },
    layout: { heroAlign: 'start', heroOverlay: 'dark', cardStyle: 'outline', corners: 'square', header: 'light' },
    main_site_variables: { primary_color: '#2f5d62', service_section_style: 'list' },
    nav: defaultNav(),
    sections: sections({
      about: '#fbfaf7',
      aboutInner: '#fbfaf7',
      service: '#eef3f2',
      location: '#fbfaf7',
      gallery: '#fbfaf7',
      footer: '#1f2a2b',
    }),
  },
  // Atelier (Philosopher): header on the primary colour, left hero tinted with it, shadowed cards.
  9: {
    id: 9,
    slug: 'atelier',
    theme: { primaryColor: '#5b4b8a', backgroundColor: '#faf8fc', textColor: '#231d33', font: themeFontForTemplate(9) },
    layout: { heroAlign: 'start', heroOverlay: 'primary', cardStyle: 'shadow', corners: 'soft', header: 'primary' },
    main_site_variables: { primary_color: '#5b4b8a', service_section_style: 'list' },
    nav: defaultNav(),
    sections: sections({
      about: '#faf8fc',
      aboutInner: '#ffffff',
      service: '#f1edf7',
      location: '#faf8fc',
      gallery: '#ffffff',
      footer: '#231d33',
    }),
  },
  // Playful (Pacifico headings): centred hero tinted with the primary colour, round corners, flat cards.
  14: {
    id: 14,
    slug: 'playful',
    theme: { primaryColor: '#b8336a', backgroundColor: '#fffaf5', textColor: '#2b2024', font: themeFontForTemplate(14) },
    layout: { heroAlign: 'center', heroOverlay: 'primary', cardStyle: 'flat', corners: 'round', header: 'light' },
    main_site_variables: { primary_color: '#b8336a', service_section_style: 'carousel' },
    nav: defaultNav(),
    sections: sections({
      about: '#fffaf5',
      aboutInner: '#ffffff',
      service: '#fdeef3',
      location: '#fffaf5',
      gallery: '#ffffff',
      footer: '#3d1f2b',
    }),
  },
};

export function templateDefaults(templateId: number): TemplateDefaults | null {
  return TEMPLATES[templateId] ?? null;
}
