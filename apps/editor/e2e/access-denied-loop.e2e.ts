// Issue 26 item 1: signed in at one business, opening another business's /manage or /admin lands once on
// that site's access-denied page (spec §2, §4 "Admin entry" 2, §8), in the site's language, with a way out,
// instead of bouncing between /access-denied and the back office until the rate limit answers 429.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, connectBrowser } from '@vitrina/tooling/e2e/product';
import { signInAt, siteOrigin } from './sign-in.js';

const bistro = siteOrigin(baseUrl, 'bistro');
const salon = siteOrigin(baseUrl, 'salon');
let browser: Browser;

beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(() => browser?.close());

/** Signed in as `email` at its own business's back office (a provider session), as a person would be. */
async function signedInAtOwnBusiness(origin: string, email: string): Promise<{ context: BrowserContext; page: Page }> {
  const signedIn = await signInAt(browser, `${origin}/manage`, email);
  await signedIn.page.getByRole('navigation').first().waitFor();
  return signedIn;
}

/** Every request the page makes to `origin` from now on, its document loads, and those of /access-denied. */
function countRequests(page: Page, origin: string) {
  const counts = { total: 0, documents: [] as string[], deniedLoads: 0 };
  page.on('request', (req) => {
    if (!req.url().startsWith(origin)) return;
    counts.total += 1;
    if (!req.isNavigationRequest()) return;
    const path = new URL(req.url()).pathname;
    counts.documents.push(path);
    if (path === '/access-denied') counts.deniedLoads += 1;
  });
  return counts;
}

const cases = [
  {
    language: 'es',
    who: 'owner@bistro.test',
    home: bistro,
    other: salon,
    title: 'Acceso denegado',
    logOut: 'Cerrar sesión',
  },
  {
    language: 'en',
    who: 'owner@salon.test',
    home: salon,
    other: bistro,
    title: 'Access denied',
    logOut: 'Log out',
  },
] as const;

describe('another business’s back office or editor: one landing on access-denied (issue 26 item 1)', () => {
  for (const c of cases) {
    for (const path of ['/manage/orders', '/admin']) {
      it(`${c.language}: ${c.who} opening ${new URL(c.other).hostname}${path} lands once on “${c.title}” with a way out`, async () => {
        const { context, page } = await signedInAtOwnBusiness(c.home, c.who);
        const counts = countRequests(page, c.other);
        await page.goto(`${c.other}${path}`);
        await page.getByRole('heading', { level: 1, name: c.title }).waitFor();
        // Nothing more happens once the page is there: no bounce back to the back office.
        await page.waitForLoadState('networkidle');
        expect(new URL(page.url()).pathname).toBe('/access-denied');
        expect(await page.getByRole('heading', { level: 1, name: c.title }).isVisible()).toBe(true);
        expect(await page.evaluate(() => document.documentElement.lang)).toBe(c.language);
        expect(counts.deniedLoads).toBe(1);
        // The page asked for, its sign-in callback, the access-denied page: nothing loaded twice.
        expect(counts.documents).toEqual([path, `${path.startsWith('/manage') ? '/manage' : '/admin'}/callback`, '/access-denied']);
        // One pass of each page's scripts, styles and fonts (the loop made 255 requests in 8 s).
        expect(counts.total).toBeLessThan(150);
        await page.screenshot({ path: `/tmp/i26-access-denied-${c.language}${path.replaceAll('/', '-')}.png`, fullPage: true });
        // The way out: log out at the provider, then the sign-in form, for an account with access here.
        await page.getByRole('link', { name: c.logOut }).click();
        await page.locator('button[name="logout"][value="yes"]').click();
        await page.locator('#email').waitFor();
        expect(new URL(page.url()).pathname).toMatch(/\/oidc\/interaction\//);
        await context.close();
      });
    }
  }
});
