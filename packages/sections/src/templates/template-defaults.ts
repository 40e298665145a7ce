// What a shipped template looks like on a page: its layout variant (this package's) and its page colours.
// The template's data (names, primary and section colours, service style) is core-model's SHIPPED_TEMPLATES,
// which the API seeds `json/template.json` from (spec §7); fonts are spec §9's, through core-model's
// themeFontForTemplate.
import { SHIPPED_TEMPLATES } from '@vitrina/core-model';
import type { TemplateData } from '@vitrina/core-model';

/** Page background and text colours of the template. */
interface TemplateTheme {
  backgroundColor: string;
  textColor: string;
}

/** The visual variant a template applies through data attributes (see styles.css). */
interface TemplateLayout {
  heroAlign: 'center' | 'start';
  /** What covers a hero image so its text reads: a dark veil or the primary colour. */
  heroOverlay: 'dark' | 'primary';
  cardStyle: 'shadow' | 'outline' | 'flat';
  /** Corner radius of cards, images and buttons: 0, small, large (pill buttons). */
  corners: 'square' | 'soft' | 'round';
  /** Header bar on the page background or on the primary colour. */
  header: 'light' | 'primary';
}

interface TemplateDefaults {
  theme: TemplateTheme;
  layout: TemplateLayout;
}

export const DEFAULT_TEMPLATE_LAYOUT: TemplateLayout = {
  heroAlign: 'center',
  heroOverlay: 'dark',
  cardStyle: 'shadow',
  corners: 'soft',
  header: 'light',
};

/** How each shipped template lays pages out; its names and colours are core-model's SHIPPED_TEMPLATES. */
const LAYOUTS: Readonly<Record<number, TemplateLayout>> = {
  // Modern (Montserrat): centred hero under a dark veil, soft shadowed cards, services in a carousel.
  4: DEFAULT_TEMPLATE_LAYOUT,
  // Editorial (Raleway): left-aligned hero, square corners, outlined cards, services as a list.
  5: { heroAlign: 'start', heroOverlay: 'dark', cardStyle: 'outline', corners: 'square', header: 'light' },
  // Atelier (Philosopher): header on the primary colour, left hero tinted with it, shadowed cards.
  9: { heroAlign: 'start', heroOverlay: 'primary', cardStyle: 'shadow', corners: 'soft', header: 'primary' },
  // Playful (Pacifico headings): centred hero tinted with the primary colour, round corners, flat cards.
  14: { heroAlign: 'center', heroOverlay: 'primary', cardStyle: 'flat', corners: 'round', header: 'light' },
};

function templateFrom(data: TemplateData): TemplateDefaults {
  return {
    theme: { backgroundColor: data.backgroundColor, textColor: data.textColor },
    layout: LAYOUTS[data.id] ?? DEFAULT_TEMPLATE_LAYOUT,
  };
}

export const TEMPLATES: Readonly<Record<number, TemplateDefaults>> = Object.fromEntries(
  SHIPPED_TEMPLATES.map((data) => [data.id, templateFrom(data)]),
);

export function templateDefaults(templateId: number): TemplateDefaults | null {
  return TEMPLATES[templateId] ?? null;
}
