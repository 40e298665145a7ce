// The back office's Business settings on a real database: the owner and managers read and change the client
// fields of spec §3 the editor does not cover; the public site shows a change at once; bad input answers
// the form's message keys and writes nothing; every change is audited with its before and after. The
// business's e-mail and address are kept beside the client and stay out of the public site data.
import type { SiteData } from '@vitrina/core-model';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clients } from '../../db/schema.js';
import { findClientById, listAuditEntries } from '../../db/index.js';
import { CLIENT_SETTINGS_AUDIT_ENTITY, findBusinessSettings } from './settings-repository.js';
import { testDatabases } from '../../testing/test-db.js';
import { createOwnerFixture } from '../../testing/owner-test-fixture.js';
import type { OwnerFixture } from '../../testing/owner-test-fixture.js';

const settings = {
  name: 'Bistro Nuevo',
  contactNumber: '(617) 555-0199',
  timeZone: 'America/Chicago',
  currency: 'MXN',
  language: 'es',
  country: 'MX',
  contactEmail: '',
  address: { address1: '', address2: '', city: '', region: '', postalCode: '' },
  bookingReminder: '24h',
  bookingChanges: '24h',
};

describe.each(testDatabases())('business settings routes (%s)', (kind) => {
  let f: OwnerFixture;
  beforeAll(async () => {
    f = await createOwnerFixture(kind);
  }, 60_000);
  afterAll(() => f?.server.close());

  const url = (id: number) => `/api/client/${id}/settings`;
  const as = async (user: keyof OwnerFixture['users']) => f.as(f.users[user]);
  const put = async (user: keyof OwnerFixture['users'], payload: object, id = f.clients.bistro.id) =>
    f.inject({ method: 'PUT', url: url(id), headers: await as(user), payload });
  const audits = async (clientId: number) => listAuditEntries(f.server.database.db, clientId, { entity: CLIENT_SETTINGS_AUDIT_ENTITY });

  it('GET answers the settings in the form’s field names', async () => {
    const res = await f.inject({ url: url(f.clients.salon.id), headers: await as('spanishOwner') });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ name: 'Salón Lucía', language: 'es', currency: expect.stringMatching(/^[A-Z]{3}$/) });
    expect(res.json()).toMatchObject({ contactEmail: '', address: { address1: '', city: '', postalCode: '' } });
    expect(res.headers['cache-control']).toMatch(/no-cache/);
  });

  it('the e-mail and the address are stored, read back, audited and kept out of the public site data', async () => {
    const db = f.server.database.db;
    const id = f.clients.salon.id;
    const salon = (await f.inject({ url: url(id), headers: await as('spanishOwner') })).json() as typeof settings;
    const address = { address1: 'Calle de Atocha 27', address2: '2º izquierda', city: 'Madrid', region: 'Madrid', postalCode: '28012' };
    const changed = {
      ...salon,
      contactNumber: '612 345 678',
      timeZone: 'Europe/Madrid',
      country: 'ES',
      contactEmail: ' hola@salonlucia.es ',
      address,
    };
    const count = (await audits(id)).length;
    const res = await put('spanishOwner', changed, id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().settings).toMatchObject({ contactEmail: 'hola@salonlucia.es', address });
    expect((await f.inject({ url: url(id), headers: await as('spanishOwner') })).json()).toMatchObject({
      contactEmail: 'hola@salonlucia.es',
      address,
    });
    expect((await findBusinessSettings(db, id))!.settings).toMatchObject({
      contact_email: 'hola@salonlucia.es',
      address: { address1: 'Calle de Atocha 27', address2: '2º izquierda', city: 'Madrid', region: 'Madrid', postal_code: '28012' },
    });
    const [entry] = await audits(id);
    expect(entry!.before).toMatchObject({ contact_email: null, address: null });
    expect(entry!.after).toMatchObject({ contact_email: 'hola@salonlucia.es', address: { city: 'Madrid', postal_code: '28012' } });
    const site = (await f.inject({ url: `/api/client/${id}/websitedata` })).json() as SiteData;
    expect(JSON.stringify(site)).not.toContain('hola@salonlucia.es');

    // Saving the same address again (the database answers its keys in its own order) writes no entry.
    expect((await put('spanishOwner', { ...changed, contactEmail: 'hola@salonlucia.es' }, id)).statusCode).toBe(200);
    expect(await audits(id)).toHaveLength(count + 1);

    // An emptied address and e-mail are stored as none.
    const cleared = await put('spanishOwner', { ...changed, contactEmail: '', address: settings.address }, id);
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect((await findBusinessSettings(db, id))!.settings).toMatchObject({ contact_email: null, address: null });
    expect((await audits(id))[0]!.after).toEqual({ contact_email: null, address: null });
  });

  it('a partial address, a postal code of another country and a bad e-mail answer the form’s keys', async () => {
    const stored = await findBusinessSettings(f.server.database.db, f.clients.bistro.id);
    const res = await put('owner', {
      ...settings,
      country: 'US',
      contactEmail: 'hola@bistro',
      address: { ...settings.address, address1: '214 Harbor Lane', postalCode: '28012-AB' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({
      contactEmail: 'validation:invalid.email',
      'address.city': 'validation:required.city',
      'address.postalCode': 'validation:invalid.postalCode',
    });
    expect(await findBusinessSettings(f.server.database.db, f.clients.bistro.id)).toEqual(stored);
  });

  it('a valid save is stored, audited with the changed fields and shown by the public site at once', async () => {
    const before = (await findClientById(f.server.database.db, f.clients.bistro.id))!.client;
    // Warm the public cache so a stale answer would show.
    await f.inject({ url: `/api/client/${f.clients.bistro.id}/websitedata` });
    const res = await put('owner', { ...settings, name: '  <b>Bistro Nuevo</b> ' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ settings, published: true });

    const site = (await f.inject({ url: `/api/client/${f.clients.bistro.id}/websitedata` })).json() as SiteData;
    expect(site.client).toMatchObject({
      name: 'Bistro Nuevo',
      contact_info: '(617) 555-0199',
      contact_number: '(617) 555-0199',
      timezone: 'America/Chicago',
      currency_code: 'MXN',
      language_id: 2,
      language: 'es',
      country: { country_code: 'MX' },
    });
    const asset = await f.server.app.ctx.assets.get(`sites/${f.clients.bistro.subdomain}.localhost/site.json`);
    expect((JSON.parse(asset!.body.toString()) as SiteData).client.name).toBe('Bistro Nuevo');

    const [entry] = await audits(f.clients.bistro.id);
    expect(entry).toMatchObject({ actor_sub: f.users.owner.sub, action: 'update', entity_id: String(f.clients.bistro.id) });
    expect(entry!.before).toMatchObject({ name: before.name });
    expect(entry!.after).toMatchObject({ name: 'Bistro Nuevo', language_id: 2, currency_code: 'MXN' });
    expect(Object.keys(entry!.after!).sort()).toEqual(Object.keys(entry!.before!).sort());

    // The same settings again change nothing and write no entry.
    expect((await put('owner', settings)).statusCode).toBe(200);
    expect(await audits(f.clients.bistro.id)).toHaveLength(1);
  });

  it('the self-service policy (issue 30) defaults to 24 hours, is stored as hours, read back; an unknown choice is refused', async () => {
    const db = f.server.database.db;
    const hoursOf = async () =>
      (await db.select({ h: clients.booking_change_hours }).from(clients).where(eq(clients.id, f.clients.bistro.id)))[0]!.h;
    expect(await hoursOf()).toBe(24);
    const saved = await put('owner', { ...settings, bookingChanges: 'never' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().settings.bookingChanges).toBe('never');
    expect(await hoursOf()).toBe(0);
    const refused = await put('owner', { ...settings, bookingChanges: '5h' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fields).toEqual({ bookingChanges: 'validation:invalid.value' });
    expect((await put('owner', { ...settings, bookingChanges: '48h' })).json().settings.bookingChanges).toBe('48h');
    expect(await hoursOf()).toBe(48);
    expect((await put('owner', settings)).json().settings.bookingChanges).toBe('24h');
    expect(await hoursOf()).toBe(24);
  });

  it('the appointment reminder (issue 28) is stored as hours, read back, audited; an unknown choice is refused', async () => {
    const db = f.server.database.db;
    const hoursOf = async () =>
      (await db.select({ h: clients.booking_reminder_hours }).from(clients).where(eq(clients.id, f.clients.bistro.id)))[0]!.h;
    const saved = await put('owner', { ...settings, bookingReminder: '2h' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().settings.bookingReminder).toBe('2h');
    expect(await hoursOf()).toBe(2);
    const [entry] = await audits(f.clients.bistro.id);
    expect(entry!.after).toMatchObject({ booking_reminder_hours: 2 });
    expect((await put('owner', { ...settings, bookingReminder: 'off' })).json().settings.bookingReminder).toBe('off');
    expect(await hoursOf()).toBe(0);
    const refused = await put('owner', { ...settings, bookingReminder: '12h' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fields).toEqual({ bookingReminder: 'validation:invalid.value' });
    expect(await hoursOf()).toBe(0);
    const read = await f.inject({ url: `/api/client/${f.clients.bistro.id}/settings`, headers: await as('owner') });
    expect(read.json().bookingReminder).toBe('off');
    expect((await put('owner', settings)).json().settings.bookingReminder).toBe('24h');
    expect(await hoursOf()).toBe(24);
  });

  it('invalid input answers 400 with the form’s message keys and writes nothing', async () => {
    const stored = (await findClientById(f.server.database.db, f.clients.bistro.id))!.client;
    const count = (await audits(f.clients.bistro.id)).length;
    const res = await put('owner', { ...settings, name: '', contactNumber: '12', timeZone: 'Nowhere/Land', currency: 'DOLLAR' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({
      code: 'invalid_request',
      fields: {
        name: 'validation:required.businessName',
        contactNumber: 'validation:invalid.phone',
        timeZone: 'validation:invalid.timeZone',
        currency: 'validation:invalid.currency',
      },
    });
    expect((await put('owner', [])).statusCode).toBe(400);
    expect((await findClientById(f.server.database.db, f.clients.bistro.id))!.client).toEqual(stored);
    expect(await audits(f.clients.bistro.id)).toHaveLength(count);
  });

  it.each(['€', '$', 'eur', 'XYZ', '₿'])(
    'the currency is an ISO 4217 code: an owner or a manager cannot set %j (issue 25)',
    async (currency) => {
      const stored = (await findClientById(f.server.database.db, f.clients.bistro.id))!.client;
      for (const user of ['owner', 'manager'] as const) {
        const res = await put(user, { ...settings, currency });
        expect(res.statusCode).toBe(400);
        expect(res.json().error.fields).toEqual({ currency: 'validation:invalid.currency' });
      }
      expect((await findClientById(f.server.database.db, f.clients.bistro.id))!.client).toEqual(stored);
    },
  );

  it('no symbol can be set apart from the code: a symbol sent beside it is not stored or shown (issue 25)', async () => {
    const res = await put('owner', { ...settings, currencySymbol: '₿', currency_symbol: '₿' });
    expect(res.statusCode, res.body).toBe(200);
    expect((await put('owner', { ...settings, currency: { symbol: '₿' } })).statusCode).toBe(400);
    const site = (await f.inject({ url: `/api/client/${f.clients.bistro.id}/websitedata` })).body;
    const answer = (await f.inject({ url: url(f.clients.bistro.id), headers: await as('owner') })).body;
    expect(site).not.toContain('₿');
    expect(answer).not.toContain('₿');
    expect(JSON.parse(site).client).not.toHaveProperty('currency');
  });

  it('a manager may change them; an employee, another business’s admin and a freemium owner may not', async () => {
    const res = await put('manager', { ...settings, name: 'Bistro del Gerente' });
    expect(res.statusCode, res.body).toBe(200);
    const [latest] = await audits(f.clients.bistro.id);
    expect(latest).toMatchObject({ actor_sub: f.users.manager.sub, after: { name: 'Bistro del Gerente' } });

    expect((await put('staff', settings)).json().error.code).toBe('forbidden_screen');
    expect((await put('staff', settings)).statusCode).toBe(403);
    expect((await put('otherAdmin', settings)).statusCode).toBe(403);
    expect((await f.inject({ url: url(f.clients.bistro.id), headers: await as('otherAdmin') })).statusCode).toBe(403);
    const freemium = await put('freemiumOwner', settings, f.clients.freebie.id);
    expect(freemium.statusCode).toBe(403);
    expect(freemium.json().error.code).toBe('freemium');
    expect((await findClientById(f.server.database.db, f.clients.bistro.id))!.client.name).toBe('Bistro del Gerente');
  });
});
