// Issue 25 finding 1, replayed as the attacker did: the owner of business A adds an e-mail that the owner of
// business B has just added (not yet activated) and must not get a set-password link to B's person, nor learn
// their role by trying roles. One rule decides who may hold a link (password-links-repository.ts); each way to
// reach a link is tried here: adding, re-adding after removal, a role change, and the set-password page itself.
import type { AddedTeamMember, TeamPage } from '@vitrina/api-client/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findUserByEmail } from '../../db/index.js';
import { grantClientAccess } from './users-repository.js';
import { issuePasswordLink } from './password-links-repository.js';
import type { UserRecord } from '../../db/index.js';
import { passwordTokens, teamInvites, users } from '../../db/schema.js';
import { buildClientWithSite, buildUser, uniqueLabel } from '../../testing/builders.js';
import { testDatabases } from '../../testing/test-db.js';
import { createTestServer } from '../../testing/test-server.js';
import type { TestServer } from '../../testing/test-server.js';

const HOST = 'bistro.localhost:8080';
const PASSWORD = 'a good long password';

describe.each(testDatabases())('who may hold a set-password link (%s)', (kind) => {
  let s: TestServer;
  let a: number;
  let b: number;
  let ownerA: UserRecord;
  let ownerB: UserRecord;
  beforeAll(async () => {
    s = await createTestServer(kind, { builtInProvider: true });
    const db = s.database.db;
    a = (await buildClientWithSite(db)).record.client.id;
    b = (await buildClientWithSite(db)).record.client.id;
    ownerA = await buildUser(db, { clientIds: [a] });
    ownerB = await buildUser(db, { clientIds: [b] });
  }, 60_000);
  afterAll(() => s?.close());

  const call = async (user: UserRecord, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
    s.app.inject({
      method,
      url,
      headers: { ...(await s.bearer(user.sub)), host: HOST, 'x-forwarded-proto': 'http' },
      ...(payload ? { payload } : {}),
    });
  const add = (by: UserRecord, clientId: number, payload: { email: string; name?: string; role_id: number }) =>
    call(by, 'POST', `/api/client/${clientId}/team`, { name: 'Someone', ...payload });
  const setPassword = (url: string, password = PASSWORD) =>
    s.app.inject({
      method: 'POST',
      url: new URL(url).pathname,
      headers: { host: HOST, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ password, password2: password }).toString(),
    });
  const openLink = (url: string) => s.app.inject({ url: new URL(url).pathname, headers: { host: HOST } });
  const passwordOf = async (email: string) => (await findUserByEmail(s.database.db, email))?.password_hash ?? null;
  const tokenCount = async () => (await s.database.db.select().from(passwordTokens)).length;
  const teamOf = async (by: UserRecord, clientId: number) =>
    ((await call(by, 'GET', `/api/client/${clientId}/team`)).json() as TeamPage).members;

  it('A adding, as owner, the person B has just added gets an invite, never a link; A cannot become them nor reach B', async () => {
    const email = `${uniqueLabel('victim')}@example.com`;
    const byB = await add(ownerB, b, { email, role_id: 3 });
    expect(byB.statusCode, byB.body).toBe(201);
    const linkOfB = (byB.json() as AddedTeamMember).set_password_url!;
    expect(linkOfB).toBeTruthy();

    const tokensBefore = await tokenCount();
    const byA = await add(ownerA, a, { email, role_id: 1 });
    expect(byA.statusCode, byA.body).toBe(201);
    expect(byA.json()).toEqual({
      member: { user_id: null, email, name: '', role_id: 1, status: 'invited', is_you: false },
      set_password_url: null,
    });
    expect(await tokenCount()).toBe(tokensBefore);
    expect((await teamOf(ownerA, a)).find((m) => m.email === email)).toMatchObject({ status: 'invited', user_id: null });
    // B's person did not become A's member, and B's link is still theirs to use.
    const victim = (await findUserByEmail(s.database.db, email))!;
    expect((await call(ownerA, 'DELETE', `/api/client/${a}/team/${victim.id}`)).statusCode).toBe(404);
    expect((await setPassword(linkOfB)).statusCode).toBe(200);
    expect(await passwordOf(email)).not.toBeNull();
  });

  it('trying roles on an e-mail of another business answers alike for every role (no role_conflict oracle)', async () => {
    const email = `${uniqueLabel('probe')}@example.com`;
    expect((await add(ownerB, b, { email, role_id: 4 })).statusCode).toBe(201);
    const fresh = `${uniqueLabel('nobody')}@example.com`;
    await s.database.db.insert(users).values({ sub: `idp|${fresh}`, email: fresh, role_id: 4 });
    for (const target of [email, fresh]) {
      for (const role_id of [1, 3, 4]) {
        const res = await add(ownerA, a, { email: target, role_id });
        expect(res.statusCode, res.body).toBe(201);
        expect(res.json()).toEqual({
          member: { user_id: null, email: target, name: '', role_id, status: 'invited', is_you: false },
          set_password_url: null,
        });
        const gone = await call(ownerA, 'DELETE', `/api/client/${a}/team/invites/${encodeURIComponent(target)}`);
        expect(gone.statusCode).toBe(204);
      }
    }
  });

  it('an invite to a person with access elsewhere waits for them to accept it, with their one role; one with another role cannot be', async () => {
    const email = `${uniqueLabel('claim')}@example.com`;
    const linkOfB = ((await add(ownerB, b, { email, role_id: 3 })).json() as AddedTeamMember).set_password_url!;
    expect((await add(ownerA, a, { email, role_id: 3 })).statusCode).toBe(201);
    const c = (await buildClientWithSite(s.database.db)).record.client.id;
    const ownerC = await buildUser(s.database.db, { clientIds: [c] });
    expect((await add(ownerC, c, { email, role_id: 1 })).statusCode).toBe(201);

    expect((await setPassword(linkOfB)).statusCode).toBe(200);
    const person = (await findUserByEmail(s.database.db, email))! as unknown as UserRecord;
    // Signing in (at B) joins nothing.
    expect((await call(person, 'GET', `/api/client/${a}/messages`)).statusCode).toBe(403);
    expect((await teamOf(ownerA, a)).find((m) => m.email === email)).toMatchObject({ status: 'invited' });
    const uid = `/api/user/uid/vitrina/${person.sub.split('|')[1]}/invites`;
    const invites = (await call(person, 'GET', uid)).json() as { invites: { id: string; role_id: number }[] };
    const ofA = invites.invites.find((i) => i.role_id === 3)!;
    const ofC = invites.invites.find((i) => i.role_id === 1)!;
    expect((await call(person, 'POST', `${uid}/${ofA.id}/accept`)).statusCode).toBe(200);
    expect((await call(person, 'GET', `/api/client/${a}/messages`)).statusCode).toBe(200);
    expect((await teamOf(ownerA, a)).find((m) => m.email === email)).toMatchObject({ status: 'active', role_id: 3 });
    // C asked for an owner: a manager elsewhere does not become C's owner, the invite stays.
    expect((await call(person, 'POST', `${uid}/${ofC.id}/accept`)).statusCode).toBe(409);
    expect((await call(person, 'GET', `/api/client/${c}/messages`)).statusCode).toBe(403);
    expect((await teamOf(ownerC, c)).find((m) => m.email === email)).toMatchObject({ status: 'invited', role_id: 1 });
    expect((await findUserByEmail(s.database.db, email))!.role_id).toBe(3);
  });

  it('removing a person who never signed in kills the link; re-adding (same or other business) gives a new one, the old stays dead', async () => {
    const email = `${uniqueLabel('again')}@example.com`;
    const first = ((await add(ownerB, b, { email, role_id: 1 })).json() as AddedTeamMember).set_password_url!;
    const person = (await findUserByEmail(s.database.db, email))!;
    expect((await call(ownerB, 'DELETE', `/api/client/${b}/team/${person.id}`)).statusCode).toBe(204);
    expect((await openLink(first)).statusCode).toBe(410);

    // The account belongs to no business and nobody became it: A may add it, with a link of its own.
    const byA = await add(ownerA, a, { email, role_id: 4 });
    expect(byA.statusCode, byA.body).toBe(201);
    const ofA = (byA.json() as AddedTeamMember).set_password_url!;
    expect(ofA).toMatch(/\/oidc\/set-password\//);
    expect((await setPassword(first, 'the password of b')).statusCode).toBe(410);
    expect(await passwordOf(email)).toBeNull();

    // B adding it back now gets an invite (it is A's), and A's link still works.
    const back = await add(ownerB, b, { email, role_id: 4 });
    expect(back.json()).toMatchObject({ member: { status: 'invited' }, set_password_url: null });
    expect((await setPassword(ofA)).statusCode).toBe(200);
  });

  it('the set-password page refuses a link whose account has since joined another business or signed in', async () => {
    const joined = `${uniqueLabel('joined')}@example.com`;
    const link = ((await add(ownerB, b, { email: joined, role_id: 4 })).json() as AddedTeamMember).set_password_url!;
    await grantClientAccess(s.database.db, (await findUserByEmail(s.database.db, joined))!.id, a);
    expect((await openLink(link)).statusCode).toBe(404);
    expect((await setPassword(link)).statusCode).toBe(404);
    expect(await passwordOf(joined)).toBeNull();

    const signed = `${uniqueLabel('signed')}@example.com`;
    const other = ((await add(ownerB, b, { email: signed, role_id: 4 })).json() as AddedTeamMember).set_password_url!;
    await s.database.db.update(users).set({ password_hash: 'scrypt$set-elsewhere' }).where(eq(users.email, signed));
    expect((await openLink(other)).statusCode).toBe(404);
    expect((await setPassword(other)).statusCode).toBe(404);
    expect(await passwordOf(signed)).toBe('scrypt$set-elsewhere');
  });

  it('the one issuer of links refuses an account of another business, and one that has signed in', async () => {
    const email = `${uniqueLabel('issuer')}@example.com`;
    expect((await add(ownerB, b, { email, role_id: 4 })).statusCode).toBe(201);
    const issue = async (clientId: number) => {
      const [account] = await s.database.db.select().from(users).where(eq(users.email, email));
      return s.database.db.transaction((tx) => issuePasswordLink(tx, account!, clientId));
    };
    expect(await issue(a)).toBeNull();
    const again = await issue(b);
    expect(again).toMatch(/^[A-Za-z0-9_-]{43}$/);
    await s.database.db.update(users).set({ password_hash: 'scrypt$signed-in' }).where(eq(users.email, email));
    expect(await issue(b)).toBeNull();
  });

  it('an account that has signed in is invited, even when it works for no business; a role change hands out no link', async () => {
    const email = `${uniqueLabel('known')}@example.com`;
    const link = ((await add(ownerB, b, { email, role_id: 4 })).json() as AddedTeamMember).set_password_url!;
    expect((await setPassword(link)).statusCode).toBe(200);
    const person = (await findUserByEmail(s.database.db, email))!;
    expect((await call(ownerB, 'DELETE', `/api/client/${b}/team/${person.id}`)).statusCode).toBe(204);
    const tokens = await tokenCount();
    const res = await add(ownerA, a, { email, role_id: 1 });
    expect(res.json()).toMatchObject({ member: { status: 'invited', user_id: null }, set_password_url: null });
    expect(await tokenCount()).toBe(tokens);
    expect(await s.database.db.select().from(teamInvites).where(eq(teamInvites.email, email))).toHaveLength(1);

    const waiting = `${uniqueLabel('waiting')}@example.com`;
    const added = (await add(ownerA, a, { email: waiting, role_id: 4 })).json() as AddedTeamMember;
    const before = await tokenCount();
    const patch = await call(ownerA, 'PATCH', `/api/client/${a}/team/${added.member.user_id}`, { role_id: 1 });
    expect(patch.statusCode, patch.body).toBe(200);
    expect(patch.body).not.toContain('set-password');
    expect(await tokenCount()).toBe(before);
  });
});
