// Issue 25 finding 10: a business's sub-domain must never read as one of the product's own paths. The paths
// the server answers are read from the server itself (every registered route), so a new mount that the
// reserved list (core-model reserved-subdomains.ts) does not know fails here.
import { subdomainProblem } from '@vitrina/core-model';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../testing/test-db.js';
import { createTestServer } from '../../testing/test-server.js';
import type { TestServer } from '../../testing/test-server.js';

describe.each(testDatabases().slice(0, 1))('%s: every first path segment the server answers is a reserved sub-domain', (kind) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await createTestServer(kind, { builtInProvider: true });
  }, 60_000);
  afterAll(() => t?.close());

  it('names none a business could take', () => {
    const printed = t.app.printRoutes({ commonPrefix: false });
    const firsts = new Set(
      printed
        .split('\n')
        .map((line) => /^[├└]── (\/[^\s(]*)/.exec(line)?.[1])
        .filter((path): path is string => path !== undefined)
        .map((path) => path.split('/')[1] ?? '')
        .filter((segment) => segment !== '' && !segment.startsWith(':') && !segment.startsWith('*')),
    );
    expect([...firsts]).toEqual(expect.arrayContaining(['api', 'oidc', 'manage', 'signup']));
    const takeable = [...firsts].filter((segment) => subdomainProblem(segment.toLowerCase()) === null);
    expect(takeable).toEqual([]);
  });
});
