// Saving against the real API (spec §4 "Editor state"): the save carries the version it was loaded at, and a
// second tab saving after the first meets the conflict dialog and loses nothing. The moves below are
// down-then-up, so the published page keeps its order for the other end-to-end tests.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, connectBrowser } from '@vitrina/tooling/e2e/product';
import { signInAt, siteOrigin } from './sign-in.js';

const bistro = siteOrigin(baseUrl, 'bistro');
let browser: Browser;

beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(() => browser?.close());

/** Moves About down and back up: unsaved changes that leave the page as it was. */
async function touchOrder(page: Page) {
  await page.getByRole('button', { name: 'Move About down' }).click();
  await page.getByRole('button', { name: 'Move About up' }).click();
  await page.getByText('Unsaved changes', { exact: true }).waitFor();
}

describe('saving in Chromium (spec §4 "Editor state")', () => {
  it('Save sends the working copy; the API accepts it and nothing is left unsaved', async () => {
    const { context, page } = await signInAt(browser, `${bistro}/admin`, 'owner@bistro.test');
    await page.getByRole('button', { name: 'Edit Hero' }).waitFor();
    await touchOrder(page);
    const saved = page.waitForResponse((res) => res.request().method() === 'PUT' && res.url().includes('/websitedata/draft'));
    await page.getByRole('button', { name: 'Save' }).click();
    expect((await saved).status()).toBe(200);
    await page.getByText('Your changes have been saved.').waitFor();
    expect(await page.getByText('All changes saved').count()).toBe(1);
    await context.close();
  });

  it('§4 two tabs saving in turn: the second sees both versions, keeps its own, and the save goes through', async () => {
    const { context, page: first } = await signInAt(browser, `${bistro}/admin`, 'owner@bistro.test');
    await first.getByRole('button', { name: 'Edit Hero' }).waitFor();
    // The second tab signs in silently: the provider session is already there.
    const second = await context.newPage();
    await second.goto(`${bistro}/admin`);
    await second.getByRole('button', { name: 'Edit Hero' }).waitFor();

    await touchOrder(first);
    await first.getByRole('button', { name: 'Save' }).click();
    await first.getByText('Your changes have been saved.').waitFor();

    await touchOrder(second);
    await second.getByRole('button', { name: 'Save' }).click();
    const dialog = second.getByRole('dialog', { name: 'This site was changed elsewhere' });
    await dialog.waitFor();
    expect(await dialog.getByRole('heading', { name: 'Your version' }).count()).toBe(1);
    expect(await dialog.getByRole('heading', { name: 'The version saved meanwhile' }).count()).toBe(1);
    const keep = second.waitForResponse((res) => res.request().method() === 'PUT' && res.url().includes('/websitedata/draft'));
    await dialog.getByRole('button', { name: 'Keep my version' }).click();
    expect((await keep).status()).toBe(200);
    await second.getByText('Your changes have been saved.').waitFor();
    await context.close();
  });
});
