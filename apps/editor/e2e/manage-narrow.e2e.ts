// Issue 26 ("Done when"): every back-office screen on a 375 px phone, for the owner of bistro (English) and
// of salon (Spanish): each screen of the /manage navigation, the first record of each list that opens one
// (an order, a product, a quote…), and the site editor at /admin. Nothing scrolls sideways and axe-core finds
// nothing serious or critical. Screenshots go to /tmp for a look.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, connectBrowser } from '@vitrina/tooling/e2e/product';
import { overflow } from '@vitrina/tooling/e2e';
import { seriousA11yViolations } from './popup-checks.js';
import { signInAt, siteOrigin } from './sign-in.js';
import { ES_BUYER, US_BUYER, placeOrder } from './e2e-helpers.js';

let browser: Browser;
beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(() => browser?.close());

/** The screen has its heading (the site editor: its Save button) and its data: no spinner left. */
async function settled(page: Page): Promise<void> {
  const editor = new URL(page.url()).pathname.startsWith('/admin');
  await (editor ? page.getByRole('button', { name: /^(Save|Guardar)$/ }) : page.getByRole('heading', { level: 1 })).first().waitFor();
  await page.waitForFunction(() => !document.querySelector('.vk-spinner'));
}

/** The /manage paths of the back-office navigation (the site editor and the public site left out). */
async function screens(page: Page, origin: string): Promise<string[]> {
  const hrefs = await page
    .getByRole('navigation', { name: /^(Back office|Oficina)$/ })
    .getByRole('link')
    .evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).href));
  return [...new Set(hrefs.map((h) => new URL(h).pathname).filter((p) => p.startsWith('/manage/')))].map((p) => `${origin}${p}`);
}

/** The first link of the screen's main area to one of its records (`/manage/orders/…` from `/manage/orders`). */
async function firstRecord(page: Page, url: string): Promise<string | null> {
  const base = new URL(url).pathname;
  const hrefs = await page.locator('main a[href]').evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).href));
  const record = hrefs.find((h) => {
    const path = new URL(h).pathname;
    return path.startsWith(`${base}/`) && !path.endsWith('/new');
  });
  return record ?? null;
}

describe.each([
  { sub: 'bistro', owner: 'owner@bistro.test', buyer: US_BUYER },
  { sub: 'salon', owner: 'owner@salon.test', buyer: ES_BUYER },
])('$owner at 375 px: every back-office screen fits the screen and is axe clean', ({ sub, owner, buyer }) => {
  it('each screen, the first record of each list, and the site editor', async () => {
    const origin = siteOrigin(baseUrl, sub);
    // An order to open, whichever files ran before.
    const { client } = (await (await fetch(`${baseUrl}/assets/sites/${sub}.localhost/site.json`)).json()) as { client: { id: number } };
    await placeOrder(baseUrl, client.id, buyer);
    const { context, page } = await signInAt(browser, `${origin}/manage`, owner);
    const failures: string[] = [];
    try {
      await page.setViewportSize({ width: 1280, height: 800 });
      await settled(page);
      const urls = await screens(page, origin);
      expect(urls.length).toBeGreaterThan(10);
      await page.setViewportSize({ width: 375, height: 740 });
      const inspect = async (label: string) => {
        await page.screenshot({ path: `/tmp/manage-narrow-${sub}${label.replace(/[^a-z0-9]+/gi, '_')}.png`, fullPage: true });
        const wide = await overflow(page);
        if (wide.extra > 0 || wide.past.length > 0) failures.push(`${label} scrolls sideways: ${JSON.stringify(wide)}`);
        const violations = await seriousA11yViolations(page, 'body');
        if (violations.length > 0) failures.push(`${label} axe: ${violations.join('; ')}`);
      };
      const check = async (url: string) => {
        try {
          await page.goto(url);
          await settled(page);
          await inspect(new URL(url).pathname);
        } catch (error) {
          failures.push(`${url}: ${error instanceof Error ? error.message : String(error)}`);
        }
      };
      for (const url of urls) {
        await check(url);
        const record = await firstRecord(page, url).catch(() => null);
        if (record) {
          await check(record);
          continue;
        }
        // Lists whose records open in place (orders, quotes): the first one opened.
        const opener = page.locator('main .vo-table__open').first();
        if ((await opener.count()) === 0) continue;
        try {
          await opener.click();
          await page.waitForFunction(() => !document.querySelector('.vk-spinner'));
          await inspect(`${new URL(url).pathname} first record`);
        } catch (error) {
          failures.push(`${url} first record: ${error instanceof Error ? error.message : String(error)}`);
        }
      }
      await check(`${origin}/admin`);
    } finally {
      await context.close();
    }
    expect(failures, failures.join('\n\n')).toEqual([]);
  }, 300_000);
});
