// Builder preview (spec §2 builder_id + template_id, §3 "Builder data"): the template's json with what
// the visitor typed in the builder. The API does the same for wizard sessions (apps/api
// public-preview.ts); builder data comes raw, so the site merges it here.
import { LANGUAGE_IDS, parseBuilderServices } from '@vitrina/core-model';
import type { BuilderData, Section, SiteData } from '@vitrina/core-model';

const HEX_COLOR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;
const or = (text: string, fallback: string): string => (text.trim() ? text.trim() : fallback);

function patchSection(section: Section, data: BuilderData): Section {
  const name = data.business_name;
  switch (section.section_name) {
    case 'header':
    case 'footer':
      return { ...section, title: or(name, section.title) };
    case 'hero':
      return { ...section, title: or(data.tagline_text, section.title), title_subtext: or(data.hero_subtext, section.title_subtext) };
    case 'about':
      return { ...section, body: or(data.about_us_text, section.body) };
    case 'service': {
      const services = parseBuilderServices(data.services_json);
      if (services.length === 0) return section;
      const serviceinfo = services.map((s, i) => ({ id: i + 1, name: s.name, description: s.description, img_url: null, price: null, booking_types: [0 as const] }));
      return { ...section, serviceinfo };
    }
    case 'location': {
      const [first, ...rest] = section.locationinfo;
      if (!first || data.location_lat === null || data.location_lon === null) return { ...section, img_url: data.s3_map_url ?? section.img_url };
      return { ...section, img_url: data.s3_map_url ?? section.img_url, locationinfo: [{ ...first, lat: data.location_lat, lon: data.location_lon }, ...rest] };
    }
    default:
      return section;
  }
}

export function builderPreviewSite(template: SiteData, templateId: number, data: BuilderData): SiteData {
  const name = data.business_name.trim();
  const msv = template.main_site_variables;
  const color = data.primary_brand_color.trim();
  return {
    ...template,
    template: { ...template.template, id: templateId },
    client: {
      ...template.client,
      name: name || template.client.name,
      language_id: data.language_id,
      language: data.language_id === LANGUAGE_IDS.es ? 'es' : 'en',
      industry_id: data.industry_id ?? template.client.industry_id,
    },
    main_site_variables: {
      ...msv,
      title: or(name, msv.title),
      logo_text: or(name, msv.logo_text),
      primary_color: HEX_COLOR.test(color) ? color : msv.primary_color,
    },
    sections: template.sections.map((s) => patchSection(s, data)),
  };
}
