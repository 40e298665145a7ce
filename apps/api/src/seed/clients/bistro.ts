// bistro: business plan, English, template 4, every section, a storefront, gallery and blog.
import type { DemoClient } from '../demo-client.js';
import { DAY_MS, demoClientFields } from '../demo-client.js';
import { demoProductImages } from '../demo-products.js';
import type { DemoProduct } from '../demo-products.js';
import { demoLocation, demoService, demoSiteData } from '../site-doc.js';
import { BISTRO_BOOKING } from '../demo-booking.js';

const GALLERY = [
  { image: 'gallery-dining-room', description: 'Our dining room on a Friday night, candles lit and every table full.' },
  { image: 'gallery-oysters', description: 'Duxbury oysters on ice with mignonette and charred lemon.' },
  { image: 'gallery-pasta', description: 'Hand-cut tagliatelle with braised short rib and parmesan.' },
  { image: 'gallery-dessert', description: 'Maple panna cotta with roasted pears and oat crumble.' },
  { image: 'gallery-patio', description: 'The harbour patio, open May through October.' },
  { image: 'gallery-kitchen', description: 'Chef Dana and the team during Saturday service.' },
];

const warm = (name: string) => ({ name, from: '#8c3b2e', to: '#e8b25f' });
const sea = (name: string) => ({ name, from: '#1f4e5f', to: '#9cc5c9' });

// Every state of the store: colour and size variants with their own stock and price, an out-of-stock
// colour, a sold-out product and a product with a single unit left.
const PRODUCTS: DemoProduct[] = [
  {
    name: 'Harbor Lane apron',
    description: 'Heavy cotton canvas apron with leather straps, made for our kitchen in Maine.',
    sku: 'HL-APRON',
    price_cents: 3200,
    featured: true,
    images: ['product-apron'],
    variants: [
      { type: 'color', name: 'Navy', swatch: '#1f3a5f', stock: 5, image: 'product-apron-navy' },
      { type: 'color', name: 'Rust', swatch: '#8c3b2e', stock: 3, image: 'product-apron-rust' },
      { type: 'color', name: 'Sand', swatch: '#d8c3a5', stock: 0 },
    ],
  },
  {
    name: 'House hot sauce',
    description: 'Fermented red chilies, garlic and lime, the sauce on every table of the bistro.',
    sku: 'HL-SAUCE',
    price_cents: 900,
    featured: true,
    images: ['product-hot-sauce'],
    variants: [
      { type: 'size', name: '5 oz', stock: 40 },
      { type: 'size', name: '10 oz', price_cents: 1500, stock: 25 },
    ],
  },
  {
    name: 'Gift card',
    description: 'For dinner, brunch or a cooking class. Never expires.',
    sku: 'HL-GIFT',
    price_cents: 5000,
    featured: true,
    images: ['product-gift-card'],
    stock: 500,
  },
  {
    name: 'Oyster knife',
    description: 'The knife our raw bar uses: stainless blade, oak handle. Our last one.',
    sku: 'HL-KNIFE',
    price_cents: 2400,
    featured: true,
    images: ['product-oyster-knife'],
    stock: 1,
  },
  {
    name: 'Sourdough starter kit',
    description: 'A jar of our twelve-year-old starter with feeding notes. Back in spring.',
    sku: 'HL-STARTER',
    price_cents: 1850,
    sold_out: true,
    images: ['product-starter'],
    stock: 0,
  },
];

