// Template previews from a site builder or a signup wizard (spec §1 "Template previews", §2 builder_id /
// wizard_session_id with template_id, §3 "Builder data"): the template's json with what the visitor typed
// (name, tagline, texts, colour, language, services, map), as spec §4 merges template-only sites. The site
// does it for builder previews, the API for wizard sessions: one rule for both.
import { LANGUAGE_IDS } from '../constants.js';
import type { SectionName } from '../constants.js';
import { parseBuilderServices } from '../model/builder-data.js';
import type { BuilderData } from '../model/builder-data.js';
import type { Client } from '../model/client.js';
import type { Section } from '../model/section.js';
import type { SiteData } from '../model/site-data.js';

const HEX_COLOR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

/** `text` when the visitor typed something, else the template's default. */
const or = (text: string, fallback: string): string => (text.trim() ? text.trim() : fallback);

function patchSection(section: Section, data: BuilderData): Section {
  const name = data.business_name;
  const patches: Partial<Record<SectionName, () => Partial<Section>>> = {
    header: () => ({ title: or(name, section.title) }),
    footer: () => ({ title: or(name, section.title) }),
    hero: () => ({ title: or(data.tagline_text, section.title), title_subtext: or(data.hero_subtext, section.title_subtext) }),
    about: () => ({ body: or(data.about_us_text, section.body) }),
    service: () => {
      const services = parseBuilderServices(data.services_json);
      if (services.length === 0) return {};
      return {
        serviceinfo: services.map((s, i) => ({
          id: i + 1,
          name: s.name,
          description: s.description,
          img_url: null,
          price: null,
          booking_types: [0],
        })),
      };
    },
    location: () => {
      const [first, ...rest] = section.locationinfo;
      const place =
        first && data.location_lat !== null && data.location_lon !== null
          ? [{ ...first, lat: data.location_lat, lon: data.location_lon }, ...rest]
          : section.locationinfo;
      return { img_url: data.s3_map_url ?? section.img_url, locationinfo: place };
    },
  };
  const patch = patches[section.section_name];
  return patch ? { ...section, ...patch() } : section;
}

/** Sections whose texts a template document carries as English placeholders. */
const TEXT_FIELDS = ['title', 'title_subtext', 'body', 'header_text', 'book'] as const;

/** Header and footer show the business's name, whatever the language. */
const NAMED: ReadonlySet<SectionName> = new Set(['header', 'footer']);

/**
 * A template's placeholder texts are English; on a page in another language a text the visitor's answers
 * did not replace is left empty, so the page shows the interface's translated default (sections `defaults.*`).
 */
function withoutPlaceholders(sections: Section[], template: readonly Section[]): Section[] {
  return sections.map((section) => {
    const original = template.find((t) => t.section_name === section.section_name);
    if (!original || NAMED.has(section.section_name)) return section;
    const cleared = { ...section };
    for (const field of TEXT_FIELDS) if (cleared[field] === original[field]) cleared[field] = '';
    return cleared;
  });
}

interface PreviewTemplate {
  id: number;
  /** The template's base URL, when the caller knows it (the API); otherwise the document's own. */
  url?: string;
  data: SiteData;
}

/**
 * The SiteData a preview renders: the template document with the session's texts, colour, language and
 * services; never a saved version (`last_updated` null). `client` is the wizard session's client when it
 * has one (its id, plan, currency …), else the template's.
 */
export function previewSiteData(template: PreviewTemplate, data: BuilderData, client: Client | null = null): SiteData {
  const base = template.data;
  const owner = client ?? base.client;
  const name = data.business_name.trim();
  const msv = base.main_site_variables;
  const color = data.primary_brand_color.trim();
  const english = data.language_id !== LANGUAGE_IDS.es;
  const sections = base.sections.map((s) => patchSection(s, data));
  return {
    ...base,
    last_updated: null,
    template: { ...base.template, id: template.id, ...(template.url === undefined ? {} : { url: template.url }) },
    client: {
      ...owner,
      name: name || owner.name,
      language_id: data.language_id,
      language: english ? 'en' : 'es',
      industry_id: data.industry_id ?? owner.industry_id,
    },
    main_site_variables: {
      ...msv,
      title: or(name, msv.title),
      logo_text: or(name, msv.logo_text),
      primary_color: HEX_COLOR.test(color) ? color : msv.primary_color,
    },
    sections: english ? sections : withoutPlaceholders(sections, base.sections),
  };
}
