// @vitest-environment node
import { PAGE_CLIENT_HEADER } from '@vitrina/core-model';
import { describe, expect, it } from 'vitest';
import { render } from '../entry-server.js';
import { DEMO_HOST, SITE_DOMAIN, demoSites, fakeHostFetch, json, site } from '../testing/fixtures.js';
import type { FakeHostOptions } from '../testing/fixtures.js';
import { BARE_TEMPLATE } from './build-info.js';

const build = { template: BARE_TEMPLATE, manifest: {}, base: '/_app/' };

async function get(url: string, options: FakeHostOptions = {}, headers: Record<string, string> = {}) {
  const { fetchFn } = fakeHostFetch(options);
  const res = await render(new Request(url, { headers }), { fetch: fetchFn, demoHost: DEMO_HOST, siteDomain: SITE_DOMAIN }, build);
  return { res, body: await res.text() };
}

const head = (body: string) => body.slice(0, body.indexOf('</head>'));

describe('search engines', () => {
  it('home: title, description, canonical URL, Open Graph and favicon', async () => {
    const { res, body } = await get('http://bistro.localhost:8080/?utm_source=x');
    const h = head(body);
    expect(h).toContain('<title>bistro | Home</title>');
    expect(h).toContain('<meta name="description" content="All about bistro.">');
    expect(h).toContain('<link rel="canonical" href="http://bistro.localhost:8080/">');
    expect(h).toContain('<meta property="og:url" content="http://bistro.localhost:8080/">');
    expect(h).toContain('<meta property="og:image" content="http://bistro.localhost:8080/assets/hero.webp">');
    expect(h).toContain('<link rel="icon" href="data:,">');
    expect(h).not.toContain('noindex');
    expect(res.headers.get('x-robots-tag')).toBeNull();
  });

  it('hreflang: each page names its version in both interface languages, each its own canonical', async () => {
    const en = head((await get('http://bistro.localhost:8080/gallery')).body);
    expect(en).toContain('<link rel="canonical" href="http://bistro.localhost:8080/gallery">');
    expect(en).toContain('<link rel="alternate" hreflang="en" href="http://bistro.localhost:8080/gallery">');
    expect(en).toContain('<link rel="alternate" hreflang="es" href="http://bistro.localhost:8080/gallery?lang=es">');
    const es = head((await get('http://bistro.localhost:8080/gallery?lang=es')).body);
    expect(es).toContain('<link rel="canonical" href="http://bistro.localhost:8080/gallery?lang=es">');
    // A Spanish client's own language is the plain URL.
    const salon = head((await get('http://salon.localhost:8080/')).body);
    expect(salon).toContain('<link rel="alternate" hreflang="es" href="http://salon.localhost:8080/">');
    expect(salon).toContain('<link rel="alternate" hreflang="en" href="http://salon.localhost:8080/?lang=en">');
  });

  it('per page: the gallery and a blog post have their own title; the post its summary', async () => {
    expect(head((await get('http://bistro.localhost:8080/gallery')).body)).toContain('<title>Gallery | bistro &#38; Co</title>');
    const post = head((await get('http://bistro.localhost:8080/blog/spring-menu')).body);
    expect(post).toContain('<title>Our spring menu | bistro &#38; Co</title>');
    expect(post).toContain('content="Ramps and peas."');
    expect(post).toContain('<meta property="og:type" content="article">');
  });

  it('a blog post with its own SEO title and description uses them for <title> and the meta description', async () => {
    const post = head((await get('http://bistro.localhost:8080/blog/pastry-chef')).body);
    expect(post).toContain('<title>Priya Nair, pastry chef</title>');
    expect(post).toContain('content="Meet Priya, who bakes our croissants."');
    expect(post).not.toContain('content="Croissants."');
  });

  it("issue 26: a product page's <title> is the product's name and its description the meta description", async () => {
    const description = `A sturdy cotton apron
with two pockets. ${'Washes well and keeps its shape for years of service in a busy kitchen. '.repeat(3)}`;
    const product = {
      id: 5,
      slug: 'harbor-lane-apron',
      name: 'Harbor Lane apron',
      description,
      sku: 'AP-1',
      price: '24.00',
      soldOut: false,
      availableQuantity: 4,
      images: [],
      variants: [],
    };
    const api = (path: string) => (/^\/api\/client\/\d+\/products\/harbor-lane-apron$/.test(path) ? json({ product }) : null);
    for (const path of ['/product/harbor-lane-apron', '/store/product/harbor-lane-apron']) {
      const h = head((await get(`http://bistro.localhost:8080${path}`, { api })).body);
      expect(h).toContain('<title>Harbor Lane apron | bistro &#38; Co</title>');
      const meta = /<meta name="description" content="([^"]*)">/.exec(h)?.[1] ?? '';
      expect(meta.startsWith('A sturdy cotton apron with two pockets. Washes well')).toBe(true);
      expect(meta.length).toBeLessThanOrEqual(160);
      expect(meta.endsWith('…')).toBe(true);
    }
  });

  it("a cart and pages reached by a private link (an order, a customer's forms) are never indexed", async () => {
    for (const path of [
      '/cart',
      '/services-cart',
      '/commerce/order/3f0e4c9a-1b2c-4d5e-8f90-123456789abc',
      '/forms/customer/3f0e4c9a-1b2c-4d5e-8f90-123456789abc',
    ]) {
      const h = head((await get(`http://bistro.localhost:8080${path}`)).body);
      expect(h, path).toContain('<meta name="robots" content="noindex">');
      expect(h, path).not.toContain('rel="canonical"');
    }
    expect(head((await get('http://bistro.localhost:8080/services-store')).body)).not.toContain('noindex');
  });

  it('the canonical URL of a custom-domain site is on its custom domain', async () => {
    const { body } = await get('http://tienda-example.test/');
    expect(head(body)).toContain('<link rel="canonical" href="http://tienda-example.test/">');
  });

  it('§8 freemium: noindex meta AND X-Robots-Tag header, no canonical', async () => {
    const { res, body } = await get('http://freebie.localhost:8080/');
    expect(res.status).toBe(200);
    expect(head(body)).toContain('<meta name="robots" content="noindex">');
    expect(head(body)).not.toContain('rel="canonical"');
    expect(res.headers.get('x-robots-tag')).toBe('noindex');
  });

  it('JSON-LD LocalBusiness on the home page, with < escaped so owner text cannot close the script', async () => {
    const sites = { ...demoSites(), bistro: site('bistro', { name: 'Fish </script><script>alert(1)</script>' }) };
    const { body } = await get('http://bistro.localhost:8080/', { sites });
    const ld = /<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/s.exec(body)?.[1] ?? '';
    expect(ld).not.toContain('<');
    const data = JSON.parse(ld) as Record<string, unknown>;
    expect(data).toMatchObject({ '@type': 'LocalBusiness', name: 'Fish </script><script>alert(1)</script>', telephone: '(617) 555-0142' });
    expect(data.address).toMatchObject({ streetAddress: '214 Harbor Lane', addressLocality: 'Boston', postalCode: '02110' });
    expect(body).not.toContain('<script>alert(1)');
  });

  it('no JSON-LD on other pages', async () => {
    expect((await get('http://bistro.localhost:8080/gallery')).body).not.toContain('application/ld+json');
  });

  it('/robots.txt per host names its sitemap; a freemium host gets none', async () => {
    const paid = await get('http://bistro.localhost:8080/robots.txt');
    expect(paid.res.headers.get('content-type')).toContain('text/plain');
    expect(paid.body).toContain('User-agent: *');
    expect(paid.body).toContain('Sitemap: http://bistro.localhost:8080/sitemap.xml');
    const free = await get('http://freebie.localhost:8080/robots.txt');
    expect(free.body).not.toContain('Sitemap:');
  });

  it('/sitemap.xml lists home, gallery, blog and every post on the canonical host', async () => {
    const { res, body } = await get('http://bistro.localhost:8080/sitemap.xml');
    expect(res.headers.get('content-type')).toContain('application/xml');
    const locs = [...body.matchAll(/<loc>(.*?)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toEqual([
      'http://bistro.localhost:8080/',
      'http://bistro.localhost:8080/gallery',
      'http://bistro.localhost:8080/blog',
      'http://bistro.localhost:8080/blog/spring-menu',
      'http://bistro.localhost:8080/blog/pastry-chef',
    ]);
  });

  it.each([
    ['freemium', 'http://freebie.localhost:8080/sitemap.xml'],
    ['inactive', 'http://closed.localhost:8080/sitemap.xml'],
    ['no site', 'http://nobody.localhost:8080/sitemap.xml'],
  ])('/sitemap.xml of a %s host is 404', async (_name, url) => {
    expect((await get(url)).res.status).toBe(404);
  });
});

