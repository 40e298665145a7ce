// How a template lays pages out: the variant each part of the page takes (styles read them as data
// attributes on the page root, see template-theme.ts). Framework-free, so the API can read the catalog.

/** The visual variant a template applies through data attributes (see styles/templates.css). */
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

export const DEFAULT_TEMPLATE_LAYOUT: TemplateLayout = {
  heroAlign: 'center',
  heroOverlay: 'dark',
  cardStyle: 'shadow',
  corners: 'soft',
  header: 'light',
};
