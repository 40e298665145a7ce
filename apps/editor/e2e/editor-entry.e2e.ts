// The admin entry in Chromium against the product as the README starts it, logging in through the real
// built-in provider's form (spec §4 "Admin entry", §8).
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, connectBrowser } from '@vitrina/tooling/e2e/product';
import { openAndSignIn, signInAt, siteOrigin, storedUser } from './sign-in.js';

const bistro = siteOrigin(baseUrl, 'bistro');
let browser: Browser;
let adminAppUrl = '';

beforeAll(async () => {
  browser = await connectBrowser();
  const config = (await (await fetch(`${baseUrl}/api/editor/config`)).json()) as { adminAppUrl: string };
  // A relative URL (the default, `/manage`) stays on the host the editor runs on.
  adminAppUrl = new URL(config.adminAppUrl, `${bistro}/admin`).href;
});
afterAll(() => browser?.close());

describe('editor entry in Chromium (spec §4 "Admin entry")', () => {
  it('§4 1-4: owner@bistro.test logs in at bistro /admin and gets the editor with the sections, token stored', async () => {
    const { context, page } = await signInAt(browser, `${bistro}/admin`, 'owner@bistro.test');
    await page.waitForURL(`${bistro}/admin`);
    await page.getByRole('button', { name: 'Edit Hero' }).waitFor();
    expect(await page.getByRole('complementary', { name: 'Site settings' }).count()).toBe(1);
    expect(await page.getByRole('button', { name: /^Edit / }).count()).toBeGreaterThan(2);
    const user = await storedUser(page);
    expect(user?.access_token).toEqual(expect.any(String));
    expect(user?.refresh_token).toEqual(expect.any(String));
    await context.close();
  });

  it('§2 entered from /gallery/admin, the owner comes back to /gallery/admin, without the configuration panel', async () => {
    const { context, page } = await signInAt(browser, `${bistro}/gallery/admin`, 'owner@bistro.test');
    await page.waitForURL(`${bistro}/gallery/admin`);
    await page.getByRole('button', { name: 'Edit Hero' }).waitFor();
    expect(await page.getByRole('complementary').count()).toBe(0);
    await context.close();
  });

  it('silent renew: a token about to expire is renewed with the refresh token, without leaving the editor', async () => {
    const { context, page } = await signInAt(browser, `${bistro}/admin`, 'owner@bistro.test');
    await page.getByRole('button', { name: 'Edit Hero' }).waitFor();
    const before = await storedUser(page);
    // Make the stored token expire in 30 s: inside the renew window, so renewal starts at once on load.
    await page.evaluate(() => {
      const key = Object.keys(sessionStorage).find((k) => k.startsWith('vitrina.oidc.user:')) ?? '';
      const user = JSON.parse(sessionStorage.getItem(key) ?? '{}');
      sessionStorage.setItem(key, JSON.stringify({ ...user, expires_at: Math.floor(Date.now() / 1000) + 30 }));
    });
    const renewal = page.waitForResponse(
      (res) => res.url().endsWith('/oidc/token') && (res.request().postData() ?? '').includes('grant_type=refresh_token'),
    );
    await page.reload();
    expect((await renewal).status()).toBe(200);
    await expect.poll(async () => (await storedUser(page))?.access_token).not.toBe(before?.access_token);
    expect((await storedUser(page))?.expires_at).toBeGreaterThan(Math.floor(Date.now() / 1000) + 600);
    expect(new URL(page.url()).pathname).toBe('/admin');
    await context.close();
  });

  it('§4 3: manager@bistro.test (role 3) is sent to the admin application URL', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    // Answer the admin application's URL here: this test is about where the entry sends role 3.
    await page.route(`${adminAppUrl}**`, (route) => route.fulfill({ contentType: 'text/html', body: '<title>Admin app</title>' }));
    const request = page.waitForRequest((req) => req.isNavigationRequest() && req.url().startsWith(adminAppUrl));
    await openAndSignIn(page, `${bistro}/admin`, 'manager@bistro.test');
    expect((await request).url()).toBe(adminAppUrl);
    await context.close();
  });

  it("§4 2 / §8: owner@salon.test opening bistro's /admin reaches /access-denied", async () => {
    const { context, page } = await signInAt(browser, `${bistro}/admin`, 'owner@salon.test');
    await page.waitForURL(`${bistro}/access-denied`);
    // The site renders the page (it came from the editor) rather than sending the visitor back.
    await page.getByRole('heading', { level: 1, name: 'Access denied' }).waitFor();
    expect(await page.getByRole('link', { name: 'Log out' }).getAttribute('href')).toBe('/admin/logout');
    await context.close();
  });

  it('§8: owner@freebie.test sees the upgrade message, no edit control works and the API refuses a save', async () => {
    const freebie = siteOrigin(baseUrl, 'freebie');
    const { context, page } = await signInAt(browser, `${freebie}/admin`, 'owner@freebie.test');
    await page.getByText('Upgrade to business to edit the website.').waitFor();
    expect(await page.getByText(/Freemium websites are not found on Google/).count()).toBe(1);
    expect(await page.getByRole('button', { name: 'Save' }).isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Edit Hero' }).isDisabled()).toBe(true);
    // The server refuses too, whatever the page does.
    const { status, code } = await page.evaluate(async () => {
      const key = Object.keys(sessionStorage).find((k) => k.startsWith('vitrina.oidc.user:')) ?? '';
      const token = JSON.parse(sessionStorage.getItem(key) ?? '{}').access_token;
      const site = await (await fetch('/assets/sites/freebie.localhost/site.json')).json();
      const url = `/api/client/${site.client.id}/websitedata/draft`;
      const draft = await (await fetch(url, { headers: { authorization: `Bearer ${token}` } })).json();
      const res = await fetch(url, {
        method: 'PUT',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ data: draft.data, last_updated: draft.last_updated, version: draft.version }),
      });
      return { status: res.status, code: (await res.json()).error?.code };
    });
    expect({ status, code }).toEqual({ status: 403, code: 'freemium' });
    await context.close();
  });

  it('§4 4: the Spanish owner (salon, language_id 2) gets the editor in Spanish', async () => {
    const salon = siteOrigin(baseUrl, 'salon');
    const { context, page } = await signInAt(browser, `${salon}/admin`, 'owner@salon.test');
    await page.getByRole('button', { name: 'Guardar' }).waitFor();
    expect(await page.getByRole('button', { name: 'Cerrar sesión' }).count()).toBe(1);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('es');
    await context.close();
  });
});
