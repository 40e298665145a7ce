// Issue 25, finding 2: the built-in provider sends a person's authorization code only to the provider's own
// host or to a host where that person has a role, and custom domains only once their DNS names the business
// (docs/decisions.md "Sign-in redirect hosts and custom-domain verification"). Driven over HTTP as a browser
// would, with the attacker's PKCE challenge: a code that reached the attacker's host could be redeemed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findCustomDomainState } from '../db/index.js';
import { markCustomDomainVerified } from '../modules/sites/clients-repository.js';
import { verificationRecord } from '../services/custom-domains.js';
import { buildClient, buildUser, uniqueLabel } from '../testing/builders.js';
import { BrowserSession, authorizationUrl, formAction, pkcePair, signInWithPassword, type HttpStep } from '../testing/oidc-test-client.js';
import { testDatabases } from '../testing/test-db.js';
import { createTestServer, type TestServer } from '../testing/test-server.js';
import { hashPassword } from './password.js';

const CLIENT_ID = 'vitrina-editor';
const PASSWORD = 'a long demo password';
const passwordHash = await hashPassword(PASSWORD);

describe.each(testDatabases())('%s: whose codes go where', (kind) => {
  let t: TestServer;
  let origin = '';
  /** TXT records the fake DNS has: name → value. */
  const dns = new Map<string, string>();
  const owner = { email: '', sub: '' };
  const hosts = { own: '', ownDomain: '', stranger: '', strangerDomain: '', unverified: '', newDomain: '' };
  const callback = (host: string) => `http://${host}:8080/admin/callback`;

  beforeAll(async () => {
    t = await createTestServer(kind, {
      builtInProvider: true,
      domainVerifier: { hasTxtRecord: async (name, value) => dns.get(name) === value },
    });
    const db = t.database.db;
    const own = await buildClient(db, { custom_domain: `${uniqueLabel('own')}.test` });
    const stranger = await buildClient(db, { custom_domain: `${uniqueLabel('shop')}.test` });
    const unverified = await buildClient(db, { custom_domain: `${uniqueLabel('tenant')}.test` });
    const fresh = await buildClient(db, { custom_domain: `${uniqueLabel('fresh')}.test` });
    await markCustomDomainVerified(db, own.client.id, own.client.custom_domain!);
    await markCustomDomainVerified(db, stranger.client.id, stranger.client.custom_domain!);
    // The owner's second business has just connected its domain: its DNS names it, nothing is stored yet.
    const record = verificationRecord(fresh.client.custom_domain!, fresh.client.wurkzen_subdomain);
    dns.set(record.name, record.value);
    const user = await buildUser(db, { password_hash: passwordHash, clientIds: [own.client.id, fresh.client.id] });
    // The stranger's business has a team of its own.
    await buildUser(db, { password_hash: passwordHash, clientIds: [stranger.client.id, unverified.client.id] });
    Object.assign(owner, { email: user.email, sub: user.sub });
    Object.assign(hosts, {
      own: `${own.client.wurkzen_subdomain}.localhost`,
      ownDomain: own.client.custom_domain!,
      stranger: `${stranger.client.wurkzen_subdomain}.localhost`,
      strangerDomain: stranger.client.custom_domain!,
      unverified: unverified.client.custom_domain!,
      newDomain: fresh.client.custom_domain!,
    });
    origin = await t.app.listen({ port: 0, host: '127.0.0.1' });
  }, 60_000);
  afterAll(() => t?.close());

  /** A browser where the owner has signed in at their own site (provider session and grant in its cookies). */
  async function signedInBrowser(): Promise<BrowserSession> {
    const browser = new BrowserSession({ 'x-forwarded-for': `10.25.2.${Math.floor(Math.random() * 250)}` });
    await signInWithPassword({
      base: `${origin}/oidc`,
      clientId: CLIENT_ID,
      redirectUri: callback(hosts.own),
      email: owner.email,
      password: PASSWORD,
      browser,
    });
    return browser;
  }

  /** The attacker's link opened in `browser`: where the browser ends up leaving the provider. */
  async function attackerLink(browser: BrowserSession, host: string): Promise<HttpStep> {
    const url = authorizationUrl({
      base: `${origin}/oidc`,
      clientId: CLIENT_ID,
      redirectUri: callback(host),
      codeChallenge: pkcePair().challenge,
    });
    return browser.follow(url, origin);
  }

  const codeIn = (step: HttpStep) => (step.location ? (URL.parse(step.location)?.searchParams.get('code') ?? null) : null);

  it('the owner still signs in on their own sub-domain, and a signed-in owner is sent there at once with a code', async () => {
    const browser = await signedInBrowser();
    const again = await attackerLink(browser, hosts.own);
    expect(again.location).toMatch(new RegExp(`^${callback(hosts.own).replace(/\./g, '\\.')}\\?code=`));
    // Their own verified custom domain too.
    const domain = await attackerLink(browser, hosts.ownDomain);
    expect(codeIn(domain)).toBeTruthy();
  });

  it('(a) no code to an unverified custom domain: the provider refuses the redirect URI with its error page', async () => {
    const browser = await signedInBrowser();
    const step = await attackerLink(browser, hosts.unverified);
    expect(step.status).toBe(400);
    expect(step.location).toBeNull();
    expect(step.body).toContain('Something went wrong');
    expect((await findCustomDomainState(t.database.db, hosts.unverified))?.verified).toBe(false);
  });

  it.each([
    ['(b) a verified custom domain of a business', 'strangerDomain'],
    ['(c) the sub-domain of a business', 'stranger'],
  ] as const)('%s where the signed-in person has no role: access_denied, no code', async (_name, key) => {
    const browser = await signedInBrowser();
    const step = await attackerLink(browser, hosts[key]);
    expect(codeIn(step)).toBeNull();
    const back = new URL(step.location ?? '');
    expect(`${back.origin}${back.pathname}`).toBe(callback(hosts[key]));
    expect(back.searchParams.get('error')).toBe('access_denied');
    // The owner's session is untouched: their own site still signs them in.
    expect(codeIn(await attackerLink(browser, hosts.own))).toBeTruthy();
  });

  it('a silent request (prompt=none) for such a host gets access_denied too', async () => {
    const browser = await signedInBrowser();
    const url = new URL(
      authorizationUrl({
        base: `${origin}/oidc`,
        clientId: CLIENT_ID,
        redirectUri: callback(hosts.strangerDomain),
        codeChallenge: pkcePair().challenge,
      }),
    );
    url.searchParams.set('prompt', 'none');
    const step = await browser.follow(url.href, origin);
    expect(codeIn(step)).toBeNull();
    expect(new URL(step.location ?? '').searchParams.get('error')).toBe('access_denied');
  });

  it('no code either when the person signs in on the form for a host where they have no role', async () => {
    const browser = new BrowserSession({ 'x-forwarded-for': '10.25.3.1' });
    const url = authorizationUrl({
      base: `${origin}/oidc`,
      clientId: CLIENT_ID,
      redirectUri: callback(hosts.stranger),
      codeChallenge: pkcePair().challenge,
    });
    const page = await browser.follow(url, origin);
    expect(page.status).toBe(200);
    const posted = await browser.request(formAction(page.body, page.url), { form: { email: owner.email, password: PASSWORD } });
    expect(posted.status).toBe(303);
    const step = await browser.follow(posted.location ?? '', origin);
    expect(codeIn(step)).toBeNull();
    expect(new URL(step.location ?? '').searchParams.get('error')).toBe('access_denied');
  });

  it('a custom domain whose DNS names its business becomes a sign-in target for its team, and stays verified', async () => {
    expect((await findCustomDomainState(t.database.db, hosts.newDomain))?.verified).toBe(false);
    const browser = await signedInBrowser();
    expect(codeIn(await attackerLink(browser, hosts.newDomain))).toBeTruthy();
    expect((await findCustomDomainState(t.database.db, hosts.newDomain))?.verified).toBe(true);
  });
});
