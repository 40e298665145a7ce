// Site data for tests and stories: a small barber shop.
import { defaultClient, defaultSection, defaultSiteData } from '@vitrina/core-model';
import type { Section, SiteData } from '@vitrina/core-model';

export const heroSection: Section = defaultSection('hero', {
  title: 'Sharp Cuts Barbershop',
  title_subtext: 'Classic cuts and hot-towel shaves in downtown Austin',
  book: 'Book a chair',
  ordering: 1,
  bg_color: '#1f2933',
  bg_img_url: 'https://images.test/barbershop.jpg',
});

export const aboutSection: Section = defaultSection('about', {
  title: 'About us',
  header_text: 'Family-owned since 1998',
  body: 'We are a neighbourhood barbershop.\nWalk-ins welcome, appointments preferred.',
  img_url: 'https://images.test/shop-front.jpg',
  ordering: 2,
  bg_color: '#ffffff',
  inner_bg_color: '#f9f9f9',
});

export const footerSection: Section = defaultSection('footer', {
  title: 'Visit us',
  body: '123 Congress Ave, Austin, TX',
  ordering: 9,
  bg_color: '#111111',
});

export function siteFixture(overrides: Partial<SiteData> = {}): SiteData {
  return defaultSiteData({
    client: defaultClient({ id: 7, name: 'Sharp Cuts', contact_info: '(512) 555-0142', wurkzen_subdomain: 'sharpcuts' }),
    social: { facebook: 'facebook.com/sharpcuts', instagram: 'https://instagram.com/sharpcuts', twitter: '' },
    sections: [footerSection, heroSection, aboutSection],
    ...overrides,
  });
}
