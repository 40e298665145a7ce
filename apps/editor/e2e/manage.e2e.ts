// The back office at /manage in Chromium against the running product (spec §4 "Admin entry": managers and
// employees go to the admin application; §6 roles), signing in through the real built-in provider's form:
// the owner sees every screen, reads and archives what a visitor sent through the site's contact form (in
// English on the bistro, in Spanish on the salon) and keeps the business address in Business settings;
// the manager (sent there from /admin) sees everything but Team and Activity, the employee their schedule
// and profile only. axe-core finds nothing serious on the layout, in English and in Spanish.
// Screenshots at 375 px and 1280 px go to /tmp for a look.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, connectBrowser } from '@vitrina/tooling/e2e/product';
import { seriousA11yViolations } from './popup-checks.js';
import { openAndSignIn, signInAt, siteOrigin } from './sign-in.js';
import { translator } from './e2e-helpers.js';

const bistro = siteOrigin(baseUrl, 'bistro');
let browser: Browser;

/** The product's own texts, so a test reads the screen as a user of that language does. */
type T = ReturnType<typeof translator>;

/** A visitor (no sign-in) sends a message through the Contact item of the site's navigation. */
async function sendThroughContactForm(origin: string, t: T, form: { name: string; email: string; message: string }) {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto(`${origin}/`);
    await page
      .getByRole('navigation')
      .getByRole('button', { name: t('sections:nav.contact'), exact: true })
      .first()
      .click();
    const dialog = page.getByRole('dialog', { name: t('sections:contact.title') });
    await dialog.waitFor();
    await dialog.getByLabel(t('sections:contact.name')).fill(form.name);
    await dialog.getByLabel(t('sections:contact.email')).fill(form.email);
    await dialog.getByLabel(t('sections:contact.message')).fill(form.message);
    const answer = page.waitForResponse((r) => r.request().method() === 'POST' && /\/api\/client\/\d+\/contact$/.test(r.url()));
    await page.getByRole('button', { name: t('sections:contact.send') }).click();
    expect((await answer).status()).toBe(201);
    await dialog.waitFor({ state: 'detached' });
  } finally {
    await context.close();
  }
}

beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(() => browser?.close());

const navLinks = (page: Page) => page.getByRole('navigation', { name: 'Back office' }).getByRole('listitem').allTextContents();

