// Issue 25 finding 1 by another road: business A, which controls the DNS of its verified custom domain,
// invites P (the owner of business B) as owner. Were the invite claimed at P's next call at B, A's domain
// would become a host where P "has a role", and A's crafted sign-in link would hand A a code of P that
// the API accepts at B too. An invite to a person with access elsewhere waits until that person accepts it
// while signed in (docs/decisions.md "Team invites need the person's consent"); the person lists, accepts
// or declines only their own invites.
import {
  AcceptedInvite,
  AddedTeamMember,
  AuthorizeAnswer,
  InviteDeclined,
  MessagePage,
  OwnInviteList,
  UserProfileAnswer,
} from '@vitrina/api-client/contracts';
import { parseSubject } from '@vitrina/core-model';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listAuditEntries } from '../../db/index.js';
import { markCustomDomainVerified } from '../sites/clients-repository.js';
import { TEAM_AUDIT_ENTITY } from './team-repository.js';
import type { UserRecord } from '../../db/index.js';
import { teamInvites } from '../../db/schema.js';
import { hashPassword } from '../../identity/password.js';
import { buildClientWithSite, buildUser, uniqueLabel } from '../../testing/builders.js';
import { BrowserSession, authorizationUrl, pkcePair, signInWithPassword } from '../../testing/oidc-test-client.js';
import type { HttpStep } from '../../testing/oidc-test-client.js';
import { answered, apiAs, refused, userApi } from '../../testing/owner-api.js';
import { testDatabases } from '../../testing/test-db.js';
import { createTestServer } from '../../testing/test-server.js';
import type { TestServer } from '../../testing/test-server.js';

const PASSWORD = 'a long demo password';
const passwordHash = await hashPassword(PASSWORD);
const callback = (host: string) => `http://${host}:8080/admin/callback`;

interface OwnInvite {
  id: string;
  business_name: string;
  role_id: number;
}

