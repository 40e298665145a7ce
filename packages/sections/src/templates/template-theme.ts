// What a page root carries so a template looks like itself: a class, the layout variant as data
// attributes (styles.css reads them) and the theme's CSS variables. No CSS-in-JS: only custom properties.
import type { ThemeStyle } from '../theme/theme-style.js';
import { themeStyle } from '../theme/theme-style.js';
import { DEFAULT_TEMPLATE_LAYOUT, templateDefaults } from './template-defaults.js';

export function templateClassName(templateId: number): string {
  return `vs-site vs-template-${Number.isInteger(templateId) ? templateId : 0}`;
}

interface TemplateRootProps {
  className: string;
  style: ThemeStyle;
  'data-template': string;
  'data-hero-align': string;
  'data-hero-overlay': string;
  'data-cards': string;
  'data-corners': string;
  'data-header': string;
}

/** Props for the element that wraps a whole page: `<div {...templateRootProps(id, color)}>`. */
export function templateRootProps(templateId: number, primaryColor: string | null | undefined): TemplateRootProps {
  const layout = templateDefaults(templateId)?.layout ?? DEFAULT_TEMPLATE_LAYOUT;
  return {
    className: templateClassName(templateId),
    style: themeStyle(primaryColor, templateId),
    'data-template': String(templateId),
    'data-hero-align': layout.heroAlign,
    'data-hero-overlay': layout.heroOverlay,
    'data-cards': layout.cardStyle,
    'data-corners': layout.corners,
    'data-header': layout.header,
  };
}
