// The service and location popups in Chromium against the running product (spec §2 "Editor popups", §4
// "Location design", §5): the owner opens, fills and closes them with the keyboard alone, axe-core finds
// no serious or critical violation in them, and after Save the public site shows the new price and the
// virtual service. The end puts the bistro back as seeded, so the other end-to-end tests see it unchanged.
import type { Browser, Page } from 'playwright-core';
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

/** The accessible-ish name of the focused element: aria-label, its label (without the required mark), or its text. */
async function focusedName(page: Page): Promise<{ name: string; inDialog: boolean }> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el) return { name: '', inDialog: false };
    const labels = (el as HTMLInputElement).labels;
    const raw = el.getAttribute('aria-label') ?? (labels && labels.length > 0 ? labels[0]?.textContent : el.textContent) ?? '';
    return { name: raw.replace(/\s*\*$/, '').trim(), inDialog: el.closest('[role="dialog"]') !== null };
  });
}

/** Presses Tab until `name` has focus; inside a popup, focus must never leave it (spec §2 focus trapped). */
async function tabTo(page: Page, name: string, { inDialog = false, limit = 250 } = {}): Promise<void> {
  for (let i = 0; i < limit; i += 1) {
    await page.keyboard.press('Tab');
    const focused = await focusedName(page);
    if (inDialog) expect(focused.inDialog, `focus left the popup at "${focused.name}"`).toBe(true);
    if (focused.name === name) return;
  }
  throw new Error(`"${name}" was not reached with ${limit} Tab presses`);
}

/** axe-core on the open popup: no serious or critical violation. */
async function expectAccessiblePopup(page: Page): Promise<void> {
  expect(await seriousA11yViolations(page)).toEqual([]);
}

async function save(page: Page): Promise<void> {
  const saved = page.waitForResponse((res) => res.request().method() === 'PUT' && res.url().includes('/websitedata/draft'));
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  expect((await saved).status()).toBe(200);
  await page.getByText('Your changes have been saved.').waitFor();
}

/** Sets the tasting menu's price and the virtual service with the mouse (the clean-up at the end). */
async function restoreSeed(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Edit Services' }).click();
  const services = page.getByRole('dialog', { name: 'Services' });
  await services
    .getByRole('group', { name: /^Service 1:/ })
    .getByLabel('Price')
    .fill('85.00');
  await services.getByRole('button', { name: 'Apply' }).click();
  await page.getByRole('button', { name: 'Edit Location' }).click();
  const location = page.getByRole('dialog', { name: 'Location' });
  await location.getByLabel('Virtual service').uncheck();
  await location.getByRole('button', { name: 'Apply' }).click();
  await save(page);
}

describe('service and location popups in Chromium (spec §2 "Editor popups", §5)', () => {
  it('§2 keyboard alone: open, fill, close; axe clean; Save publishes the price and the virtual service', async () => {
    const { context, page } = await signInAt(browser, `${bistro}/admin`, 'owner@bistro.test');
    await page.getByRole('button', { name: 'Edit Services' }).waitFor();

    // Services: open with Enter, axe, Close with the keyboard: focus returns to the opener.
    await tabTo(page, 'Edit Services');
    await page.keyboard.press('Enter');
    const services = page.getByRole('dialog', { name: 'Services' });
    await services.waitFor();
    expect((await focusedName(page)).inDialog).toBe(true);
    await expectAccessiblePopup(page);
    await tabTo(page, 'Close', { inDialog: true });
    await page.keyboard.press('Enter');
    await services.waitFor({ state: 'detached' });
    expect((await focusedName(page)).name).toBe('Edit Services');

    // Open again, type a new price (§5 digits only), Apply with Enter.
    await page.keyboard.press('Enter');
    await services.waitFor();
    await tabTo(page, 'Price', { inDialog: true });
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('92x');
    expect(
      await services
        .getByRole('group', { name: /^Service 1:/ })
        .getByLabel('Price')
        .inputValue(),
    ).toBe('92');
    await tabTo(page, 'Apply', { inDialog: true });
    await page.keyboard.press('Enter');
    await services.waitFor({ state: 'detached' });

    // Location: the options; Escape closes without applying.
    await tabTo(page, 'Edit Location');
    await page.keyboard.press('Enter');
    const location = page.getByRole('dialog', { name: 'Location' });
    await location.waitFor();
    await expectAccessiblePopup(page);
    // §5: the bistro has no service-area ZIP, so once mobile is on the map option waits for its set-up.
    await tabTo(page, 'Mobile service area', { inDialog: true });
    await page.keyboard.press('Space');
    expect(await location.getByLabel('A map of the service radius').isDisabled()).toBe(true);
    await location.getByText('Location map, city and country settings need to be configured first to use those options.').waitFor();
    await expectAccessiblePopup(page);
    await page.keyboard.press('Escape');
    await location.waitFor({ state: 'detached' });

    await page.keyboard.press('Enter');
    await location.waitFor();
    expect(await location.getByLabel('Mobile service area').isChecked()).toBe(false);
    await tabTo(page, 'Virtual service', { inDialog: true });
    await page.keyboard.press('Space');
    await tabTo(page, 'Apply', { inDialog: true });
    await page.keyboard.press('Enter');
    await location.waitFor({ state: 'detached' });

    await save(page);

    // Each save publishes: the public site shows the change on the next load.
    const visitor = await context.newPage();
    await visitor.goto(`${bistro}/`);
    await visitor.getByText('$92.00').first().waitFor();
    await visitor.getByRole('heading', { name: 'Online appointments' }).waitFor();
    await visitor.close();

    await restoreSeed(page);
    await context.close();
  });
});
