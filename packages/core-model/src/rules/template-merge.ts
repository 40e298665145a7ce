// Spec §4 "Template-only sites use the template's json merged with the client's data". A site is
// template-only when it uses the placeholder template (id 1) or has no sections of its own yet: the
// template gives sections, nav and unset variables; the client's data wins wherever it says something.
// (Builder and wizard previews merge a template with what the visitor typed instead: builder-preview.ts.)
import { PLACEHOLDER_TEMPLATE_ID } from '../constants.js';
import { defaultMainSiteVariables } from '../model/main-site-variables.js';
import type { MainSiteVariables } from '../model/main-site-variables.js';
import type { Section } from '../model/section.js';
import type { SiteData } from '../model/site-data.js';

export function isTemplateOnly(site: Pick<SiteData, 'template' | 'sections'>): boolean {
  return site.template.id === PLACEHOLDER_TEMPLATE_ID || site.sections.length === 0;
}

const DEFAULTS = defaultMainSiteVariables();

/** A variable counts as set when it differs from the §3 default and is not blank. */
function isSet(value: unknown, fallback: unknown): boolean {
  if (value === null || value === undefined) return false;
  if (typeof value === 'string' && !value.trim()) return false;
  return JSON.stringify(value) !== JSON.stringify(fallback);
}

export function mergeTemplateVariables(template: MainSiteVariables, own: MainSiteVariables): MainSiteVariables {
  const merged: Record<string, unknown> = { ...template };
  for (const key of Object.keys(own) as (keyof MainSiteVariables)[]) {
    if (key === 'seo') continue;
    if (isSet(own[key], DEFAULTS[key])) merged[key] = own[key];
  }
  const seo = {
    description: own.seo.description.trim() || template.seo.description,
    keywords: own.seo.keywords.trim() || template.seo.keywords,
  };
  return { ...(merged as unknown as MainSiteVariables), seo };
}

/** The template's header and footer carry a placeholder business name: show the client's instead. */
function withClientName(section: Section, name: string): Section {
  if (!name || (section.section_name !== 'header' && section.section_name !== 'footer')) return section;
  return { ...section, title: name };
}

/** The client's site with the template's json filling in what the client has not set. */
export function mergeTemplate(template: SiteData, own: SiteData): SiteData {
  const hasSections = own.sections.length > 0;
  const name = own.client.name.trim();
  const variables = mergeTemplateVariables(template.main_site_variables, own.main_site_variables);
  return {
    ...own,
    main_site_variables: { ...variables, logo_text: own.main_site_variables.logo_text.trim() || name || variables.logo_text },
    nav: hasSections ? own.nav : template.nav,
    social: { ...template.social, ...own.social },
    sections: hasSections ? own.sections : template.sections.map((s) => withClientName(s, name)),
  };
}