describe.each(testDatabases())('team invites need the invited person’s consent (%s)', (kind) => {
  let s: TestServer;
  let origin = '';
  let a: number;
  let b: number;
  let ownerA: UserRecord;
  let victim: UserRecord;
  let stranger: UserRecord;
  const hosts = { a: '', aDomain: '', b: '' };

  beforeAll(async () => {
    s = await createTestServer(kind, { builtInProvider: true });
    const db = s.database.db;
    const recordA = (await buildClientWithSite(db, { name: 'Attacker Ltd', custom_domain: `${uniqueLabel('attacker')}.test` })).record;
    const recordB = (await buildClientWithSite(db, { name: 'Victim Bakery' })).record;
    await markCustomDomainVerified(db, recordA.client.id, recordA.client.custom_domain!);
    a = recordA.client.id;
    b = recordB.client.id;
    ownerA = await buildUser(db, { password_hash: passwordHash, clientIds: [a] });
    victim = await buildUser(db, { password_hash: passwordHash, clientIds: [b] });
    stranger = await buildUser(db, { password_hash: passwordHash, clientIds: [(await buildClientWithSite(db)).record.client.id] });
    Object.assign(hosts, {
      a: `${recordA.client.wurkzen_subdomain}.localhost`,
      aDomain: recordA.client.custom_domain!,
      b: `${recordB.client.wurkzen_subdomain}.localhost`,
    });
    origin = await s.app.listen({ port: 0, host: '127.0.0.1' });
  }, 60_000);
  afterAll(() => s?.close());

  const invite = (by: UserRecord, clientId: number, email: string, role_id: number) =>
    apiAs(s, by, clientId).post(AddedTeamMember, '/team', { email, name: 'Someone', role_id });
  const uid = (user: UserRecord) => {
    const subject = parseSubject(user.sub)!;
    return `/api/user/uid/${subject.provider}/${subject.id}`;
  };
  const own = (user: UserRecord) => userApi(s, user).request;
  const ownInvites = async (user: UserRecord): Promise<OwnInvite[]> =>
    answered(await own(user)(OwnInviteList, { method: 'GET', url: `${uid(user)}/invites` })).invites;
  const accept = (user: UserRecord, id: string, as: UserRecord = user) =>
    own(as)(AcceptedInvite, { method: 'POST', url: `${uid(user)}/invites/${id}/accept` });
  const decline = (user: UserRecord, id: string, as: UserRecord = user) =>
    own(as)(InviteDeclined, { method: 'DELETE', url: `${uid(user)}/invites/${id}` });
  const authorized = async (user: UserRecord, clientId: number) =>
    answered(await own(user)(AuthorizeAnswer, { method: 'GET', url: `${uid(user)}/authorize/client/${clientId}` }));
  const canOpen = async (user: UserRecord, clientId: number) => (await apiAs(s, user, clientId).get(MessagePage, '/messages')).status;

  /** P's browser, signed in at B as usual; then A's crafted link for A's own custom domain. */
  async function attackersLinkOpenedByVictim(): Promise<HttpStep> {
    const browser = new BrowserSession({ 'x-forwarded-for': `10.25.9.${Math.floor(Math.random() * 250)}` });
    await signInWithPassword({
      base: `${origin}/oidc`,
      clientId: 'vitrina-editor',
      redirectUri: callback(hosts.b),
      email: victim.email,
      password: PASSWORD,
      browser,
    });
    const url = authorizationUrl({
      base: `${origin}/oidc`,
      clientId: 'vitrina-editor',
      redirectUri: callback(hosts.aDomain),
      codeChallenge: pkcePair().challenge,
    });
    return browser.follow(url, origin);
  }
  const codeIn = (step: HttpStep) => (step.location ? (URL.parse(step.location)?.searchParams.get('code') ?? null) : null);

  it('A’s invite of B’s owner is not claimed by P’s calls at B, so no code of P reaches A’s domain; P alone accepts it', async () => {
    const invited = await invite(ownerA, a, victim.email, 1);
    expect(answered(invited, 201)).toMatchObject({ member: { status: 'invited', user_id: null }, invitation_sent: false });

    // P works at B as usual: every owner call, the profile and the access check of the entry.
    expect(await canOpen(victim, b)).toBe(200);
    answered(await own(victim)(UserProfileAnswer, { method: 'GET', url: uid(victim) }));
    expect(await authorized(victim, a)).toBe(false);
    expect(await canOpen(victim, a)).toBe(403);

    // A's link opened by P, signed in: no code for A's domain (nor A's sub-domain).
    const step = await attackersLinkOpenedByVictim();
    expect(codeIn(step)).toBeNull();
    expect(new URL(step.location ?? '').searchParams.get('error')).toBe('access_denied');

    // P sees the invite: the business's name and the role, nothing else.
    const [pending, ...more] = await ownInvites(victim);
    expect(more).toEqual([]);
    expect(pending).toEqual({ id: expect.stringMatching(/^[0-9a-f-]{36}$/), business_name: 'Attacker Ltd', role_id: 1 });

    // Another person cannot accept or decline it, by its id, even on their own path.
    expect((await accept(stranger, pending!.id)).status).toBe(404);
    expect((await decline(stranger, pending!.id)).status).toBe(404);
    expect(refused(await accept(victim, pending!.id, stranger), 403).code).toBe('forbidden_subject');
    expect(await canOpen(stranger, a)).toBe(403);
    expect(await ownInvites(victim)).toHaveLength(1);

    // P accepts, knowingly: now a member of A (the access they agreed to), the invite used up and audited.
    const accepted = await accept(victim, pending!.id);
    expect(answered(accepted)).toMatchObject({ invite: { id: pending!.id, business_name: 'Attacker Ltd', role_id: 1 } });
    expect(await canOpen(victim, a)).toBe(200);
    expect(await canOpen(victim, b)).toBe(200);
    expect(await ownInvites(victim)).toEqual([]);
    expect((await accept(victim, pending!.id)).status).toBe(404);
    const audit = await listAuditEntries(s.database.db, a, { entity: TEAM_AUDIT_ENTITY });
    expect(audit.map((entry) => entry.action)).toContain('team.join');
  });

  it('declining deletes the invite (audited for the inviting business); the business may invite again', async () => {
    const c = (await buildClientWithSite(s.database.db, { name: 'Corner Shop' })).record.client.id;
    const ownerC = await buildUser(s.database.db, { clientIds: [c] });
    expect((await invite(ownerC, c, victim.email, 1)).status).toBe(201);
    await canOpen(victim, b);
    const [pending] = await ownInvites(victim);
    expect(pending).toMatchObject({ business_name: 'Corner Shop', role_id: 1 });
    const gone = await decline(victim, pending!.id);
    answered(gone, 204);
    expect(await ownInvites(victim)).toEqual([]);
    expect(await s.database.db.select().from(teamInvites).where(eq(teamInvites.client_id, c))).toEqual([]);
    expect(await canOpen(victim, c)).toBe(403);
    expect((await decline(victim, pending!.id)).status).toBe(404);
    const audit = await listAuditEntries(s.database.db, c, { entity: TEAM_AUDIT_ENTITY });
    expect(audit.map((entry) => entry.action)).toContain('team.invite_decline');
    expect((await invite(ownerC, c, victim.email, 1)).status).toBe(201);
  });

  it('an invite with another role than the person’s one role → 409 role_conflict, and it stays', async () => {
    const d = (await buildClientWithSite(s.database.db, { name: 'Dental Care' })).record.client.id;
    const ownerD = await buildUser(s.database.db, { clientIds: [d] });
    expect((await invite(ownerD, d, victim.email, 3)).status).toBe(201);
    const pending = (await ownInvites(victim)).find((row) => row.business_name === 'Dental Care')!;
    const res = await accept(victim, pending.id);
    expect(refused(res, 409)).toMatchObject({ code: 'role_conflict', message: expect.stringMatching(/role/) });
    expect(await canOpen(victim, d)).toBe(403);
    expect((await ownInvites(victim)).map((row) => row.id)).toContain(pending.id);
  });

  it('refuses ids that cannot be invites (400)', async () => {
    refused(await own(victim)(AcceptedInvite, { method: 'POST', url: `${uid(victim)}/invites/not-a-uuid/accept` }), 400);
    refused(await own(victim)(InviteDeclined, { method: 'DELETE', url: `${uid(victim)}/invites/1` }), 400);
  });

  it('a person with access nowhere and several invites joins none automatically, and chooses', async () => {
    const loner = await buildUser(s.database.db, { password_hash: passwordHash, role_id: 4 });
    const e = (await buildClientWithSite(s.database.db, { name: 'Early Bird' })).record.client.id;
    const f = (await buildClientWithSite(s.database.db, { name: 'Fresh Flowers' })).record.client.id;
    expect((await invite(ownerA, a, loner.email, 1)).status).toBe(201);
    expect((await invite(await buildUser(s.database.db, { clientIds: [e] }), e, loner.email, 3)).status).toBe(201);
    expect((await invite(await buildUser(s.database.db, { clientIds: [f] }), f, loner.email, 3)).status).toBe(201);
    for (const clientId of [a, e, f]) expect(await canOpen(loner, clientId)).toBe(403);
    const pending = await ownInvites(loner);
    expect(pending.map((row) => row.business_name).sort()).toEqual(['Attacker Ltd', 'Early Bird', 'Fresh Flowers']);
    // Access nowhere: the chosen invite's role becomes theirs; then the one-role rule applies to the rest.
    const fresh = pending.find((row) => row.business_name === 'Fresh Flowers')!;
    expect((await accept(loner, fresh.id)).status).toBe(200);
    expect(await canOpen(loner, f)).toBe(200);
    expect(await authorized(loner, f)).toBe(true);
    expect(await authorized(loner, e)).toBe(false);
    const owner = pending.find((row) => row.business_name === 'Attacker Ltd')!;
    expect(refused(await accept(loner, owner.id), 409).code).toBe('role_conflict');
  });
});

