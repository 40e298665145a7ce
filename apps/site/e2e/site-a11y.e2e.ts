// axe-core on the public pages below (home, gallery, blog, store, status pages): 0 serious or critical violations.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { connectBrowser } from '@vitrina/tooling/e2e/product';
import { expectNoSeriousA11yViolations, hydrated, openSite, siteUrl } from './support/site-e2e.js';

let browser: Browser;
beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(() => browser?.close());

describe('accessibility (axe-core)', () => {
  it.each([
    ['bistro', '/'],
    ['salon', '/'],
    ['corner', '/'],
    ['freebie', '/'],
    ['bistro', '/gallery'],
    ['bistro', '/blog'],
    ['bistro', '/blog/our-spring-menu-is-here'],
    ['bistro', '/store'],
    ['bistro', '/services-store'],
    ['salon', '/services-store'],
    ['bistro', '/service/weekly-bread-box'],
    ['bistro', '/services-cart'],
    ['bistro', '/not-found'],
    ['bistro', '/error'],
    ['closed', '/website_disabled'],
    ['newbie', '/setup-website'],
    ['newbie', '/open/store'],
    // An unknown customer's forms ("We couldn't find these forms"); the forms themselves: forms*.e2e.ts.
    ['bistro', '/forms/customer/00000000-0000-4000-8000-000000000000'],
  ])('%s %s', async (sub, path) => {
    const { page, close } = await openSite(browser, siteUrl(sub, path));
    await hydrated(page);
    await expectNoSeriousA11yViolations(page);
    await close();
  });
});
