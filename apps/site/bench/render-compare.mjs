// Are two builds' pages the same? Every page kind of every seeded demo host (and the template previews) rendered
// by each build as the product's page route renders an uncached page (render-cpu.mjs's set-up: the site's server
// entry with the in-process fetch of the API built in this process), several times each and interleaved, so a
// cache that kept one page's, tenant's or visitor's data for another shows as a difference. Compares status,
// headers and body byte for byte, between the builds and between the renders of one build; prints each difference.
// The client assets' file names are compared without their content hash (a change of shared package code gives the
// browser's chunks new names; RENDER_COMPARE_HASHES=1 compares them too).
//
//   node apps/site/bench/render-compare.mjs <site dist[@api dist]> <site dist[@api dist]>   (RENDER_COMPARE_TIMES=3)
import { startInProcessApi } from './in-process-api.mjs';
import { rmSync } from 'node:fs';
import path from 'node:path';

const times = Number(process.env.RENDER_COMPARE_TIMES ?? 3);
const builds = process.argv.slice(2).map((arg) => {
  const [site = '', api] = arg.split('@');
  return { site: path.resolve(site), api: api ? path.resolve(api) : undefined };
});
if (builds.length < 1) throw new Error('usage: render-compare.mjs <site dist[@api dist]> …');

// The demo data seeded once and copied for every build's API: the same rows, ids and timestamps for all.
const seeded = await (await startInProcessApi({ apiDist: builds[0].api })).close({ keepData: true });
const renderers = [];
for (const build of builds) {
  const inProcess = await startInProcessApi({ apiDist: build.api, dataFrom: seeded });
  const site = await inProcess.loadRenderer(build.site);
  const context = { fetch: inProcess.fetch, demoHost: inProcess.config.demoHost, siteDomain: inProcess.config.siteDomain };
  renderers.push({ name: `${build.site}${build.api ? ` @ ${build.api}` : ''}`, inProcess, render: (req) => site.render(req, context) });
}

// What the seeded data holds, read from the first build's API (every build seeds the same demo data).
const { inProcess } = renderers[0];
const json = async (url) => {
  const res = await inProcess.fetch(`http://in-process${url}`);
  return res.status === 200 ? res.json() : null;
};
const HOSTS = ['bistro', 'salon', 'freebie', 'corner', 'tienda-example.test'].map((h) => (h.includes('.') ? h : `${h}.localhost`));
// Hosts that redirect or have no site: a few paths each.
const OTHER_HOSTS = ['closed', 'expired', 'newbie', 'moved', 'tienda', 'nobody'].map((h) => `${h}.localhost`);
const slugs = { product: new Set(), service: new Set(), blog: new Set() };
for (const host of HOSTS) {
  const site = await json(`/assets/sites/${host}/site.json`);
  const id = site?.client?.id;
  if (!id) continue;
  for (const p of (await json(`/api/client/${id}/products`))?.products ?? []) slugs.product.add(p.slug);
  for (const s of (await json(`/api/client/${id}/services-store`))?.services ?? []) if (s.slug) slugs.service.add(s.slug);
  for (const b of (await json(`/api/client/${id}/blog`))?.posts ?? []) if (b.slug) slugs.blog.add(b.slug);
}
const templates = (await json('/api/templates'))?.templates ?? [];

const paths = [
  '/',
  '/?lang=es',
  '/?lang=en',
  '/gallery',
  '/blog',
  '/store',
  '/shop',
  '/store/',
  '/STORE',
  '//store',
  '/cart',
  '/services-store',
  '/services-cart',
  '/appointment',
  '/shipping-information',
  '/not-found',
  '/robots.txt',
  '/sitemap.xml',
  '/product/no-such-product',
  '/product/',
  '/product/a%20b',
  '/product/%E2%82%AC',
  '/product/x/y',
  '/store/product/no-such-product',
  '/open/store',
  '/open/product/no-such-product',
];
for (const slug of slugs.product)
  paths.push(
    `/product/${slug}`,
    `/store/product/${slug}`,
    `/open/product/${slug}`,
    `/product/${slug}?lang=es`,
    `/product/${slug.toUpperCase()}`,
    `/product/${slug}/`,
    `/product/${encodeURIComponent(slug).replace(/-/g, '%2D')}`,
  );
