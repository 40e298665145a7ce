// Helpers of the editor's end-to-end tests: site hosts of the running product and the real login form.
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';

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

/** The owner `email` (the bistro's unless given) signed in at `url` of `origin`, 1280 px wide, in a context that may read the clipboard (copied links). */
export async function ownerWithClipboard(
  browser: Browser,
  origin: string,
  url: string,
  options: BrowserContextOptions = {},
  email = 'owner@bistro.test',
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext(options);
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin });
  const page = await context.newPage();
  await page.setViewportSize({ width: 1280, height: 900 });
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

/** The draft as the owner API answers it. */
export interface OwnerDraft<D = Record<string, unknown>> {
  data: D;
  last_updated: string | null;
  version: number;
}

/**
 * Signs `email` in at `url` (an editor path) in a fresh context and keeps the draft the editor loaded:
 * what a test puts back at its end, so the other end-to-end tests meet the seeded site.
 */
export async function signInKeepingDraft<D>(browser: Browser, url: string, email: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const loaded = page.waitForResponse(
    (res) => res.request().method() === 'GET' && /\/api\/client\/\d+\/websitedata\/draft$/.test(res.url()),
  );
  await openAndSignIn(page, url, email);
  const response = await loaded;
  const clientId = Number(/\/client\/(\d+)\//.exec(response.url())?.[1]);
  return { context, page, clientId, draft: (await response.json()) as OwnerDraft<D> };
}

/** Saves `data` over the current draft through the owner API, from inside the signed-in page. */
export async function putDraft<D>(page: Page, clientId: number, data: unknown): Promise<OwnerDraft<D>> {
  const token = (await storedUser(page))?.access_token;
  return page.evaluate(
    async ({ id, body, bearer }) => {
      const url = `/api/client/${id}/websitedata/draft`;
      const headers = { authorization: `Bearer ${bearer}`, 'content-type': 'application/json' };
      const current = (await (await fetch(url, { headers })).json()) as { last_updated: string | null; version: number };
      const put = await fetch(url, {
        method: 'PUT',
        headers,
        body: JSON.stringify({ data: body, last_updated: current.last_updated, version: current.version }),
      });
      if (put.status !== 200) throw new Error(`save answered ${put.status}`);
      return (await put.json()) as OwnerDraft<D>;
    },
    { id: clientId, body: data, bearer: token },
  );
}