describe('the back office at /manage in Chromium (spec §4 "Admin entry", §6)', () => {
  it('§6 owner@bistro.test signs in at /manage and sees every screen, Team included; axe clean at 1280 and 375 px', async () => {
    const { context, page } = await signInAt(browser, `${bistro}/manage`, 'owner@bistro.test');
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.waitForURL(`${bistro}/manage/dashboard`);
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    expect(await navLinks(page)).toEqual([
      'Dashboard',
      'Activity',
      'Products',
      'Orders',
      'Quotes & invoices',
      'Store settings',
      'Discount codes',
      'Schedule',
      'Customers',
      'Services',
      'Forms',
      'Staff',
      'Locations',
      'Design · Templates',
      'Blog',
      'Messages',
      'Team',
      'Business settings',
      'Profile',
      'Site editor',
      'View site',
    ]);
    expect(await page.getByText('Harbor Lane Bistro', { exact: true }).count()).toBe(1);
    expect(await seriousA11yViolations(page, 'body')).toEqual([]);
    await page.screenshot({ path: '/tmp/manage-1280.png', fullPage: true });

    // Team is the owner's screen.
    await page.getByRole('link', { name: 'Team' }).click();
    await page.getByRole('heading', { level: 1, name: /^Team\b/ }).waitFor();

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
    await page.getByRole('heading', { level: 1, name: /^Equipo\b/ }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('es');
    expect(await seriousA11yViolations(page, 'body')).toEqual([]);
    await context.close();
  });

  const SITES = [
    { sub: 'bistro', lng: 'en', owner: 'owner@bistro.test', visitor: 'Activity Visitor' },
    { sub: 'salon', lng: 'es', owner: 'owner@salon.test', visitor: 'Visitante Archivo' },
  ] as const;

  it.each(SITES)(
    '$owner reads and archives a message a visitor sent through the contact form of $sub ($lng)',
    async ({ sub, lng, owner, visitor }) => {
      const t = translator(lng);
      const origin = siteOrigin(baseUrl, sub);
      await sendThroughContactForm(origin, t, { name: visitor, email: 'visitor@example.com', message: `Is the terrace open? (${lng})` });

      const { context, page } = await signInAt(browser, `${origin}/manage/messages`, owner);
      await page.getByRole('heading', { level: 1, name: t('manage:messages.title') }).waitFor();
      expect(await page.evaluate(() => document.documentElement.lang)).toBe(lng);
      const list = page.getByRole('list', { name: t('manage:messages.list') });
      const item = list.getByRole('button', { name: new RegExp(visitor) });
      expect(await item.textContent()).toContain(t('manage:messages.unread'));
      await item.click();
      const view = page.getByRole('article', { name: visitor });
      expect(await view.textContent()).toContain(`Is the terrace open? (${lng})`);
      // Opening it marks it read.
      await view.getByRole('button', { name: t('manage:messages.markUnread') }).waitFor();

      await view.getByRole('button', { name: t('manage:messages.archive') }).click();
      await page
        .getByRole('status')
        .filter({ hasText: t('manage:messages.done.archived') })
        .waitFor();
      await view.getByRole('button', { name: t('manage:messages.unarchive') }).waitFor();
      // The inbox no longer lists it; the archived messages do.
      await item.waitFor({ state: 'detached' });
      await page.getByRole('combobox', { name: t('manage:messages.status') }).selectOption('archived');
      const archived = list.getByRole('button', { name: new RegExp(visitor) });
      await archived.waitFor();
      expect(await archived.textContent()).toContain(t('manage:messages.archived'));
      expect(await seriousA11yViolations(page, 'body')).toEqual([]);

      // The Activity screen says who read and archived it, when, before → after.
      await page.getByRole('link', { name: t('manage:screens.activity') }).click();
      const entry = page.getByRole('listitem').filter({ hasText: t('manage:activity.what.messageRead', { name: visitor }) });
      await entry.waitFor();
      expect(await entry.textContent()).toContain(t('manage:activity.by', { email: owner }));
      await page
        .getByRole('listitem')
        .filter({ hasText: t('manage:activity.what.messageArchive', { name: visitor }) })
        .waitFor();
      await entry.getByText(t('manage:activity.details')).click();
      await entry.getByRole('table').waitFor();
      expect(await entry.getByRole('row').count()).toBe(2);
      expect(await seriousA11yViolations(page, 'body')).toEqual([]);
      await page.screenshot({ path: `/tmp/manage-activity-${lng}-1280.png`, fullPage: true });
      await context.close();
    },
  );

  it('the owner saves the business address in Business settings and finds it there after a reload', async () => {
    const t = translator('en');
    const { context, page } = await signInAt(browser, `${bistro}/manage/settings`, 'owner@bistro.test');
    await page.getByRole('heading', { level: 1, name: t('manage:settings.title') }).waitFor();
    const address = page.getByRole('group', { name: t('manage:settings.address') });
    await address.getByLabel(t('manage:settings.address1')).fill('214 Harbor Lane');
    // Half an address is refused by the form, before anything is sent.
    await page.getByRole('button', { name: t('manage:settings.save') }).click();
    await address.getByText(t('validation:required.city')).waitFor();
    await address.getByLabel(t('manage:settings.city')).fill('Boston');
    await address.getByLabel(t('manage:settings.state')).fill('MA');
    await address.getByLabel(t('manage:settings.zipCode')).fill('02110');
    await page.getByLabel(t('manage:settings.contactEmail')).fill('hello@harborlanebistro.com');
    const saved = page.waitForResponse((r) => r.request().method() === 'PUT' && /\/api\/client\/\d+\/settings$/.test(r.url()));
    await page.getByRole('button', { name: t('manage:settings.save') }).click();
    expect((await saved).status()).toBe(200);
    await page
      .getByRole('status')
      .filter({ hasText: t('manage:settings.saved') })
      .waitFor();

    await page.reload();
    await page.getByRole('heading', { level: 1, name: t('manage:settings.title') }).waitFor();
    const reloaded = page.getByRole('group', { name: t('manage:settings.address') });
    await reloaded.getByLabel(t('manage:settings.address1')).waitFor();
    expect(await reloaded.getByLabel(t('manage:settings.address1')).inputValue()).toBe('214 Harbor Lane');
    expect(await reloaded.getByLabel(t('manage:settings.city')).inputValue()).toBe('Boston');
    expect(await reloaded.getByLabel(t('manage:settings.state')).inputValue()).toBe('MA');
    expect(await reloaded.getByLabel(t('manage:settings.zipCode')).inputValue()).toBe('02110');
    expect(await page.getByLabel(t('manage:settings.contactEmail')).inputValue()).toBe('hello@harborlanebistro.com');
    expect(await seriousA11yViolations(page, 'body')).toEqual([]);
    await page.screenshot({ path: '/tmp/manage-settings-1280.png', fullPage: true });
    await context.close();
  });

  it('§4 3: manager@bistro.test signs in at /admin and lands on the /manage dashboard (issue 31) without Team and Activity', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await openAndSignIn(page, `${bistro}/admin`, 'manager@bistro.test');
    await page.waitForURL(`${bistro}/manage/dashboard`);
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    const links = await navLinks(page);
    expect(links).toEqual([
      'Dashboard',
      'Products',
      'Orders',
      'Quotes & invoices',
      'Store settings',
      'Discount codes',
      'Schedule',
      'Customers',
      'Services',
      'Forms',
      'Staff',
      'Locations',
      'Blog',
      'Messages',
      'Business settings',
      'Profile',
      'View site',
    ]);
    expect(links).not.toContain('Team');
    expect(links).not.toContain('Activity');
    expect(links).not.toContain('Design · Templates');
    // Typed in, Team says the manager has no access.
    await page.goto(`${bistro}/manage/team`);
    await page.getByRole('heading', { name: "You don't have access to this screen" }).waitFor();
    expect(await seriousA11yViolations(page, 'body')).toEqual([]);
    await context.close();
  });

  it('§6 staff@bistro.test (role 4) sees only Schedule, Customers (issue 30) and Profile; typing /manage/messages says they cannot use it', async () => {
    const { context, page } = await signInAt(browser, `${bistro}/manage`, 'staff@bistro.test');
    await page.waitForURL(`${bistro}/manage/schedule`);
    await page.getByRole('navigation', { name: 'Back office' }).waitFor();
    expect(await navLinks(page)).toEqual(['Schedule', 'Customers', 'Profile', 'View site']);
    await page.goto(`${bistro}/manage/messages`);
    await page.getByRole('heading', { name: "You don't have access to this screen" }).waitFor();
    await context.close();
  });
});
