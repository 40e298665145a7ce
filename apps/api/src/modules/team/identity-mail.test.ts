// Issue 28, identity messages on a real database and a real SMTP server: a team invitation mails its link to the
// person (the answer holds none, the stored message neither), Resend kills the old link; "Forgot password?"
// answers the same for known and unknown addresses and mails only the known one, whose link works once and
// not after its hour; a sign-up's confirmation link confirms once, and the 14-day reminder goes once.
import { AddedTeamMember, TeamMember, UserProfileAnswer } from '@vitrina/api-client/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { findUserByEmail } from '../../db/index.js';
import type { UserRecord } from '../../db/index.js';
import { mailMessages, passwordTokens, users } from '../../db/schema.js';
import { verifyPassword } from '../../identity/index.js';
import { buildClientWithSite, buildUser, uniqueLabel } from '../../testing/builders.js';
import { mailedLink, mailsTo } from '../../testing/mailed-links.js';
import { answered, apiAs } from '../../testing/owner-api.js';
import { testDatabases } from '../../testing/test-db.js';
import { createTestServer } from '../../testing/test-server.js';
import type { TestServer } from '../../testing/test-server.js';
import { startTestSmtp } from '../mail/mail-test-fixture.js';
import type { TestSmtp } from '../mail/mail-test-fixture.js';
import { markEmailUnconfirmed, remindUnconfirmedOwners, sendEmailConfirmation } from './email-confirmation-service.js';

const HOST = 'bistro.localhost:8080';
const PASSWORD = 'a good long password';
const NEW_PASSWORD = 'another quite long password';
const DAY = 24 * 60 * 60 * 1000;

