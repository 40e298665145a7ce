// Users: spec §3 "Login user" (sub provider|id, employee), §4 "Admin entry" access check, §6 roles.
import { parseSubject } from '@vitrina/core-model';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildClient, buildUser } from '../../testing/builders.js';
import { createTestDatabase, testDatabases } from '../../testing/test-db.js';
import type { TestDatabase } from '../../testing/test-db.js';
import { findLoginUser, findUserByEmail, findUserById, findUserBySub, hasClientAccess, listClientIdsForUser } from './users.js';
import { insertUser, insertUserIfMissing } from '../../modules/team/users-repository.js';

describe.each(testDatabases())('%s', (kind) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase(kind);
  });
  afterAll(() => t.dispose());

  it('§3 Login user: built-in users get the subject vitrina|<user id>', async () => {
    const user = await buildUser(t.db);
    expect(parseSubject(user.sub)).toEqual({ provider: 'vitrina', id: user.id });
    expect(await findUserBySub(t.db, user.sub)).toEqual(user);
    expect(await findUserById(t.db, user.id)).toEqual(user);
    expect(await findUserById(t.db, 'not-a-uuid')).toBeNull();
  });

  it('e-mail addresses are stored lower-case and found whatever the case; the hash is only in credentials', async () => {
    const user = await insertUser(t.db, { email: '  Mixed.Case@Example.TEST ', role_id: 1, password_hash: 'scrypt$aa$bb' });
    expect(user.email).toBe('mixed.case@example.test');
    expect(user).not.toHaveProperty('password_hash');
    expect(await findUserByEmail(t.db, 'MIXED.case@example.test')).toMatchObject({ id: user.id, password_hash: 'scrypt$aa$bb' });
    expect(await insertUserIfMissing(t.db, { email: 'mixed.case@example.test', role_id: 3 })).toBeNull();
  });

  it('external identity-provider users have no password and keep their own subject', async () => {
    const user = await insertUser(t.db, { sub: 'auth0|5f1c0ffee', email: 'ext@example.test', role_id: 3, language_id: 2 });
    expect(await findUserByEmail(t.db, 'ext@example.test')).toMatchObject({ sub: 'auth0|5f1c0ffee', password_hash: null });
    expect(await findLoginUser(t.db, user.sub)).toEqual({ sub: 'auth0|5f1c0ffee', employee: { role_id: 3, language_id: 2 } });
  });

  it.each([1, 3, 4] as const)('§6 role %i: the employee carries role_id and language_id', async (role) => {
    const user = await buildUser(t.db, { role_id: role, language_id: 2 });
    expect(await findLoginUser(t.db, user.sub)).toEqual({ sub: user.sub, employee: { role_id: role, language_id: 2 } });
  });

  it('§6 roles: only 1, 3 and 4 exist', async () => {
    await expect(buildUser(t.db, { role_id: 2 as never })).rejects.toThrow();
  });

  it('an unknown subject has no employee', async () => {
    expect(await findLoginUser(t.db, 'vitrina|00000000-0000-0000-0000-000000000000')).toBeNull();
  });

  it('§4 Admin entry 2: access is per user and client', async () => {
    const mine = await buildClient(t.db);
    const other = await buildClient(t.db);
    const user = await buildUser(t.db, { clientIds: [mine.client.id] });
    const stranger = await buildUser(t.db);
    expect(await hasClientAccess(t.db, user.sub, mine.client.id)).toBe(true);
    expect(await hasClientAccess(t.db, user.sub, other.client.id)).toBe(false);
    expect(await hasClientAccess(t.db, stranger.sub, mine.client.id)).toBe(false);
    expect(await hasClientAccess(t.db, 'vitrina|nobody', mine.client.id)).toBe(false);
    expect(await hasClientAccess(t.db, user.sub, -1)).toBe(false);
    expect(await listClientIdsForUser(t.db, user.sub)).toEqual([mine.client.id]);
  });
});
