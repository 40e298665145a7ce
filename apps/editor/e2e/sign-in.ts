// Helpers of the editor's end-to-end tests: site hosts of the running product and the real login form.
import type { Browser, BrowserContext, Page } from 'playwright-core';

export const PASSWORD = 'vitrina';

/** `http://<sub>.localhost:<port>` of the product at `baseUrl` (`http://localhost:<port>`). */
export function siteOrigin(baseUrl: string, subdomain: string): string {
  const url = new URL(baseUrl);
  return `${url.protocol}//${subdomain}.localhost:${url.port}`;
}

/** Opens `url` in a fresh browser (no provider session) and signs in through the provider's login form. */
export async function signInAt(browser: Browser, url: string, email: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await openAndSignIn(page, url, email);
  return { context, page };
}

export async function openAndSignIn(page: Page, url: string, email: string): Promise<void> {
  await page.goto(url);
  await page.waitForURL((u) => u.pathname.includes('/oidc/interaction/'));
  await page.fill('#email', email);
  await page.fill('#password', PASSWORD);
  await page.click('button[type="submit"]');
}

/** The user oidc-client-ts stored in this tab's sessionStorage. */
export async function storedUser(page: Page): Promise<{ access_token: string; refresh_token?: string; expires_at: number } | null> {
  return page.evaluate(() => {
    const key = Object.keys(sessionStorage).find((k) => k.startsWith('vitrina.oidc.user:'));
    return key ? JSON.parse(sessionStorage.getItem(key) ?? 'null') : null;
  });
}
