// Byte budget (docs/performance.md "Byte budget"): the home page's HTML ≤ 30 kB gzip. Bytes, not time: deterministic, so a test.
import http from 'node:http';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { port } from '@vitrina/tooling/e2e/product';

const HTML_BUDGET = 30 * 1000;

/** Node cannot resolve bistro.localhost, so the request goes to 127.0.0.1 with the site's Host. */
function getHtml(host: string): Promise<{ status: number; type: string; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(`http://127.0.0.1:${port}/`, { headers: { host } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, type: String(res.headers['content-type']), body: Buffer.concat(chunks) }),
        );
      })
      .on('error', reject);
  });
}

describe('byte budget of the home page HTML', () => {
  it('bistro home page HTML ≤ 30 kB gzip -9', async () => {
    const page = await getHtml(`bistro.localhost:${port}`);
    expect(page.status).toBe(200);
    expect(page.type).toMatch(/text\/html/);
    const gzip = gzipSync(page.body, { level: 9 }).length;
    expect(gzip, `home page HTML is ${gzip} bytes gzip (${page.body.length} raw)`).toBeLessThanOrEqual(HTML_BUDGET);
  });
});
