// A tracking record with the utm data of the URL (spec §4 Tracking, §7, §9). The
// record is encrypted in the browser; the test reads the request Chromium sends, decrypts it with the
// same core-model envelope the API uses, and checks the answer is the 1×1 PNG. That the API stores what
// it decrypts is proven by the API's own tests (routes/public/tracking-pixel.test.ts).
import { decryptTrackingPayload, isTrackingUuid } from '@vitrina/core-model';
import type { Browser, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, connectBrowser, port } from '@vitrina/tooling/e2e/product';

const site = `http://bistro.localhost:${port}`;
let browser: Browser;
beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(() => browser?.close());

const isPixel = (r: Request) => /\/api\/[0-9a-f-]{36}\/final-logo\.png\?uid=/.test(r.url());

describe('§4 Tracking in Chromium (bistro)', () => {
  it('§9 stores the URL’s tracked parameters in utm_params (30 days, path /) and ~3 s later sends the encrypted record', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    try {
      const pixel = page.waitForRequest(isPixel, { timeout: 15_000 });
      const start = Date.now();
      await page.goto(`${site}/?utm_source=newsletter&utm_campaign=spring&gclid=G-123&ref=home`);
      const request = await pixel;
      // §9 send delay 3000 ms, counted from the page load.
      expect(Date.now() - start).toBeGreaterThanOrEqual(2500);

      const url = new URL(request.url());
      const uuid = url.pathname.split('/')[2] ?? '';
      expect(isTrackingUuid(uuid)).toBe(true);
      const record = await decryptTrackingPayload(uuid, url.searchParams.get('uid') ?? '');
      const siteJson = (await (await fetch(`${baseUrl}/assets/sites/bistro.localhost/site.json`)).json()) as { client: { id: number } };
      expect(record).toEqual({
        client_id: siteJson.client.id,
        wurkzen_subdomain: 'bistro',
        ip_address: expect.stringMatching(/^(127\.0\.0\.1|::1|::ffff:127\.0\.0\.1)$/),
        user_agent: await page.evaluate(() => navigator.userAgent),
        utm_data: { utm_source: 'newsletter', utm_campaign: 'spring', gclid: 'G-123' },
      });

      const response = await request.response();
      expect(response?.status()).toBe(200);
      expect(response?.headers()['content-type']).toBe('image/png');

      const cookie = (await context.cookies(site)).find((c) => c.name === 'utm_params');
      expect(cookie).toMatchObject({ path: '/' });
      expect(JSON.parse(decodeURIComponent(cookie!.value))).toEqual({ utm_source: 'newsletter', utm_campaign: 'spring', gclid: 'G-123' });
      const days = (cookie!.expires * 1000 - Date.now()) / 86_400_000;
      expect(days).toBeGreaterThan(29.9);
      expect(days).toBeLessThanOrEqual(30);
    } finally {
      await context.close();
    }
  });

  it('§9 a later page without parameters still reports the landing campaign from the cookie', async () => {
    const context = await browser.newContext();
    await context.addCookies([
      { name: 'utm_params', value: encodeURIComponent(JSON.stringify({ utm_source: 'facebook', fbclid: 'F1' })), url: site },
    ]);
    const page = await context.newPage();
    try {
      const pixel = page.waitForRequest(isPixel, { timeout: 15_000 });
      await page.goto(`${site}/gallery`);
      const url = new URL((await pixel).url());
      const record = (await decryptTrackingPayload(url.pathname.split('/')[2] ?? '', url.searchParams.get('uid') ?? '')) as {
        utm_data: unknown;
      };
      expect(record.utm_data).toEqual({ utm_source: 'facebook', fbclid: 'F1' });
    } finally {
      await context.close();
    }
  });

  it('§4 with both image-preview parameters nothing is sent', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const sent: string[] = [];
    page.on('request', (r) => {
      if (isPixel(r) || r.url().endsWith('/api/ip')) sent.push(r.url());
    });
    try {
      await page.goto(
        `${site}/?about_img_url=${encodeURIComponent('/assets/a.png')}&hero_img_url=${encodeURIComponent('/assets/b.png')}&utm_source=x`,
      );
      await page.waitForTimeout(6000);
      expect(sent).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