for (const slug of slugs.service) paths.push(`/service/${slug}`, `/store/service/${slug}`);
for (const slug of slugs.blog) paths.push(`/blog/${slug}`);

/** Each request as [url, headers]. */
const requests = [];
for (const host of HOSTS) for (const p of paths) requests.push([`http://${host}${p}`, {}]);
for (const host of OTHER_HOSTS) for (const p of paths.slice(0, 8)) requests.push([`http://${host}${p}`, {}]);
for (const t of templates) requests.push([`http://localhost/?builder_id=showcase&template_id=${t.id}`, {}]);
requests.push(['http://bistro.localhost/', { 'sec-fetch-dest': 'iframe' }]);
requests.push(['http://bistro.localhost/access-denied', { referer: 'http://bistro.localhost/store' }]);

/** A client asset's hashed file name (`/_app/assets/name-HASH.js`), its hash left out unless RENDER_COMPARE_HASHES=1. */
const HASHED = /(\/_app\/[^"'\s)]*?)-[A-Za-z0-9_-]{8}(\.[a-z0-9]+)/g;
const keepHashes = process.env.RENDER_COMPARE_HASHES === '1';

async function answer(render, [url, headers]) {
  const res = await render(new Request(url, { headers }));
  const bytes = Buffer.from(await res.arrayBuffer());
  const body = keepHashes ? bytes : Buffer.from(bytes.toString('latin1').replace(HASHED, '$1$2'), 'latin1');
  return { status: res.status, headers: JSON.stringify([...res.headers]), body };
}

let differences = 0;
let compared = 0;
const firstOf = new Map();
for (let time = 0; time < times; time += 1) {
  // Interleaved: each request by every build in turn, the requests in a different order each time.
  const order = time % 2 === 0 ? requests : [...requests].reverse();
  for (const request of order) {
    for (const renderer of renderers) {
      const got = await answer(renderer.render, request);
      const key = `${request[0]} ${JSON.stringify(request[1])}`;
      const first = firstOf.get(key);
      compared += 1;
      if (!first) {
        firstOf.set(key, { ...got, by: renderer.name });
        continue;
      }
      for (const part of ['status', 'headers', 'body']) {
        const same = part === 'body' ? first.body.equals(got.body) : first[part] === got[part];
        if (same) continue;
        differences += 1;
        if (differences <= 20) {
          let detail = '';
          if (part === 'body') {
            const a = first.body.toString('utf8');
            const b = got.body.toString('utf8');
            let at = 0;
            while (at < a.length && a[at] === b[at]) at += 1;
            detail = `\n    first: …${a.slice(Math.max(0, at - 80), at + 120)}…\n    this:  …${b.slice(Math.max(0, at - 80), at + 120)}…`;
          } else detail = `\n    first: ${first[part]}\n    this:  ${got[part]}`;
          console.log(`DIFF ${part} of ${key} (render ${time + 1}, ${renderer.name} vs ${first.by})${detail}`);
        }
      }
    }
  }
}
const statuses = new Map();
for (const { status } of firstOf.values()) statuses.set(status, (statuses.get(status) ?? 0) + 1);
if (process.env.RENDER_COMPARE_LIST) for (const [key, { status, body }] of firstOf) console.log(status, body.length, key);
console.log(
  `${requests.length} requests (${slugs.product.size} products, ${slugs.service.size} services, ${slugs.blog.size} posts, ${templates.length} templates), ${compared} renders by ${renderers.length} build(s): ${differences} differences; statuses ${[...statuses].map(([s, n]) => `${s}×${n}`).join(' ')}`,
);
for (const r of renderers) await r.inProcess.close();
rmSync(seeded, { recursive: true, force: true });
process.exit(differences ? 1 : 0);
