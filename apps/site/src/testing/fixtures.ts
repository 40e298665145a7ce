// Site documents like the demo clients the API seeds (apps/api/src/seed), and a fake of the host's in-process fetch.
import {
  defaultClient,
  defaultLocationInfo,
  defaultMainSiteVariables,
  defaultSection,
  defaultSiteData,
  defaultTemplateRef,
} from '@vitrina/core-model';
import type { BlogPost, Client, SiteData } from '@vitrina/core-model';
import { TEST_ADDRESS } from '@vitrina/api-client/testing/test-address';

export const SITE_DOMAIN = 'localhost';
export const DEMO_HOST = 'bistro.localhost';

export function site(sub: string, client: Partial<Client> = {}, overrides: Partial<SiteData> = {}): SiteData {
  const templateId = overrides.template?.id ?? 4;
  return defaultSiteData({
    template: defaultTemplateRef({ id: templateId, url: `/assets/templates/${templateId}/` }),
    client: defaultClient({
      id: 7,
      name: `${sub} & Co`,
      wurkzen_subdomain: sub,
      plan_slug: 'business',
      contact_number: '(617) 555-0142',
      ...client,
    }),
    main_site_variables: defaultMainSiteVariables({
      title: `${sub} | Home`,
      seo: { description: `All about ${sub}.`, keywords: '' },
      primary_color: '#8c3b2e',
      gallery_url: '/gallery',
      blog_url: '/blog',
    }),
    sections: [
      defaultSection('header', { title: `${sub} & Co`, ordering: 1 }),
      defaultSection('hero', {
        title: `Welcome to ${sub}`,
        title_subtext: 'Fresh every day.',
        book: 'Book now',
        ordering: 2,
        bg_img_url: '/assets/hero.webp',
      }),
      defaultSection('about', { title: 'About us', body: 'A small shop.', ordering: 3 }),
      defaultSection('location', {
        title: 'Visit us',
        ordering: 4,
        locationinfo: [
          defaultLocationInfo({
            id: 1,
            name: 'Shop',
            address1: '214 Harbor Lane',
            city: 'Boston',
            state: 'MA',
            postal_code: '02110',
            country: 'US',
            lat: 42.3,
            lon: -71,
          }),
        ],
      }),
      defaultSection('footer', { title: `${sub} & Co`, body: '214 Harbor Lane', ordering: 5 }),
    ],
    gallery: [{ id: 1, image: '/assets/g1.webp', description: 'Dining room' }],
    ...overrides,
  });
}

const DAY = 86_400_000;

/** The demo clients the API seeds, by sub-domain. */
export function demoSites(now = new Date()): Record<string, SiteData> {
  return {
    bistro: site('bistro'),
    salon: site(
      'salon',
      { plan_slug: 'premium', language_id: 2, language: 'es', currency_code: 'EUR', country: { country_code: 'ES' } },
      { template: defaultTemplateRef({ id: 14, url: '/assets/templates/14/' }) },
    ),
    freebie: site('freebie', { plan_slug: 'freemium', freemium: true, custom_domain: 'freebie-flowers.test' }),
    corner: site('corner', { plan_slug: 'starter' }),
    closed: site('closed', { is_active: 0 }),
    expired: site('expired', { subscription_trial_enabled: true, subscription_trial_ends_at: new Date(now.getTime() - DAY).toISOString() }),
    newbie: site(
      'newbie',
      { plan_slug: 'starter' },
      { template: defaultTemplateRef({ id: 1, url: '/assets/templates/1/' }), sections: [] },
    ),
    moved: site(
      'moved',
      { external_website_url: 'example.com/' },
      { template: defaultTemplateRef({ id: 1, url: '/assets/templates/1/' }), sections: [] },
    ),
    tienda: site('tienda', {
      custom_domain: 'tienda-example.test',
      language_id: 2,
      language: 'es',
      currency_code: 'MXN',
      country: { country_code: 'MX' },
    }),
  };
}

export const POSTS: BlogPost[] = [
  {
    id: 1,
    slug: 'spring-menu',
    title: 'Our spring menu',
    summary: 'Ramps and peas.',
    body: '<p>First paragraph.</p><h2>Starters</h2><p>Second paragraph.</p><ul><li>Peas</li></ul>',
    image_url: null,
    author: 'Dana',
    published_at: '2026-04-01T12:00:00.000Z',
    seo_title: '',
    seo_description: '',
  },
  {
    id: 2,
    slug: 'pastry-chef',
    title: 'Meet our pastry chef',
    summary: 'Croissants.',
    body: '<p>Priya.</p>',
    image_url: null,
    author: 'Dana',
    published_at: '2026-03-01T12:00:00.000Z',
    seo_title: 'Priya Nair, pastry chef',
    seo_description: 'Meet Priya, who bakes our croissants.',
  },
];

