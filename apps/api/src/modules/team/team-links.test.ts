// Issue 25 finding 1, replayed as the attacker did: the owner of business A adds an e-mail that the owner of
// business B has just added (not yet activated) and must not get a set-password link to B's person, nor learn
// their role by trying roles. One rule decides who may hold a link (password-links-repository.ts); each way to
// reach a link is tried here: adding, re-adding after removal, a role change, and the set-password page itself.
import {
  AcceptedInvite,
  AddedTeamMember,
  MessagePage,
  OwnInviteList,
  TeamMember,
  TeamPage,
  TeamRemoved,
} from '@vitrina/api-client/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findUserByEmail } from '../../db/index.js';
import { grantClientAccess } from './users-repository.js';
import { issuePasswordLink } from './password-links-repository.js';
import type { UserRecord } from '../../db/index.js';
import { passwordTokens, teamInvites, users } from '../../db/schema.js';
import { buildClientWithSite, buildUser, uniqueLabel } from '../../testing/builders.js';
import { answered, apiAs, refused, userApi } from '../../testing/owner-api.js';
import { mailedLink } from '../../testing/mailed-links.js';
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

  // The owners' calls on the host they work on (the one-time links are made on it).
  const api = (user: UserRecord, clientId: number) => apiAs(s, user, clientId, { host: HOST, 'x-forwarded-proto': 'http' });
  const add = (by: UserRecord, clientId: number, payload: { email: string; name?: string; role_id: number }) =>
    api(by, clientId).post(AddedTeamMember, '/team', { name: 'Someone', ...payload });
  // The link went to the person by mail (issue 28): the answer holds none.
  const linkOf = async (added: ReturnType<typeof add>) => {
    const answer = answered(await added, 201);
    expect(answer.invitation_sent).toBe(true);
    return mailedLink(s.database.db, answer.member.email, 'team_invite');
  };
  const remove = (by: UserRecord, clientId: number, path: string) => api(by, clientId).delete(TeamRemoved, `/team/${path}`);
  const canOpen = async (user: UserRecord, clientId: number) => (await api(user, clientId).get(MessagePage, '/messages')).status;
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
  const teamOf = async (by: UserRecord, clientId: number) => answered(await api(by, clientId).get(TeamPage, '/team')).members;

  it('A adding, as owner, the person B has just added gets an invite, never a link; A cannot become them nor reach B', async () => {
    const email = `${uniqueLabel('victim')}@example.com`;
    const byB = await add(ownerB, b, { email, role_id: 3 });
    expect(answered(byB, 201).invitation_sent).toBe(true);
    const linkOfB = await mailedLink(s.database.db, email, 'team_invite');
    expect(linkOfB).toBeTruthy();

    const tokensBefore = await tokenCount();
    const byA = await add(ownerA, a, { email, role_id: 1 });
    expect(answered(byA, 201)).toEqual({
      member: { user_id: null, email, name: '', role_id: 1, status: 'invited', is_you: false },
      invitation_sent: false,
    });
    expect(await tokenCount()).toBe(tokensBefore);
    expect((await teamOf(ownerA, a)).find((m) => m.email === email)).toMatchObject({ status: 'invited', user_id: null });
    // B's person did not become A's member, and B's link is still theirs to use.
    const victim = (await findUserByEmail(s.database.db, email))!;
    refused(await remove(ownerA, a, String(victim.id)), 404);
    expect((await setPassword(linkOfB)).statusCode).toBe(200);
    expect(await passwordOf(email)).not.toBeNull();
  });

  it('trying roles on an e-mail of another business answers alike for every role (no role_conflict oracle)', async () => {
    const email = `${uniqueLabel('probe')}@example.com`;
    expect((await add(ownerB, b, { email, role_id: 4 })).status).toBe(201);
    const fresh = `${uniqueLabel('nobody')}@example.com`;
    await s.database.db.insert(users).values({ sub: `idp|${fresh}`, email: fresh, role_id: 4 });
    for (const target of [email, fresh]) {
      for (const role_id of [1, 3, 4]) {
        const res = await add(ownerA, a, { email: target, role_id });
        expect(answered(res, 201)).toEqual({
          member: { user_id: null, email: target, name: '', role_id, status: 'invited', is_you: false },
          invitation_sent: false,
        });
        answered(await remove(ownerA, a, `invites/${encodeURIComponent(target)}`), 204);
      }
    }
  });

  it('an invite to a person with access elsewhere waits for them to accept it, with their one role; one with another role cannot be', async () => {
    const email = `${uniqueLabel('claim')}@example.com`;
    const linkOfB = await linkOf(add(ownerB, b, { email, role_id: 3 }));
    expect((await add(ownerA, a, { email, role_id: 3 })).status).toBe(201);
    const c = (await buildClientWithSite(s.database.db)).record.client.id;
    const ownerC = await buildUser(s.database.db, { clientIds: [c] });
    expect((await add(ownerC, c, { email, role_id: 1 })).status).toBe(201);

    expect((await setPassword(linkOfB)).statusCode).toBe(200);
    const person = (await findUserByEmail(s.database.db, email))! as unknown as UserRecord;
    // Signing in (at B) joins nothing.
    expect(await canOpen(person, a)).toBe(403);
    expect((await teamOf(ownerA, a)).find((m) => m.email === email)).toMatchObject({ status: 'invited' });
    const uid = `/api/user/uid/vitrina/${person.sub.split('|')[1]}/invites`;
    const own = userApi(s, person).request;
    const invites = answered(await own(OwnInviteList, { method: 'GET', url: uid }));
    const ofA = invites.invites.find((i) => i.role_id === 3)!;
    const ofC = invites.invites.find((i) => i.role_id === 1)!;
    answered(await own(AcceptedInvite, { method: 'POST', url: `${uid}/${ofA.id}/accept` }));
    expect(await canOpen(person, a)).toBe(200);
    expect((await teamOf(ownerA, a)).find((m) => m.email === email)).toMatchObject({ status: 'active', role_id: 3 });
    // C asked for an owner: a manager elsewhere does not become C's owner, the invite stays.
    refused(await own(AcceptedInvite, { method: 'POST', url: `${uid}/${ofC.id}/accept` }), 409);
    expect(await canOpen(person, c)).toBe(403);
    expect((await teamOf(ownerC, c)).find((m) => m.email === email)).toMatchObject({ status: 'invited', role_id: 1 });
    expect((await findUserByEmail(s.database.db, email))!.role_id).toBe(3);
  });

  it('removing a person who never signed in kills the link; re-adding (same or other business) gives a new one, the old stays dead', async () => {
    const email = `${uniqueLabel('again')}@example.com`;
    const first = await linkOf(add(ownerB, b, { email, role_id: 1 }));
    const person = (await findUserByEmail(s.database.db, email))!;
    answered(await remove(ownerB, b, String(person.id)), 204);
    expect((await openLink(first)).statusCode).toBe(410);

    // The account belongs to no business and nobody became it: A may add it, with a link of its own.
    const ofA = await linkOf(add(ownerA, a, { email, role_id: 4 }));
    expect(ofA).toMatch(/\/oidc\/set-password\//);
    expect((await setPassword(first, 'the password of b')).statusCode).toBe(410);
    expect(await passwordOf(email)).toBeNull();

    // B adding it back now gets an invite (it is A's), and A's link still works.
    const back = await add(ownerB, b, { email, role_id: 4 });
    expect(answered(back, 201)).toMatchObject({ member: { status: 'invited' }, invitation_sent: false });
    expect((await setPassword(ofA)).statusCode).toBe(200);
  });

  it('the set-password page refuses a link whose account has since joined another business or signed in', async () => {
    const joined = `${uniqueLabel('joined')}@example.com`;
    const link = await linkOf(add(ownerB, b, { email: joined, role_id: 4 }));
    await grantClientAccess(s.database.db, (await findUserByEmail(s.database.db, joined))!.id, a);
    expect((await openLink(link)).statusCode).toBe(404);
    expect((await setPassword(link)).statusCode).toBe(404);
    expect(await passwordOf(joined)).toBeNull();

    const signed = `${uniqueLabel('signed')}@example.com`;
    const other = await linkOf(add(ownerB, b, { email: signed, role_id: 4 }));
    await s.database.db.update(users).set({ password_hash: 'scrypt$set-elsewhere' }).where(eq(users.email, signed));
    expect((await openLink(other)).statusCode).toBe(404);
    expect((await setPassword(other)).statusCode).toBe(404);
    expect(await passwordOf(signed)).toBe('scrypt$set-elsewhere');
  });

  it('the one issuer of links refuses an account of another business, and one that has signed in', async () => {
    const email = `${uniqueLabel('issuer')}@example.com`;
    expect((await add(ownerB, b, { email, role_id: 4 })).status).toBe(201);
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
    const link = await linkOf(add(ownerB, b, { email, role_id: 4 }));
    expect((await setPassword(link)).statusCode).toBe(200);
    const person = (await findUserByEmail(s.database.db, email))!;
    answered(await remove(ownerB, b, String(person.id)), 204);
    const tokens = await tokenCount();
    const res = await add(ownerA, a, { email, role_id: 1 });
    expect(answered(res, 201)).toMatchObject({ member: { status: 'invited', user_id: null }, invitation_sent: false });
    expect(await tokenCount()).toBe(tokens);
    expect(await s.database.db.select().from(teamInvites).where(eq(teamInvites.email, email))).toHaveLength(1);

    const waiting = `${uniqueLabel('waiting')}@example.com`;
    const added = answered(await add(ownerA, a, { email: waiting, role_id: 4 }), 201);
    const before = await tokenCount();
    const patch = await api(ownerA, a).patch(TeamMember, `/team/${added.member.user_id}`, { role_id: 1 });
    answered(patch);
    expect(patch.text).not.toContain('set-password');
    expect(await tokenCount()).toBe(before);
  });
});
