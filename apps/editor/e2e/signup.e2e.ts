// The way in (issue 16 "Done when", en): a new business signs up at http://localhost:<port>/signup,
// previews three templates with its own texts, picks one, lands in /admin signed in, edits the hero title
// and saves; its site is live on its sub-domain with that title and the chosen template's font. A reserved
// and a taken sub-domain are refused with their messages; a reload keeps the answers; /setup-website
// links to the wizard. Issue 28: the sign-up mails its owner a confirmation; /manage shows a banner until its
// link confirms the address; "Forgot password?" on the sign-in page gets this owner back in.
import { mkdirSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, connectBrowser } from '@vitrina/tooling/e2e/product';
import { themeFontForTemplate } from '@vitrina/core-model';
import { waitForMail } from '@vitrina/tooling/e2e/mail';
import { translator } from './e2e-helpers.js';
import { choosePassword, confirmEmail, forgotPassword, mailLink, signInWithPassword } from './identity-steps.js';
import { openWithKeyboard, tabToButton } from './popup-checks.js';
import { siteOrigin } from './sign-in.js';
import { clickContinue, expectAxeClean, expectStep, listTemplates, uniqueName } from './signup-steps.js';
import type { TemplateSummary } from './signup-steps.js';

const SHOTS = '/tmp/shots/D';
const business = uniqueName('Luna Studio');
const heroTitle = `Fresh looks by Luna ${Date.now().toString(36)}`;
const ownerEmail = `owner+${business.subdomain}@luna.test`;

let browser: Browser;
let context: BrowserContext;
let page: Page;
let templates: TemplateSummary[];
let chosen: TemplateSummary;

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  templates = await listTemplates(baseUrl);
  browser = await connectBrowser();
  context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'en-US' });
  page = await context.newPage();
});
afterAll(async () => {
  await browser?.close();
});

