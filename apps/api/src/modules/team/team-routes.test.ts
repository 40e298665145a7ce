// The back office's Team screen on a real database (spec §6 roles): the owner adds a person, who sets a
// password with the one-time link (built-in provider) or joins at their first sign-in (external issuer);
// roles change, access goes; the last owner stays; every change is in the audit log.
import { AddedTeamMember, MessagePage, TeamMember, TeamPage, TeamRemoved } from '@vitrina/api-client/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findUserByEmail, listAuditEntries } from '../../db/index.js';
import { TEAM_AUDIT_ENTITY } from './team-repository.js';
import type { UserRecord } from '../../db/index.js';
import { passwordTokens, teamInvites } from '../../db/schema.js';
import { verifyPassword } from '../../identity/index.js';
import { createDbAccountStore } from '../../services/db-account-store.js';
import { buildClientWithSite, buildUser, uniqueLabel } from '../../testing/builders.js';
import { answered, apiAs, refused } from '../../testing/owner-api.js';
import { mailedLink, mailsTo } from '../../testing/mailed-links.js';
import { testDatabases } from '../../testing/test-db.js';
import { createTestServer } from '../../testing/test-server.js';
import type { TestServer } from '../../testing/test-server.js';

const HOST = 'bistro.localhost:8080';
const PASSWORD = 'a good long password';

