// The site document (spec §3 "Site data (websitedata)").
import { defaultClient } from './client.js';
import type { Client } from './client.js';
import { defaultMainSiteVariables } from './main-site-variables.js';
import type { MainSiteVariables } from './main-site-variables.js';
import { defaultNav } from './nav.js';
import type { NavItem, SocialLinks } from './nav.js';
import type { GalleryImage } from './gallery.js';
import type { Section } from './section.js';

/**
 * Version of the SiteData shape. Bump it when the shape changes and teach `migrateSiteData` the step;
 * documents without `schema_version` are version 0 (the legacy websitedata of the spec).
 */
export const SITE_DATA_SCHEMA_VERSION = 1;

export interface TemplateRef {
  id: number;
  /** Base URL of the template's files; `{url}json/template.json` is its data (spec §7). */
  url: string;
  parent_id: number | null;
  parent_url: string | null;
}

export interface SiteData {
  schema_version: number;
  /** ISO 8601 time of the last save; null for a never-saved document. */
  last_updated: string | null;
  template: TemplateRef;
  client: Client;
  main_site_variables: MainSiteVariables;
  gallery: GalleryImage[];
  nav: NavItem[];
  social: SocialLinks;
  sections: Section[];
}

export function defaultTemplateRef(overrides: Partial<TemplateRef> = {}): TemplateRef {
  return { id: 1, url: '', parent_id: null, parent_url: null, ...overrides };
}

export function defaultSiteData(overrides: Partial<SiteData> = {}): SiteData {
  return {
    schema_version: SITE_DATA_SCHEMA_VERSION,
    last_updated: null,
    template: defaultTemplateRef(),
    client: defaultClient(),
    main_site_variables: defaultMainSiteVariables(),
    gallery: [],
    nav: defaultNav(),
    social: {},
    sections: [],
    ...overrides,
  };
}
