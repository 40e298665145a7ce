// Issue 16 "the owner lands in /admin signed in": with the built-in provider, POST signup sets a one-time
// sign-in ticket cookie; the editor's OIDC login on the new site's host then completes without the
// password form, for that owner only, once, within 10 minutes. Driven over HTTP as a browser would.
import type { SignupAnswer } from '@vitrina/api-client/contracts';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findUserByEmail } from '../../db/index.js';
import { issueSignInTicket } from './tickets-repository.js';
import { SIGN_IN_TICKET_COOKIE, hashPassword } from '../../identity/index.js';
import { buildClient, buildUser } from '../../testing/builders.js';
import { BrowserSession, authorizationUrl, pkcePair, signInWithPassword } from '../../testing/oidc-test-client.js';
import type { HttpStep } from '../../testing/oidc-test-client.js';
import { testDatabases } from '../../testing/test-db.js';
import { createTestServer } from '../../testing/test-server.js';
import type { TestServer } from '../../testing/test-server.js';
import { insertSignupTemplate, newAddress, signupAnswers } from './signup-test-fixture.js';

const CLIENT_ID = 'vitrina-editor';
const callbackOf = (subdomain: string) => `http://${subdomain}.localhost:8080/admin/callback`;

describe.each(testDatabases())('%s: signed in on arrival after a sign-up (built-in provider)', (kind) => {
  let t: TestServer;
  let origin = '';
  beforeAll(async () => {
    t = await createTestServer(kind, { builtInProvider: true });
    await insertSignupTemplate(t.database.db);
    origin = await t.app.listen({ port: 0, host: '127.0.0.1' });
  }, 60_000);
  afterAll(() => t?.close());

  /** Signs a business up from `browser`, which keeps the cookies the answer sets. */
  async function signUp(browser: BrowserSession) {
    const body = signupAnswers();
    const res = await fetch(`${origin}/api/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': newAddress() },
      body: JSON.stringify(body),
    });
    expect(res.status, await res.clone().text()).toBe(201);
    const answer = (await res.json()) as SignupAnswer;
    const cookies = res.headers.getSetCookie();
    browser.take(cookies);
    return { body, answer, cookies };
  }

  /** The editor's OIDC login from the new site's host: where the browser stops (the callback, or the form). */
  async function openEditor(browser: BrowserSession, subdomain: string, extra: Record<string, string> = {}) {
    const pkce = pkcePair();
    const url = new URL(
      authorizationUrl({ base: `${origin}/oidc`, clientId: CLIENT_ID, redirectUri: callbackOf(subdomain), codeChallenge: pkce.challenge }),
    );
    for (const [k, v] of Object.entries(extra)) url.searchParams.set(k, v);
    return { step: await browser.follow(url.href, origin), verifier: pkce.verifier };
  }

  const codeOf = (step: HttpStep) => (step.location ? new URL(step.location).searchParams.get('code') : null);
  const showsForm = (step: HttpStep) => step.status === 200 && /<form[^>]*action="[^"]*\/login"/.test(step.body);

  /** The subject of the access token the callback's code gives. */
  async function subjectOf({ step, verifier }: { step: HttpStep; verifier: string }, subdomain: string): Promise<string> {
    const code = codeOf(step);
    expect(code, `${step.status} ${step.location ?? step.body.slice(0, 200)}`).toBeTruthy();
    const res = await fetch(`${origin}/oidc/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        code: code!,
        redirect_uri: callbackOf(subdomain),
        code_verifier: verifier,
        client_id: CLIENT_ID,
      }),
    });
    expect(res.status).toBe(200);
    return decodeJwt(((await res.json()) as { access_token: string }).access_token).sub!;
  }

  it('sets an HttpOnly, SameSite=Lax ticket cookie for the provider’s login path only, and ends an earlier provider session', async () => {
    const { cookies } = await signUp(new BrowserSession());
    expect(cookies.find((c) => c.startsWith(`${SIGN_IN_TICKET_COOKIE}=`))).toMatch(
      /^vitrina_signin=[\w-]{43}; Path=\/oidc\/interaction; Max-Age=600; HttpOnly; SameSite=Lax$/,
    );
    expect(cookies).toContainEqual(expect.stringMatching(/^_session=; Path=\/; Max-Age=0/));
  });

  it('the editor’s login completes without the password form, as the new owner, and the cookie is cleared', async () => {
    const browser = new BrowserSession();
    const { body } = await signUp(browser);
    const login = await openEditor(browser, body.subdomain);
    expect(login.step.location).toMatch(new RegExp(`^http://${body.subdomain}\\.localhost:8080/admin/callback\\?code=`));
    const owner = (await findUserByEmail(t.database.db, body.email))!;
    expect(await subjectOf(login, body.subdomain)).toBe(owner.sub);
    expect(browser.hasCookie(SIGN_IN_TICKET_COOKIE)).toBe(false);
  });

  it('a ticket works once: replayed from another browser, the form is shown', async () => {
    const first = new BrowserSession();
    const { body, cookies } = await signUp(first);
    expect(codeOf((await openEditor(first, body.subdomain)).step)).toBeTruthy();
    const replay = new BrowserSession();
    replay.take(cookies.filter((c) => c.startsWith(`${SIGN_IN_TICKET_COOKIE}=`)));
    expect(showsForm((await openEditor(replay, body.subdomain)).step)).toBe(true);
  });

  it('an expired, unknown or malformed ticket shows the form (and is cleared)', async () => {
    const user = await buildUser(t.database.db, { password_hash: await hashPassword('a long password') });
    const old = await issueSignInTicket(t.database.db, user.id, new Date(Date.now() - 11 * 60_000));
    for (const value of [old, 'x'.repeat(43), 'not-a-ticket']) {
      const browser = new BrowserSession();
      browser.take([`${SIGN_IN_TICKET_COOKIE}=${value}; Path=/oidc/interaction`]);
      expect(showsForm((await openEditor(browser, 'bistro')).step), value).toBe(true);
      expect(browser.hasCookie(SIGN_IN_TICKET_COOKIE)).toBe(false);
    }
  });

  it('a login that asks for someone else (login_hint) is not completed with the owner’s ticket', async () => {
    const browser = new BrowserSession();
    const { body } = await signUp(browser);
    expect(showsForm((await openEditor(browser, body.subdomain, { login_hint: 'someone.else@example.com' })).step)).toBe(true);
  });

  it('someone signed in before in the same browser is not taken for the new owner', async () => {
    // An owner of another business, signed in on its site (codes go only where the person has a role).
    const business = await buildClient(t.database.db);
    const before = await buildUser(t.database.db, {
      password_hash: await hashPassword('a long password'),
      clientIds: [business.client.id],
    });
    const browser = new BrowserSession();
    const redirectUri = callbackOf(business.client.wurkzen_subdomain);
    const earlier = { base: `${origin}/oidc`, clientId: CLIENT_ID, redirectUri, password: 'a long password' };
    await signInWithPassword({ ...earlier, email: before.email, browser });
    const { body } = await signUp(browser);
    const owner = (await findUserByEmail(t.database.db, body.email))!;
    expect(await subjectOf(await openEditor(browser, body.subdomain), body.subdomain)).toBe(owner.sub);
  });
});
