// Who gets a staff message (issue 28): the business's owners and the staff member it is about, each once and
// in their own language, less whoever turned that kind off; never the people of another business.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema.js';
import { buildClient, buildUser } from '../../testing/builders.js';
import { testDatabases } from '../../testing/test-db.js';
import { createTestServer } from '../../testing/test-server.js';
import type { TestServer } from '../../testing/test-server.js';
import { mailBusinessOf, staffRecipients } from './mail-people.js';

const CONFIG = { siteDomain: 'vitrina.test', demoHost: 'localhost', port: 8080 };

describe.each(testDatabases())('%s: staff mail recipients', (kind) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await createTestServer(kind);
  }, 60_000);
  afterAll(() => t?.close());

  it('owners and the named staff member, each once, in their language; an opt-out of one kind drops only that kind', async () => {
    const db = t.database.db;
    const { client } = await buildClient(db, { name: 'Salón Rosa', language_id: 2 });
    const other = await buildClient(db);
    const ana = await buildUser(db, { name: 'Ana', language_id: 2, clientIds: [client.id] });
    const ben = await buildUser(db, { name: 'Ben', clientIds: [client.id] });
    // Ben turned new-order alerts off on his profile.
    await db
      .update(users)
      .set({ mail_opt_outs: ['new_order'] })
      .where(eq(users.id, ben.id));
    const staff = await buildUser(db, { name: 'Sol', role_id: 4, clientIds: [client.id] });
    const otherStaff = await buildUser(db, { name: 'Tom', role_id: 4, clientIds: [client.id] });
    await buildUser(db, { name: 'Elsewhere', clientIds: [other.client.id] });

    const orders = await staffRecipients(db, client.id, 'new_order');
    expect(orders.map((r) => [r.name, r.locale])).toEqual([['Ana', 'es']]);
    const bookings = await staffRecipients(db, client.id, 'new_booking', { alsoUserIds: [staff.id, ana.id] });
    expect(bookings.map((r) => r.name).sort()).toEqual(['Ana', 'Ben', 'Sol']);
    expect(bookings.map((r) => r.id)).not.toContain(otherStaff.id);
    expect(bookings.find((r) => r.id === ben.id)?.locale).toBe('en');
  });

  it('the business as its messages show it: name, language, zone, site origin', async () => {
    const { client } = await buildClient(t.database.db, { name: 'Bistro', language_id: 1, timezone: 'Europe/Madrid' });
    const business = await mailBusinessOf(t.database.db, CONFIG, client.id);
    expect(business).toMatchObject({ name: 'Bistro', locale: 'en', timeZone: 'Europe/Madrid' });
    expect(business?.siteOrigin).toBe(`https://${client.wurkzen_subdomain}.vitrina.test`);
    expect(await mailBusinessOf(t.database.db, CONFIG, 2_000_000_000)).toBeNull();
  });
});
