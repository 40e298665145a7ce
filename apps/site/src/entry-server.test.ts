// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { render } from './entry-server.js';
import { BARE_TEMPLATE } from './server/build-info.js';
import { defaultMainSiteVariables } from '@vitrina/core-model';
import { DEMO_HOST, SITE_DOMAIN, demoSites, fakeHostFetch, site } from './testing/fixtures.js';
import type { FakeHostOptions } from './testing/fixtures.js';

const build = { template: BARE_TEMPLATE, manifest: {}, base: '/_app/' };

async function get(url: string, headers: Record<string, string> = {}, options: FakeHostOptions = {}) {
  const host = fakeHostFetch(options);
  const res = await render(new Request(url, { headers }), { fetch: host.fetchFn, demoHost: DEMO_HOST, siteDomain: SITE_DOMAIN }, build);
  return { res, body: await res.text(), requests: host.requests };
}

describe('render(request): the site-entry decision as HTTP (spec §4 "Site load")', () => {
  it.each([
    ['§4 active business site on its sub-domain → page', 'http://bistro.localhost:8080/', 200, null],
    ['§4 localhost shows the demo host', 'http://localhost:8080/', 200, null],
    ['§4 www. is stripped', 'http://www.bistro.localhost:8080/', 200, null],
    ['§4 inactive client (closed) → /website_disabled', 'http://closed.localhost:8080/', 302, '/website_disabled'],
    ['§4 trial ended (expired) → /website_disabled', 'http://expired.localhost:8080/gallery', 302, '/website_disabled'],
    ['§4 freemium on its custom domain → /website_disabled', 'http://freebie-flowers.test:8080/', 302, '/website_disabled'],
    ['§4 /website_disabled with no disabling condition → /', 'http://bistro.localhost:8080/website_disabled', 302, '/'],
    ['§4 template 1 without external URL (newbie) → /setup-website', 'http://newbie.localhost:8080/', 302, '/setup-website'],
    ['§4 template 1 with external URL (moved) → the external site', 'http://moved.localhost:8080/', 302, 'https://example.com/'],
    ['§4 template 1: a page with an open twin → /open/{path}', 'http://newbie.localhost:8080/store?x=1', 302, '/open/store?x=1'],
    [
      '§4 custom domain: the sub-domain host (tienda) → the custom domain',
      'http://tienda.localhost:8080/blog',
      302,
      'http://tienda-example.test:8080/blog',
    ],
    ['§2 unknown path → /not-found', 'http://bistro.localhost:8080/no/such/page', 302, '/not-found'],
    ['§4 plan gating: freemium /gallery → Home with the denied toast', 'http://freebie.localhost:8080/gallery', 302, '/?denied=gallery'],
    ['§4 plan gating: freemium /blog/{slug} → Home', 'http://freebie.localhost:8080/blog/spring-menu', 302, '/?denied=blogPost'],
    ['§4 plan gating: starter may open the gallery', 'http://corner.localhost:8080/gallery', 200, null],
    ['§4 shop is allowed on freemium (placeholder page)', 'http://freebie.localhost:8080/shop', 200, null],
    ['§2 /access-denied without a denied access check → back to /', 'http://bistro.localhost:8080/access-denied', 302, '/'],
    ['§2 a blog post that does not exist → /not-found', 'http://bistro.localhost:8080/blog/nope', 302, '/not-found'],
  ])('%s', async (_name, url, status, location) => {
    const { res } = await get(url);
    expect(res.status).toBe(status);
    expect(res.headers.get('location')).toBe(location);
  });

  it('§4 framed pages (sec-fetch-dest: iframe) are never shown as disabled', async () => {
    const { res, body } = await get('http://closed.localhost:8080/', { 'sec-fetch-dest': 'iframe' });
    expect(res.status).toBe(200);
    expect(body).toContain('Welcome to closed');
  });

  it('§2 /access-denied renders when the visitor comes from the editor', async () => {
    const { res, body } = await get('http://bistro.localhost:8080/access-denied', { referer: 'http://bistro.localhost:8080/admin' });
    expect(res.status).toBe(200);
    expect(body).toContain('please log out and log back in');
  });

  // Issue 26 item 1: the back office runs the same access check; sending its visitor "back" looped.
  it.each([
    ['/manage/orders', 'http://salon.localhost:8080/manage/orders'],
    ['the back office callback', 'http://salon.localhost:8080/manage/callback?error=access_denied&state=x'],
    ['the editor callback', 'http://salon.localhost:8080/admin/callback?error=access_denied&state=x'],
  ])('§2 /access-denied renders (no redirect back) when the visitor comes from %s', async (_from, referer) => {
    const { res, body } = await get('http://salon.localhost:8080/access-denied', { referer });
    expect(res.status).toBe(200);
    expect(res.headers.get('location')).toBeNull();
    expect(body).toContain('Acceso denegado');
  });

  it('§2 /not-found answers 404 with the not-found page', async () => {
    const { res, body } = await get('http://bistro.localhost:8080/not-found');
    expect(res.status).toBe(404);
    expect(body).toContain('Page not found');
  });

  it('§8 a host with no site data (site.json 404) gets a 404 not-found page', async () => {
    const { res, body } = await get('http://nobody.localhost:8080/gallery');
    expect(res.status).toBe(404);
    expect(body).toContain('Page not found');
    // Its home is this same page: no "Back to the home page" that leads back here (issue 26).
    const page = body.slice(body.indexOf('<div id="root">'), body.indexOf('<script'));
    expect(page).toContain('Page not found');
    expect(page).not.toContain('Back to the home page');
    expect(page).not.toMatch(/<a [^>]*href="\/"/);
  });

  it('§8 site load failure (API down) renders the error page with its status', async () => {
    const { res, body } = await get('http://bistro.localhost:8080/', {}, { assetStatus: 500 });
    expect(res.status).toBe(500);
    expect(body).toContain('Something went wrong');
  });

  it('§8 builder load failure → /', async () => {
    const { res } = await get('http://bistro.localhost:8080/?builder_id=missing&template_id=4');
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/');
  });

  it('§2 builder preview: template json with the builder texts, by id (no host check), noindex', async () => {
    const builder = { business_name: 'Joe Bakes', tagline_text: 'Bread at dawn', language_id: 1 };
    const { res, body } = await get('http://anything.localhost:8080/?builder_id=b1&template_id=4', {}, { builder });
    expect(res.status).toBe(200);
    expect(body).toContain('Bread at dawn');
    expect(res.headers.get('x-robots-tag')).toBe('noindex');
    // §4 preview mode keeps the query on internal links.
    expect(body).toContain('href="/appointment?builder_id=b1&amp;template_id=4"');
  });

  it("§2 wizard preview: the wizard session's site by id, noindex; a missing session → /", async () => {
    const ok = await get('http://anything.localhost:8080/?wizard_session_id=w1&template_id=9');
    expect(ok.res.status).toBe(200);
    expect(ok.body).toContain('Welcome to wizard');
    expect(ok.res.headers.get('x-robots-tag')).toBe('noindex');
    const missing = await get('http://anything.localhost:8080/?wizard_session_id=nope&template_id=9');
    expect(missing.res.headers.get('location')).toBe('/');
  });

  it("§2 client preview: the client's data by id shown in the chosen template", async () => {
    const { res, body } = await get('http://anything.localhost:8080/?client_id=7&template_id=14');
    expect(res.status).toBe(200);
    expect(body).toContain('data-template="14"');
  });

  it('§2 image preview: hero_img_url and about_img_url replace the images with the business’s own uploads', async () => {
    const hero = '/assets/clients/7/hero/0123456789abcdef.webp';
    const about = '/assets/clients/7/about/fedcba9876543210.webp';
    const { body } = await get(
      `http://bistro.localhost:8080/?hero_img_url=${encodeURIComponent(hero)}&about_img_url=${encodeURIComponent(about)}`,
    );
    expect(body).toContain(`<meta property="og:image" content="http://bistro.localhost:8080${hero}">`);
    expect(body).toContain(`src="${about}"`);
  });

  it('§4 template-only site: the template json merged with the client data (open twin page)', async () => {
    const { res, body } = await get('http://newbie.localhost:8080/open/store');
    expect(res.status).toBe(200);
    expect(body).toContain('newbie &amp; Co');
    expect(body).toContain('Products Not Available');
  });
});

