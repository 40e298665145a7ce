// Two things an owner would notice, in Chromium against the running product:
// - the client record's settings from the Site settings popup (spec §1 "contact number, chat on/off"):
//   saved, published, and shown by the public site on its next load;
// - a sign-in that ends while editing (spec §4 "Editor state"; no edit is silently lost): Save
//   asks to sign in again, the unsaved work waits through the provider's redirect and comes back, and the
//   save then goes through.
// Both put the bistro back as seeded at the end, so the other end-to-end tests meet the seeded site.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, connectBrowser } from '@vitrina/tooling/e2e/product';
import { signInAt, siteOrigin } from './sign-in.js';

const bistro = siteOrigin(baseUrl, 'bistro');
const SEEDED_NUMBER = '(617) 555-0142';

let browser: Browser;
let editor: { context: BrowserContext; page: Page };

beforeAll(async () => {
  browser = await connectBrowser();
  editor = await signInAt(browser, `${bistro}/admin`, 'owner@bistro.test');
  await editor.page.getByRole('button', { name: 'Edit Hero' }).waitFor();
});
afterAll(async () => {
  await browser?.close();
});

async function save(
  page: Page,
): Promise<{ data: { client: Record<string, unknown>; sections: { section_name: string; ordering: number }[] } }> {
  const saved = page.waitForResponse((res) => res.request().method() === 'PUT' && res.url().includes('/websitedata/draft'));
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  const response = await saved;
  expect(response.status()).toBe(200);
  await page.getByText('Your changes have been saved.').first().waitFor();
  return response.json();
}

async function setSettings(page: Page, number: string, chat: boolean) {
  await page.getByRole('complementary', { name: 'Site settings' }).getByRole('button', { name: 'Site settings', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Site settings' });
  await dialog.getByRole('textbox', { name: 'Contact number' }).fill(number);
  await dialog.getByRole('checkbox', { name: 'Turn on chat for visitors' }).setChecked(chat);
  await dialog.getByRole('button', { name: 'Apply' }).click();
  await dialog.waitFor({ state: 'detached' });
}

/** The public home page's header phone link and the published chat flag, read fresh. */
async function publicSettings(): Promise<{ phone: string | null; chat: unknown }> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto(`${bistro}/`);
    const phone = await page.locator('header a[href^="tel:"]').first().getAttribute('href');
    const site = (await (await fetch(`${baseUrl}/assets/sites/bistro.localhost/site.json`)).json()) as {
      client: { zenchat_enabled: unknown };
    };
    return { phone: phone ? decodeURIComponent(phone.slice('tel:'.length)) : null, chat: site.client.zenchat_enabled };
  } finally {
    await context.close();
  }
}

describe('client settings and an ended sign-in, in Chromium', () => {
  it('§1 the contact number and chat on/off: saved, published, and shown by the public site', async () => {
    const { page } = editor;
    await setSettings(page, '(617) 555-0199', false);
    const saved = await save(page);
    expect(saved.data.client).toMatchObject({ contact_info: '(617) 555-0199', zenchat_enabled: false });
    try {
      expect(await publicSettings()).toEqual({ phone: expect.stringMatching(/555.?0199$/), chat: false });
    } finally {
      await setSettings(page, SEEDED_NUMBER, true);
      await save(page);
    }
    expect(await publicSettings()).toEqual({ phone: expect.stringMatching(/555.?0142$/), chat: true });
  });

  it('§4 the sign-in ends before Save: sign in again, the unsaved move comes back, and the save goes through', async () => {
    const { page } = editor;
    await page.getByRole('button', { name: 'Move About down' }).click();
    await page.getByText('Unsaved changes', { exact: true }).waitFor();
    const order = async () => page.locator('[data-section]').evaluateAll((els) => els.map((el) => el.getAttribute('data-section')));
    const moved = await order();

    // The session ends (the token is gone, as after a refused renewal): the save cannot be sent.
    await page.evaluate(() => {
      for (const key of Object.keys(sessionStorage)) if (key.startsWith('vitrina.oidc.user:')) sessionStorage.removeItem(key);
    });
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Your sign-in has ended' });
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain('Your unsaved changes are kept');

    // The provider still knows the owner, so the redirect comes straight back (no prompt to leave either).
    await dialog.getByRole('button', { name: 'Sign in again' }).click();
    await page.getByText('Your unsaved changes are back. Save them when you are ready.').waitFor({ timeout: 20_000 });
    expect(new URL(page.url()).pathname).toBe('/admin');
    expect(await order()).toEqual(moved);
    await page.getByText('Unsaved changes', { exact: true }).waitFor();
    const saved = await save(page);
    const names = [...saved.data.sections].sort((a, b) => a.ordering - b.ordering).map((s) => s.section_name);
    // What was saved is the order the owner made before the session ended.
    expect(names).toEqual(moved.filter((name) => name !== null && names.includes(name)));

    // Back as seeded.
    await page.getByRole('button', { name: 'Move About up' }).click();
    await save(page);
  });
});