describe('the page cache (issue 27: one business’s change drops its pages only)', () => {
  it('a page names the business it belongs to; a host of no business names none', async () => {
    const sites = { ...demoSites(), bistro: site('bistro', { id: 41 }) };
    expect((await get('http://bistro.localhost:8080/gallery', { sites })).res.headers.get(PAGE_CLIENT_HEADER)).toBe('41');
    expect((await get('http://nobody.localhost:8080/')).res.headers.get(PAGE_CLIENT_HEADER)).toBeNull();
  });
});

describe('language (spec §3 language_id, §4 "Locale")', () => {
  it.each([
    ['language_id 1 → en', 'http://bistro.localhost:8080/', 'en', 'Skip to content'],
    ['language_id 2 → es', 'http://salon.localhost:8080/', 'es', 'Saltar al contenido'],
    ['?lang=es switches the interface', 'http://bistro.localhost:8080/?lang=es', 'es', 'Saltar al contenido'],
    ['an unsupported ?lang is rejected: the client language stays', 'http://salon.localhost:8080/?lang=fr', 'es', 'Saltar al contenido'],
  ])('%s', async (_name, url, lang, text) => {
    const { body } = await get(url);
    expect(body).toContain(`<html lang="${lang}">`);
    expect(body).toContain(text);
  });
});

