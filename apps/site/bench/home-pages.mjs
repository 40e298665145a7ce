// The seeded demo sites whose home page renders, read from the product's start-up banner (so a new demo
// client is benched without editing this file), with the template each one uses.
import { httpGet } from '@vitrina/tooling/bench';

const BANNER_LINE = /http:\/\/([a-z0-9-]+)\.localhost:\d+ {2}/g;
const FALLBACK = ['bistro', 'salon', 'freebie', 'corner', 'closed', 'expired', 'newbie', 'moved', 'tienda'];

/** Sub-domains listed in the banner `main.ts` prints; the demo list when the banner is not there yet. */
export function bannerSubdomains(output) {
  const found = [...output.matchAll(BANNER_LINE)].map((m) => m[1]);
  return found.length ? [...new Set(found)] : FALLBACK;
}

/** Follows redirects that stay on the product's home page (a sub-domain sent to its custom domain). */
async function resolveHome(port, host) {
  let current = host;
  for (let hop = 0; hop < 4; hop += 1) {
    const res = await httpGet(`http://127.0.0.1:${port}/`, { host: current });
    if (res.status === 200) return { host: current };
    const location = res.headers.location;
    if (res.status < 300 || res.status >= 400 || !location) return { reason: `answers ${res.status}` };
    const next = new URL(location, `http://${current}/`);
    if (next.pathname !== '/') return { reason: `${res.status} → ${next.pathname}` };
    if (next.port !== String(port)) return { reason: `${res.status} → ${next.href} (off the product)` };
    current = next.host;
  }
  return { reason: 'too many redirects' };
}

/** @param {{ port: number, logs: string[] }} product */
export async function findHomePages(product) {
  // The banner is printed right after listen; give its pipe a moment to arrive.
  const hasBanner = () => /http:\/\/[a-z0-9-]+\.localhost:\d+ {2}/.test(product.logs.join(''));
  for (let i = 0; i < 20 && !hasBanner(); i += 1) await new Promise((r) => setTimeout(r, 100));
  const pages = [];
  const skipped = [];
  for (const sub of bannerSubdomains(product.logs.join(''))) {
    const start = `${sub}.localhost:${product.port}`;
    const home = await resolveHome(product.port, start);
    if (!home.host) {
      skipped.push({ host: `${sub}.localhost`, reason: home.reason });
      continue;
    }
    const hostname = home.host.replace(/:\d+$/, '');
    const siteJson = await httpGet(`http://127.0.0.1:${product.port}/assets/sites/${hostname}/site.json`);
    let templateId;
    try {
      const doc = JSON.parse(siteJson.body.toString('utf8'));
      templateId = doc.template?.id ?? doc.client?.template_id;
    } catch {
      /* unknown template: still benched */
    }
    pages.push({ name: sub, host: home.host, hostname, url: `http://${home.host}/`, templateId });
  }
  return { pages, skipped };
}