describe.each(testDatabases())('a new subject of an external issuer with several invites (%s)', (kind) => {
  let s: TestServer;
  beforeAll(async () => {
    s = await createTestServer(kind);
  }, 60_000);
  afterAll(() => s?.close());

  it('gets its user but joins none at sign-in; it lists them and accepts the one it chooses', async () => {
    const db = s.database.db;
    const email = `${uniqueLabel('nia')}@example.com`;
    const clients = [];
    for (const name of ['Garden Centre', 'Hair Studio']) {
      const clientId = (await buildClientWithSite(db, { name })).record.client.id;
      const owner = await buildUser(db, { clientIds: [clientId] });
      const res = await s.app.inject({
        method: 'POST',
        url: `/api/client/${clientId}/team`,
        headers: await s.bearer(owner.sub),
        payload: { email, name: 'Nia', role_id: 4 },
      });
      expect(res.statusCode, res.body).toBe(201);
      clients.push(clientId);
    }
    const headers = { authorization: `Bearer ${await s.tokens.sign({ sub: 'idp|nia', email, email_verified: true })}` };
    for (const clientId of clients) {
      expect((await s.app.inject({ url: `/api/user/uid/idp/nia/authorize/client/${clientId}`, headers })).json()).toBe(false);
    }
    const listed = (await s.app.inject({ url: '/api/user/uid/idp/nia/invites', headers })).json() as { invites: OwnInvite[] };
    expect(listed.invites.map((row) => row.business_name)).toEqual(['Garden Centre', 'Hair Studio']);
    const hair = listed.invites[1]!;
    const accepted = await s.app.inject({ method: 'POST', url: `/api/user/uid/idp/nia/invites/${hair.id}/accept`, headers });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect((await s.app.inject({ url: `/api/user/uid/idp/nia/authorize/client/${clients[1]}`, headers })).json()).toBe(true);
    expect((await s.app.inject({ url: `/api/user/uid/idp/nia/authorize/client/${clients[0]}`, headers })).json()).toBe(false);
  });
});
