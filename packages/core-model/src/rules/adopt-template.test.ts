import { describe, expect, it } from 'vitest';
import { adoptTemplate, defaultMainSiteVariables, defaultSection, defaultSiteData, defaultTemplateRef } from '@vitrina/core-model';

const site = defaultSiteData({
  last_updated: '2026-01-01T00:00:00.000Z',
  template: defaultTemplateRef({ id: 4, url: '/assets/templates/4/' }),
  main_site_variables: defaultMainSiteVariables({ title: 'Luna', primary_color: '#aa3300', service_section_style: 'carousel' }),
  social: { facebook: 'https://facebook.com/luna' },
  sections: [
    defaultSection('header', { title: 'Luna Bakery', bg_color: '#111111', ordering: 1 }),
    defaultSection('hero', { title: 'Bread', bg_img_url: '/hero.jpg', bg_color: '#222222', ordering: 2 }),
    defaultSection('about', { body: 'We bake.', img_url: '/about.jpg', bg_color: '#ffffff', inner_bg_color: '#f5f7fa', ordering: 3 }),
    defaultSection('service', {
      bg_color: '#f5f7fa',
      ordering: 4,
      serviceinfo: [{ id: 1, name: 'Pan', description: 'Masa', img_url: '/pan.jpg', price: '4.00', booking_types: [0] }],
    }),
    defaultSection('gallery', { bg_color: '#ffffff', ordering: 5 }),
    defaultSection('footer', { title: 'Luna Bakery', bg_color: '#142536', ordering: 6 }),
  ],
});

const template = defaultSiteData({
  template: defaultTemplateRef({ id: 9, url: '/assets/templates/9/' }),
  main_site_variables: defaultMainSiteVariables({ title: 'Your business', primary_color: '#006d5b', service_section_style: 'list' }),
  sections: [
    defaultSection('header', { title: 'Your business name', bg_color: '#fafafa' }),
    defaultSection('hero', { title: 'Welcome', bg_color: '#000000' }),
    defaultSection('about', { body: 'Your story', bg_color: '#fdf8f2', inner_bg_color: '#ffffff' }),
    defaultSection('service', { bg_color: '#f3ece2', serviceinfo: [] }),
    defaultSection('footer', { title: 'Your business name', bg_color: '#2b2118' }),
  ],
});

describe('adoptTemplate (issue 16: "Use this template" in the back office)', () => {
  const adopted = adoptTemplate(site, template);
  const section = (name: string) => adopted.sections.find((s) => s.section_name === name)!;

  it('takes the template’s reference, section colours and service style', () => {
    expect(adopted.template).toEqual({ ...site.template, id: 9, url: '/assets/templates/9/' });
    expect(adopted.main_site_variables.service_section_style).toBe('list');
    expect([section('about').bg_color, section('about').inner_bg_color]).toEqual(['#fdf8f2', '#ffffff']);
    expect(section('service').bg_color).toBe('#f3ece2');
    expect(section('footer').bg_color).toBe('#2b2118');
  });

  it('keeps the business’s texts, images, services, brand colour and navigation; header and hero keep their colours', () => {
    expect(adopted.main_site_variables).toEqual({ ...site.main_site_variables, service_section_style: 'list' });
    expect(adopted.nav).toEqual(site.nav);
    expect(adopted.client).toEqual(site.client);
    expect(adopted.last_updated).toBe(site.last_updated);
    expect(adopted.sections.map((s) => [s.section_name, s.title, s.body, s.img_url, s.bg_img_url, s.serviceinfo])).toEqual(
      site.sections.map((s) => [s.section_name, s.title, s.body, s.img_url, s.bg_img_url, s.serviceinfo]),
    );
    expect([section('header').bg_color, section('hero').bg_color]).toEqual(['#111111', '#222222']);
  });

  it('a section the template does not style (here the gallery) keeps its colour; no section is added or removed', () => {
    expect(section('gallery').bg_color).toBe('#ffffff');
    expect(adopted.sections).toHaveLength(site.sections.length);
  });

  it('switching back restores the old look', () => {
    const back = adoptTemplate(adopted, { ...site, template: site.template });
    expect(back.template).toEqual(site.template);
    expect(back.sections).toEqual(site.sections);
    expect(back.main_site_variables).toEqual(site.main_site_variables);
  });
});
