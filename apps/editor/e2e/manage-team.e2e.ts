// The back office's Team screen in Chromium against the running product and its own mailbox (spec §6 roles;
// §4 "Admin entry"; issue 28 invitations), on bistro (en) and salon (es): the owner adds a manager; the screen
// says the invitation was sent and never shows the link; the invitation reaches the new member in the
// business's language with a one-time set-password link on the business's host; the member chooses a password
// in a browser of their own, the link works once, and signing in at /admin lands in /manage without Team in
// the navigation. The owner's list then shows them active.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, connectBrowser } from '@vitrina/tooling/e2e/product';
import { waitForMail } from '@vitrina/tooling/e2e/mail';
import { translator } from './e2e-helpers.js';
import { choosePassword, mailLink, signInWithPassword } from './identity-steps.js';
import type { Lang } from './identity-steps.js';
import { seriousA11yViolations } from './popup-checks.js';
import { signInAt, siteOrigin } from './sign-in.js';

const NEW_PASSWORD = 'copper kettle morning walk';
let browser: Browser;

beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(() => browser?.close());

const BUSINESSES: { sub: string; lang: Lang; owner: string; inviter: string; business: string }[] = [
  { sub: 'bistro', lang: 'en', owner: 'owner@bistro.test', inviter: 'Dana Whitaker', business: 'Harbor Lane Bistro' },
  { sub: 'salon', lang: 'es', owner: 'owner@salon.test', inviter: 'Lucía Fernández', business: 'Salón Lucía' },
];

describe.each(BUSINESSES)('the Team screen in Chromium on $sub ($lang, spec §6, issue 28)', ({ sub, lang, owner, inviter, business }) => {
  const t = translator(lang);
  const origin = siteOrigin(baseUrl, sub);
  const navLinks = (page: Page) =>
    page
      .getByRole('navigation', { name: t('manage:layout.navigation') })
      .getByRole('listitem')
      .allTextContents();

  it('the owner adds a manager; the invitation mail’s one-time link sets a password; the manager signs in at /admin and lands in /manage without Team', async () => {
    const email = `manager-${Date.now().toString(36)}@${sub}.test`;
    const signedIn = await signInAt(browser, `${origin}/manage/team`, owner);
    const ownerPage = signedIn.page;
    const form = ownerPage.getByRole('form', { name: t('manage:team.add.title') });
    await form.waitFor();
    await form.getByLabel(t('manage:team.add.email')).fill(email);
    await form.getByLabel(t('manage:team.add.name')).fill('Mara Quinn');
    await form.getByLabel(t('manage:team.add.role')).selectOption({ label: t('manage:team.roles.3') });
    await form.getByRole('button', { name: t('manage:team.add.submit') }).click();

    const panel = ownerPage.getByRole('region', { name: t('manage:team.invitation.title', { email }) });
    await panel.waitFor();
    expect(await panel.textContent()).not.toMatch(/set-password/);
    const row = ownerPage.locator(`tr[data-email="${email}"]`);
    await row.waitFor();
    expect(await row.textContent()).toContain(t('manage:team.statuses.awaiting_password'));
    expect(await seriousA11yViolations(ownerPage, 'body')).toEqual([]);

    // The invitation, in the business's language, from the owner who sent it.
    const mail = await waitForMail({ to: email, subject: t('mail:identity.invite.subject', { inviter, business }) });
    expect(mail.language).toBe(lang);
    expect(mail.html).toMatch(new RegExp(`<html[^>]*lang="${lang}"`));
    const link = mailLink(mail, '/oidc/set-password/', origin);
    expect(link).toMatch(new RegExp(`^${origin.replace(/\./g, '\\.')}/oidc/set-password/[A-Za-z0-9_-]+$`));
    await choosePassword(browser, link, NEW_PASSWORD, lang);

    // Once only.
    const again = await browser.newContext();
    const second = await (await again.newPage()).goto(link);
    expect(second?.status()).toBe(410);
    await again.close();

    // A manager's first screen is the Dashboard (issue 31).
    const page = await signInWithPassword(browser, `${origin}/admin`, email, NEW_PASSWORD, `${origin}/manage/dashboard`, lang);
    await page.getByRole('heading', { level: 1, name: new RegExp(`^${t('manage:screens.dashboard')}\\b`) }).waitFor();
    const links = await navLinks(page);
    expect(links).toContain(t('manage:screens.messages'));
    expect(links).not.toContain(t('manage:screens.team'));
    await page.context().close();

    // The owner's list shows the manager active now.
    await ownerPage.reload();
    await row.waitFor();
    expect(await row.textContent()).toContain(t('manage:team.statuses.active'));
    await signedIn.context.close();
  });
});
