// The templates Vitrina ships, one `catalog/{id}.json` each: the one source of a template's data (name,
// default primary colour, page and section colours, service style) and of its layout variant. The API
// seeds `templates/{id}/json/template.json` (spec §7) and the templates table from this list on every
// start; this package themes pages with it; fonts are spec §9's (core-model themeFontForTemplate), one
// stylesheet per template in ../fonts. Adding a template is a JSON file here, its line below, its font
// stylesheet and its export in package.json: nothing outside this package.
//
// Framework-free (no React): exported as `@vitrina/sections/catalog` for the API.
import type { TemplateData } from '@vitrina/core-model';
import t2 from './catalog/2.json' with { type: 'json' };
import t3 from './catalog/3.json' with { type: 'json' };
import t4 from './catalog/4.json' with { type: 'json' };
import t5 from './catalog/5.json' with { type: 'json' };
import t8 from './catalog/8.json' with { type: 'json' };
import t9 from './catalog/9.json' with { type: 'json' };
import t10 from './catalog/10.json' with { type: 'json' };
import t11 from './catalog/11.json' with { type: 'json' };
import t12 from './catalog/12.json' with { type: 'json' };
import t13 from './catalog/13.json' with { type: 'json' };
import t14 from './catalog/14.json' with { type: 'json' };
import t15 from './catalog/15.json' with { type: 'json' };
import t17 from './catalog/17.json' with { type: 'json' };
import t18 from './catalog/18.json' with { type: 'json' };
import t19 from './catalog/19.json' with { type: 'json' };
import t20 from './catalog/20.json' with { type: 'json' };
import type { TemplateLayout } from './template-layout.js';

export interface TemplateDefinition extends TemplateData {
  layout: TemplateLayout;
}

/** Every designed template, in the order the galleries show them. */
export const TEMPLATE_CATALOG: readonly TemplateDefinition[] = [
  t2,
  t3,
  t4,
  t5,
  t8,
  t9,
  t10,
  t11,
  t12,
  t13,
  t14,
  t15,
  t17,
  t18,
  t19,
  t20,
] as TemplateDefinition[];

export function templateDefinition(templateId: number): TemplateDefinition | null {
  return TEMPLATE_CATALOG.find((t) => t.id === templateId) ?? null;
}

export type { TemplateLayout } from './template-layout.js';
export { DEFAULT_TEMPLATE_LAYOUT } from './template-layout.js';