describe('render(request): requests at the same time', () => {
  it('each render reads its own request and data (one route tree for the process, one environment per request)', async () => {
    const mine = site('bistro', {}, { main_site_variables: defaultMainSiteVariables({ logo_text: 'Bistro of request A' }) });
    const theirs = site('bistro', {}, { main_site_variables: defaultMainSiteVariables({ logo_text: 'Bistro of request B' }) });
    const [a, b, es, missing] = await Promise.all([
      get('http://bistro.localhost:8080/', {}, { sites: { ...demoSites(), bistro: mine } }),
      get('http://bistro.localhost:8080/', {}, { sites: { ...demoSites(), bistro: theirs } }),
      get('http://bistro.localhost:8080/?lang=es'),
      get('http://nobody.localhost:8080/'),
    ]);
    expect(a.body).toContain('Bistro of request A');
    expect(a.body).not.toContain('Bistro of request B');
    expect(b.body).toContain('Bistro of request B');
    expect(b.body).not.toContain('Bistro of request A');
    expect(es.body).toContain('<html lang="es"');
    expect(a.body).toContain('<html lang="en"');
    expect(missing.res.status).toBe(404);
  });
});

describe('render(request): paths that are not pages', () => {
  it('a missing client asset under /_app/ is a plain 404, not the not-found page', async () => {
    const { res, body } = await get('http://bistro.localhost:8080/_app/assets/gone-123.js');
    expect(res.status).toBe(404);
    expect(body).not.toContain('<html');
  });

  it('/favicon.ico without a favicon of the site is 404; with one, a redirect to it', async () => {
    expect((await get('http://bistro.localhost:8080/favicon.ico')).res.status).toBe(404);
    const withIcon = site('bistro', {}, { main_site_variables: defaultMainSiteVariables({ favicon_url: '/assets/icon.png' }) });
    const { res } = await get('http://bistro.localhost:8080/favicon.ico', {}, { sites: { ...demoSites(), bistro: withIcon } });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/assets/icon.png');
  });
});

