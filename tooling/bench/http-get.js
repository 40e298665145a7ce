// GET over node:http: Node's fetch drops a Host header, and the site is picked by host
// (`bistro.localhost`), which Node cannot resolve; so requests go to 127.0.0.1 with the Host set.
import http from 'node:http';

/**
 * @param {string} url e.g. `http://127.0.0.1:8080/`
 * @param {{ host?: string, headers?: Record<string, string>, timeoutMs?: number }} [options]
 * @returns {Promise<{ status: number, headers: import('node:http').IncomingHttpHeaders, body: Buffer }>}
 */
export function httpGet(url, { host, headers = {}, timeoutMs = 30_000 } = {}) {
  return new Promise((resolve, reject) => {
    const req = http.get(url, { headers: { ...headers, ...(host ? { host } : {}) }, timeout: timeoutMs }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('timeout', () => req.destroy(new Error(`GET ${url} (host ${host ?? '-'}) timed out after ${timeoutMs} ms`)));
    req.on('error', reject);
  });
}
