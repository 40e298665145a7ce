// Back office, Design → Templates (issue 16; spec §1 "Templates must be chosen in the owner's admin portal"):
// the site switched to another template. The template brings its look — its reference (id and files' url),
// its section background colours (header and hero keep theirs, as withTemplateColors) and its service
// section style; the business keeps its own texts, images, services, brand colour, navigation and
// everything else. Fonts follow the template id (§9), so they need nothing here.
import { withTemplateColors } from '../reference/templates.js';
import type { TemplateSectionColors } from '../reference/templates.js';
import type { Section } from '../model/section.js';
import type { SiteData } from '../model/site-data.js';

/** The section colours a template document carries; a section it lacks keeps the site's own colour. */
function colorsOf(template: SiteData, site: SiteData): TemplateSectionColors {
  const bg = (name: Section['section_name'], inner = false): string => {
    const own = template.sections.find((s) => s.section_name === name) ?? site.sections.find((s) => s.section_name === name);
    return (inner ? own?.inner_bg_color : own?.bg_color) ?? '';
  };
  return {
    about: bg('about'),
    aboutInner: bg('about', true),
    service: bg('service'),
    location: bg('location'),
    gallery: bg('gallery'),
    footer: bg('footer'),
  };
}

/** `site` dressed in the template whose template.json document is `template`. */
export function adoptTemplate(site: SiteData, template: SiteData): SiteData {
  return {
    ...site,
    template: { ...site.template, id: template.template.id, url: template.template.url },
    main_site_variables: {
      ...site.main_site_variables,
      service_section_style: template.main_site_variables.service_section_style,
    },
    sections: withTemplateColors(site.sections, colorsOf(template, site)),
  };
}
