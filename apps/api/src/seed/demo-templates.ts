// Template rows with their template.json documents (spec §4 "Template-only sites use the template's
// json merged with the client's data"): placeholder texts, and each template's name, theme colour, service
// style and section colours from the sections package's catalog (`@vitrina/sections/catalog`, the one
// source the pages are themed with; template 1 is the placeholder with the §9 defaults).
import { PLACEHOLDER_TEMPLATE, defaultClient, defaultSiteData, migrateSiteData, withTemplateColors } from '@vitrina/core-model';
import type { TemplateData, TemplateSectionColors } from '@vitrina/core-model';
import { TEMPLATE_CATALOG } from '@vitrina/sections/catalog';
import type { TemplateRecord } from '../db/repos/templates.js';
import { demoNav, demoSections, demoService, templateRef, templateUrl } from './site-doc.js';

/** What a seeded template takes from core-model; the placeholder has no section colours. */
type TemplateLook = Pick<TemplateData, 'id' | 'name' | 'primaryColor' | 'serviceSectionStyle'> & {
  sectionColors: TemplateSectionColors | null;
};

const LOOKS: readonly TemplateLook[] = [{ ...PLACEHOLDER_TEMPLATE, sectionColors: null }, ...TEMPLATE_CATALOG];

function templateDocument(look: TemplateLook): TemplateRecord['data'] {
  const doc = defaultSiteData({
    template: templateRef(look.id),
    client: defaultClient(),
    nav: demoNav(['home', 'about', 'service', 'location', 'contact']),
    sections: demoSections({
      header: { title: 'Your business name' },
      hero: { title: 'Welcome to your new website', title_subtext: 'Tell visitors in one sentence what you do.', book: 'Book now' },
      about: { title: 'About us', body: 'Share your story: who you are, what you do and why customers choose you.' },
      service: {
        title: 'Our services',
        book: 'Book now',
        serviceinfo: [
          demoService(1, 'First service', 'Describe what the customer gets.', null, [0]),
          demoService(2, 'Second service', 'Describe what the customer gets.', null, [0]),
          demoService(3, 'Third service', 'Describe what the customer gets.', null, [0]),
        ],
      },
      location: { title: 'Find us' },
      footer: { title: 'Your business name' },
    }),
  });
  return migrateSiteData({
    ...doc,
    sections: look.sectionColors ? withTemplateColors(doc.sections, look.sectionColors) : doc.sections,
    main_site_variables: { ...doc.main_site_variables, primary_color: look.primaryColor, service_section_style: look.serviceSectionStyle },
  });
}

export const DEMO_TEMPLATES: TemplateRecord[] = LOOKS.map((look) => ({
  id: look.id,
  name: look.name,
  url: templateUrl(look.id),
  data: templateDocument(look),
}));

/** Asset-store key of a template's data (spec §7 `{template url}json/template.json`). */
export const templateJsonKey = (id: number) => `templates/${id}/json/template.json`;
