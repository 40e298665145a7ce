// What a catalog template looks like on a page: its layout variant and its page colours (catalog.ts,
// the template's `catalog/{id}.json`). Fonts are spec §9's, through core-model's themeFontForTemplate.
import { TEMPLATE_CATALOG } from './catalog.js';
import type { TemplateDefinition } from './catalog.js';
import { normalizeLayout } from './template-layout.js';
import type { TemplateLayout } from './template-layout.js';

export { DEFAULT_TEMPLATE_LAYOUT } from './template-layout.js';

/** Page background and text colours of the template. */
interface TemplateTheme {
  backgroundColor: string;
  textColor: string;
}

interface TemplateDefaults {
  theme: TemplateTheme;
  layout: TemplateLayout;
}

function templateFrom(data: TemplateDefinition): TemplateDefaults {
  return { theme: { backgroundColor: data.backgroundColor, textColor: data.textColor }, layout: normalizeLayout(data.layout) };
}

export const TEMPLATES: Readonly<Record<number, TemplateDefaults>> = Object.fromEntries(
  TEMPLATE_CATALOG.map((data) => [data.id, templateFrom(data)]),
);

export function templateDefaults(templateId: number): TemplateDefaults | null {
  return TEMPLATES[templateId] ?? null;
}
