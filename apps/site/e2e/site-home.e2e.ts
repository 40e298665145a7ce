// Home pages in Chromium against the product as the README starts it.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectBrowser } from '@vitrina/tooling/e2e/product';
import { hydrated, openSite, unexpected, siteUrl } from './support/site-e2e.js';

let browser: Browser;
beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(() => browser?.close());

describe('§2 Home in English (bistro) and Spanish (salon)', () => {
  it('bistro: header, nav, every section and the footer, hydrated from the embedded state', async () => {
    const { page, errors, dataRequests, close } = await openSite(browser, siteUrl('bistro'));
    await hydrated(page);
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
    expect(await page.title()).toBe('Harbor Lane Bistro | Seasonal New England cooking in Boston');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Seasonal cooking on the waterfront');
    const nav = page.getByRole('navigation', { name: 'Site navigation' });
    for (const name of ['Home', 'About', 'Services', 'Location', 'Gallery', 'Blog', 'Store']) {
      expect(await nav.getByRole('link', { name, exact: true }).count()).toBe(1);
    }
    expect(await nav.getByRole('button', { name: 'Contact' }).count()).toBe(1);
    for (const id of ['section-hero', 'section-about', 'section-service', 'section-store', 'section-location', 'section-footer']) {
      expect(await page.locator(`#${id}`).count(), id).toBe(1);
    }
    expect(await page.locator('a[href="tel:6175550142"]').first().isVisible()).toBe(true);
    // The template's font is linked (spec §9 template 4: Montserrat).
    expect(await page.locator('link[rel="stylesheet"][href*="font-4"]').count()).toBe(1);
    // The browser does not fetch the site data again: it came with the page.
    expect(dataRequests.filter((p) => p.startsWith('/assets/sites/'))).toEqual([]);
    expect(unexpected(errors)).toEqual([]);
    await close();
  });

  it('bistro: the nav scrolls to a section and opens another page (a document load: the home page runs as islands)', async () => {
    const { page, errors, close } = await openSite(browser, siteUrl('bistro'));
    await hydrated(page);
    await page.getByRole('navigation', { name: 'Site navigation' }).getByRole('link', { name: 'About', exact: true }).click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
    await page.getByRole('navigation', { name: 'Site navigation' }).getByRole('link', { name: 'Gallery', exact: true }).click();
    await page.waitForURL(/\/gallery$/);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Gallery');
    // Islands have no router: the next page is a new document (docs/decisions.md "Islands on the home page").
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBeUndefined();
    expect(await page.title()).toBe('Gallery | Harbor Lane Bistro');
    expect(unexpected(errors)).toEqual([]);
    await close();
  });

  it('salon: Spanish interface (language_id 2) around the Spanish content', async () => {
    const { page, errors, close } = await openSite(browser, siteUrl('salon'));
    await hydrated(page);
    expect(await page.locator('html').getAttribute('lang')).toBe('es');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Tu salón, en tu casa');
    const nav = page.getByRole('navigation', { name: 'Navegación del sitio' });
    expect(await nav.getByRole('link', { name: 'Inicio', exact: true }).count()).toBe(1);
    expect(await page.getByRole('link', { name: 'Saltar al contenido' }).count()).toBe(1);
    expect(unexpected(errors)).toEqual([]);
    await close();
  });

  it('the server-rendered HTML has the hero text before any script runs (JavaScript disabled)', async () => {
    const { page, close } = await openSite(browser, siteUrl('bistro'), { javaScriptEnabled: false });
    expect(await page.locator('#section-hero h1').textContent()).toBe('Seasonal cooking on the waterfront');
    expect(await page.locator('#section-about').textContent()).toContain('Harbor Lane Bistro opened in 2012');
    await close();
  });

  it('§4 Theme: the theme colour and the section colours apply (inline styles pass the CSP)', async () => {
    const { page, errors, close } = await openSite(browser, siteUrl('bistro'));
    await hydrated(page);
    const primary = await page.evaluate(() =>
      getComputedStyle(document.querySelector('.vs-site') as Element)
        .getPropertyValue('--vitrina-primary')
        .trim(),
    );
    expect(primary).toBe('#8c3b2e');
    expect(errors.filter((e) => e.startsWith('Applying inline style violates'))).toEqual([]);
    await close();
  });

  it('§4 plain localhost shows the demo host', async () => {
    const { page, close } = await openSite(browser, siteUrl(null));
    expect(await page.locator('#section-hero h1').textContent()).toBe('Seasonal cooking on the waterfront');
    await close();
  });
});
