// The owner-route matrix: every owner route (owner-matrix-test-fixture.ts) against every kind of caller.
import { canUseScreen } from '@vitrina/core-model';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../testing/test-db.js';
import { MATRIX_ROUTES } from '../../testing/owner-matrix-test-fixture.js';
import type { MatrixRoute, Target } from '../../testing/owner-matrix-route.js';
import { createOwnerFixture } from '../../testing/owner-test-fixture.js';
import type { OwnerFixture } from '../../testing/owner-test-fixture.js';

interface Expectation {
  status: number;
  code?: string;
}

interface Caller {
  name: string;
  headers(f: OwnerFixture): Promise<Record<string, string>>;
  target(f: OwnerFixture): Target;
  expect(route: MatrixRoute): Expectation;
}

const ok = (route: MatrixRoute): Expectation => ({ status: route.success });
const asOwnerOfBistro = (f: OwnerFixture): Target => ({ client: f.clients.bistro, subject: f.users.owner });
const unauthorized = (): Expectation => ({ status: 401, code: 'unauthorized' });
/** Roles 3 and 4: the editor's routes send them to the admin application; a back-office route asks its screen. */
const adminAppRole =
  (roleId: number) =>
  (r: MatrixRoute): Expectation => {
    if (r.ownSubject) return ok(r);
    if (r.screen && r.employeeReadOnly && roleId === 4) return { status: 403, code: 'read_only' };
    if (r.screen) return canUseScreen(roleId, r.screen) ? ok(r) : { status: 403, code: 'forbidden_screen' };
    return { status: 403, code: 'forbidden_role' };
  };

const CALLERS: Caller[] = [
  { name: 'no token → 401', headers: async () => ({}), target: asOwnerOfBistro, expect: unauthorized },
  {
    name: 'an expired token → 401',
    headers: async (f) => ({ authorization: `Bearer ${await f.server.tokens.sign({ sub: f.users.owner.sub }, { expiresIn: -60 })}` }),
    target: asOwnerOfBistro,
    expect: unauthorized,
  },
  {
    name: 'a tampered token → 401',
    headers: async (f) => ({ authorization: `Bearer ${(await f.server.tokens.sign({ sub: f.users.owner.sub })).slice(0, -6)}AAAAAA` }),
    target: asOwnerOfBistro,
    expect: unauthorized,
  },
  {
    name: "§6 another client's admin → 403",
    headers: (f) => f.as(f.users.otherAdmin),
    target: asOwnerOfBistro,
    expect: (r) => ({ status: 403, code: r.ownSubject ? 'forbidden_subject' : 'no_access' }),
  },
  {
    name: '§4 Admin entry 3: role 3 → 403 forbidden_role (sent to the admin application); back-office screens of a manager succeed',
    headers: (f) => f.as(f.users.manager),
    target: (f) => ({ client: f.clients.bistro, subject: f.users.manager }),
    expect: adminAppRole(3),
  },
  {
    name: '§4 Admin entry 3: role 4 → 403 forbidden_role (sent to the admin application), 403 forbidden_screen beyond their own screens',
    headers: (f) => f.as(f.users.staff),
    target: (f) => ({ client: f.clients.bistro, subject: f.users.staff }),
    expect: adminAppRole(4),
  },
  { name: '§6 the owner (role 1 with access) → success', headers: (f) => f.as(f.users.owner), target: asOwnerOfBistro, expect: ok },
  {
    name: '§5/§8 a freemium owner: reads succeed, writes → 403 freemium',
    headers: (f) => f.as(f.users.freemiumOwner),
    target: (f) => ({ client: f.clients.freebie, subject: f.users.freemiumOwner }),
    expect: (r) => (r.write ? { status: 403, code: 'freemium' } : ok(r)),
  },
  {
    name: '§4 Admin entry 4: a Spanish owner gets the same',
    headers: (f) => f.as(f.users.spanishOwner),
    target: (f) => ({ client: f.clients.salon, subject: f.users.spanishOwner }),
    expect: ok,
  },
];

const CASES = MATRIX_ROUTES.flatMap((route) =>
  CALLERS.map((caller) => [`${route.method} ${route.path}: ${caller.name}`, route, caller] as const),
);

describe.each(testDatabases())('owner-route matrix (%s)', (kind) => {
  let f: OwnerFixture;
  beforeAll(async () => {
    f = await createOwnerFixture(kind);
  }, 60_000);
  afterAll(() => f?.server.close());

  it.each(CASES)('%s', async (_name, route, caller) => {
    const request = await route.request(f, caller.target(f));
    const res = await f.inject({ ...request, method: route.method, headers: { ...request.headers, ...(await caller.headers(f)) } });
    const want = caller.expect(route);
    expect(res.statusCode, res.body).toBe(want.status);
    if (want.code) expect(res.json()).toMatchObject({ error: { code: want.code, message: expect.any(String) } });
    if (want.status === 401) expect(res.headers['www-authenticate']).toMatch(/^Bearer/);
    if (want.code === 'forbidden_role') expect(res.json().error.adminAppUrl).toBe(f.server.app.ctx.config.adminAppUrl);
    if (want.code === 'freemium') expect(res.json().error.message).toBe('Upgrade to business to edit the website');
  });
});
