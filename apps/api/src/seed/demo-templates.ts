// Template rows with their template.json documents (spec §4 "Template-only sites use the template's
// json merged with the client's data"): theme colour and default sections with placeholder text.
import { defaultClient, defaultSiteData, migrateSiteData } from '@vitrina/core-model';
import type { TemplateRecord } from '../db/repos/templates.js';
import { demoNav, demoSections, demoService, templateRef, templateUrl } from './site-doc.js';

interface TemplateLook {
  id: number;
  name: string;
  color: string;
  style: 'list' | 'carousel';
}

const LOOKS: TemplateLook[] = [
  { id: 1, name: 'Placeholder', color: '#000000', style: 'carousel' },
  { id: 4, name: 'Harbor', color: '#8c3b2e', style: 'carousel' },
  { id: 5, name: 'Meadow', color: '#2f5d62', style: 'carousel' },
  { id: 9, name: 'Atelier', color: '#5b4b8a', style: 'list' },
  { id: 14, name: 'Blossom', color: '#c2577a', style: 'list' },
];

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
    main_site_variables: { ...doc.main_site_variables, primary_color: look.color, service_section_style: look.style },
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
