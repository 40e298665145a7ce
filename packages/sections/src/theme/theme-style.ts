// The site theme as CSS custom properties (spec §4 "Theme": theme colour and theme font follow site data).
// Property names are ui-kit's (`--vitrina-*`), so buttons, toasts and sections share one theme.
import { DEFAULT_PRIMARY_COLOR, themeFontForTemplate, themeFontStack } from '@vitrina/core-model';
import type { CSSProperties } from 'react';
import { templateDefaults } from '../templates/template-defaults.js';

export type ThemeStyle = CSSProperties & Record<`--${string}`, string>;

const HEX = /^#([\da-f]{3}|[\da-f]{6})$/i;

/** `#abc` / `#aabbcc` in lower-case six-digit form, or null if it is not one. */
export function normalizeHexColor(value: string | null | undefined): string | null {
  const match = HEX.exec(value?.trim() ?? '');
  if (!match?.[1]) return null;
  const hex = match[1].length === 3 ? [...match[1]].map((c) => c + c).join('') : match[1];
  return `#${hex.toLowerCase()}`;
}

function relativeLuminance(hex: string): number {
  const channel = (i: number) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}

export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** Black or white text on `background`, whichever contrasts more (WCAG relative luminance). */
export function readableOn(background: string): '#000000' | '#ffffff' {
  return contrastRatio(background, '#000000') >= contrastRatio(background, '#ffffff') ? '#000000' : '#ffffff';
}

/**
 * CSS variables for a site: primary colour (invalid → spec §9 default #000000), the text colour that
 * reads on it, the heading font of the template (spec §9 "Theme fonts by template id") and, for
 * templates with defaults, their page background and text colours.
 */
export function themeStyle(primaryColor: string | null | undefined, templateId: number): ThemeStyle {
  const primary = normalizeHexColor(primaryColor) ?? DEFAULT_PRIMARY_COLOR;
  const font = themeFontForTemplate(templateId);
  const template = templateDefaults(templateId)?.theme;
  return {
    '--vitrina-primary': primary,
    '--vitrina-on-primary': readableOn(primary),
    '--vitrina-heading-font': font ? themeFontStack(font) : 'var(--vitrina-font)',
    '--vitrina-heading-weight': String(font?.weight ?? 700),
    // A template's own page colours (checked for AA contrast in its tests).
    ...(template ? { '--vitrina-background': template.backgroundColor, '--vitrina-text': template.textColor } : {}),
  };
}
