// Spec §7 user calls and §4 "Admin entry" 2-4, as the editor uses them: access check (false →
// /access-denied, failure → /error), then the employee's role and language.
import { parseSubject } from '@vitrina/core-model';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserRecord } from '../../db/index.js';
import { testDatabases } from '../../testing/test-db.js';
import { createOwnerFixture } from '../../testing/owner-test-fixture.js';
import type { OwnerFixture } from '../../testing/owner-test-fixture.js';

const uid = (sub: string) => {
  const s = parseSubject(sub)!;
  return `/api/user/uid/${encodeURIComponent(s.provider)}/${encodeURIComponent(s.id)}`;
};

describe.each(testDatabases())('user routes (%s)', (kind) => {
  let f: OwnerFixture;
  beforeAll(async () => {
    f = await createOwnerFixture(kind);
  }, 60_000);
  afterAll(() => f?.server.close());

  const authorize = async (user: UserRecord, clientId: number | string) =>
    f.inject({ url: `${uid(user.sub)}/authorize/client/${clientId}`, headers: await f.as(user) });

  it.each([
    ['§4 Admin entry 2: the owner has access to its client → true', 'owner', 'bistro', true],
    ['§4 Admin entry 2: no access to another client → false (editor: /access-denied)', 'owner', 'other', false],
    ['§4 Admin entry 3: role 3 with access → true (the role check comes next)', 'manager', 'bistro', true],
    ['§4 Admin entry 2: a Spanish owner has access to its client → true', 'spanishOwner', 'salon', true],
  ] as const)('%s', async (_name, user, client, expected) => {
    const res = await authorize(f.users[user], f.clients[client].id);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.json()).toBe(expected);
  });

  it.each(['999999', '0', 'abc', '99999999999999'])('an unknown or malformed client id %s → false, never a 5xx', async (id) => {
    const res = await authorize(f.users.owner, id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toBe(false);
  });

  it('answers only for the caller’s own subject (403 forbidden_subject otherwise)', async () => {
    const res = await f.inject({
      url: `${uid(f.users.owner.sub)}/authorize/client/${f.clients.bistro.id}`,
      headers: await f.as(f.users.manager),
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ error: { code: 'forbidden_subject' } });
  });

  it.each([
    ['§3 Login user: the owner is role 1, English', 'owner', { role_id: 1, language_id: 1 }],
    ['§4 Admin entry 4: a Spanish owner is language 2 (the editor turns Spanish)', 'spanishOwner', { role_id: 1, language_id: 2 }],
    ['§6 role 3 reads its role (the editor sends it to the admin application)', 'manager', { role_id: 3, language_id: 1 }],
    ['§6 role 4 reads its role', 'staff', { role_id: 4, language_id: 1 }],
  ] as const)('%s', async (_name, name, employee) => {
    const user = f.users[name];
    const res = await f.inject({ url: uid(user.sub), headers: await f.as(user) });
    expect(res.statusCode).toBe(200);
    // Team members and seeded owners count as confirmed (issue 28): only a new sign-up's owner is not.
    expect(res.json()).toEqual({
      sub: user.sub,
      email: user.email,
      name: user.name,
      employee,
      email_confirmed_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
  });

  it('a signed-in subject that is no user: 404 for the employee, false for access', async () => {
    const headers = await f.server.bearer('auth0|nobody');
    expect((await f.inject({ url: '/api/user/uid/auth0/nobody', headers })).statusCode).toBe(404);
    const res = await f.inject({ url: `/api/user/uid/auth0/nobody/authorize/client/${f.clients.bistro.id}`, headers });
    expect(res.json()).toBe(false);
  });

  it('reads another user’s employee record → 403', async () => {
    const res = await f.inject({ url: uid(f.users.owner.sub), headers: await f.as(f.users.otherAdmin) });
    expect(res.statusCode).toBe(403);
  });
});
