// Identity messages in Chromium against the running product and its own mailbox (issue 28): (a) the bistro's
// owner adds a team member; the invitation reaches that person (never the owner's screen); its link sets a
// password and the member signs in with it. (b) "Forgot password?" on the sign-in page: the same answer is
// shown, the reset mail arrives, its link sets a new password, and signing in with it works. The reset is
// done for the member made in (a), not the seeded owner: every other e2e file signs the owner in with the
// demo password, which the password rule would not let us set back.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl } from '@vitrina/tooling/e2e/product';
import { launchBrowser } from '@vitrina/tooling/e2e';
import { linksOf, waitForMail } from '@vitrina/tooling/e2e/mail';
import { signInAt, siteOrigin } from './sign-in.js';

const bistro = siteOrigin(baseUrl, 'bistro');
const memberEmail = `cleo.${Date.now().toString(36)}@bistro.test`;
const FIRST_PASSWORD = 'copper kettle morning walk';
const NEW_PASSWORD = 'lantern harbour quiet river';
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** Opens a set-password link and chooses `password`; the page says it is set. */
async function choosePassword(page: Page, link: string, password: string): Promise<void> {
  await page.goto(link);
  await page.fill('#password', password);
  await page.fill('#password2', password);
  await page.click('button[type="submit"]');
  await page.getByRole('heading', { name: 'Password set' }).waitFor();
}

/** Signs in at the bistro's back office as `email` with `password`, in a fresh context; the Team screen is refused (not an owner). */
async function signInAs(email: string, password: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${bistro}/manage`);
  await page.waitForURL((u) => u.pathname.includes('/oidc/interaction/'));
  await page.fill('#email', email);
  await page.fill('#password', password);
  await page.click('button[type="submit"]');
  await page.waitForURL((u) => u.pathname.startsWith('/manage'));
  await page.getByText('Back office').first().waitFor();
  return page;
}

describe('identity messages in Chromium (issue 28)', () => {
  it('(a) an invited member gets the link by mail, sets a password and signs in', async () => {
    const { context, page } = await signInAt(browser, `${bistro}/manage/team`, 'owner@bistro.test');
    await page.getByRole('heading', { level: 1, name: 'Team' }).waitFor();
    const form = page.getByRole('form', { name: /Add a person/ });
    await form.getByLabel(/^E-mail/).fill(memberEmail);
    await form.getByLabel(/^Name/).fill('Cleo Park');
    await form.getByRole('button', { name: 'Add person' }).click();
    const panel = page.getByRole('region', { name: `Invitation sent to ${memberEmail}` });
    await panel.waitFor();
    expect(await panel.textContent()).not.toMatch(/set-password/);
    await context.close();

    const mail = await waitForMail({ to: memberEmail, subject: /invited you to/ });
    expect(mail.language).toBe('en');
    const link = linksOf(mail).find((href) => href.includes('/oidc/set-password/'))!;
    expect(link.startsWith(bistro)).toBe(true);

    const member = await browser.newContext();
    const tab = await member.newPage();
    await choosePassword(tab, link, FIRST_PASSWORD);
    await member.close();
    const signedIn = await signInAs(memberEmail, FIRST_PASSWORD);
    expect(new URL(signedIn.url()).pathname.startsWith('/manage')).toBe(true);
    await signedIn.context().close();
  });

  it('(b) "Forgot password?" mails a one-hour link that sets a new password, which signs in', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${bistro}/manage`);
    await page.waitForURL((u) => u.pathname.includes('/oidc/interaction/'));
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.getByRole('heading', { name: 'Forgot your password?' }).waitFor();
    await page.fill('#email', memberEmail);
    await page.click('button[type="submit"]');
    await page.getByText('If an account exists for that address, we sent a link').waitFor();
    await context.close();

    const mail = await waitForMail({ to: memberEmail, subject: 'Reset your Vitrina password' });
    const link = linksOf(mail).find((href) => href.includes('/oidc/set-password/'))!;
    expect(link.startsWith(bistro)).toBe(true);
    const tab = await (await browser.newContext()).newPage();
    await choosePassword(tab, link, NEW_PASSWORD);
    await tab.context().close();

    const signedIn = await signInAs(memberEmail, NEW_PASSWORD);
    expect(new URL(signedIn.url()).pathname.startsWith('/manage')).toBe(true);
    await signedIn.context().close();
  });
});
