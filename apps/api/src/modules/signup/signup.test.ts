// Issue 16 "Sign-up wizard" on a real database: the wizard's session and its previews, the sub-domain
// check as typed, and a sign-up that makes a live, bookable business on its sub-domain.
import type { SignupAnswer, SubdomainCheck } from '@vitrina/api-client/contracts';
import { decideSiteEntry } from '@vitrina/core-model';
import type { SiteData } from '@vitrina/core-model';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findClientById, findUserByEmail, getSite, getWizardSession, hasClientAccess } from '../../db/index.js';
import { clients, locations, serviceAreas, services, staff, staffHours, wizardSessions } from '../../db/schema.js';
import { verifyPassword } from '../../identity/index.js';
import { buildClient } from '../../testing/builders.js';
import { testDatabases } from '../../testing/test-db.js';
import { createTestServer } from '../../testing/test-server.js';
import type { TestServer } from '../../testing/test-server.js';
import { TEMPLATE_ID, insertSignupTemplate, newAddress, postSignup, signupAnswers } from './signup-test-fixture.js';
import { insertWizardSession } from './wizard-repository.js';

const DAY_MS = 24 * 60 * 60 * 1000;

describe.each(testDatabases())('%s: the sign-up wizard’s routes (issue 16)', (kind) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await createTestServer(kind);
    await insertSignupTemplate(t.database.db);
  }, 60_000);
  afterAll(() => t?.close());

  const db = () => t.database.db;
  const wizard = (method: 'POST' | 'PUT', payload: object, id = '') =>
    t.app.inject({ method, url: `/api/wizard/session${id ? `/${id}` : ''}`, payload, headers: { 'x-forwarded-for': newAddress() } });
  const preview = { business_name: 'Luna Nails', language: 'es', tagline_text: 'Uñas que duran', services: [{ name: 'Manicura' }] };

  describe('wizard session (spec §2 wizard_session_id, §3 builder data)', () => {
    it('POST stores the answers as §3 builder data under an unguessable id; every template previews them', async () => {
      const res = await wizard('POST', { ...preview, postal_code: '02110', country: 'US', primary_brand_color: '#123456' });
      expect(res.statusCode, res.body).toBe(201);
      const { id } = res.json() as { id: string };
      expect(id).toMatch(/^[\w-]{32,}$/);
      expect((await getWizardSession(db(), id))?.data).toMatchObject({
        business_name: 'Luna Nails',
        language_id: 2,
        tagline_text: 'Uñas que duran',
        services_json: '[{"name":"Manicura","description":""}]',
        primary_brand_color: '#123456',
        s3_map_url: null,
        location_lat: expect.closeTo(42.36, 1),
      });
      const site = (await t.app.inject(`/api/wizard/session/${id}/preview/${TEMPLATE_ID}`)).json() as SiteData;
      expect(site.main_site_variables).toMatchObject({ title: 'Luna Nails', primary_color: '#123456' });
      expect(site.client.language).toBe('es');
      expect(site.sections.find((s) => s.section_name === 'hero')?.title).toBe('Uñas que duran');
    });

    it('PUT replaces the answers; an unknown or signed-up session is a 404', async () => {
      const { id } = (await wizard('POST', preview)).json() as { id: string };
      const res = await wizard('PUT', { ...preview, business_name: 'Luna & Co' }, id);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ id });
      expect((await getWizardSession(db(), id))?.data.business_name).toBe('Luna & Co');
      expect((await wizard('PUT', preview, 'no-such-session')).statusCode).toBe(404);
      const signedUp = await buildClient(db());
      await insertWizardSession(db(), {
        id: 'done-1',
        client_id: signedUp.client.id,
        template_id: 9,
        data: (await getWizardSession(db(), id))!.data,
      });
      expect((await wizard('PUT', preview, 'done-1')).statusCode).toBe(404);
    });

    it.each([
      ['language', 'fr', 'validation:invalid.value'],
      ['industry_id', 99, 'validation:signup.industry'],
      ['tagline_text', 'x'.repeat(121), 'validation:invalid.tooLong'],
      ['services', Array.from({ length: 13 }, () => ({ name: 'x' })), 'validation:invalid.tooMany'],
    ])('400 when %s is %j, with the validation key %s', async (field, value, key) => {
      const res = await wizard('POST', { ...preview, [field]: value });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ error: { code: 'invalid_request', fields: { [field]: key } } });
    });

    it('a wizard abandoned for more than 7 days is deleted when a new one starts; a signed-up one stays', async () => {
      const data = (await getWizardSession(db(), 'done-1'))!.data;
      await db()
        .insert(wizardSessions)
        .values({ id: 'old-1', template_id: 1, data, created_at: new Date(Date.now() - 8 * DAY_MS) });
      await db()
        .update(wizardSessions)
        .set({ created_at: new Date(Date.now() - 8 * DAY_MS) })
        .where(eq(wizardSessions.id, 'done-1'));
      await wizard('POST', preview);
      expect(await getWizardSession(db(), 'old-1')).toBeNull();
      expect(await getWizardSession(db(), 'done-1')).not.toBeNull();
    });
  });

  describe('GET signup/subdomain (checked as typed)', () => {
    const check = async (name: string) => {
      const res = await t.app.inject({
        url: `/api/signup/subdomain?name=${encodeURIComponent(name)}`,
        headers: { 'x-forwarded-for': newAddress() },
      });
      expect(res.statusCode).toBe(200);
      return res.json() as SubdomainCheck;
    };

    it('a free name is normalised and answered with the site’s address, as the start-up banner prints them', async () => {
      expect(await check('  Luna-Free ')).toEqual({
        subdomain: 'luna-free',
        available: true,
        problem: null,
        site_url: 'http://luna-free.localhost:8080/',
      });
    });

    it.each([
      ['Admin', 'reserved'],
      ['oidc', 'reserved'],
      ['www', 'reserved'],
      ['ab', 'invalid'],
      ['luna_nails', 'invalid'],
      ['xn--luna', 'invalid'],
    ])('%j is %s', async (name, problem) => {
      expect(await check(name)).toMatchObject({ available: false, problem, site_url: null });
    });

    it('a name a client has is taken', async () => {
      const taken = await buildClient(db());
      expect(await check(taken.client.wurkzen_subdomain.toUpperCase())).toMatchObject({ available: false, problem: 'taken' });
    });
  });

  describe('POST signup', () => {
    it('201: a client on a 14-day business trial, its owner, its published site, bookable services — and no ticket cookie with an external issuer', async () => {
      const { id: sessionId } = (await wizard('POST', preview)).json() as { id: string };
      const body = signupAnswers({ email: 'Owner.Luna@Example.COM', wizard_session_id: sessionId });
      const before = Date.now();
      const res = await postSignup(t, body);
      expect(res.statusCode, res.body).toBe(201);
      expect(res.headers['set-cookie']).toBeUndefined();
      const answer = res.json() as SignupAnswer;
      expect(answer).toMatchObject({
        subdomain: body.subdomain,
        site_url: `http://${body.subdomain}.localhost:8080/`,
        admin_url: `http://${body.subdomain}.localhost:8080/admin`,
      });
      const ends = Date.parse(answer.trial_ends_at);
      expect(ends - before).toBeGreaterThanOrEqual(14 * DAY_MS - 1000);
      expect(ends - before).toBeLessThan(14 * DAY_MS + 60_000);

      const { client, templateId } = (await findClientById(db(), answer.client_id))!;
      expect(templateId).toBe(TEMPLATE_ID);
      expect(client).toMatchObject({
        name: 'Luna Nails',
        plan_slug: 'business',
        subscription_trial_enabled: true,
        is_active: 1,
        freemium: false,
        language: 'en',
        industry_id: 1,
        currency_code: 'USD',
        country: { country_code: 'US' },
        timezone: 'America/New_York',
        mobile_only: false,
      });
      const [row] = await db().select().from(clients).where(eq(clients.id, client.id));
      expect(row).toMatchObject({ contact_email: 'owner.luna@example.com', address: expect.objectContaining({ city: 'Boston' }) });

      const owner = (await findUserByEmail(db(), 'owner.luna@example.com'))!;
      expect(owner).toMatchObject({ email: 'owner.luna@example.com', role_id: 1, language_id: 1 });
      expect(await verifyPassword('a long password', owner.password_hash!)).toBe(true);
      expect(await hasClientAccess(db(), owner.sub, client.id)).toBe(true);
      expect((await getWizardSession(db(), sessionId))?.client_id).toBe(client.id);

      // The site: the chosen template with the answers, published on the sub-domain, live now.
      const site = (await getSite(db(), client.id))!.data;
      expect(site.template.id).toBe(TEMPLATE_ID);
      expect(site.sections.find((s) => s.section_name === 'service')?.serviceinfo.map((s) => [s.name, s.price])).toEqual([
        ['Manicure', '25.00'],
        ['Gel polish', null],
      ]);
      const published = await t.app.ctx.assets.get(`sites/${body.subdomain}.localhost/site.json`);
      expect(JSON.parse(published!.body.toString()) as SiteData).toMatchObject({
        template: { id: TEMPLATE_ID },
        client: { id: client.id },
      });
      // Written without reading it back (publish.ts publishNewSite): what a publish of the stored site writes.
      expect(JSON.parse(published!.body.toString())).toEqual(JSON.parse(JSON.stringify(site)));

      // Bookable at once: the owner works weekdays at the storefront, offering both services.
      expect(await db().select().from(locations).where(eq(locations.client_id, client.id))).toEqual([
        expect.objectContaining({ name: 'Luna Nails', address1: '12 Main St', postal_code: '02110' }),
      ]);
      const [person] = await db().select().from(staff).where(eq(staff.client_id, client.id));
      expect(person).toMatchObject({ user_id: owner.id, email: owner.email });
      expect((await db().select().from(staffHours).where(eq(staffHours.staff_id, person!.id))).map((h) => h.weekday).sort()).toEqual([
        1, 2, 3, 4, 5,
      ]);
      const rows = await db().select().from(services).where(eq(services.client_id, client.id));
      expect(rows.map((s) => [s.name, s.price_cents, s.duration_minutes, s.storefront, s.mobile])).toEqual([
        ['Manicure', 2500, 30, true, false],
        ['Gel polish', 0, 45, true, false],
      ]);
      const info = await t.app.inject(`/api/client/${client.id}/booking`);
      expect(info.statusCode, info.body).toBe(200);
      const from = new Date().toISOString().slice(0, 10);
      const to = new Date(Date.now() + 13 * DAY_MS).toISOString().slice(0, 10);
      const dates = await t.app.inject(
        `/api/client/${client.id}/booking/dates?serviceType=0&locationId=${(await db().select().from(locations).where(eq(locations.client_id, client.id)))[0]!.id}&serviceIds=${rows[0]!.id}&staffId=any&from=${from}&to=${to}`,
      );
      expect(dates.statusCode, dates.body).toBe(200);
      expect((dates.json() as { dates: string[] }).dates.length).toBeGreaterThanOrEqual(8);

      // §4: live now, /website_disabled once the trial has passed.
      const entry = (now: Date) =>
        decideSiteEntry({
          path: '/',
          host: `${body.subdomain}.localhost`,
          client: site.client,
          templateId,
          framed: false,
          now,
          siteDomain: 'localhost',
        });
      expect(entry(new Date())).toMatchObject({ kind: 'render' });
      expect(entry(new Date(ends + 1000))).toMatchObject({ kind: 'redirect', location: '/website_disabled' });
    });

    it('a business that goes to its customers gets a service area, mobile fields and mobile services; es picks its language', async () => {
      const body = signupAnswers({
        goes_to_customers: true,
        radius_miles: 20,
        language: 'es',
        postal_code: '85004',
        address1: '',
        city: 'Phoenix',
      });
      const res = await postSignup(t, body);
      expect(res.statusCode, res.body).toBe(201);
      const { client } = (await findClientById(db(), (res.json() as SignupAnswer).client_id))!;
      expect(client).toMatchObject({
        mobile_only: true,
        mobile_home_zip: '85004',
        mobile_home_zip_radius: 20,
        language: 'es',
        timezone: 'America/Phoenix',
      });
      expect(client.mobile_lat).toBeCloseTo(33.45, 0);
      expect(await db().select().from(locations).where(eq(locations.client_id, client.id))).toEqual([]);
      expect(await db().select().from(serviceAreas).where(eq(serviceAreas.client_id, client.id))).toEqual([
        expect.objectContaining({ zip: '85004', radius_miles: 20, country: 'US' }),
      ]);
      const rows = await db().select().from(services).where(eq(services.client_id, client.id));
      expect(rows.every((s) => s.mobile && !s.storefront)).toBe(true);
      expect((await findUserByEmail(db(), body.email))?.language_id).toBe(2);
    });

    it('a business outside the US gets its country’s time zone and currency', async () => {
      const res = await postSignup(t, signupAnswers({ country: 'ES', postal_code: '28004', city: 'Madrid', state: '', language: 'es' }));
      expect(res.statusCode, res.body).toBe(201);
      const { client } = (await findClientById(db(), (res.json() as SignupAnswer).client_id))!;
      expect(client.timezone).toBe('Europe/Madrid');
      // One ISO code, the one the gateway charges (issue 25): no symbol kept apart from it.
      expect(client.currency_code).toBe('EUR');
      expect(client).not.toHaveProperty('currency');
    });
  });
});
