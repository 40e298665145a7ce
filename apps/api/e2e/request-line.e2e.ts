// Bad input of any kind answers 4xx (docs/decisions.md "Request identity"): a property test of the request line and the Host header
// against the product as `pnpm start` runs it, with the real site renderer. Each request goes twice —
// the first through Fastify (rendered), the second, for a page just kept, through the fast path before
// Fastify — and neither may be a 5xx; every 2xx page names, in its canonical link, the host that the
// request's own Host header named (spec §4: lower case, no www., plain localhost → the demo host); a
// noindex page has none to name.
// Reproduce a failure with the printed seed: FUZZ_SEED=<seed> pnpm e2e apps/api/e2e.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { port } from '@vitrina/tooling/e2e/product';
import { normalizeHost, parseHostHeader } from '@vitrina/core-model';
import { rawHttp } from '@vitrina/tooling/e2e';

const DEMO_HOST = 'bistro.localhost';
const RUNS = Number(process.env.FUZZ_RUNS ?? 200);
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined;

const SUBDOMAINS = ['bistro', 'salon', 'corner', 'freebie', 'newbie', 'tienda', 'closed', 'nobody'];
const PATHS = [
  '/',
  '/gallery',
  '/blog',
  '/blog/spring-menu',
  '/store',
  '/shop',
  '/open/store',
  '/not-found',
  '/setup-website',
  '/website_disabled',
  '/robots.txt',
  '/sitemap.xml',
];
const QUERIES = [
  '',
  '?utm_source=x&gclid=A',
  '?lang=es',
  '?p=1',
  '?template_id=4&builder_id=nope',
  '?denied=gallery',
  '?a=%zz',
  '?x=1&x=2',
];

const mixCase = (s: string) =>
  fc
    .array(fc.boolean(), { minLength: s.length, maxLength: s.length })
    .map((up) => [...s].map((c, i) => (up[i] ? c.toUpperCase() : c)).join(''));

/** Hosts that name a demo site, in every spelling §4 folds together, and hosts that name nothing. */
const hostArb = fc.oneof(
  {
    weight: 6,
    arbitrary: fc
      .tuple(fc.constantFrom(...SUBDOMAINS), fc.boolean(), fc.constantFrom(`:${port}`, '', ':1'), fc.boolean())
      .chain(([sub, www, p, dot]) => mixCase(`${www ? 'www.' : ''}${sub}.localhost${dot ? '.' : ''}${p}`)),
  },
  {
    weight: 2,
    arbitrary: fc.constantFrom(`localhost:${port}`, `127.0.0.1:${port}`, `[::1]:${port}`, `tienda-example.test:${port}`, 'localhost'),
  },
  {
    weight: 3,
    arbitrary: fc.constantFrom(
      '',
      'host:99999',
      'host:abc',
      'a:1:2',
      'a@b',
      'caf\u00e9.test',
      'a, b',
      '0x7f.1',
      '[::1',
      'a..b',
      '-a.test',
      'a b',
      '\t',
      'bistro.localhost:',
      'bistro.localhost:+80',
    ),
  },
  { weight: 1, arbitrary: fc.string({ unit: fc.constantFrom(...'abz09.-:[]@,_%'), maxLength: 24 }) },
);

const pathArb = fc.tuple(fc.constantFrom(...PATHS), fc.constantFrom(...QUERIES)).map(([p, q]) => `${p}${q}`);

/** Origin-form targets and everything else a request line can carry. */
const targetArb = (host: string) =>
  fc.oneof(
    { weight: 6, arbitrary: pathArb },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        '//salon.localhost/',
        `//salon.localhost:${port}/gallery`,
        '/\\salon.localhost/',
        '//evil.test/',
        '/..//evil.test/',
        '/%2e%2e//evil.test/',
        '/@evil.test/',
        '/%2F%2Fevil.test/',
        '/./gallery',
        '/gallery/../blog',
        '*',
        'salon.localhost:80',
      ),
    },
    { weight: 1, arbitrary: pathArb.map((p) => `http://${host}${p}`) },
    { weight: 1, arbitrary: fc.tuple(fc.constantFrom(...SUBDOMAINS), pathArb).map(([sub, p]) => `http://${sub}.localhost:${port}${p}`) },
    { weight: 1, arbitrary: fc.string({ unit: fc.constantFrom(...'/\\%.@:?#&=az09~'), minLength: 1, maxLength: 30 }) },
  );

/** The host §4 reads from a Host header, or null when the header names none. */
function namedHost(host: string): string | null {
  const parsed = parseHostHeader(host);
  return parsed ? normalizeHost(parsed.hostname, { demoHost: DEMO_HOST }) : null;
}

function canonicalOf(body: string): string | null {
  return /<link rel="canonical" href="([^"]+)"/.exec(body)?.[1] ?? null;
}

describe('the request line and Host header', () => {
  it('never a 5xx, through Fastify or the fast path, and a 2xx page is the page of the host its request named', async () => {
    await fc.assert(
      fc.asyncProperty(
        hostArb.chain((host) => fc.tuple(fc.constant(host), targetArb(host))),
        async ([host, target]) => {
          for (const round of ['rendered', 'cached']) {
            // From an address of its own: its uncached renders count against it, not the other tests'.
            const res = await rawHttp(port, `GET ${target} HTTP/1.1\r\nHost: ${host}`, { localAddress: '127.0.0.2' });
            const where = `${round}: GET ${target} Host: ${JSON.stringify(host)} → ${res.status}`;
            expect(res.status, where).toBeGreaterThanOrEqual(200);
            expect(res.status, where).toBeLessThan(500);
            if (res.status === 429) expect(Number(res.headers['retry-after']), where).toBeGreaterThan(0);
            if (res.status >= 200 && res.status < 300 && /text\/html/.test(res.headers['content-type'] ?? '')) {
              // A noindex page (previews, placeholders, freemium) has no canonical link by design (§7 SEO).
              const canonical = canonicalOf(res.body);
              if (!/<meta name="robots" content="noindex">/.test(res.body)) expect(canonical, where).not.toBeNull();
              if (canonical) expect(new URL(canonical).hostname, where).toBe(namedHost(host));
            }
          }
        },
      ),
      { numRuns: RUNS, ...(SEED === undefined ? {} : { seed: SEED }), endOnFailure: true },
    );
  }, 240_000);
});
