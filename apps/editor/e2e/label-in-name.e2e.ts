// Issue 26 item 10, WCAG 2.5.3 "Label in Name": on the back office's Products, Blog and Forms screens
// every link and button whose accessible name is longer than its visible label ("View in store",
// "View on site", "Send to a customer" with the product, post or form after it) starts with that label, so
// a voice-control user can press it by saying what they see. axe's label-content-name-mismatch, in both
// languages (the layout's language switch).
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, connectBrowser } from '@vitrina/tooling/e2e/product';
import { a11yViolationsOf } from './popup-checks.js';
import { signInAt, siteOrigin } from './sign-in.js';
import { translator } from './e2e-helpers.js';

let browser: Browser;

beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(() => browser?.close());

const SCREENS = [
  { nav: 'manage:screens.products', title: 'manage:products.title', control: ['link', 'manage:products.view'] },
  { nav: 'manage:screens.blog', title: 'manage:blog.title', control: ['link', 'manage:blog.view'] },
  { nav: 'manage:screens.forms', title: 'manage:formsScreen.title', control: ['button', 'manage:formsScreen.send'] },
] as const;

describe('label in name on the back office lists (axe label-content-name-mismatch)', () => {
  it.each(['en', 'es'] as const)('%s: Products, Blog and Forms have no label-content-name-mismatch', async (lng) => {
    const t = translator(lng);
    const origin = siteOrigin(baseUrl, 'bistro');
    const { context, page } = await signInAt(browser, `${origin}/manage/products`, 'owner@bistro.test');
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.getByRole('button', { name: lng === 'es' ? 'Español' : 'English' }).click();
    for (const screen of SCREENS) {
      // Through the menu: the language picked stays (a document load would start in the owner's own).
      await page
        .getByRole('navigation', { name: t('manage:layout.navigation') })
        .getByRole('link', { name: t(screen.nav), exact: true })
        .click();
      await page.getByRole('heading', { level: 1, name: t(screen.title) }).waitFor();
      const [role, label] = screen.control;
      // The control is found by what it shows (a voice user's words), and there is one per row at least.
      const controls = page.getByRole(role, { name: new RegExp(`^${t(label)}\\b`) });
      await controls.first().waitFor();
      expect(await a11yViolationsOf(page, 'main', ['label-content-name-mismatch'])).toEqual([]);
    }
    await context.close();
  });
});