// Issue 25 finding 6: a preview parameter is a way to show a picture under a business's address, so it only
// takes that business's own uploads (core-model clientAssetKey); anything else leaves the page as it is.
describe('§2 image previews take only the business’s own uploads (issue 25)', () => {
  const OWN_HERO = '/assets/hero.webp';
  it.each([
    ['an external image', 'https://evil.test/h.jpg'],
    ['a protocol-relative image', '//evil.test/h.jpg'],
    ['another business’s upload', '/assets/clients/8/hero/0123456789abcdef.webp'],
    ['another business’s upload whose id starts like ours', '/assets/clients/70/hero/0123456789abcdef.webp'],
    ['a climb out of our folder', '/assets/clients/7/../8/hero/0123456789abcdef.webp'],
    ['an encoded climb out of our folder', '/assets/clients/7/%2e%2e/8/hero/0123456789abcdef.webp'],
    ['another business’s demo picture', '/assets/demo/salon/hero.webp'],
    ['another site’s published data', '/assets/sites/salon.localhost/site.json'],
    ['our upload on another origin', 'https://evil.test/assets/clients/7/hero/0123456789abcdef.webp'],
  ])('%s is ignored: not in the page, not its og:image', async (_name, url) => {
    const { res, body } = await get(
      `http://bistro.localhost:8080/?hero_img_url=${encodeURIComponent(url)}&about_img_url=${encodeURIComponent(url)}`,
    );
    expect(res.status).toBe(200);
    expect(body).not.toContain(url);
    expect(body).toContain(`<meta property="og:image" content="http://bistro.localhost:8080${OWN_HERO}">`);
  });

  it('its own demo pictures are its own', async () => {
    const hero = '/assets/demo/bistro/hero-2.webp';
    const { body } = await get(
      `http://bistro.localhost:8080/?hero_img_url=${encodeURIComponent(hero)}&about_img_url=${encodeURIComponent(hero)}`,
    );
    expect(body).toContain(`<meta property="og:image" content="http://bistro.localhost:8080${hero}">`);
  });
});
