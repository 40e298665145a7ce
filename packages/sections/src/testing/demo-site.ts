// A whole demo site on a template's defaults, for the TemplatePreview stories: the template's sections
// and colours (the catalog's template data) filled with a café's texts, services, a storefront, a
// gallery and products.
import {
  defaultClient,
  defaultLocationInfo,
  defaultMainSiteVariables,
  defaultSection,
  defaultSiteData,
  defaultTemplateRef,
  withTemplateColors,
} from '@vitrina/core-model';
import type { GalleryImage, Product, Section, SiteData } from '@vitrina/core-model';
import { templateDefinition } from '../templates/catalog.js';
import { navOf } from './fixtures.js';
import { placeholderImage } from './placeholder-image.js';

const TEXTS: Partial<Record<Section['section_name'], Partial<Section>>> = {
  header: { title: 'Corner Café', header_text: 'Open every day from 7 am' },
  hero: { title: 'Coffee roasted down the street', title_subtext: 'Breakfast, lunch and cakes baked every morning.', book: 'Book a table' },
  about: {
    title: 'About us',
    header_text: 'A neighbourhood café since 2009',
    body: 'We roast our own beans twice a week and bake everything in house.\nBring your laptop, your friends or your dog.',
  },
  service: {
    title: 'What we offer',
    book: 'Book',
    serviceinfo: [
      {
        id: 1,
        name: 'Barista class',
        description: 'Two hours behind the bar: espresso, milk and latte art.',
        img_url: placeholderImage('Class', '#6b3e26', '#c98b5e', 480, 320),
        price: '45.00',
        booking_types: [0],
      },
      {
        id: 2,
        name: 'Private breakfast',
        description: 'The back room for up to 12 guests.',
        img_url: placeholderImage('Breakfast', '#2f5d62', '#9cc5c9', 480, 320),
        price: '180.00',
        booking_types: [0],
      },
      {
        id: 3,
        name: 'Coffee catering',
        description: 'We bring the espresso machine to your office.',
        img_url: null,
        price: null,
        booking_types: [1],
      },
    ],
  },
  location: {
    title: 'Find us',
    locationinfo: [
      defaultLocationInfo({
        id: 1,
        name: 'Corner Café',
        address1: '88 Elm Street',
        city: 'Portland',
        state: 'OR',
        postal_code: '97205',
        country: 'US',
        phone: '(503) 555-0199',
      }),
    ],
  },
  gallery: { title: 'Inside the café' },
  footer: { title: 'Corner Café', body: '88 Elm Street, Portland, OR 97205' },
};

export const demoGallery: GalleryImage[] = [
  { id: 1, image: placeholderImage('Counter', '#6b3e26', '#e8b25f'), description: 'The counter at opening time' },
  { id: 2, image: placeholderImage('Roaster', '#1f4e5f', '#9cc5c9'), description: 'Our roaster on a Tuesday' },
  { id: 3, image: placeholderImage('Cakes', '#8c3b2e', '#f2c4b4'), description: 'Morning cakes' },
];

export const demoProducts: Product[] = [
  {
    id: 1,
    slug: 'house-blend',
    name: 'House blend, 250 g',
    description: '',
    sku: 'HB',
    price: '14.00',
    soldOut: false,
    availableQuantity: 40,
    images: [placeholderImage('Beans', '#3b2418', '#a0673f', 400, 400)],
    variants: [],
  },
  {
    id: 2,
    slug: 'mug',
    name: 'Corner Café mug',
    description: '',
    sku: 'MUG',
    price: '12.50',
    soldOut: true,
    availableQuantity: 0,
    images: [placeholderImage('Mug', '#2f5d62', '#d9e8e8', 400, 400)],
    variants: [],
  },
];

export function demoSite(templateId: number): SiteData {
  const template = templateDefinition(templateId);
  const names = ['header', 'hero', 'about', 'service', 'location', 'gallery', 'footer'] as const;
  const plain = names.map((name, index) => defaultSection(name, { ordering: index + 1 }));
  const sections = (template ? withTemplateColors(plain, template.sectionColors) : plain).map((section) => ({
    ...section,
    ...TEXTS[section.section_name],
  }));
  return defaultSiteData({
    template: defaultTemplateRef({ id: templateId }),
    client: defaultClient({ id: 1, name: 'Corner Café', contact_info: '(503) 555-0199' }),
    main_site_variables: defaultMainSiteVariables({
      ...(template ? { primary_color: template.primaryColor, service_section_style: template.serviceSectionStyle } : {}),
      logo_text: 'Corner Café',
      display_location_section: 1,
      homepage_store_enabled: true,
      ecommerce_url: '/store',
    }),
    nav: navOf(['home', 'about', 'service', 'location', 'gallery', 'ecommerce', 'contact']),
    social: { instagram: 'instagram.com/cornercafe', facebook: 'facebook.com/cornercafe' },
    gallery: demoGallery,
    sections,
  });
}
