// The back office's Team screen in Chromium against the running product (spec §6 roles; §4 "Admin entry"):
// the owner adds a manager and is shown the one-time set-password link once; the manager opens it in a fresh
// browser, chooses a password on the built-in provider's page, signs in at /admin with it and lands in
// /manage (managers go to the admin application) without Team in the navigation. The link works once.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl } from '@vitrina/tooling/e2e/product';
import { launchBrowser } from '@vitrina/tooling/e2e';
import { seriousA11yViolations } from './popup-checks.js';
import { signInAt, siteOrigin } from './sign-in.js';

const bistro = siteOrigin(baseUrl, 'bistro');
const NEW_PASSWORD = 'a long new password';
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const navLinks = (page: Page) => page.getByRole('navigation', { name: 'Back office' }).getByRole('listitem').allTextContents();

describe('the Team screen in Chromium (spec §6)', () => {
  it('the owner adds a manager, who sets a password with the one-time link, signs in at /admin and lands in /manage without Team', async () => {
    const email = `manager-${Date.now().toString(36)}@bistro.test`;
    const owner = await signInAt(browser, `${bistro}/manage/team`, 'owner@bistro.test');
    const form = owner.page.getByRole('form', { name: 'Add a person' });
    await form.waitFor();
    await form.getByLabel('E-mail').fill(email);
    await form.getByLabel('Name').fill('Mara Quinn');
    await form.getByLabel('Role').selectOption({ label: 'Manager' });
    await form.getByRole('button', { name: 'Add person' }).click();

    const panel = owner.page.getByRole('region', { name: `One-time link for ${email}` });
    await panel.waitFor();
    expect(await panel.textContent()).toContain('This link will not be shown again.');
    const link = await panel.getByLabel('Set-password link').inputValue();
    expect(link).toMatch(new RegExp(`^${bistro.replace(/\./g, '\\.')}/oidc/set-password/[A-Za-z0-9_-]+$`));
    const row = owner.page.locator(`tr[data-email="${email}"]`);
    await row.waitFor();
    expect(await row.textContent()).toContain('Has not set a password yet');
    expect(await seriousA11yViolations(owner.page, 'body')).toEqual([]);
    await panel.getByRole('button', { name: 'Done' }).click();
    await panel.waitFor({ state: 'detached' });

    // The manager, in a browser of their own.
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(link);
    await page.getByRole('heading', { name: 'Choose your password' }).waitFor();
    await page.fill('#password', NEW_PASSWORD);
    await page.fill('#password2', NEW_PASSWORD);
    await page.click('button[type="submit"]');
    await page.getByRole('heading', { name: 'Password set' }).waitFor();

    // Once only.
    const again = await browser.newContext();
    const second = await (await again.newPage()).goto(link);
    expect(second?.status()).toBe(410);
    await again.close();

    await page.goto(`${bistro}/admin`);
    await page.waitForURL((u) => u.pathname.includes('/oidc/interaction/'));
    await page.fill('#email', email);
    await page.fill('#password', NEW_PASSWORD);
    await page.click('button[type="submit"]');
    await page.waitForURL(`${bistro}/manage/products`);
    await page.getByRole('heading', { level: 1, name: /^Products\b/ }).waitFor();
    const links = await navLinks(page);
    expect(links).toContain('Messages');
    expect(links).not.toContain('Team');
    await context.close();

    // The owner's list shows the manager active now.
    await owner.page.reload();
    await row.waitFor();
    expect(await row.textContent()).toContain('Active');
    await owner.context.close();
  });
});
