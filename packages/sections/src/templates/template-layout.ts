// How a template lays pages out: the variant each part of the page takes. Styles read them as data
// attributes on the page root (template-theme.ts → `data-{kebab-case key}`, styles/variants-*.css), so a
// new template is a JSON file picking from these lists, with no code. Framework-free, so the API can read
// the catalog. Each value is described in /tmp/briefs/A-vocabulary.md and beside the CSS that draws it.

/** Every allowed value of every layout part; the catalog test checks each template's JSON against it. */
export const LAYOUT_VARIANTS = {
  /** Header bar: page background with a hairline, primary colour, dark (text colour), logo centred over the nav, or a thick primary underline. */
  header: ['light', 'primary', 'dark', 'centered', 'accent'],
  /** Hero: centred, start-aligned, split (text on primary beside the photo), a short banner, or a text box on the photo. */
  hero: ['center', 'start', 'split', 'banner', 'boxed'],
  /** What covers a hero photo so its text reads: a dark veil, the primary colour or a light veil with dark text. */
  heroOverlay: ['dark', 'primary', 'light'],
  /** About: image before or after the text, text over a wide image, or the text box overlapping the image. */
  about: ['image-start', 'image-end', 'stacked', 'overlap'],
  /** Services (the site's list/carousel style stays its data, spec §9): grid cards, horizontal rows, or centred cards with round images. */
  services: ['cards', 'rows', 'centered'],
  /** Location: map after or before the text, or the map wide under the text. */
  location: ['map-end', 'map-start', 'stacked'],
  /** Footer: contact and social links side by side, everything centred, or a big title line over the details. */
  footer: ['columns', 'centered', 'statement'],
  /** Vertical rhythm of sections. */
  spacing: ['compact', 'normal', 'airy'],
  /** Section titles: as the font draws them, small caps with tracking, a primary bar under, larger, or italic. */
  headings: ['plain', 'uppercase', 'rule', 'large', 'italic'],
  /** Alignment of section titles and intros (services, location, gallery, store). */
  align: ['start', 'center'],
  /** Service and product cards: shadow, 1px outline, flat, or a primary top border. */
  cards: ['shadow', 'outline', 'flat', 'accent'],
  /** Corner radius of cards, images and buttons: 0, small, large (pill buttons). */
  corners: ['square', 'soft', 'round'],
  /** Heading font when spec §9 gives the template none (system stacks only, nothing downloaded). */
  fontStack: ['sans', 'serif', 'rounded', 'mono'],
  /** Body text font, a system stack (the §9 font is for headings). */
  bodyFont: ['sans', 'serif', 'rounded', 'mono'],
} as const;

type Variants = typeof LAYOUT_VARIANTS;

/** The visual variant of each part of a page (one value per key of LAYOUT_VARIANTS). */
export type TemplateLayout = { -readonly [K in keyof Variants]: Variants[K][number] };

export const DEFAULT_TEMPLATE_LAYOUT: TemplateLayout = {
  header: 'light',
  hero: 'center',
  heroOverlay: 'dark',
  about: 'image-start',
  services: 'cards',
  location: 'map-end',
  footer: 'columns',
  spacing: 'normal',
  headings: 'plain',
  align: 'start',
  cards: 'shadow',
  corners: 'soft',
  fontStack: 'sans',
  bodyFont: 'sans',
};

/** System font stacks (no download) for `fontStack` and `bodyFont`. */
export const SYSTEM_FONT_STACKS: Readonly<Record<TemplateLayout['fontStack'], string>> = {
  sans: "system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
  serif: "Charter, 'Bitstream Charter', 'Sitka Text', Cambria, Georgia, serif",
  rounded:
    "ui-rounded, 'SF Pro Rounded', 'Hiragino Maru Gothic ProN', Quicksand, Comfortaa, 'Arial Rounded MT Bold', system-ui, sans-serif",
  mono: "ui-monospace, 'Cascadia Code', 'Source Code Pro', Menlo, Consolas, 'DejaVu Sans Mono', monospace",
};

/** A layout with every key valid: unknown or missing values fall back to the default (a hand-edited JSON cannot break a page). */
export function normalizeLayout(layout: Partial<Record<keyof TemplateLayout, string>> | null | undefined): TemplateLayout {
  const result = { ...DEFAULT_TEMPLATE_LAYOUT } as Record<keyof TemplateLayout, string>;
  for (const key of Object.keys(LAYOUT_VARIANTS) as (keyof TemplateLayout)[]) {
    const value = layout?.[key];
    if (value && (LAYOUT_VARIANTS[key] as readonly string[]).includes(value)) result[key] = value;
  }
  return result as TemplateLayout;
}
