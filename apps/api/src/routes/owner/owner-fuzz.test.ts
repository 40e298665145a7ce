// A fuzz of the owner routes' bodies and params gives no 5xx — bad input is a 4xx.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../testing/test-db.js';
import { createOwnerFixture } from '../../testing/owner-test-fixture.js';
import type { OwnerFixture } from '../../testing/owner-test-fixture.js';

type Method = 'PUT' | 'POST' | 'PATCH' | 'GET' | 'DELETE';

// JSON-ish values with the strings that hurt databases and parsers most.
const nasty = fc.constantFrom('\u0000', '\uD800', '../..', '<script>', 'javascript:x', '%00', '9'.repeat(30), '-1', '1e309', '');
const json = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small' },
    fc.oneof(fc.string(), nasty),
    fc.integer(),
    fc.double({ noNaN: true, noDefaultInfinity: true }),
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(
      fc.oneof(
        fc.string(),
        fc.constantFrom('data', 'sections', 'main_site_variables', 'ids', 'image_url', 'description', 'last_updated', '__proto__'),
      ),
      tie('value'),
      { maxKeys: 5 },
    ),
  ),
})).value;

describe.each(testDatabases())('owner routes under fuzz (%s)', (kind) => {
  let f: OwnerFixture;
  beforeAll(async () => {
    f = await createOwnerFixture(kind);
  }, 60_000);
  afterAll(() => f?.server.close());

  const routes: [Method, string][] = [
    ['PUT', '/api/client/:id/websitedata/draft'],
    ['POST', '/api/client/:id/gallery'],
    ['PATCH', '/api/client/:id/gallery/1'],
    ['PUT', '/api/client/:id/gallery/order'],
    ['POST', '/api/client/:id/backups/1/restore'],
    ['POST', '/api/client/:id/uploads?kind=logo'],
  ];

  it.each(routes)('%s %s: any JSON body → never a 5xx', async (method, path) => {
    const headers = await f.as(f.users.owner);
    await fc.assert(
      fc.asyncProperty(json, async (body) => {
        const res = await f.inject({
          method,
          url: path.replace(':id', String(f.clients.bistro.id)),
          headers: { ...headers, 'content-type': 'application/json' },
          payload: JSON.stringify(body),
        });
        expect(res.statusCode, res.body).toBeLessThan(500);
      }),
      { numRuns: 40 },
    );
  });

  it('any data inside a well-formed save → never a 5xx', async () => {
    const headers = await f.as(f.users.owner);
    await fc.assert(
      fc.asyncProperty(json, json, async (sections, msv) => {
        // The current stamp, so what passes the checks is really written to the database.
        const site = await f.site(f.clients.bistro.id);
        const data = { ...site.data, sections, main_site_variables: msv };
        const res = await f.inject({
          method: 'PUT',
          url: `/api/client/${f.clients.bistro.id}/websitedata/draft`,
          headers,
          payload: { data, last_updated: site.last_updated },
        });
        expect(res.statusCode, res.body).toBeLessThan(500);
      }),
      { numRuns: 60 },
    );
  });

  it('any path segment for ids and subjects → never a 5xx', async () => {
    const headers = await f.as(f.users.owner);
    // Percent-encoded UTF-8 of any string, or raw malformed escapes.
    const segment = fc.oneof(
      fc.string({ minLength: 1 }).map((v) => [...Buffer.from(v)].map((b) => `%${b.toString(16).padStart(2, '0')}`).join('')),
      fc.constantFrom('%', '%C0%80', '%ED%A0%80', '%00', '..', '1e3', '-5', '0x10', '99999999999999999999'),
    );
    await fc.assert(
      fc.asyncProperty(segment, async (s) => {
        for (const url of [
          `/api/client/${s}/websitedata/draft`,
          `/api/client/${f.clients.bistro.id}/backups/${s}`,
          `/api/user/uid/vitrina/${s}/authorize/client/${s}`,
          `/api/client/${f.clients.bistro.id}/gallery/${s}`,
        ]) {
          const res = await f.inject({ method: url.includes('/gallery/') ? 'DELETE' : 'GET', url, headers });
          expect(res.statusCode, `${url} ${res.body}`).toBeLessThan(500);
        }
      }),
      { numRuns: 40 },
    );
  });
});