export interface FakeHostOptions {
  sites?: Record<string, SiteData>;
  posts?: BlogPost[];
  /** Status for every call under /api (e.g. 503 to simulate an API that is down). */
  apiStatus?: number;
  /** Status for every call under /assets (e.g. 500 for an asset store failure). */
  assetStatus?: number;
  builder?: Record<string, unknown>;
  /** More API answers (e.g. the store's): a Response for a path it knows, else null. */
  api?: (path: string, init: RequestInit | undefined, search: string) => Response | null;
}

export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** A fake of apps/api's in-process fetch: site.json by host, templates, blog, gallery, previews. */
export function fakeHostFetch(options: FakeHostOptions = {}) {
  const sites = options.sites ?? demoSites();
  const byHost = new Map<string, SiteData>();
  for (const [sub, doc] of Object.entries(sites)) {
    byHost.set(`${sub}.${SITE_DOMAIN}`, doc);
    if (doc.client.custom_domain) byHost.set(doc.client.custom_domain, doc);
  }
  const posts = options.posts ?? POSTS;
  const requests: string[] = [];
  const fetchFn = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    requests.push(url.pathname);
    const path = url.pathname;
    let m: RegExpExecArray | null;
    if (options.assetStatus && path.startsWith('/assets/')) return json({ error: { code: 'down' } }, options.assetStatus);
    if ((m = /^\/assets\/sites\/([^/]+)\/site\.json$/.exec(path))) {
      const doc = byHost.get(decodeURIComponent(m[1] ?? ''));
      return doc ? json(doc) : json({ error: { code: 'not_found' } }, 404);
    }
    if ((m = /^\/assets\/templates\/(\d+)\/json\/template\.json$/.exec(path))) {
      return json(
        site(
          'template',
          {},
          {
            template: defaultTemplateRef({ id: Number(m[1]) }),
            main_site_variables: defaultMainSiteVariables({ primary_color: '#123456' }),
          },
        ),
      );
    }
    if (options.apiStatus && path.startsWith('/api/')) return json({ error: { code: 'down' } }, options.apiStatus);
    const extra = options.api?.(
      path,
      input instanceof Request ? { method: input.method, body: await input.clone().text(), headers: input.headers } : init,
      url.search,
    );
    if (extra) return extra;
    if (/^\/api\/client\/\d+\/blog$/.test(path)) return json({ posts: posts.map(({ body: _b, ...p }) => p) });
    if ((m = /^\/api\/client\/\d+\/blog\/([^/]+)$/.exec(path))) {
      const post = posts.find((p) => p.slug === decodeURIComponent(m?.[1] ?? ''));
      return post ? json({ post }) : json({ error: { code: 'not_found' } }, 404);
    }
    if (/^\/api\/client\/\d+\/gallery$/.test(path))
      return json({
        images: [
          { id: 1, image: '/assets/g1.webp', thumb_url: null, description: 'Dining room', ordering: 1 },
          { id: 2, image: '/assets/g2.webp', thumb_url: null, description: 'Patio', ordering: 2 },
        ],
      });
    if ((m = /^\/api\/client\/(\d+)\/websitedata$/.exec(path))) {
      const doc = Object.values(sites).find((d) => d.client.id === Number(m?.[1]));
      return doc ? json(doc) : json({ error: { code: 'not_found' } }, 404);
    }
    if ((m = /^\/api\/wizard\/session\/([^/]+)\/preview\/(\d+)$/.exec(path))) {
      return m[1] === 'w1'
        ? json(site('wizard', { name: 'Wizard Co' }, { template: defaultTemplateRef({ id: Number(m[2]) }) }))
        : json({ error: { code: 'not_found' } }, 404);
    }
    if ((m = /^\/api\/builder\/([^/]+)\/data$/.exec(path))) {
      return options.builder && m[1] === 'b1' ? json(options.builder) : json({ error: { code: 'not_found' } }, 404);
    }
    return json({ error: { code: 'not_found' } }, 404);
  }) as typeof fetch;
  return { fetchFn, requests };
}

/** A visitor's order as GET client/{id}/orders/{uuid} answers it (contract PublicOrder): a paid order of one line. */
export function publicOrder(uuid: string, overrides: Record<string, unknown> = {}) {
  return {
    uuid,
    order_number: '1001',
    kind: 'order',
    state: 'paid',
    fulfillment: 'shipped',
    dated: '2026-03-01T10:00:00.000Z',
    lines: [{ name: 'Harbor Lane apron', variant_label: 'Navy', image: null, quantity: 2, each_price: '1234.50', total: '2469.00' }],
    subtotal: '2469.00',
    discount: '0.00',
    total_before_tax: '2469.00',
    estimated_tax: '203.69',
    shipping: '5.00',
    total: '2677.69',
    prior_payments: '2677.69',
    total_outstanding: '0.00',
    refunded: '0.00',
    note: '',
    currency: 'USD',
    payment_information: 'Visa •••• 4242',
    bill_to: { ...TEST_ADDRESS },
    transactions: [],
    ...overrides,
  };
}
