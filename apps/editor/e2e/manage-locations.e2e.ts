// The back office's Locations screen in Chromium against the running product (spec §3 "Location", "Service
// area"; issue 14): the owner adds a location (a bad postal code is refused with its message first) and a
// mobile service area; both are listed after a reload; then both are removed again, so the other tests meet
// the seeded bistro.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, connectBrowser } from '@vitrina/tooling/e2e/product';
import { seriousA11yViolations } from './popup-checks.js';
import { signInAt, siteOrigin } from './sign-in.js';

const bistro = siteOrigin(baseUrl, 'bistro');
let browser: Browser;

beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(() => browser?.close());

describe('the Locations screen in Chromium (issue 14)', () => {
  it('the owner adds a location and a service area, sees them after a reload, and a bad postal code says so', async () => {
    const name = `Dock Street ${Date.now().toString(36)}`;
    const zip = '02139';
    const { context, page } = await signInAt(browser, `${bistro}/manage/locations`, 'owner@bistro.test');
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.getByRole('heading', { level: 1, name: 'Locations' }).waitFor();
    await page.getByRole('table', { name: 'Your locations' }).waitFor();

    await page.getByRole('button', { name: 'Add a location' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a location' });
    await dialog.waitFor();
    await dialog.getByLabel('Location name').fill(name);
    await dialog.getByLabel('Address', { exact: false }).first().fill('5 Dock Street');
    await dialog.getByLabel('City').fill('Boston');
    await dialog.getByLabel('State').selectOption('MA');
    await dialog.getByLabel('Postal code (zip code)').fill('2110');
    await dialog.getByRole('button', { name: 'Save location' }).click();
    await dialog.getByText('Please enter a valid postal code (zip code).').waitFor();
    await page.screenshot({ path: '/tmp/manage-locations-dialog-1280.png' });
    expect(await seriousA11yViolations(page, 'body')).toEqual([]);
    await dialog.getByLabel('Postal code (zip code)').fill('02110');
    await dialog.getByRole('button', { name: 'Save location' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByText(`${name} is saved.`).waitFor();

    const areas = page.getByRole('form', { name: 'Add a service area' });
    await areas.getByLabel('Zip code').fill(zip);
    await areas.getByLabel('City').fill('Cambridge');
    await areas.getByLabel('Radius (miles)').fill('15');
    await areas.getByRole('button', { name: 'Add service area' }).click();
    await page.getByText(`The service area ${zip} is added.`).waitFor();

    await page.reload();
    const locationRow = page.locator(`tr[data-location="${name}"]`);
    await locationRow.waitFor();
    expect(await locationRow.textContent()).toContain('5 Dock Street');
    const areaRow = page.locator(`tr[data-zip="${zip}"]`);
    await areaRow.waitFor();
    expect(await areaRow.textContent()).toContain('15 miles');
    expect(await areaRow.textContent()).toContain('Within the radius');
    await page.screenshot({ path: '/tmp/manage-locations-1280.png', fullPage: true });
    await page.setViewportSize({ width: 375, height: 800 });
    await page.screenshot({ path: '/tmp/manage-locations-375.png', fullPage: true });
    // Nothing wider than a phone's screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await page.setViewportSize({ width: 1280, height: 900 });

    // Back to the seeded state.
    await areaRow.getByRole('button', { name: `Remove the service area ${zip}` }).click();
    await areaRow.waitFor({ state: 'detached' });
    await locationRow.getByRole('button', { name: `Delete ${name}` }).click();
    await page.getByRole('dialog', { name: 'Delete this location?' }).getByRole('button', { name: 'Delete location' }).click();
    await page.getByText(`${name} is deleted.`).waitFor();
    await locationRow.waitFor({ state: 'detached' });
    await context.close();
  });
});
