// Every status-page redirect (spec §4 "Site load") with the seeded demo clients, plan gating, not-found,
// previews and search-engine files — in Chromium, or as raw HTTP where the redirect itself matters.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectBrowser } from '@vitrina/tooling/e2e/product';
import { hydrated, openSite, unexpected, port, rawGet, routeCustomDomain, siteUrl } from './support/site-e2e.js';

let browser: Browser;
beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(() => browser?.close());

const host = (sub: string) => `${sub}.localhost:${port}`;

describe('§4 site entry as HTTP redirects (302)', () => {
  it.each([
    ['closed (is_active 0) → /website_disabled', 'closed', '/', '/website_disabled'],
    ['expired (trial ended) → /website_disabled', 'expired', '/gallery', '/website_disabled'],
    ['newbie (template 1, no external URL) → /setup-website', 'newbie', '/', '/setup-website'],
    ['moved (template 1 + external URL) → the external site', 'moved', '/', 'https://example.com/'],
    ['newbie: a page with an open twin → /open/…', 'newbie', '/store', '/open/store'],
    ['tienda on its sub-domain → its custom domain', 'tienda', '/blog?x=1', `http://tienda-example.test:${port}/blog?x=1`],
    ['bistro: /website_disabled with nothing disabled → /', 'bistro', '/website_disabled', '/'],
    ['freebie: the gallery is not on its plan → Home with the toast', 'freebie', '/gallery', '/?denied=gallery'],
    ['an unknown path → /not-found', 'bistro', '/no/such/page', '/not-found'],
  ])('%s', async (_name, sub, path, location) => {
    const res = await rawGet(path, host(sub));
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe(location);
  });

  it('tienda on its custom domain (Host header) is served', async () => {
    const res = await rawGet('/', `tienda-example.test:${port}`);
    expect(res.status).toBe(200);
    expect(res.body).toContain('Artesanía mexicana hecha a mano');
  });

  it('§4 a framed page (sec-fetch-dest: iframe) is never shown as disabled', async () => {
    expect((await rawGet('/', host('closed'), { 'sec-fetch-dest': 'iframe' })).status).toBe(200);
  });
});

describe('status pages in Chromium', () => {
  it.each([
    ['closed', '/', '/website_disabled', 'This website is currently unavailable'],
    ['expired', '/', '/website_disabled', 'This website is currently unavailable'],
    ['newbie', '/', '/setup-website', 'This website has not been created yet'],
    ['bistro', '/no-such-page', '/not-found', 'Page not found'],
  ])('%s %s → %s', async (sub, path, landed, title) => {
    const { page, errors, close } = await openSite(browser, siteUrl(sub, path));
    expect(new URL(page.url()).pathname).toBe(landed);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(title);
    await hydrated(page);
    // The not-found page answers 404, which Chromium logs as a failed resource.
    expect(unexpected(errors).filter((e) => !e.includes('status of 404'))).toEqual([]);
    await close();
  });

  it('/website_disabled links the owner to log in (/admin)', async () => {
    const { page, close } = await openSite(browser, siteUrl('closed'));
    expect(await page.getByRole('link', { name: 'Log in to reactivate' }).getAttribute('href')).toBe('/admin');
    await close();
  });

  it('tienda on its custom domain (served through page.route: Chromium cannot resolve the name) is hydrated', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await routeCustomDomain(page, 'tienda-example.test');
    await page.goto(`http://tienda-example.test:${port}/`);
    expect(await page.locator('html').getAttribute('lang')).toBe('es');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Artesanía mexicana hecha a mano');
    await hydrated(page);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('§2 /access-denied shows its message when the editor sent the visitor there', async () => {
    const { page, close } = await openSite(browser, 'about:blank');
    await page.goto(siteUrl('bistro', '/access-denied'), { referer: siteUrl('bistro', '/admin') });
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Access denied');
    expect(await page.locator('main').textContent()).toContain('please log out and log back in');
    await close();
  });
});

describe('§4 plan gating', () => {
  it('freebie (freemium) → /gallery: error toast "The gallery has been disabled." on Home', async () => {
    const { page, close } = await openSite(browser, siteUrl('freebie', '/gallery'));
    await hydrated(page);
    await expect.poll(() => page.getByText('The gallery has been disabled.').count()).toBe(1);
    expect(new URL(page.url()).pathname).toBe('/');
    await expect.poll(() => new URL(page.url()).search).toBe('');
    await close();
  });
});

describe('§2 previews', () => {
  it('§4 preview mode keeps the query string on internal links, also after navigating', async () => {
    const query = '?about_img_url=%2Fassets%2Fa.webp&hero_img_url=%2Fassets%2Fh.webp';
    const { page, close } = await openSite(browser, siteUrl('bistro', `/${query}`));
    await hydrated(page);
    const nav = page.getByRole('navigation', { name: 'Site navigation' });
    expect(await nav.getByRole('link', { name: 'Blog', exact: true }).getAttribute('href')).toBe(`/blog${query}`);
    await nav.getByRole('link', { name: 'Blog', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/blog');
    expect(new URL(page.url()).search).toBe(query);
    expect(await page.getByRole('link', { name: 'Our spring menu is here' }).getAttribute('href')).toBe(
      `/blog/our-spring-menu-is-here${query}`,
    );
    await close();
  });

  it('§8 builder preview that cannot be loaded → /', async () => {
    const res = await rawGet('/?builder_id=nope&template_id=4', host('bistro'));
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe('/');
  });
});

describe('search engines', () => {
  it('freebie (freemium): noindex meta and X-Robots-Tag header', async () => {
    const res = await rawGet('/', host('freebie'));
    expect(res.status).toBe(200);
    expect(res.headers['x-robots-tag']).toBe('noindex');
    expect(res.body).toContain('<meta name="robots" content="noindex">');
  });

  it('bistro: robots.txt names the sitemap; the sitemap lists the blog posts', async () => {
    const robots = await rawGet('/robots.txt', host('bistro'));
    expect(robots.body).toContain(`Sitemap: http://bistro.localhost:${port}/sitemap.xml`);
    const sitemap = await rawGet('/sitemap.xml', host('bistro'));
    expect(sitemap.status).toBe(200);
    expect(sitemap.body).toContain(`<loc>http://bistro.localhost:${port}/blog/our-spring-menu-is-here</loc>`);
  });
});
