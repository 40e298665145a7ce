// Template defaults, the data of a template's `json/template.json` (spec §7): its default sections and
// theme. Texts are left empty so each site shows the translated defaults of the `sections` namespace
// until the owner writes its own (a template must read well in English and Spanish).
import { defaultSection, themeFontForTemplate } from '@vitrina/core-model';
import type { Section, ThemeFont } from '@vitrina/core-model';

export interface TemplateTheme {
  primaryColor: string;
  /** Page background and text colours of the template. */
  backgroundColor: string;
  textColor: string;
  /** Spec §9 theme font of the template id; null for templates without one. */
  font: ThemeFont | null;
}

export interface TemplateDefaults {
  id: number;
  /** Internal name, for the template picker and logs. */
  slug: string;
  theme: TemplateTheme;
  sections: readonly Section[];
}

function sections(colors: { hero: string; about: string; aboutInner: string; service: string; location: string; footer: string }): Section[] {
  return [
    defaultSection('hero', { ordering: 1, bg_color: colors.hero }),
    defaultSection('about', { ordering: 2, bg_color: colors.about, inner_bg_color: colors.aboutInner }),
    defaultSection('service', { ordering: 3, bg_color: colors.service }),
    defaultSection('location', { ordering: 4, bg_color: colors.location }),
    defaultSection('footer', { ordering: 5, bg_color: colors.footer }),
  ];
}

export const TEMPLATES: Readonly<Record<number, TemplateDefaults>> = {
  // A clean, modern sans template (Montserrat).
  4: {
    id: 4,
    slug: 'modern',
    theme: { primaryColor: '#1f3b57', backgroundColor: '#ffffff', textColor: '#1a1a1a', font: themeFontForTemplate(4) },
    sections: sections({ hero: '#1f3b57', about: '#ffffff', aboutInner: '#f5f7fa', service: '#f5f7fa', location: '#ffffff', footer: '#142536' }),
  },
  // A warm, playful script template (Pacifico headings) for cafés, bakeries and salons.
  14: {
    id: 14,
    slug: 'playful',
    theme: { primaryColor: '#b8336a', backgroundColor: '#fffaf5', textColor: '#2b2024', font: themeFontForTemplate(14) },
    sections: sections({ hero: '#b8336a', about: '#fffaf5', aboutInner: '#ffffff', service: '#fdeef3', location: '#fffaf5', footer: '#3d1f2b' }),
  },
};

export function templateDefaults(templateId: number): TemplateDefaults | null {
  return TEMPLATES[templateId] ?? null;
}
