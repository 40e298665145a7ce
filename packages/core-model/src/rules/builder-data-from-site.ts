// The back office's template gallery (issue 16 "a gallery of every template rendered with the business's own
// content"): the §3 builder data of a builder session made from the business's DRAFT site, so that every
// template previews (`/?builder_id=…&template_id=…`, spec §2) with its own name, texts, services, colour and
// language. The inverse of previewSiteData (builder-preview.ts), which puts these fields back into a template.
import type { BuilderData } from '../model/builder-data.js';
import type { Section } from '../model/section.js';
import type { SiteData } from '../model/site-data.js';

const sectionOf = (site: SiteData, name: Section['section_name']): Section | undefined =>
  site.sections.find((s) => s.section_name === name);

export function builderDataFromSite(site: SiteData): BuilderData {
  const hero = sectionOf(site, 'hero');
  const about = sectionOf(site, 'about');
  const services = sectionOf(site, 'service')?.serviceinfo ?? [];
  const place = sectionOf(site, 'location');
  const first = place?.locationinfo[0];
  const msv = site.main_site_variables;
  return {
    // The business's name as its pages show it: the client record's, else the page title.
    business_name: site.client.name.trim() || msv.title.trim() || msv.logo_text.trim(),
    location_lat: first?.lat ?? null,
    location_lon: first?.lon ?? null,
    industry_id: site.client.industry_id,
    language_id: site.client.language_id,
    primary_brand_color: msv.primary_color,
    s3_map_url: place?.img_url ?? null,
    tagline_text: hero?.title ?? '',
    hero_subtext: hero?.title_subtext ?? '',
    about_us_text: about?.body ?? '',
    services_json: JSON.stringify(services.filter((s) => s.name.trim()).map((s) => ({ name: s.name, description: s.description }))),
  };
}
