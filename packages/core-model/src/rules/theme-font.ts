// Spec §9 "Theme fonts by template id". Fonts are self-hosted (no font CDN); the three commercial
// fonts cannot be shipped freely, so each has a free look-alike in `shippedFamily`
// (recorded in docs/decisions.md).

interface ThemeFont {
  /** The font the spec names, e.g. `Proxima Nova semibold`. */
  specName: string;
  /** The CSS family the spec means. */
  family: string;
  /** CSS font-weight for headings. */
  weight: number;
  /** The family Vitrina actually ships (free licence); equals `family` when that one is free. */
  shippedFamily: string;
  /** Generic fallback for the CSS font stack. */
  generic: 'sans-serif' | 'serif' | 'cursive';
}

function font(specName: string, family: string, generic: ThemeFont['generic'], extra: Partial<ThemeFont> = {}): ThemeFont {
  return { specName, family, weight: 400, shippedFamily: family, generic, ...extra };
}

const LIBRE_BASKERVILLE = font('Libre Baskerville', 'Libre Baskerville', 'serif');

export const THEME_FONTS: Readonly<Record<number, ThemeFont>> = {
  4: font('Montserrat', 'Montserrat', 'sans-serif'),
  5: font('Raleway', 'Raleway', 'sans-serif'),
  8: LIBRE_BASKERVILLE,
  9: font('Philosopher', 'Philosopher', 'sans-serif'),
  10: LIBRE_BASKERVILLE,
  11: font('Lora', 'Lora', 'serif'),
  // Commercial (Mark Simonson): Montserrat is the usual free geometric stand-in.
  12: font('Proxima Nova semibold', 'Proxima Nova', 'sans-serif', { weight: 600, shippedFamily: 'Montserrat' }),
  13: font('Metamorphous', 'Metamorphous', 'serif'),
  14: font('Pacifico', 'Pacifico', 'cursive'),
  // Commercial (Commercial Type): Inter is a close free grotesque.
  15: font('Graphik', 'Graphik', 'sans-serif', { shippedFamily: 'Inter' }),
  17: font('Arimo', 'Arimo', 'sans-serif'),
  // Commercial (Linotype/Monotype): Nunito Sans is a close free humanist sans.
  18: font('Avenir Next Demi', 'Avenir Next', 'sans-serif', { weight: 600, shippedFamily: 'Nunito Sans' }),
  19: font('Roboto Condensed', 'Roboto Condensed', 'sans-serif'),
  20: font('Roboto Slab', 'Roboto Slab', 'serif'),
};

/** The theme font of a template; null for templates without one (they keep the default font). */
export function themeFontForTemplate(templateId: number): ThemeFont | null {
  return THEME_FONTS[templateId] ?? null;
}

/** CSS `font-family` value of a theme font, shipped family first. */
export function themeFontStack(themeFont: ThemeFont): string {
  return `"${themeFont.shippedFamily}", ${themeFont.generic}`;
}
