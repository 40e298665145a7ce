// Template previews from a builder or signup-wizard session (spec §1 "Template previews", §2 preview
// query parameters, §7 `builder/{id}/data` and `wizard/session/{id}/preview/{template_id}`): the
// template's json merged with what the visitor typed, as spec §4 does for template-only sites.
import { LANGUAGE_IDS, parseBuilderServices } from '@vitrina/core-model';
import type { BuilderData, Client, LanguageId, Section, SectionName, SiteData } from '@vitrina/core-model';

const HEX_COLOR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

const str = (value: unknown): string => (typeof value === 'string' ? value : '');
const num = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);

/**
 * Exactly the §3 builder-data fields of a stored session document; sessions are written by the builder,
 * so anything missing or of the wrong type reads as empty rather than breaking the preview.
 */
export function readBuilderData(raw: unknown): BuilderData {
  const d = typeof raw === 'object' && raw !== null && !Array.isArray(raw) ? (raw as Record<string, unknown>) : {};
  const industry = num(d.industry_id);
  return {
    business_name: str(d.business_name),
    location_lat: num(d.location_lat),
    location_lon: num(d.location_lon),
    industry_id: industry !== null && Number.isInteger(industry) ? industry : null,
    language_id: (d.language_id === LANGUAGE_IDS.es ? LANGUAGE_IDS.es : LANGUAGE_IDS.en) as LanguageId,
    primary_brand_color: str(d.primary_brand_color),
    s3_map_url: str(d.s3_map_url) || null,
    tagline_text: str(d.tagline_text),
    hero_subtext: str(d.hero_subtext),
    about_us_text: str(d.about_us_text),
    services_json: str(d.services_json),
  };
}

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
        serviceinfo: services.map((s, i) => ({ id: i + 1, name: s.name, description: s.description, img_url: null, price: null, booking_types: [0] })),
      };
    },
    location: () => {
      const [first, ...rest] = section.locationinfo;
      const place = first && data.location_lat !== null && data.location_lon !== null ? [{ ...first, lat: data.location_lat, lon: data.location_lon }, ...rest] : section.locationinfo;
      return { img_url: data.s3_map_url ?? section.img_url, locationinfo: place };
    },
  };
  const patch = patches[section.section_name];
  return patch ? { ...section, ...patch() } : section;
}

export interface PreviewTemplate {
  id: number;
  url: string;
  data: SiteData;
}

/**
 * The SiteData a preview renders: the template document with the session's texts, colour, language and
 * services. `client` is the wizard session's client when it has one (its id, plan, currency …).
 */
export function previewSiteData(template: PreviewTemplate, data: BuilderData, client: Client | null = null): SiteData {
  const base = template.data;
  const language = data.language_id === LANGUAGE_IDS.es ? 'es' : 'en';
  const name = data.business_name.trim();
  const msv = base.main_site_variables;
  return {
    ...base,
    last_updated: null,
    template: { ...base.template, id: template.id, url: template.url },
    client: {
      ...(client ?? base.client),
      name: name || (client ?? base.client).name,
      language_id: data.language_id,
      language,
      industry_id: data.industry_id ?? (client ?? base.client).industry_id,
    },
    main_site_variables: {
      ...msv,
      title: or(name, msv.title),
      logo_text: or(name, msv.logo_text),
      primary_color: HEX_COLOR.test(data.primary_brand_color.trim()) ? data.primary_brand_color.trim() : msv.primary_color,
    },
    sections: base.sections.map((s) => patchSection(s, data)),
  };
}
