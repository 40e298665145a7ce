// Section colours and background image from site data (spec §3 bg_color, inner_bg_color, bg_img_url).
import type { Section } from '@vitrina/core-model';
import type { CSSProperties } from 'react';
import { normalizeHexColor, readableOn } from '../theme/theme-style.js';

const HEX = /^#(?:[\da-f]{3}|[\da-f]{4}|[\da-f]{6}|[\da-f]{8})$/i;
const FUNCTIONAL = /^(?:rgb|rgba|hsl|hsla)\(\s*[\d.%\s,/]+\)$/i;
const NAMED = /^[a-z]{3,20}$/i;

/** An owner-entered colour if it is a plain CSS colour; anything else (e.g. `red;background:url(…)`) is dropped. */
export function safeColor(value: string | null | undefined): string | undefined {
  const v = value?.trim();
  if (!v) return undefined;
  return HEX.test(v) || FUNCTIONAL.test(v) || NAMED.test(v) ? v : undefined;
}

/** A CSS `url("…")` for an image URL, or undefined for an empty or script URL. */
export function cssUrl(value: string | null | undefined): string | undefined {
  const v = value?.trim();
  if (!v || /^\s*(?:javascript|vbscript|data):/i.test(v)) return undefined;
  // Quote and escape so a URL can never close the url() and inject more CSS.
  return `url("${v.replace(/[\\"\n\r\f]/g, (c) => `\\${c.charCodeAt(0).toString(16)} `)}")`;
}

export function sectionBackground(section: Pick<Section, 'bg_color' | 'bg_img_url'>): CSSProperties {
  const style: CSSProperties = {};
  const color = safeColor(section.bg_color);
  const image = cssUrl(section.bg_img_url);
  if (color) style.backgroundColor = color;
  if (image) style.backgroundImage = image;
  return style;
}

function innerBackground(section: Pick<Section, 'inner_bg_color'>): CSSProperties {
  const color = safeColor(section.inner_bg_color);
  return color ? { backgroundColor: color } : {};
}

/** Black or white text on an owner-chosen hex colour (WCAG AA); nothing for other colour forms. */
function textOn(color: string | null | undefined): CSSProperties {
  const hex = normalizeHexColor(safeColor(color));
  return hex ? { color: readableOn(hex) } : {};
}

/** Background of a section plus a text colour that reads on its bg_color. */
export function sectionColors(section: Pick<Section, 'bg_color' | 'bg_img_url'>): CSSProperties {
  return { ...sectionBackground(section), ...textOn(section.bg_color) };
}

/** The inner box's background plus a text colour that reads on its inner_bg_color. */
export function innerColors(section: Pick<Section, 'inner_bg_color'>): CSSProperties {
  return { ...innerBackground(section), ...textOn(section.inner_bg_color) };
}
