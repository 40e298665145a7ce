// The back office's Services and Staff screens in Chromium against the running product (issue 14): the
// bistro's owner adds a staff member with weekly hours (by keyboard) and a service they perform, changes
// the service's duration and the member's hours, and sees both after a reload; an online service without
// a meeting link shows its message. Own, uniquely named records only: the seeded staff and services stay
// as the visitor booking tests expect them. Screens are shot at 1280 and 375 px.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, connectBrowser } from '@vitrina/tooling/e2e/product';
import { seriousA11yViolations } from './popup-checks.js';
import { signInAt, siteOrigin } from './sign-in.js';
import { translator } from './e2e-helpers.js';

let browser: Browser;

const toast = (page: Page, text: string) => page.getByText(text, { exact: true }).first().waitFor();

async function shoot(page: Page, name: string) {
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `/tmp/manage-${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(() => browser?.close());

describe('the Services and Staff screens in Chromium (issue 14)', () => {
  it('the owner sets a member’s hours and a service’s duration, and both are there after a reload', async () => {
    const t = translator('en');
    const unique = Date.now().toString(36);
    const person = `Robin E2E ${unique}`;
    const serviceName = `Knife skills ${unique}`;
    const origin = siteOrigin(baseUrl, 'bistro');
    const { context, page } = await signInAt(browser, `${origin}/manage/staff/new`, 'owner@bistro.test');
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.getByRole('button', { name: 'English' }).click();
    await page.getByRole('heading', { level: 1, name: t('manage:staffScreen.form.newTitle') }).waitFor();

    // A new member with Tuesday hours at the first location, entered by keyboard.
    await page.getByRole('textbox', { name: t('manage:staffScreen.form.name'), exact: true }).fill(person);
    const tuesday = t('manage:staffScreen.week.hoursRow', { day: 'Tuesday', n: 1 });
    await page.getByRole('button', { name: t('manage:staffScreen.week.addHours', { day: 'Tuesday' }) }).click();
    const row = page.getByRole('group', { name: tuesday });
    const from = row.getByLabel(t('manage:staffScreen.week.from'));
    await expect.poll(() => from.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.type('1000');
    await row.getByLabel(t('manage:staffScreen.week.to')).fill('15:30');
    expect(await seriousA11yViolations(page, 'main')).toEqual([]);
    const created = page.waitForResponse((res) => res.request().method() === 'POST' && res.url().endsWith('/owner-staff'));
    await page.getByRole('button', { name: t('manage:staffScreen.form.save') }).click();
    expect((await created).status()).toBe(201);
    await toast(page, t('manage:staffScreen.form.saved'));
    await page.getByRole('heading', { level: 1, name: t('manage:staffScreen.form.editTitle') }).waitFor();

    // Change the hours, save, reload: the week is what was saved.
    await row.getByLabel(t('manage:staffScreen.week.to')).fill('17:45');
    await row
      .getByRole('combobox', { name: t('manage:staffScreen.week.where') })
      .selectOption({ label: t('manage:staffScreen.week.mobileOnline') });
    const saved = page.waitForResponse((res) => res.request().method() === 'PUT' && res.url().includes('/owner-staff/'));
    await page.getByRole('button', { name: t('manage:staffScreen.form.save') }).click();
    expect((await saved).status()).toBe(200);
    await page.reload();
    const reloaded = page.getByRole('group', { name: tuesday });
    await reloaded.waitFor();
    expect(await reloaded.getByLabel(t('manage:staffScreen.week.from')).inputValue()).toBe('10:00');
    expect(await reloaded.getByLabel(t('manage:staffScreen.week.to')).inputValue()).toBe('17:45');
    expect(await reloaded.getByRole('combobox', { name: t('manage:staffScreen.week.where') }).inputValue()).toBe('');
    await shoot(page, 'staff-form');

    // A service the new member performs; then its duration changes and survives a reload.
    await page.goto(`${origin}/manage/services/new`);
    await page.getByRole('heading', { level: 1, name: t('manage:servicesScreen.form.newTitle') }).waitFor();
    await page.getByRole('textbox', { name: /^Name/ }).fill(serviceName);
    await page.getByRole('textbox', { name: /^Price/ }).fill('35');
    await page.getByRole('checkbox', { name: person }).check();
    const serviceCreated = page.waitForResponse((res) => res.request().method() === 'POST' && res.url().endsWith('/owner-services'));
    await page.getByRole('button', { name: t('manage:servicesScreen.form.save') }).click();
    expect((await serviceCreated).status()).toBe(201);
    await page.getByRole('heading', { level: 1, name: t('manage:servicesScreen.form.editTitle') }).waitFor();
    await page.getByRole('textbox', { name: /^Duration/ }).fill('75');
    const serviceSaved = page.waitForResponse((res) => res.request().method() === 'PUT' && res.url().includes('/owner-services/'));
    await page.getByRole('button', { name: t('manage:servicesScreen.form.save') }).click();
    expect((await serviceSaved).status()).toBe(200);
    await page.reload();
    await page.getByRole('textbox', { name: /^Duration/ }).waitFor();
    expect(await page.getByRole('textbox', { name: /^Duration/ }).inputValue()).toBe('75');
    expect(await page.getByRole('checkbox', { name: person }).isChecked()).toBe(true);
    await shoot(page, 'services-form');

    await page.goto(`${origin}/manage/services`);
    const listed = page
      .getByRole('list', { name: t('manage:servicesScreen.list') })
      .getByRole('listitem')
      .filter({ hasText: serviceName });
    await listed.waitFor();
    expect(await listed.textContent()).toContain('75 min');
    await shoot(page, 'services-list');
    await page.goto(`${origin}/manage/staff`);
    await page.getByRole('list', { name: t('manage:staffScreen.list') }).waitFor();
    await shoot(page, 'staff-list');
    await context.close();
  });

  it('an online service without a meeting link says so, and nothing is saved', async () => {
    const t = translator('en');
    const origin = siteOrigin(baseUrl, 'bistro');
    const { context, page } = await signInAt(browser, `${origin}/manage/services/new`, 'owner@bistro.test');
    await page.getByRole('button', { name: 'English' }).click();
    await page.getByRole('heading', { level: 1, name: t('manage:servicesScreen.form.newTitle') }).waitFor();
    await page.getByRole('textbox', { name: /^Name/ }).fill(`Video tasting ${Date.now().toString(36)}`);
    await page.getByRole('textbox', { name: /^Price/ }).fill('10');
    await page.getByRole('checkbox', { name: t('manage:servicesScreen.types.virtual') }).check();
    let posted = false;
    page.on('request', (req) => {
      if (req.method() === 'POST' && req.url().endsWith('/owner-services')) posted = true;
    });
    await page.getByRole('button', { name: t('manage:servicesScreen.form.save') }).click();
    await page.getByText(t('validation:bookingSetup.meetingUrlRequired')).waitFor();
    await shoot(page, 'services-meeting-link');
    expect(posted).toBe(false);
    await context.close();
  });
});
