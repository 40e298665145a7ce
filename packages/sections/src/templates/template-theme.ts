// What a page root carries so a template looks like itself: a class, the layout variants as data
// attributes (styles/variants-*.css read them) and the theme's CSS variables. No CSS-in-JS: only custom
// properties.
import { themeFontForTemplate } from '@vitrina/core-model';
import type { TemplateSectionColors } from '@vitrina/core-model';
import type { ThemeStyle } from '../theme/theme-style.js';
import { contrastRatio, readableOn, themeStyle } from '../theme/theme-style.js';
import { templateDefinition } from './catalog.js';
import { DEFAULT_TEMPLATE_LAYOUT, templateDefaults } from './template-defaults.js';
import { SYSTEM_FONT_STACKS } from './template-layout.js';
import type { TemplateLayout } from './template-layout.js';

export function templateClassName(templateId: number): string {
  return `vs-site vs-template-${Number.isInteger(templateId) ? templateId : 0}`;
}

interface TemplateRootProps {
  className: string;
  style: ThemeStyle;
  'data-template': string;
  /** One per drawn layout key (`data-hero`, `data-hero-overlay`, …); the font keys become custom properties. */
  [attribute: `data-${string}`]: string;
}

const kebab = (key: string) => key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/** `data-{kebab-case key}` for each drawn layout key, e.g. `{ 'data-hero-overlay': 'dark' }`. */
export function layoutAttributes(layout: TemplateLayout): Record<`data-${string}`, string> {
  const attributes: Record<`data-${string}`, string> = {};
  for (const [key, value] of Object.entries(layout)) {
    if (key !== 'fontStack' && key !== 'bodyFont') attributes[`data-${kebab(key)}`] = value;
  }
  return attributes;
}

/**
 * The template's section colours as defaults (`--vs-{part}-bg` / `--vs-{part}-text`), so a site whose
 * sections carry no bg_color (a client previewing another template, spec §2) still gets the template's
 * colours; an owner's bg_color arrives inline and wins. Text keeps the template's colour when it reads.
 */
function sectionColorVariables(colors: TemplateSectionColors, textColor: string): Record<`--${string}`, string> {
  const variables: Record<`--${string}`, string> = {};
  for (const [part, background] of Object.entries(colors)) {
    const name = kebab(part);
    variables[`--vs-${name}-bg`] = background;
    variables[`--vs-${name}-text`] = contrastRatio(textColor, background) >= 4.5 ? textColor : readableOn(background);
  }
  return variables;
}

/** Root props already computed, by template and primary colour (bounded: colours come from sites). */
const rootProps = new Map<string, Readonly<TemplateRootProps>>();
const MAX_ROOT_PROPS = 1_000;

/**
 * Props for the element that wraps a whole page: `<div {...templateRootProps(id, color)}>`. The same template
 * and colour give the same (frozen) object: a server renders it on every page, and it is ~40 colour
 * contrasts and variables to work out.
 */
export function templateRootProps(templateId: number, primaryColor: string | null | undefined): Readonly<TemplateRootProps> {
  const key = `${templateId}|${primaryColor ?? ''}|${primaryColor === null ? 'null' : typeof primaryColor}`;
  let props = rootProps.get(key);
  if (!props) {
    const computed = computeRootProps(templateId, primaryColor);
    Object.freeze(computed.style);
    props = Object.freeze(computed);
    if (rootProps.size >= MAX_ROOT_PROPS) rootProps.clear();
    rootProps.set(key, props);
  }
  return props;
}

function computeRootProps(templateId: number, primaryColor: string | null | undefined): TemplateRootProps {
  const layout = templateDefaults(templateId)?.layout ?? DEFAULT_TEMPLATE_LAYOUT;
  const definition = templateDefinition(templateId);
  const style: ThemeStyle = {
    ...themeStyle(primaryColor, templateId),
    ...(definition ? sectionColorVariables(definition.sectionColors, definition.textColor) : {}),
  };
  // Body text in the template's system stack; headings too when spec §9 gives the template no font.
  style['--vitrina-font'] = SYSTEM_FONT_STACKS[layout.bodyFont];
  if (!themeFontForTemplate(templateId)) style['--vitrina-heading-font'] = SYSTEM_FONT_STACKS[layout.fontStack];
  return {
    className: templateClassName(templateId),
    style,
    'data-template': String(templateId),
    ...layoutAttributes(layout),
  };
}