describe.each(testDatabases())('identity messages (%s)', (kind) => {
  let s: TestServer;
  let smtp: TestSmtp;
  let clientId: number;
  let owner: UserRecord;
  beforeAll(async () => {
    smtp = await startTestSmtp();
    s = await createTestServer(kind, {
      builtInProvider: true,
      env: { SMTP_URL: smtp.url, MAIL_FROM: 'no-reply@vitrina.test', PORT: '8080' },
    });
    clientId = (await buildClientWithSite(s.database.db)).record.client.id;
    owner = await buildUser(s.database.db, { clientIds: [clientId], name: 'Marc Owner' });
  }, 60_000);
  afterAll(async () => {
    await s?.close();
    await smtp?.stop();
  });

  const api = (user = owner) => apiAs(s, user, clientId, { host: HOST, 'x-forwarded-proto': 'http' });
  const page = (path: string, form?: Record<string, string>, ip = '198.51.100.7') =>
    s.app.inject({
      method: form ? 'POST' : 'GET',
      url: path.startsWith('http') ? new URL(path).pathname : path,
      headers: {
        host: HOST,
        'x-forwarded-for': ip,
        ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      ...(form ? { payload: new URLSearchParams(form).toString() } : {}),
    });
  const setPassword = (link: string, password = PASSWORD) => page(link, { password, password2: password });
  /** Adds a new person (a set-password invitation to the inviting business's site). */
  const inviteNewPerson = async () => {
    const email = `${uniqueLabel('new')}@example.com`;
    answered(await api().post(AddedTeamMember, '/team', { email, name: 'New', role_id: 4 }), 201);
    return { email };
  };

  it('the invitation mails the set-password link to the person only; Resend mails a new one and the old one dies', async () => {
    const email = `${uniqueLabel('ana')}@example.com`;
    const added = answered(await api().post(AddedTeamMember, '/team', { email, name: 'Ana', role_id: 3 }), 201);
    expect(added).toEqual({ member: expect.objectContaining({ email, status: 'awaiting_password' }), invitation_sent: true });
    const first = await mailedLink(s.database.db, email, 'team_invite');
    expect(JSON.stringify(added)).not.toContain(first.split('/').pop()!);
    const [queued] = await mailsTo(s.database.db, email);
    expect(queued).toMatchObject({
      kind: 'team_invite',
      language: 'en',
      subject: 'Marc Owner invited you to ' + queued!.from_name + ' on Vitrina',
    });
    expect(queued!.html).not.toContain(first);

    // The real mail carries the link; the row forgets it once sent.
    await s.app.mail.sendDue();
    const received = smtp.received.find((m) => m.to && JSON.stringify(m.to).includes(email))!;
    expect(received.text).toContain(first);
    expect(received.html).toContain(first);
    const [sent] = await s.database.db.select().from(mailMessages).where(eq(mailMessages.id, queued!.id));
    expect(sent).toMatchObject({ status: 'sent', secret_link: null });

    const resent = answered(await api().post(TeamMember, `/team/${added.member.user_id}/invitation`, {}));
    expect(resent).toMatchObject({ email, status: 'awaiting_password' });
    const second = await mailedLink(s.database.db, email, 'team_invite');
    expect(second).not.toBe(first);
    expect((await setPassword(first)).statusCode).toBe(410);
    expect((await setPassword(second)).statusCode).toBe(200);
    // Nothing left to resend once the password is set.
    expect((await api().post(TeamMember, `/team/${added.member.user_id}/invitation`, {})).status).toBe(409);
  });

  it('a person with an account elsewhere is invited by mail in their language, to answer in their own back office; no secret link', async () => {
    const elsewhere = (await buildClientWithSite(s.database.db)).record.client.id;
    const person = await buildUser(s.database.db, { clientIds: [elsewhere], name: 'Lucía', language_id: 2, role_id: 3 });
    const added = answered(await api().post(AddedTeamMember, '/team', { email: person.email, name: 'Lucía', role_id: 3 }), 201);
    expect(added).toEqual({ member: expect.objectContaining({ email: person.email, status: 'invited' }), invitation_sent: false });
    const [queued] = await mailsTo(s.database.db, person.email);
    expect(queued).toMatchObject({
      kind: 'team_join_invite',
      language: 'es',
      subject: `Marc Owner te invitó a ${queued!.from_name} en Vitrina`,
      secret_link: null,
    });
    // The link opens the back office of the business they work for, where the invitation waits (not the inviting one's).
    const ownOrigin = new URL(await mailedLink(s.database.db, (await inviteNewPerson()).email, 'team_invite')).origin;
    const link = /href="([^"]+\/manage)"/.exec(queued!.html)?.[1];
    expect(link).toMatch(/^http:\/\/[a-z0-9-]+\.localhost:8080\/manage$/);
    expect(new URL(link!).origin).not.toBe(ownOrigin);
    await s.app.mail.sendDue();
    const received = smtp.received.find((m) => JSON.stringify(m.to).includes(person.email))!;
    expect(received.text).toContain(link);
    // Adding them again is refused (the invite waits) and mails nothing more.
    expect((await api().post(AddedTeamMember, '/team', { email: person.email, name: 'Lucía', role_id: 3 })).status).toBe(409);
    expect(await mailsTo(s.database.db, person.email)).toHaveLength(1);
  });

  it('an account that works nowhere is invited to the inviting business’s back office, where it joins at sign-in', async () => {
    const person = await buildUser(s.database.db, { name: 'Noor', password_hash: 'x' });
    answered(await api().post(AddedTeamMember, '/team', { email: person.email, name: 'Noor', role_id: 3 }), 201);
    const [queued] = await mailsTo(s.database.db, person.email);
    const ownOrigin = new URL(await mailedLink(s.database.db, (await inviteNewPerson()).email, 'team_invite')).origin;
    expect(queued).toMatchObject({ kind: 'team_join_invite', language: 'en' });
    expect(queued!.html).toContain(`href="${ownOrigin}/manage"`);
  });

  it('"Forgot password?" answers the same for known and unknown addresses, mails only the known one; its link works once, within its hour', async () => {
    const known = await buildUser(s.database.db, { clientIds: [clientId], language_id: 2 });
    const unknown = `${uniqueLabel('nobody')}@example.com`;
    const login = await page('/oidc/forgot-password?ui_locales=es');
    expect(login.statusCode).toBe(200);
    expect(login.body).toContain('¿Olvidaste tu contraseña?');

    const forUnknown = await page('/oidc/forgot-password?ui_locales=en', { email: unknown }, '198.51.100.8');
    const forKnown = await page('/oidc/forgot-password?ui_locales=en', { email: known.email.toUpperCase() }, '198.51.100.8');
    expect(forKnown.statusCode).toBe(200);
    expect(forUnknown.statusCode).toBe(200);
    expect(forKnown.body).toBe(forUnknown.body);
    expect(forKnown.body).toContain('If an account exists for that address, we sent a link');

    await vi.waitFor(async () => expect(await mailsTo(s.database.db, known.email)).toHaveLength(1), { timeout: 5_000 });
    const [mail] = await mailsTo(s.database.db, known.email);
    expect(mail).toMatchObject({ kind: 'password_reset', language: 'es', subject: 'Restablece tu contraseña de Vitrina' });
    expect(await mailsTo(s.database.db, unknown)).toHaveLength(0);

    // The hour is over (a moved clock): refused.
    const link = await mailedLink(s.database.db, known.email, 'password_reset');
    await s.database.db
      .update(passwordTokens)
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where(eq(passwordTokens.user_id, known.id));
    expect((await setPassword(link, NEW_PASSWORD)).statusCode).toBe(410);

    // A new one works once: the new password signs in; the link is then used.
    await page('/oidc/forgot-password', { email: known.email }, '198.51.100.9');
    await vi.waitFor(async () => expect(await mailsTo(s.database.db, known.email)).toHaveLength(2), { timeout: 5_000 });
    const fresh = await mailedLink(s.database.db, known.email, 'password_reset');
    expect(fresh).not.toBe(link);
    expect((await setPassword(fresh, NEW_PASSWORD)).statusCode).toBe(200);
    expect(await verifyPassword(NEW_PASSWORD, (await findUserByEmail(s.database.db, known.email))!.password_hash!)).toBe(true);
    const again = await setPassword(fresh, 'yet another long password');
    expect(again.statusCode).toBe(410);
  });

  it('limits "Forgot password?" per address: the fourth request in an hour is answered the same and mails nothing', async () => {
    const person = await buildUser(s.database.db, { clientIds: [clientId] });
    for (let i = 0; i < 4; i++) {
      const res = await page('/oidc/forgot-password', { email: person.email }, `198.51.100.${20 + i}`);
      expect(res.statusCode).toBe(200);
    }
    await vi.waitFor(async () => expect(await mailsTo(s.database.db, person.email)).toHaveLength(3), { timeout: 5_000 });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await mailsTo(s.database.db, person.email)).toHaveLength(3);
  });

  it('the confirmation link confirms once; the profile answers email_confirmed_at; the 14-day reminder goes once', async () => {
    const signedUp = await buildUser(s.database.db, { clientIds: [clientId] });
    await markEmailUnconfirmed(s.database.db, signedUp.id);
    const profile = async () =>
      answered(
        await apiAs(s, signedUp, clientId, { host: HOST }).request(UserProfileAnswer, {
          method: 'GET',
          url: `/api/user/uid/${signedUp.sub.split('|').map(encodeURIComponent).join('/')}`,
        }),
      );
    expect((await profile()).email_confirmed_at).toBeNull();

    expect(await sendEmailConfirmation(s.app.ctx, signedUp.id)).toBe(true);
    const first = await mailedLink(s.database.db, signedUp.email, 'email_confirm');
    expect(first).toMatch(/\/oidc\/confirm-email\/[A-Za-z0-9_-]{43}$/);
    // Resend: a new link, the old one dead.
    expect(await sendEmailConfirmation(s.app.ctx, signedUp.id)).toBe(true);
    const link = await mailedLink(s.database.db, signedUp.email, 'email_confirm');
    expect((await page(first)).statusCode).toBe(410);

    // Not reminded before 14 days; reminded once after.
    await s.database.db
      .update(users)
      .set({ created_at: new Date(Date.now() - 15 * DAY) })
      .where(eq(users.id, signedUp.id));
    expect(await remindUnconfirmedOwners(s.app.ctx, undefined, new Date(Date.now() - 2 * DAY))).toBe(0);
    expect(await remindUnconfirmedOwners(s.app.ctx)).toBeGreaterThanOrEqual(1);
    expect(await remindUnconfirmedOwners(s.app.ctx)).toBe(0);
    const reminders = (await mailsTo(s.database.db, signedUp.email)).filter((m) => m.kind === 'email_confirm_reminder');
    expect(reminders).toHaveLength(1);
    expect(reminders[0]!.subject).toMatch(/^Reminder: confirm your e-mail for /);

    const reminderLink = await mailedLink(s.database.db, signedUp.email, 'email_confirm_reminder');
    expect((await page(link)).statusCode).toBe(410); // the reminder's link replaced it
    const confirmed = await page(reminderLink);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.body).toContain('Email confirmed');
    expect((await profile()).email_confirmed_at).toEqual(expect.any(String));
    expect((await page(reminderLink)).statusCode).toBe(410);
    expect(await sendEmailConfirmation(s.app.ctx, signedUp.id)).toBe(false);
  });
});