describe('hydration state', () => {
  it("the home page (islands) carries no query cache, router data or host settings: the client and the islands' texts", async () => {
    const { body } = await get('http://bistro.localhost:8080/');
    expect(body).not.toContain('id="vitrina-state"');
    const script = /<script type="application\/json" id="vitrina-islands">(.*?)<\/script>/s.exec(body)?.[1];
    expect(script).not.toContain('<');
    const state = JSON.parse(script ?? '{}') as { locale: string; client: { id: number }; texts: Record<string, unknown> };
    expect(state.locale).toBe('en');
    expect(state.client.id).toBe(7);
    expect(Object.keys(state.texts)).not.toContain('commerce');
    for (const member of ['api', 'router', 'config']) expect(state).not.toHaveProperty(member);
  });

  it('the store page (islands) carries the islands state with the commerce texts its islands use', async () => {
    const { body } = await get('http://bistro.localhost:8080/store');
    expect(body).not.toContain('id="vitrina-state"');
    const script = /<script type="application\/json" id="vitrina-islands">(.*?)<\/script>/s.exec(body)?.[1];
    const state = JSON.parse(script ?? '{}') as { texts: Record<string, unknown> };
    expect(Object.keys(state.texts)).toContain('commerce');
  });

  it('embeds the RTK Query cache, router data, host settings and one language in one non-executed JSON script', async () => {
    // The cart is hydrated whole (home, gallery, blog, store and product run as islands, above).
    const { body } = await get('http://bistro.localhost:8080/cart');
    const script = /<script type="application\/json" id="vitrina-state">(.*?)<\/script>/s.exec(body)?.[1];
    expect(script).toBeDefined();
    expect(script).not.toContain('<');
    const state = JSON.parse(script ?? '{}') as {
      api: { queries: Record<string, { status: string }> };
      config: unknown;
      i18n: { locale: string; resources: Record<string, unknown> };
      router: { loaderData: Record<string, unknown>; errors: unknown };
    };
    expect(Object.keys(state.api.queries)).toEqual(expect.arrayContaining(['siteData("bistro.localhost")']));
    expect(Object.values(state.api.queries).every((q) => q.status === 'fulfilled')).toBe(true);
    expect(state.config).toMatchObject({ siteDomain: 'localhost', demoHost: 'bistro.localhost' });
    expect(state.i18n.locale).toBe('en');
    expect(Object.keys(state.i18n.resources)).not.toContain('editor');
    expect(state.router.loaderData.root).toMatchObject({ kind: 'site', locale: 'en' });
    expect(state.router.errors).toBeNull();
  });

  it("the same request renders the same bytes, so the page cache's ETag outlives a re-render", async () => {
    const first = (await get('http://bistro.localhost:8080/blog')).body;
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect((await get('http://bistro.localhost:8080/blog')).body).toBe(first);
  });

  it('the page has no inline executable script and no nonce: the same bytes suit every visitor', async () => {
    const { body } = await get('http://bistro.localhost:8080/');
    const inline = [...body.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>/g)].map((m) => m[1] ?? '');
    expect(inline.length).toBeGreaterThan(0);
    for (const attrs of inline) expect(attrs).toMatch(/type="application\/(ld\+)?json"/);
    expect(body).not.toContain('nonce=');
    expect(body).not.toContain('__staticRouterHydrationData');
  });

  it('serializes a route error the way createBrowserRouter revives it', async () => {
    const { routerHydrationState } = await import('./render-page.js');
    const state = routerHydrationState({
      loaderData: {},
      actionData: null,
      errors: { root: new TypeError('boom') },
    } as unknown as Parameters<typeof routerHydrationState>[0]);
    expect(state.errors).toEqual({ root: { message: 'boom', __type: 'Error', __subType: 'TypeError' } });
  });
});
