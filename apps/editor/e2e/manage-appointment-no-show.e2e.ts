// The no-show mark on the Schedule screen in Chromium against the running product (issue 31): the bistro's
// owner books a past appointment through the owner API (the seeded demo has none in the past), opens it in
// the day view, marks it as a no-show with the keyboard (asked first), sees the "No-show" badge in its detail
// and in the calendar, axe clean at 1280 and 375 px, then clears the mark. Screenshots go to /tmp for a look.
import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, connectBrowser } from '@vitrina/tooling/e2e/product';
import type { Browser } from 'playwright-core';
import { seriousA11yViolations } from './popup-checks.js';
import { openAndSignIn, siteOrigin, storedUser } from './sign-in.js';

const bistro = siteOrigin(baseUrl, 'bistro');
const ZONE = 'America/New_York';
let browser: Browser;

/** The bistro's local date of an instant. */
const localDate = (d: Date) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(d);

/** The owner API with the page's own token. */
async function ownerApi(page: Page, clientId: number, path: string, init: { method?: string; body?: unknown } = {}) {
  const token = (await storedUser(page))!.access_token;
  return fetch(`${baseUrl}/api/client/${clientId}/owner-appointments${path}`, {
    method: init.method ?? 'GET',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  });
}

beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(() => browser?.close());

describe('the no-show mark on /manage/schedule in Chromium (issue 31)', () => {
  it('the owner marks a past appointment as a no-show, sees the badge, and clears it', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.setViewportSize({ width: 1280, height: 900 });
    const optionsCall = page.waitForResponse((res) => /\/api\/client\/\d+\/owner-appointments\/options$/.test(res.url()));
    await openAndSignIn(page, `${bistro}/manage/schedule`, 'owner@bistro.test');
    const answer = await optionsCall;
    const clientId = Number(/\/client\/(\d+)\//.exec(answer.url())?.[1]);
    const options = (await answer.json()) as { staff: { id: number; name: string }[]; services: { id: number; name: string }[] };

    // An online consultation with Priya on a random past day and hour (another run's may hold a time: try again).
    const customer = `Nos${randomUUID().slice(0, 8)}`;
    let start = new Date();
    for (let attempt = 0; ; attempt += 1) {
      start = new Date(Date.now() - (3 + Math.floor(Math.random() * 300)) * 86_400_000);
      start.setUTCHours(13 + Math.floor(Math.random() * 8), 5 * Math.floor(Math.random() * 12), 0, 0);
      const res = await ownerApi(page, clientId, '', {
        method: 'POST',
        body: {
          staffId: options.staff.find((s) => s.name === 'Priya Nair')!.id,
          serviceIds: [options.services.find((s) => s.name === 'Wine pairing consultation')!.id],
          serviceType: 2,
          start: start.toISOString(),
          details: { firstName: customer, lastName: 'Absent', email: 'absent@example.com', phoneNumber: '6175550177' },
        },
      });
      if (res.status === 201) break;
      expect(res.status, await res.text()).toBe(409);
      expect(attempt).toBeLessThan(4);
    }

    await page.goto(`${bistro}/manage/schedule?view=day&date=${localDate(start)}`);
    const entry = page.getByRole('button', { name: new RegExp(`${customer} Absent, Wine pairing consultation, Priya Nair`) });
    await entry.click();
    const view = page.getByRole('article', { name: `${customer} Absent` });
    await view.waitFor();
    const mark = page.getByRole('button', { name: 'Mark as no-show' });
    await mark.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Mark as a no-show?' });
    expect(await dialog.textContent()).toContain(`${customer} Absent did not come on`);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Mark as no-show' }).click();
    await dialog.waitFor({ state: 'detached' });
    await view.getByText('No-show', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Clear no-show' }).waitFor();
    expect(await seriousA11yViolations(page, 'main')).toEqual([]);
    await page.screenshot({ path: '/tmp/schedule-no-show-detail-1280.png', fullPage: true });
    // The API says so too.
    const id = Number(new URL(page.url()).searchParams.get('appointment'));
    expect(((await (await ownerApi(page, clientId, `/${id}`)).json()) as { noShowAt: string | null }).noShowAt).not.toBeNull();

    await page.getByRole('button', { name: 'Back to the calendar' }).click();
    const marked = page.getByRole('button', { name: new RegExp(`${customer} Absent, Wine pairing consultation, Priya Nair, No-show$`) });
    await marked.waitFor();
    expect(await seriousA11yViolations(page, 'main')).toEqual([]);
    await page.screenshot({ path: '/tmp/schedule-no-show-day-1280.png', fullPage: true });
    await page.setViewportSize({ width: 375, height: 800 });
    expect(await seriousA11yViolations(page, 'main')).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await page.screenshot({ path: '/tmp/schedule-no-show-day-375.png', fullPage: true });

    await marked.click();
    await view.waitFor();
    await page.screenshot({ path: '/tmp/schedule-no-show-detail-375.png', fullPage: true });
    await page.getByRole('button', { name: 'Clear no-show' }).click();
    await mark.waitFor();
    expect(await view.getByText('No-show', { exact: true }).count()).toBe(0);
    await context.close();
  });
});
