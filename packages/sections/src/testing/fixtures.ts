// Site data for tests and stories: a small barber shop.
import { defaultClient, defaultLocationInfo, defaultMainSiteVariables, defaultSection, defaultSiteData } from '@vitrina/core-model';
import type { GalleryImage, LocationInfo, NavItem, NavItemType, Product, Section, SiteData } from '@vitrina/core-model';

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

export const headerSection: Section = defaultSection('header', {
  title: 'Sharp Cuts',
  header_text: 'Open Tuesday to Saturday, 9 am to 7 pm',
  ordering: 0,
});

export const serviceSection: Section = defaultSection('service', {
  title: 'Our services',
  title_subtext: 'Cuts, shaves and beard care',
  book: 'Book this',
  ordering: 3,
  serviceinfo: [
    {
      id: 1,
      name: 'Classic cut',
      description: 'Scissor or clipper cut with a hot-towel finish.',
      img_url: 'https://images.test/cut.jpg',
      price: '30.00',
      booking_types: [0],
      duration_minutes: 45,
    } as Section['serviceinfo'][number],
    { id: 2, name: 'Hot-towel shave', description: 'Straight-razor shave.', img_url: null, price: '1250.5', booking_types: [0] },
    { id: 3, name: 'Beard trim', description: '', img_url: null, price: null, booking_types: [0, 1] },
  ],
});

export const storefront: LocationInfo = defaultLocationInfo({
  id: 1,
  name: 'Sharp Cuts Downtown',
  address1: '123 Congress Ave',
  address2: 'Suite 4',
  city: 'Austin',
  state: 'TX',
  postal_code: '78701',
  country: 'US',
  phone: '(512) 555-0142',
});
export const mobileArea: LocationInfo = defaultLocationInfo({
  id: 2,
  name: 'At your home',
  city: 'Austin',
  country: 'US',
  is_mobile: true,
});
export const virtualArea: LocationInfo = defaultLocationInfo({ id: 3, name: 'By video call', country: 'US', is_virtual: true });

export const locationSection = (locationinfo: LocationInfo[], overrides: Partial<Section> = {}): Section =>
  defaultSection('location', { title: 'Find us', ordering: 4, locationinfo, ...overrides });

export const galleryImages: GalleryImage[] = [
  { id: 1, image: 'https://images.test/g1.jpg', description: 'The front chair by the window' },
  { id: 2, image: 'https://images.test/g2.jpg', description: 'Hot towels ready' },
  { id: 3, image: 'https://images.test/g3.jpg', description: '' },
];

export const gallerySection: Section = defaultSection('gallery', { title: 'Gallery', ordering: 6 });

export const products: Product[] = [
  {
    id: 1,
    slug: 'beard-oil',
    name: 'Beard oil',
    description: '',
    sku: 'BO-1',
    price: '18.00',
    soldOut: false,
    availableQuantity: 5,
    images: ['https://images.test/oil.jpg'],
    variants: [],
  },
  {
    id: 2,
    slug: 'pomade',
    name: 'Matte pomade',
    description: '',
    sku: 'PM-1',
    price: '22.50',
    soldOut: true,
    availableQuantity: 0,
    images: [],
    variants: [],
  },
];

/** Nav items in the given order, enabled, labels left to the translated defaults. */
export const navOf = (types: NavItemType[]): NavItem[] =>
  types.map((type, index) => ({ type, label: '', ordering: index + 1, enabled: true }));

export function siteFixture(overrides: Partial<SiteData> = {}): SiteData {
  return defaultSiteData({
    client: defaultClient({ id: 7, name: 'Sharp Cuts', contact_info: '(512) 555-0142', wurkzen_subdomain: 'sharpcuts' }),
    social: { facebook: 'facebook.com/sharpcuts', instagram: 'https://instagram.com/sharpcuts', twitter: '' },
    sections: [footerSection, heroSection, aboutSection],
    ...overrides,
  });
}

/** Every section of spec §3 with content: what a complete home page shows. */
export function fullSiteFixture(overrides: Partial<SiteData> = {}): SiteData {
  return siteFixture({
    main_site_variables: defaultMainSiteVariables({
      logo_text: 'Sharp Cuts',
      display_location_section: 1,
      homepage_store_enabled: true,
      ecommerce_url: '/store',
      gallery_url: '/gallery',
      blog_url: 'https://blog.sharpcuts.test',
      online_services_purchase_url: '/services-store',
    }),
    nav: navOf(['home', 'about', 'service', 'location', 'gallery', 'ecommerce', 'servicePurchase', 'blog', 'contact']),
    gallery: galleryImages,
    sections: [headerSection, heroSection, aboutSection, serviceSection, locationSection([storefront]), gallerySection, footerSection],
    ...overrides,
  });
}
