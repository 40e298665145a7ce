// Issue 16: a sign-up is refused with a clear answer — a bad field (400 with validation's key), a taken or
// reserved sub-domain, a taken e-mail (409), too many from one address (429) — and when any step fails,
// nothing is left half-created (a race for one sub-domain included).
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findClientBySubdomain, findUserByEmail } from '../../db/index.js';
import { clients, users } from '../../db/schema.js';
import { buildUser } from '../../testing/builders.js';
import { testDatabases } from '../../testing/test-db.js';
import { createTestServer } from '../../testing/test-server.js';
import type { TestServer } from '../../testing/test-server.js';
import { insertSignupTemplate, postSignup, signupAnswers } from './signup-test-fixture.js';

describe.each(testDatabases())('%s: sign-ups refused, and nothing half-created (issue 16)', (kind) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await createTestServer(kind);
    await insertSignupTemplate(t.database.db);
  }, 60_000);
  afterAll(() => t?.close());

  const db = () => t.database.db;
  /** Nothing of this sign-up exists: no client, no owner, no published site. */
  async function expectNothingOf(body: { subdomain: string; email: string }) {
    expect(await findClientBySubdomain(db(), body.subdomain)).toBeNull();
    expect(await findUserByEmail(db(), body.email)).toBeNull();
    if (body.subdomain) expect(await t.app.ctx.assets.exists(`sites/${body.subdomain}.localhost/site.json`)).toBe(false);
  }

  it.each([
    ['business_name', '', 'validation:required.businessName'],
    ['industry_id', 0, 'validation:signup.industry'],
    ['language', 'fr', 'validation:invalid.value'],
    ['postal_code', '', undefined],
    ['primary_brand_color', 'blue-ish', 'validation:invalid.color'],
    ['services', [], 'validation:signup.services'],
    ['template_id', 0, 'validation:signup.template'],
    ['email', 'not-an-email', undefined],
    ['password', 'short', 'validation:signup.password'],
    ['subdomain', '', 'validation:signup.subdomainRequired'],
    ['subdomain', 'no_underscores', 'validation:signup.subdomainInvalid'],
    ['subdomain', 'Admin', 'validation:signup.subdomainReserved'],
    ['subdomain', 'api', 'validation:signup.subdomainReserved'],
    // Issue 25: these were accepted.
    ['password', '12345678', 'validation:signup.passwordCommon'],
    ['password', 'Password1', 'validation:signup.passwordCommon'],
    ['subdomain', 'localhost', 'validation:signup.subdomainReserved'],
    ['subdomain', 'autodiscover', 'validation:signup.subdomainReserved'],
    ['subdomain', 'mta-sts', 'validation:signup.subdomainReserved'],
    ['subdomain', 'cpanel', 'validation:signup.subdomainReserved'],
    ['subdomain', 'wp-admin', 'validation:signup.subdomainReserved'],
    ['subdomain', 'gallery', 'validation:signup.subdomainReserved'],
    ['subdomain', 'sites', 'validation:signup.subdomainReserved'],
  ])('400 when %s is %j: the field carries its validation key', async (field, value, key) => {
    const body = signupAnswers({ [field]: value });
    const res = await postSignup(t, body);
    expect(res.statusCode, res.body).toBe(400);
    const { error } = res.json() as { error: { code: string; fields: Record<string, string> } };
    expect(error.code).toBe('invalid_request');
    expect(error.fields[field]).toEqual(key ?? expect.stringMatching(/^validation:/));
    await expectNothingOf(body);
  });

  it('400 for a bad service: the field path names it', async () => {
    const res = await postSignup(t, signupAnswers({ services: [{ name: 'Cut', price: 'free', duration_minutes: 1 }] }));
    expect(res.statusCode).toBe(400);
    expect(Object.keys((res.json() as { error: { fields: object } }).error.fields)).toEqual(
      expect.arrayContaining(['services[0].price', 'services[0].duration_minutes']),
    );
  });

  it('400 validation:signup.template for a template that does not exist', async () => {
    const body = signupAnswers({ template_id: 77 });
    const res = await postSignup(t, body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: { fields: { template_id: 'validation:signup.template' } } });
    await expectNothingOf(body);
  });

  it('409 subdomain_taken for a sub-domain a client has (in any case), 409 email_taken for a known e-mail', async () => {
    const first = signupAnswers();
    expect((await postSignup(t, first)).statusCode).toBe(201);
    const again = signupAnswers({ subdomain: first.subdomain.toUpperCase() });
    const taken = await postSignup(t, again);
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ error: { code: 'subdomain_taken', fields: { subdomain: 'validation:signup.subdomainTaken' } } });
    expect(await findUserByEmail(db(), again.email)).toBeNull();

    const user = await buildUser(db());
    const sameEmail = signupAnswers({ email: ` ${user.email.toUpperCase()} ` });
    const known = await postSignup(t, sameEmail);
    expect(known.statusCode).toBe(409);
    expect(known.json()).toMatchObject({ error: { code: 'email_taken', fields: { email: 'validation:signup.emailTaken' } } });
    expect(await findClientBySubdomain(db(), sameEmail.subdomain)).toBeNull();
  });

  it('two sign-ups racing for one sub-domain: one business, the other 409 with nothing of it written', async () => {
    const a = signupAnswers();
    const b = signupAnswers({ subdomain: a.subdomain });
    const answers = await Promise.all([postSignup(t, a), postSignup(t, b)]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    const loser = answers[0]!.statusCode === 409 ? a : b;
    expect(answers.find((r) => r.statusCode === 409)!.json()).toMatchObject({ error: { code: 'subdomain_taken' } });
    expect(await findUserByEmail(db(), loser.email)).toBeNull();
    expect(await db().select().from(clients).where(eq(clients.wurkzen_subdomain, a.subdomain))).toHaveLength(1);
  });

  it('429 with Retry-After past 5 sign-ups an hour from one address', async () => {
    const ip = '192.0.2.77';
    for (let i = 0; i < 5; i += 1) expect((await postSignup(t, signupAnswers({ business_name: '' }), ip)).statusCode).toBe(400);
    const refused = await postSignup(t, signupAnswers(), ip);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json()).toMatchObject({ error: { code: 'rate_limited' } });
    expect((await postSignup(t, signupAnswers(), '192.0.2.78')).statusCode).toBe(201);
  });

  it('a failed publish undoes the sign-up: 503, and the same answers work once publishing is back', async () => {
    const body = signupAnswers();
    const assets = t.app.ctx.assets;
    const put = assets.put.bind(assets);
    assets.put = async () => {
      throw new Error('asset store down');
    };
    try {
      const res = await postSignup(t, body);
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ error: { code: 'signup_failed' } });
    } finally {
      assets.put = put;
    }
    await expectNothingOf(body);
    expect((await postSignup(t, body)).statusCode).toBe(201);
  });

  it('a step failing late in the transaction (the staff row) leaves no client, owner, site or service behind', async () => {
    const body = signupAnswers({ business_name: 'Boom Late Failure' });
    await db().execute(sql`alter table staff add constraint test_signup_boom check (name <> 'Boom Late Failure')`);
    try {
      const res = await postSignup(t, body);
      expect(res.statusCode).toBe(500);
    } finally {
      await db().execute(sql`alter table staff drop constraint test_signup_boom`);
    }
    await expectNothingOf(body);
    expect(await db().select().from(users).where(eq(users.email, body.email))).toEqual([]);
    expect(await db().select().from(clients).where(eq(clients.name, 'Boom Late Failure'))).toEqual([]);
  });
});