describe.each(testDatabases())('team routes with the built-in provider (%s)', (kind) => {
  let s: TestServer;
  let clientId: number;
  let otherClientId: number;
  let owner: UserRecord;
  beforeAll(async () => {
    s = await createTestServer(kind, { builtInProvider: true });
    const db = s.database.db;
    clientId = (await buildClientWithSite(db)).record.client.id;
    otherClientId = (await buildClientWithSite(db)).record.client.id;
    owner = await buildUser(db, { clientIds: [clientId] });
  }, 60_000);
  afterAll(() => s?.close());

  // The owner's calls on the host the owner works on (the one-time links are made on it).
  const api = (user = owner, id = clientId) => apiAs(s, user, id, { host: HOST, 'x-forwarded-proto': 'http' });
  const add = (payload: object, by = owner) => api(by).post(AddedTeamMember, '/team', payload);
  const list = async (by = owner) => answered(await api(by).get(TeamPage, '/team')).members;
  const messages = (user: UserRecord) => api(user).get(MessagePage, '/messages');
  const auditOf = async (action: string) =>
    (await listAuditEntries(s.database.db, clientId, { entity: TEAM_AUDIT_ENTITY })).filter((e) => e.action === action);
  const page = (url: string, init: { method?: 'GET' | 'POST'; form?: Record<string, string>; lang?: string; ip?: string } = {}) =>
    s.app.inject({
      method: init.method ?? 'GET',
      url: new URL(url).pathname,
      headers: {
        host: HOST,
        ...(init.ip ? { 'x-forwarded-for': init.ip } : {}),
        ...(init.lang ? { 'accept-language': init.lang } : {}),
        ...(init.form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      ...(init.form ? { payload: new URLSearchParams(init.form).toString() } : {}),
    });

  it('adds a manager with a one-time link that works once; the manager then signs in and cannot open the Team screen', async () => {
    const email = `${uniqueLabel('ana')}@example.com`;
    const res = await add({ email: ` ${email.toUpperCase()} `, name: 'Ana <b>Ruiz</b>', role_id: 3 });
    const added = answered(res, 201);
    expect(added.member).toMatchObject({ email, name: 'Ana Ruiz', role_id: 3, status: 'awaiting_password', is_you: false });
    // Mailed to the person (issue 28), absolute, on the business's site host, below the provider's path; the
    // answer holds no link, and neither the tokens table nor the stored message holds the token in clear.
    expect(added.invitation_sent).toBe(true);
    const url = await mailedLink(s.database.db, email, 'team_invite');
    expect(url).toMatch(/^http:\/\/[a-z0-9.-]+(:\d+)?\/oidc\/set-password\/[A-Za-z0-9_-]{43}$/);
    const token = url.split('/').pop()!;
    expect(JSON.stringify(added)).not.toContain(token);
    expect(JSON.stringify(await s.database.db.select().from(passwordTokens))).not.toContain(token);
    const [invitation] = await mailsTo(s.database.db, email);
    expect(invitation).toMatchObject({ kind: 'team_invite', language: 'en', status: 'queued' });
    expect(invitation!.html + invitation!.text).not.toContain(token);
    expect((await list()).find((m) => m.email === email)).toMatchObject({ status: 'awaiting_password', role_id: 3 });
    expect(await auditOf('team.add')).toContainEqual(
      expect.objectContaining({
        actor_email: owner.email,
        entity_id: added.member.user_id,
        before: null,
        after: { email, name: 'Ana Ruiz', role_id: 3 },
      }),
    );

    const form = await page(url, { lang: 'es-MX,es;q=0.9' });
    expect(form.statusCode).toBe(200);
    expect(form.headers['content-security-policy']).toContain("default-src 'none'");
    expect(form.headers['referrer-policy']).toBe('no-referrer');
    expect(form.body).toContain('<html lang="es">');
    expect(form.body).toContain('Elige tu contraseña');

    const differ = await page(url, { method: 'POST', form: { password: PASSWORD, password2: `${PASSWORD}!` } });
    expect(differ.statusCode).toBe(400);
    expect(differ.body).toContain('The two passwords are not the same.');
    const short = await page(url, { method: 'POST', form: { password: 'short', password2: 'short' } });
    expect(short.statusCode).toBe(400);
    expect(short.body).toContain('at least 8 characters');
    // Issue 25: the sign-up's password rule, common passwords refused (12345678 was accepted).
    const common = await page(url, { method: 'POST', form: { password: '12345678', password2: '12345678' } });
    expect(common.statusCode).toBe(400);
    expect(common.body).toContain('too common or too easy to guess');
    const comun = await page(url, { method: 'POST', lang: 'es', form: { password: 'password1', password2: 'password1' } });
    expect(comun.body).toContain('demasiado común');

    const done = await page(url, { method: 'POST', form: { password: PASSWORD, password2: PASSWORD } });
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain('Password set');
    expect(done.body).toContain('href="/manage"');

    // Once only.
    const again = await page(url, { method: 'POST', form: { password: 'another password', password2: 'another password' } });
    expect(again.statusCode).toBe(410);
    expect(again.body).toContain('already been used');
    expect((await page(url)).statusCode).toBe(410);

    // The provider's own password check now knows the account.
    const account = await createDbAccountStore(s.database.db).findByEmail(email);
    expect(account).not.toBeNull();
    expect(await verifyPassword(PASSWORD, account!.passwordHash)).toBe(true);
    expect(await verifyPassword('another password', account!.passwordHash)).toBe(false);

    const manager = (await findUserByEmail(s.database.db, email))!;
    expect((await list()).find((m) => m.email === email)).toMatchObject({ status: 'active' });
    expect(refused(await api(manager).get(TeamPage, '/team'), 403).code).toBe('forbidden_screen');
    answered(await messages(manager));
  });

  it('shows a plain page for an unknown link, and an expired one', async () => {
    const unknown = await page(`http://${HOST}/oidc/set-password/${'x'.repeat(43)}`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain('This link is not valid');
    expect(unknown.body).not.toMatch(/Error|\n\s+at /);

    const email = `${uniqueLabel('old')}@example.com`;
    const added = answered(await add({ email, name: 'Old Link', role_id: 4 }), 201);
    await s.database.db.update(passwordTokens).set({ expires_at: new Date(Date.now() - 1000) });
    expect(added.invitation_sent).toBe(true);
    const expired = await page(await mailedLink(s.database.db, email, 'team_invite'), {
      method: 'POST',
      form: { password: PASSWORD, password2: PASSWORD },
    });
    expect(expired.statusCode).toBe(410);
    expect(expired.body).toContain('expired');
  });

  it('slows an address down that keeps trying links that do not work, as the sign-in does', async () => {
    const ip = '203.0.113.9';
    const tryOne = (i: number) => page(`http://${HOST}/oidc/set-password/${String(i).padStart(43, 'y')}`, { ip });
    for (let i = 0; i < 11; i++) expect((await tryOne(i)).statusCode).toBe(404);
    const limited = await tryOne(99);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await page(`http://${HOST}/oidc/set-password/${'y'.repeat(43)}`, { ip: '203.0.113.10' })).statusCode).toBe(404);
  });

  it('refuses an invalid person with the form’s message keys', async () => {
    const res = await add({ email: 'not-an-email', name: '', role_id: 2 });
    expect(refused(res, 400).fields).toEqual({
      email: 'validation:invalid.email',
      name: 'validation:required.name',
      role_id: 'validation:invalid.value',
    });
  });

  it('an account working elsewhere is invited (no link, no role told); 409 role_conflict only to change the role of a shared member; 409 already_member', async () => {
    const elsewhere = await buildUser(s.database.db, { role_id: 4, clientIds: [otherClientId] });
    const invited = await add({ email: elsewhere.email, name: 'Someone', role_id: 3 });
    expect(answered(invited, 201)).toEqual({
      member: { user_id: null, email: elsewhere.email, name: '', role_id: 3, status: 'invited', is_you: false },
      invitation_sent: false,
    });
    expect(refused(await add({ email: elsewhere.email, name: 'Someone', role_id: 4 }), 409).code).toBe('already_member');

    const shared = await buildUser(s.database.db, { role_id: 4, clientIds: [otherClientId, clientId] });
    const patch = await api().patch(TeamMember, `/team/${shared.id}`, { role_id: 3 });
    expect(refused(patch, 409)).toMatchObject({ code: 'role_conflict', message: expect.stringContaining('one role') });
  });

  it('changes a role (audited); the last owner can neither leave nor step down; a removed person’s next call answers 403', async () => {
    const staff = await buildUser(s.database.db, { role_id: 4, clientIds: [clientId] });
    const changed = await api().patch(TeamMember, `/team/${staff.id}`, { role_id: 3 });
    expect(answered(changed)).toMatchObject({ user_id: staff.id, role_id: 3 });
    expect(await auditOf('team.role')).toContainEqual(
      expect.objectContaining({
        entity_id: staff.id,
        before: { email: staff.email, role_id: 4 },
        after: { email: staff.email, role_id: 3 },
      }),
    );

    expect(refused(await api().delete(TeamRemoved, `/team/${owner.id}`), 409).code).toBe('last_owner');
    expect(refused(await api().patch(TeamMember, `/team/${owner.id}`, { role_id: 3 }), 409).code).toBe('last_owner');
    expect((await list()).find((m) => m.is_you)).toMatchObject({ user_id: owner.id, role_id: 1 });

    answered(await messages(staff));
    answered(await api().delete(TeamRemoved, `/team/${staff.id}`), 204);
    expect(refused(await messages(staff), 403).code).toBe('no_access');
    expect(await auditOf('team.remove')).toContainEqual(
      expect.objectContaining({ entity_id: staff.id, before: { email: staff.email, role_id: 3 }, after: null }),
    );
    refused(await api().delete(TeamRemoved, `/team/${staff.id}`), 404);

    // With a second owner the first may go.
    const second = await buildUser(s.database.db, { clientIds: [clientId] });
    answered(await api(second).delete(TeamRemoved, `/team/${owner.id}`), 204);
    expect(refused(await api().get(TeamPage, '/team'), 403).code).toBe('no_access');
    expect(refused(await api(second).delete(TeamRemoved, `/team/${second.id}`), 409).code).toBe('last_owner');
  });

  it('pages by e-mail', async () => {
    const db = s.database.db;
    const id = (await buildClientWithSite(db)).record.client.id;
    const boss = await buildUser(db, { clientIds: [id] });
    for (let i = 0; i < 4; i++) await buildUser(db, { role_id: 4, clientIds: [id], email: `p${i}-${uniqueLabel()}@example.com` });
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const res = await api(boss, id).get(TeamPage, `/team?limit=2${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
      const body: TeamPage = answered(res);
      expect(body.members.length).toBeLessThanOrEqual(2);
      seen.push(...body.members.map((m) => m.email));
      cursor = body.next_cursor;
    } while (cursor);
    expect(seen).toHaveLength(5);
    expect(seen).toEqual([...seen].sort());
  });
});

describe.each(testDatabases())('team routes with an external issuer (%s)', (kind) => {
  let s: TestServer;
  let clientId: number;
  let owner: UserRecord;
  let base: string;
  beforeAll(async () => {
    s = await createTestServer(kind);
    clientId = (await buildClientWithSite(s.database.db)).record.client.id;
    owner = await buildUser(s.database.db, { clientIds: [clientId] });
    base = `/api/client/${clientId}/team`;
  }, 60_000);
  afterAll(() => s?.close());

  const bearer = async (claims: Record<string, unknown>) => ({ authorization: `Bearer ${await s.tokens.sign(claims)}` });

  it('an invite waits for the e-mail’s first sign-in, which creates the user with its role and access', async () => {
    const email = `${uniqueLabel('eva')}@example.com`;
    const res = await s.app.inject({
      method: 'POST',
      url: base,
      headers: await s.bearer(owner.sub),
      payload: { email, name: 'Eva', role_id: 3 },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toEqual({
      member: { user_id: null, email, name: '', role_id: 3, status: 'invited', is_you: false },
      invitation_sent: false,
    });
    const listed = (await s.app.inject({ url: base, headers: await s.bearer(owner.sub) })).json() as TeamPage;
    expect(listed.members.find((m) => m.email === email)).toMatchObject({ status: 'invited', user_id: null });

    // An unverified e-mail claims nothing.
    const unverified = await bearer({ sub: 'idp|eva', email, email_verified: false });
    expect((await s.app.inject({ url: '/api/user/uid/idp/eva', headers: unverified })).statusCode).toBe(404);
    expect((await s.app.inject({ url: `/api/client/${clientId}/messages`, headers: unverified })).json()).toMatchObject({
      error: { code: 'no_access' },
    });

    const verified = await bearer({ sub: 'idp|eva', email: email.toUpperCase(), email_verified: true, name: 'Eva Díaz' });
    expect((await s.app.inject({ url: `/api/user/uid/idp/eva/authorize/client/${clientId}`, headers: verified })).json()).toBe(true);
    expect((await s.app.inject({ url: '/api/user/uid/idp/eva', headers: verified })).json()).toMatchObject({
      sub: 'idp|eva',
      email,
      name: 'Eva Díaz',
      employee: { role_id: 3 },
    });
    expect((await s.app.inject({ url: `/api/client/${clientId}/messages`, headers: verified })).statusCode).toBe(200);
    expect(await s.database.db.select().from(teamInvites)).toEqual([]);
    const after = (await s.app.inject({ url: base, headers: await s.bearer(owner.sub) })).json() as TeamPage;
    expect(after.members.find((m) => m.email === email)).toMatchObject({ status: 'active', role_id: 3, name: 'Eva Díaz' });
    expect((await listAuditEntries(s.database.db, clientId, { entity: TEAM_AUDIT_ENTITY })).map((e) => e.action)).toEqual(
      expect.arrayContaining(['team.invite', 'team.join']),
    );
  });

  it('a withdrawn invite is gone (audited) and claims nothing; another business inviting the e-mail with another role is not told of this one', async () => {
    const email = `${uniqueLabel('leo')}@example.com`;
    const headers = await s.bearer(owner.sub);
    expect((await s.app.inject({ method: 'POST', url: base, headers, payload: { email, name: 'Leo', role_id: 4 } })).statusCode).toBe(201);
    const again = await s.app.inject({ method: 'POST', url: base, headers, payload: { email, name: 'Leo', role_id: 4 } });
    expect(again.json()).toMatchObject({ error: { code: 'already_member' } });
    const elsewhere = (await buildClientWithSite(s.database.db)).record.client.id;
    const otherOwner = await buildUser(s.database.db, { clientIds: [elsewhere] });
    const conflict = await s.app.inject({
      method: 'POST',
      url: `/api/client/${elsewhere}/team`,
      headers: await s.bearer(otherOwner.sub),
      payload: { email, name: 'Leo', role_id: 3 },
    });
    expect(conflict.statusCode, conflict.body).toBe(201);
    expect(conflict.json()).toMatchObject({ member: { status: 'invited', role_id: 3 } });

    const gone = await s.app.inject({ method: 'DELETE', url: `${base}/invites/${encodeURIComponent(email)}`, headers });
    expect(gone.statusCode).toBe(204);
    expect((await s.app.inject({ method: 'DELETE', url: `${base}/invites/${encodeURIComponent(email)}`, headers })).statusCode).toBe(404);
    // Leo's sign-in claims the other business's invite only (this one was withdrawn).
    const verified = await bearer({ sub: 'idp|leo', email, email_verified: true });
    expect((await s.app.inject({ url: '/api/user/uid/idp/leo', headers: verified })).json()).toMatchObject({ employee: { role_id: 3 } });
    expect((await s.app.inject({ url: `/api/client/${clientId}/messages`, headers: verified })).statusCode).toBe(403);
    expect((await s.app.inject({ url: `/api/client/${elsewhere}/messages`, headers: verified })).statusCode).toBe(200);
    expect((await listAuditEntries(s.database.db, clientId, { entity: TEAM_AUDIT_ENTITY })).map((e) => e.action)).toContain(
      'team.invite_remove',
    );
  });
});