export const bistro: DemoClient = {
  subdomain: 'bistro',
  description: 'Harbor Lane Bistro: business plan, English, template 4, every section, gallery and blog',
  client: () =>
    demoClientFields({
      name: 'Harbor Lane Bistro',
      plan_slug: 'business',
      template_id: 4,
      timezone: 'America/New_York',
      contact_number: '(617) 555-0142',
      industry_id: 12,
      zenchat_enabled: true,
    }),
  images: [
    warm('hero'),
    sea('about'),
    warm('service-tasting'),
    sea('service-brunch'),
    warm('service-private'),
    sea('service-class'),
    ...GALLERY.flatMap(({ image }, i) => {
      const colours = i % 2 === 0 ? warm(image) : sea(image);
      return [colours, { ...colours, name: `${image}-thumb`, width: 240, height: 150 }];
    }),
    sea('blog-spring-menu'),
    warm('blog-pastry-chef'),
    sea('blog-oysters'),
    ...demoProductImages(PRODUCTS, warm),
  ],
  products: PRODUCTS,
  booking: BISTRO_BOOKING,
  gallery: GALLERY,
  site: (client, img) =>
    demoSiteData({
      client,
      templateId: 4,
      variables: {
        title: 'Harbor Lane Bistro | Seasonal New England cooking in Boston',
        seo: {
          description: 'A neighbourhood bistro on the Boston waterfront: seasonal menus, local oysters, weekend brunch and private dining.',
          keywords: 'restaurant, bistro, Boston, seafood, brunch, private dining',
        },
        logo_text: 'Harbor Lane Bistro',
        primary_color: '#8c3b2e',
        service_section_style: 'carousel',
        display_location_section: 1,
        ecommerce_url: '/store',
        homepage_store_enabled: true,
        gallery_url: '/gallery',
        online_services_purchase_url: '/services-store',
        blog_url: '/blog',
      },
      sections: {
        header: { title: 'Harbor Lane Bistro', header_text: 'Open Tuesday to Sunday, 11:30 am to 10 pm' },
        hero: {
          title: 'Seasonal cooking on the waterfront',
          title_subtext: 'Local fish, New England farms and a wine list worth lingering over.',
          book: 'Reserve a table',
          bg_img_url: img.hero ?? null,
        },
        about: {
          title: 'About us',
          body:
            'Harbor Lane Bistro opened in 2012 in a former chandlery two streets from the harbour. ' +
            'Chef Dana Whitaker cooks what the boats and the farms bring in that week, so the menu changes ' +
            'with the tide. We bake our bread every morning, cure our own fish and keep a cellar of small ' +
            'producers from Europe and the Finger Lakes.',
          img_url: img.about ?? null,
        },
        service: {
          title: 'What we offer',
          title_subtext: 'From a quick lunch at the bar to a dinner for twenty-four.',
          book: 'Book now',
          serviceinfo: [
            demoService(
              1,
              "Chef's tasting menu",
              'Seven courses that follow the season, with optional wine pairing.',
              '85.00',
              [0],
              img['service-tasting'],
            ),
            demoService(
              2,
              'Weekend brunch',
              'Saturday and Sunday from 10 am: lobster benedict, sourdough pancakes and bloody marys.',
              '28.00',
              [0],
              img['service-brunch'],
            ),
            demoService(
              3,
              'Private dining room',
              'Our upstairs room seats up to 24 guests for rehearsal dinners, birthdays and team dinners.',
              null,
              [0],
              img['service-private'],
            ),
            demoService(
              4,
              'Saturday cooking class',
              'Two hours in our kitchen with the chef, then lunch with what you cooked.',
              '65.00',
              [0],
              img['service-class'],
            ),
          ],
        },
        store: { title: 'Our Online Store', bg_color: '#f9f9f9', inner_bg_color: '#ffffff' },
        location: {
          title: 'Visit us',
          title_subtext: 'Two minutes from the Aquarium stop on the Blue Line.',
          locationinfo: [
            demoLocation({
              id: 1,
              name: 'Harbor Lane Bistro',
              address1: '214 Harbor Lane',
              city: 'Boston',
              state: 'MA',
              postal_code: '02110',
              country: 'US',
              phone: '(617) 555-0142',
              lat: 42.3588,
              lon: -71.0505,
            }),
          ],
        },
        gallery: { title: 'Gallery', title_subtext: 'A look around the bistro.' },
        footer: { title: 'Harbor Lane Bistro', body: '214 Harbor Lane, Boston, MA 02110 · (617) 555-0142' },
      },
      nav: ['home', 'about', 'service', 'location', 'gallery', 'blog', 'ecommerce', 'contact'],
      social: {
        facebook: 'https://www.facebook.com/harborlanebistro',
        instagram: 'https://www.instagram.com/harborlanebistro',
        yelp: 'https://www.yelp.com/biz/harbor-lane-bistro-boston',
      },
    }),
  // Bodies are sanitised HTML documents (validation's rich-text allowlist), as the Blog screen stores them.
  blog: (img, now) => [
    {
      slug: 'our-spring-menu-is-here',
      title: 'Our spring menu is here',
      summary: 'Ramps, peas and the first halibut of the year: what is new on the menu this month.',
      body:
        '<p>Every April the first ramps arrive from a forager in the Berkshires, and that is when we know spring has started in the kitchen.</p>' +
        '<h2>What is new</h2>' +
        '<ul><li>A chilled pea soup with crème fraîche</li><li>Line-caught halibut with ramp butter and new potatoes</li>' +
        '<li>The rhubarb tart, until the rhubarb runs out (usually mid-June)</li></ul>' +
        '<p>The tasting menu changes every Tuesday, so ask your server what is on it this week, or <a href="/contact-us">write to us</a>.</p>',
      image_url: img['blog-spring-menu'] ?? null,
      author: 'Dana Whitaker',
      published_at: new Date(now.getTime() - 3 * DAY_MS),
      seo_title: 'Spring menu: ramps, peas and halibut',
      seo_description:
        'Our spring menu: chilled pea soup, halibut with ramp butter and rhubarb tart. The tasting menu changes every Tuesday.',
    },
    {
      slug: 'meet-our-new-pastry-chef',
      title: 'Meet our new pastry chef',
      summary: 'Priya Nair joins us from Montreal and brings her croissants with her.',
      body:
        '<p>Priya trained in Lyon and ran the pastry section of a Montreal bakery for six years before moving to Boston last winter.</p>' +
        '<blockquote><p>A croissant is butter, patience and a cold kitchen at five in the morning.</p></blockquote>' +
        '<p>Her <strong>maple panna cotta</strong> is already the most ordered dessert on the menu, and from May her croissants will be on the brunch menu every weekend.</p>',
      image_url: img['blog-pastry-chef'] ?? null,
      author: 'Dana Whitaker',
      published_at: new Date(now.getTime() - 17 * DAY_MS),
    },
    {
      slug: 'a-guide-to-new-england-oysters',
      title: 'A short guide to New England oysters',
      summary: 'Why a Duxbury tastes different from a Wellfleet, and how to order at the raw bar.',
      body:
        '<p>Oysters take on the taste of the water they grow in.</p>' +
        '<h3>Three to know</h3>' +
        '<ol><li><strong>Duxbury Bay</strong>: briny with a sweet finish</li><li><strong>Wellfleet</strong>: saltier and firmer</li>' +
        '<li><strong>Island Creek</strong>: somewhere in between</li></ol>' +
        '<p>At the raw bar we always have three varieties. If you are new to oysters, start with a Duxbury, <em>no sauce</em>, and work your way up.</p>',
      image_url: img['blog-oysters'] ?? null,
      author: 'Sam Ortega',
      published_at: new Date(now.getTime() - 40 * DAY_MS),
    },
  ],
};
