import { describe, expect, it } from 'vitest';
import {
  defaultClient,
  defaultMainSiteVariables,
  defaultSection,
  defaultSiteData,
  defaultTemplateRef,
  isTemplateOnly,
  mergeTemplate,
  mergeTemplateVariables,
} from '@vitrina/core-model';
import type { Client, SiteData } from '@vitrina/core-model';

function site(name: string, client: Partial<Client> = {}, overrides: Partial<SiteData> = {}): SiteData {
  return defaultSiteData({
    template: defaultTemplateRef({ id: 4 }),
    client: defaultClient({ id: 7, name: `${name} & Co`, wurkzen_subdomain: name, plan_slug: 'business', ...client }),
    main_site_variables: defaultMainSiteVariables({ title: `${name} | Home`, seo: { description: `All about ${name}.`, keywords: '' } }),
    sections: [
      defaultSection('header', { title: `${name} & Co`, ordering: 1 }),
      defaultSection('hero', { title: `Welcome to ${name}`, ordering: 2 }),
      defaultSection('footer', { title: `${name} & Co`, ordering: 3 }),
    ],
    ...overrides,
  });
}

const template = site(
  'template',
  {},
  {
    template: defaultTemplateRef({ id: 9 }),
    main_site_variables: defaultMainSiteVariables({ primary_color: '#5b4b8a', service_section_style: 'list', title: 'Your title' }),
  },
);

describe('§4 "Template-only sites use the template\'s json merged with the client\'s data"', () => {
  it.each([
    ['template 1 (placeholder)', site('a', {}, { template: defaultTemplateRef({ id: 1 }) }), true],
    ['no sections of its own', site('a', {}, { sections: [] }), true],
    ['a site with its own sections', site('a'), false],
  ])('%s → template-only: %s', (_name, doc, expected) => {
    expect(isTemplateOnly(doc)).toBe(expected);
  });

  it('the template gives sections and nav; the client keeps its identity, with its name in header and footer', () => {
    const own = site('newbie', { name: 'Newbie Bakery' }, { sections: [], nav: [], template: defaultTemplateRef({ id: 1 }) });
    const merged = mergeTemplate(template, own);
    expect(merged.client).toEqual(own.client);
    expect(merged.template).toEqual(own.template);
    expect(merged.sections.map((s) => s.section_name)).toEqual(template.sections.map((s) => s.section_name));
    expect(merged.sections.find((s) => s.section_name === 'header')?.title).toBe('Newbie Bakery');
    expect(merged.sections.find((s) => s.section_name === 'hero')?.title).toBe('Welcome to template');
    expect(merged.nav).toEqual(template.nav);
    expect(merged.main_site_variables.logo_text).toBe('Newbie Bakery');
  });

  it("a variable the client set wins; a default or blank one takes the template's", () => {
    const own = defaultMainSiteVariables({ title: 'Mine', primary_color: '#000000', seo: { description: '', keywords: 'k' } });
    const merged = mergeTemplateVariables(template.main_site_variables, own);
    expect(merged).toMatchObject({ title: 'Mine', primary_color: '#5b4b8a', service_section_style: 'list' });
    expect(merged.seo).toEqual({ description: template.main_site_variables.seo.description, keywords: 'k' });
  });

  it('own sections are kept as they are', () => {
    const own = site('a', {}, { sections: [defaultSection('hero', { title: 'Mine', ordering: 1 })] });
    expect(mergeTemplate(template, own).sections).toEqual(own.sections);
  });
});
