// The back office at /manage in Chromium against the running product (spec §4 "Admin entry": managers and
// employees go to the admin application; §6 roles), signing in through the real built-in provider's form:
// the owner sees every screen, the manager (sent there from /admin) everything but Team and Activity, the
// employee their schedule and profile only. axe-core finds nothing serious on the layout, in English and in Spanish.
// Screenshots at 375 px and 1280 px go to /tmp for a look.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from '@vitrina/tooling/e2e';
import { seriousA11yViolations } from './popup-checks.js';
import { openAndSignIn, signInAt, siteOrigin } from './sign-in.js';

const bistro = siteOrigin(inject('baseUrl'), 'bistro');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const navLinks = (page: Page) => page.getByRole('navigation', { name: 'Back office' }).getByRole('listitem').allTextContents();

describe('the back office at /manage in Chromium (spec §4 "Admin entry", §6)', () => {
  it('§6 owner@bistro.test signs in at /manage and sees every screen, Team included; axe clean at 1280 and 375 px', async () => {
    const { context, page } = await signInAt(browser, `${bistro}/manage`, 'owner@bistro.test');
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.waitForURL(`${bistro}/manage/activity`);
    await page.getByRole('heading', { level: 1, name: 'Activity' }).waitFor();
    expect(await navLinks(page)).toEqual([
      'Activity',
      'Blog',
      'Messages',
      'Team',
      'Business settings',
      'Schedule',
      'Profile',
      'Site editor',
      'View site',
    ]);
    expect(await page.getByText('Harbor Lane Bistro', { exact: true }).count()).toBe(1);
    expect(await seriousA11yViolations(page, 'body')).toEqual([]);
    await page.screenshot({ path: '/tmp/manage-1280.png', fullPage: true });

    // Team is the owner's screen.
    await page.getByRole('link', { name: 'Team' }).click();
    await page.getByRole('heading', { name: 'Team — not built yet' }).waitFor();

    await page.setViewportSize({ width: 375, height: 740 });
    const menu = page.getByRole('button', { name: 'Menu' });
    await menu.waitFor();
    expect(await page.getByRole('navigation', { name: 'Back office' }).count()).toBe(0);
    await page.screenshot({ path: '/tmp/manage-375.png', fullPage: true });
    await menu.click();
    await page.getByRole('navigation', { name: 'Back office' }).waitFor();
    expect(await seriousA11yViolations(page, 'body')).toEqual([]);
    await page.screenshot({ path: '/tmp/manage-375-menu.png', fullPage: true });

    // Spanish, and the axe check again.
    await page.getByRole('button', { name: 'Español' }).click();
    await page.getByRole('heading', { name: 'Equipo — aún no está lista' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('es');
    expect(await seriousA11yViolations(page, 'body')).toEqual([]);
    await context.close();
  });

  it('the owner reads a message sent from the public site, then finds it in Activity: who, when, before → after', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const firstPage = page.waitForResponse((res) => /\/api\/client\/\d+\/activity/.test(res.url()));
    await openAndSignIn(page, `${bistro}/manage/activity`, 'owner@bistro.test');
    const clientId = Number(/\/client\/(\d+)\//.exec((await firstPage).url())?.[1]);
    const sent = await page.evaluate(async (id) => {
      const body = { name: 'Activity Visitor', email: 'visitor@example.com', phone: '', message: 'Is the terrace open?' };
      const res = await fetch(`/api/client/${id}/contact`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      return res.status;
    }, clientId);
    expect(sent).toBe(201);
    await page.getByRole('link', { name: 'Messages' }).click();
    await page.getByRole('button', { name: /Activity Visitor/ }).click();
    await page.getByRole('button', { name: 'Mark as unread' }).waitFor();

    await page.getByRole('link', { name: 'Activity' }).click();
    const entry = page.getByRole('listitem').filter({ hasText: 'Message from Activity Visitor marked read' });
    await entry.waitFor();
    expect(await entry.textContent()).toContain('By owner@bistro.test');
    await entry.getByText('Before and after').click();
    await entry.getByRole('table').waitFor();
    expect(await entry.getByRole('row').count()).toBe(2);
    expect(await seriousA11yViolations(page, 'body')).toEqual([]);
    await page.screenshot({ path: '/tmp/manage-activity-1280.png', fullPage: true });
    await context.close();
  });

  it('§4 3: manager@bistro.test signs in at /admin and lands in /manage without Team', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await openAndSignIn(page, `${bistro}/admin`, 'manager@bistro.test');
    await page.waitForURL(`${bistro}/manage/blog`);
    await page.getByRole('heading', { name: 'Blog — not built yet' }).waitFor();
    expect(await navLinks(page)).toEqual(['Blog', 'Messages', 'Business settings', 'Schedule', 'Profile', 'View site']);
    // Typed in, Team says the manager has no access.
    await page.goto(`${bistro}/manage/team`);
    await page.getByRole('heading', { name: "You don't have access to this screen" }).waitFor();
    expect(await seriousA11yViolations(page, 'body')).toEqual([]);
    await context.close();
  });

  it('§6 staff@bistro.test (role 4) sees only Schedule and Profile', async () => {
    const { context, page } = await signInAt(browser, `${bistro}/manage`, 'staff@bistro.test');
    await page.waitForURL(`${bistro}/manage/schedule`);
    await page.getByRole('navigation', { name: 'Back office' }).waitFor();
    expect(await navLinks(page)).toEqual(['Schedule', 'Profile', 'View site']);
    await page.goto(`${bistro}/manage/messages`);
    await page.getByRole('heading', { name: "You don't have access to this screen" }).waitFor();
    await context.close();
  });
});