describe('signing up in English (issue 16)', () => {
  it('/setup-website of a business without a site links to the wizard on the provider host', async () => {
    const visitor = await browser.newContext();
    try {
      const setup = await visitor.newPage();
      await setup.goto(`${siteOrigin(baseUrl, 'newbie')}/setup-website`);
      await setup.locator(`a[href="${baseUrl}/signup"]`).first().waitFor();
    } finally {
      await visitor.close();
    }
  });

  it('step 1: refuses an empty business, then takes its name, kind and language', async () => {
    await page.goto(`${baseUrl}/signup`);
    await page.getByRole('heading', { level: 2, name: 'Your business' }).waitFor();
    await page.getByText('Step 1 of 7', { exact: true }).waitFor();
    await clickContinue(page, 'Continue');
    // The first invalid field takes the focus, next to its message.
    const name = page.getByLabel('Business name');
    await expect.poll(() => name.evaluate((el) => el === document.activeElement)).toBe(true);
    await expect.poll(() => name.getAttribute('aria-invalid')).toBe('true');
    await expectAxeClean(page, 'step 1 with errors');
    await page.screenshot({ path: `${SHOTS}/en-1280-step1.png`, fullPage: true });

    await name.fill(business.name);
    await page.getByLabel('Kind of business').selectOption({ label: 'Beauty salon' });
    expect(await page.getByLabel('Language of your website').inputValue()).toBe('en');
    await clickContinue(page, 'Continue');
    await expectStep(page, 'Where you work', 'Step 2 of 7');
  });

  it('step 2 and 3: a storefront address, then texts prefilled for a beauty salon', async () => {
    await page.getByLabel('City').fill('Austin');
    await page.getByLabel('State or province').selectOption('TX');
    await page.getByLabel('Zip code').fill('78701');
    await expectAxeClean(page, 'step 2');
    await clickContinue(page, 'Continue');
    await expectStep(page, 'Look and texts', 'Step 3 of 7');
    expect(await page.getByLabel('Tagline').inputValue()).toBe('Look and feel your best');
    await page.getByLabel('Brand colour code').fill('#7a3e9d');
    await expectAxeClean(page, 'step 3');
    await page.screenshot({ path: `${SHOTS}/en-1280-step3.png`, fullPage: true });
  });

  it('a reload keeps the answers and the step', async () => {
    await page.waitForFunction(() => localStorage.getItem('vitrina.signup')?.includes('#7a3e9d'));
    await page.reload();
    await page.getByRole('heading', { level: 2, name: 'Look and texts' }).waitFor();
    await page.getByText('Step 3 of 7', { exact: true }).waitFor();
    expect(await page.getByLabel('Brand colour code').inputValue()).toBe('#7a3e9d');
    await clickContinue(page, 'Continue');
    await expectStep(page, 'Your services', 'Step 4 of 7');
    expect(await page.getByLabel('Service name').first().inputValue()).toBe('Haircut');
    await expectAxeClean(page, 'step 4');
    await clickContinue(page, 'Continue');
    await expectStep(page, 'Choose a template', 'Step 5 of 7');
  });

  it('step 5: three templates preview with its own name; one opens full size and Escape closes it; one is chosen', async () => {
    expect(templates.length).toBeGreaterThanOrEqual(3);
    for (const template of templates.slice(0, 3)) {
      const card = page.locator(`[data-template-id="${template.id}"]`);
      await card.scrollIntoViewIfNeeded();
      const frame = card.locator('iframe');
      expect(await frame.getAttribute('src')).toMatch(new RegExp(`^/\\?wizard_session_id=[^&]+&template_id=${template.id}$`));
      await card.frameLocator('iframe').getByText(business.name).first().waitFor({ timeout: 30_000 });
    }
    await page.evaluate(() => window.scrollTo(0, 0));
    await expectAxeClean(page, 'step 5');
    await page.screenshot({ path: `${SHOTS}/en-1280-step5.png`, fullPage: false });

    chosen = templates.slice(0, 3).find((t) => t.font !== null) ?? (templates[2] as TemplateSummary);
    const dialog = await openWithKeyboard(page, page.getByRole('button', { name: `Preview ${chosen.name}` }), `Template: ${chosen.name}`);
    await dialog.frameLocator('iframe').getByText(business.name).first().waitFor({ timeout: 30_000 });
    await page.screenshot({ path: `${SHOTS}/en-1280-preview.png` });
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });

    await clickContinue(page, 'Continue');
    await page.getByText('Please choose a template.').waitFor();
    await page.getByRole('radio', { name: `Choose this template — ${chosen.name}` }).check();
    await clickContinue(page, 'Continue');
    await expectStep(page, 'Your account', 'Step 6 of 7');
  });

  it('step 6: a reserved and a taken sub-domain are refused, and a common password; its own is available', async () => {
    const subdomain = page.getByLabel('Website address');
    expect(await subdomain.inputValue()).toBe(business.subdomain);
    await subdomain.fill('admin');
    await page.getByText('This address is reserved. Please choose another one.').waitFor();
    // Issue 25: mail autodiscovery names and the product's own routes were takeable; 12345678 was accepted.
    await subdomain.fill('autodiscover');
    await page.getByText('This address is reserved. Please choose another one.').waitFor();
    await page.getByLabel(/^Password/).fill('12345678');
    await clickContinue(page, 'Continue');
    await page.getByText('This password is too common or too easy to guess.', { exact: false }).waitFor();
    await subdomain.fill('bistro');
    await page.getByText('This address is already taken. Please choose another one.').waitFor();
    await page.getByLabel('E-mail address').fill(ownerEmail);
    await page.getByLabel(/^Password/).fill('luna-studio-2026');
    await clickContinue(page, 'Continue');
    await expect.poll(() => subdomain.getAttribute('aria-invalid')).toBe('true');

    await subdomain.fill(business.subdomain);
    const port = new URL(baseUrl).port;
    await page.getByText(`${business.subdomain}.localhost:${port} is available.`).waitFor();
    await expectAxeClean(page, 'step 6');
    await page.screenshot({ path: `${SHOTS}/en-1280-step6.png`, fullPage: true });
    await clickContinue(page, 'Continue');
    await expectStep(page, 'Review and finish', 'Step 7 of 7');
    await page.getByText(business.name).first().waitFor();
    await expectAxeClean(page, 'review');
    await page.screenshot({ path: `${SHOTS}/en-1280-review.png`, fullPage: true });
  });

  it('finishing lands in /admin signed in; the hero title edited and saved is live on the sub-domain with the template font', async () => {
    const origin = siteOrigin(baseUrl, business.subdomain);
    await page.getByRole('button', { name: 'Create my website' }).click();
    await page.waitForURL(`${origin}/admin**`, { timeout: 30_000 });
    const hero = await openWithKeyboard(page, 'Edit Hero', 'Hero');
    const title = hero.getByLabel('Title', { exact: true });
    await title.fill(heroTitle);
    await tabToButton(page, hero, 'Apply');
    await page.keyboard.press('Enter');
    await hero.waitFor({ state: 'detached' });
    const saved = page.waitForResponse((res) => res.request().method() === 'PUT' && res.url().includes('/websitedata/draft'));
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    expect((await saved).status()).toBe(200);
    await page.screenshot({ path: `${SHOTS}/en-1280-admin.png` });

    const visitor = await browser.newContext();
    try {
      const site = await visitor.newPage();
      await site.goto(`${origin}/`);
      await expect.poll(async () => (await site.locator('#section-hero-title').textContent())?.trim()).toBe(heroTitle);
      expect(await site.locator('[data-template]').first().getAttribute('data-template')).toBe(String(chosen.id));
      const font = themeFontForTemplate(chosen.id);
      expect(await site.locator('link[rel="stylesheet"][href*="/font-"]').count()).toBe(font ? 1 : 0);
      await site.getByText(business.name).first().waitFor();
    } finally {
      await visitor.close();
    }
    // The answers are forgotten after the sign-up.
    const wizard = await context.newPage();
    await wizard.goto(`${baseUrl}/signup`);
    await wizard.getByRole('heading', { level: 2, name: 'Your business' }).waitFor();
    expect(await wizard.getByLabel('Business name').inputValue()).toBe('');
  });
  it('the owner’s confirmation mail: /manage shows the banner until its link confirms the address (issue 28)', async () => {
    const t = translator('en');
    const origin = siteOrigin(baseUrl, business.subdomain);
    const mail = await waitForMail({ to: ownerEmail, subject: t('mail:identity.confirm.subject', { business: business.name }) });
    expect(mail.language).toBe('en');
    const link = mailLink(mail, '/oidc/confirm-email/', origin);

    await page.goto(`${origin}/manage`);
    const banner = page.getByRole('region', { name: t('manage:emailConfirmation.title') });
    await banner.waitFor();
    expect(await banner.textContent()).toContain(ownerEmail);
    await confirmEmail(browser, link, 'en');
    await page.reload();
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await expect.poll(() => banner.count()).toBe(0);
  });

  it('"Forgot password?" mails this owner a one-time link; the new password signs them in to /admin (issue 28)', async () => {
    const origin = siteOrigin(baseUrl, business.subdomain);
    const link = await forgotPassword(browser, origin, ownerEmail, 'en');
    await choosePassword(browser, link, 'moonlit studio harbour', 'en');
    const admin = await signInWithPassword(browser, `${origin}/admin`, ownerEmail, 'moonlit studio harbour', `${origin}/admin`);
    await admin.getByRole('button', { name: 'Save', exact: true }).waitFor();
    await admin.context().close();
  });
});
