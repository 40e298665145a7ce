// The back office's Profile on a real database: every role reads and changes its own name and language (and
// only its own), the e-mail stays as it is, the sign-in answer then carries the new language (the layout
// starts in it), bad input answers the form's message keys and writes nothing, every change is audited.
import { parseSubject } from '@vitrina/core-model';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findUserBySub, listAuditEntries } from '../../db/index.js';
import { staffRecipients } from '../mail/mail-people.js';
import { USER_PROFILE_AUDIT_ENTITY } from './profile-repository.js';
import { testDatabases } from '../../testing/test-db.js';
import { createOwnerFixture } from '../../testing/owner-test-fixture.js';
import type { OwnerFixture } from '../../testing/owner-test-fixture.js';

describe.each(testDatabases())('profile routes (%s)', (kind) => {
  let f: OwnerFixture;
  beforeAll(async () => {
    f = await createOwnerFixture(kind);
  }, 60_000);
  afterAll(() => f?.server.close());

  type UserKey = keyof OwnerFixture['users'];
  const url = (id: number) => `/api/client/${id}/profile`;
  const get = async (user: UserKey, id = f.clients.bistro.id) => f.inject({ url: url(id), headers: await f.as(f.users[user]) });
  const put = async (user: UserKey, payload: object, id = f.clients.bistro.id) =>
    f.inject({ method: 'PUT', url: url(id), headers: await f.as(f.users[user]), payload });
  const audits = async (clientId: number) => listAuditEntries(f.server.database.db, clientId, { entity: USER_PROFILE_AUDIT_ENTITY });

  it('GET answers the caller’s own name, e-mail and language', async () => {
    const res = await get('spanishOwner', f.clients.salon.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ name: f.users.spanishOwner.name, email: f.users.spanishOwner.email, language: 'es', mail_opt_outs: [] });
    expect(res.headers['cache-control']).toMatch(/no-cache/);
  });

  it('an employee changes their name and language: stored, audited, and the sign-in answer starts in it', async () => {
    const staff = f.users.staff;
    const res = await put('staff', { name: '  <b>Ana</b> Ruiz ', language: 'es', email: 'someone-else@example.com' });
    expect(res.statusCode, res.body).toBe(200);
    // The e-mail is the sign-in identity: a body cannot change it.
    expect(res.json()).toEqual({ name: 'Ana Ruiz', email: staff.email, language: 'es', mail_opt_outs: [] });
    expect(await findUserBySub(f.server.database.db, staff.sub)).toMatchObject({ name: 'Ana Ruiz', email: staff.email, language_id: 2 });

    const s = parseSubject(staff.sub)!;
    const login = await f.inject({ url: `/api/user/uid/${s.provider}/${s.id}`, headers: await f.as(staff) });
    expect(login.json()).toMatchObject({ employee: { role_id: 4, language_id: 2 } });

    const [entry] = await audits(f.clients.bistro.id);
    expect(entry).toMatchObject({ actor_sub: staff.sub, action: 'update', entity_id: staff.id });
    expect(entry!.before).toEqual({ name: staff.name, language_id: 1 });
    expect(entry!.after).toEqual({ name: 'Ana Ruiz', language_id: 2 });

    // The same profile again changes nothing and writes no entry.
    expect((await put('staff', { name: 'Ana Ruiz', language: 'es' })).statusCode).toBe(200);
    expect(await audits(f.clients.bistro.id)).toHaveLength(1);
  });

  it('changes only the caller: the owner of the same business keeps their profile', async () => {
    await put('manager', { name: 'Marta', language: 'en' });
    const owner = await get('owner');
    expect(owner.json()).toEqual({ name: f.users.owner.name, email: f.users.owner.email, language: 'en', mail_opt_outs: [] });
    expect((await get('manager')).json()).toMatchObject({ name: 'Marta' });
  });

  it('invalid input answers 400 with the form’s message keys and writes nothing', async () => {
    const count = (await audits(f.clients.bistro.id)).length;
    const res = await put('owner', { name: ' <i></i> ', language: 'fr' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({
      code: 'invalid_request',
      fields: { name: 'validation:required.name', language: 'validation:invalid.value' },
    });
    expect(await findUserBySub(f.server.database.db, f.users.owner.sub)).toMatchObject({ name: f.users.owner.name });
    expect(await audits(f.clients.bistro.id)).toHaveLength(count);
  });

  it('a freemium business’s owner may still change their own profile (it is not the website)', async () => {
    const res = await put('freemiumOwner', { name: 'Free Owner', language: 'es' }, f.clients.freebie.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ name: 'Free Owner', language: 'es' });
  });

  it('saves the staff e-mails a person turned off; staffRecipients then leaves them out of that kind only', async () => {
    const db = f.server.database.db;
    const clientId = f.clients.bistro.id;
    const owner = f.users.owner;
    const recipients = async (kind: 'new_order' | 'new_booking') => (await staffRecipients(db, clientId, kind)).map((r) => r.id);
    expect(await recipients('new_order')).toContain(owner.id);

    const before = (await audits(clientId)).length;
    const res = await put('owner', { name: owner.name, language: 'en', mail_opt_outs: ['new_order', 'new_order'] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ mail_opt_outs: ['new_order'] });
    expect((await get('owner')).json()).toMatchObject({ mail_opt_outs: ['new_order'] });
    expect(await recipients('new_order')).not.toContain(owner.id);
    expect(await recipients('new_booking')).toContain(owner.id);
    const [entry] = await audits(clientId);
    expect((await audits(clientId)).length).toBe(before + 1);
    expect(entry!.before).toEqual({ mail_opt_outs: [] });
    expect(entry!.after).toEqual({ mail_opt_outs: ['new_order'] });

    // A save without the field keeps the choices; a kind that is not a staff e-mail is refused.
    expect((await put('owner', { name: owner.name, language: 'en' })).json()).toMatchObject({ mail_opt_outs: ['new_order'] });
    const wrong = await put('owner', { name: owner.name, language: 'en', mail_opt_outs: ['order_receipt'] });
    expect(wrong.statusCode).toBe(400);
    // Turned on again: the owner gets new-order alerts once more.
    expect((await put('owner', { name: owner.name, language: 'en', mail_opt_outs: [] })).json()).toMatchObject({ mail_opt_outs: [] });
    expect(await recipients('new_order')).toContain(owner.id);
  });
});
