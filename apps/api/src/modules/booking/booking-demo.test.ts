// The demo businesses' booking data (seed/demo-booking.ts) walked through the visitor's calls, as the site
// wizard does: info → dates → slots → hold → book → the appointment page (issue 14).
import { addDays, todayInZone } from '@vitrina/booking';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BISTRO_BOOKING, SALON_BOOKING, insertDemoBooking } from '../../seed/demo-booking.js';
import { buildClient } from '../../testing/builders.js';
import { testDatabases } from '../../testing/test-db.js';
import { createTestServer } from '../../testing/test-server.js';
import type { TestServer } from '../../testing/test-server.js';
import { DETAILS, post } from './booking-test-fixture.js';

interface Info {
  timeZone: string;
  serviceTypes: number[];
  services: { id: number; name: string; serviceTypes: number[]; staffIds: number[]; locationIds: number[] }[];
}

describe.each(testDatabases())('%s: the demo businesses can be booked', (kind) => {
  let t: TestServer;
  const db = () => t.database.db;

  beforeAll(async () => {
    t = await createTestServer(kind);
  }, 60_000);
  afterAll(() => t?.close());

  it.each([
    ['bistro', BISTRO_BOOKING, 'America/New_York'],
    ['salon', SALON_BOOKING, 'Europe/Madrid'],
  ] as const)('%s: every offered type has a bookable date, and its first slot books', async (_name, spec, zone) => {
    const clientId = (await buildClient(db(), { timezone: zone })).client.id;
    await insertDemoBooking(db(), clientId, spec);
    const info: Info = (await t.app.inject(`/api/client/${clientId}/booking`)).json();
    expect(info.timeZone).toBe(zone);
    expect(info.serviceTypes.length).toBeGreaterThan(0);
    const from = todayInZone(zone);
    for (const type of info.serviceTypes) {
      const service = info.services.find((s) => s.serviceTypes.includes(type))!;
      const q = new URLSearchParams({ serviceType: String(type), serviceIds: String(service.id), staffId: 'any' });
      if (type === 0) q.set('locationId', String(service.locationIds[0]));
      const dates = (await t.app.inject(`/api/client/${clientId}/booking/dates?${q}&from=${from}&to=${addDays(from, 14)}`)).json();
      expect(dates.dates.length, `type ${type}`).toBeGreaterThan(0);
      const day = (await t.app.inject(`/api/client/${clientId}/booking/slots?${q}&date=${dates.dates[0]}`)).json();
      const slot = day.slots[0];
      const selection = {
        serviceType: type,
        locationId: type === 0 ? service.locationIds[0] : null,
        serviceIds: [service.id],
        staffId: 'any',
        start: slot.start,
      };
      const hold = await post(t, `/api/client/${clientId}/booking/holds`, selection);
      expect(hold.statusCode).toBe(201);
      expect(slot.staffIds).toContain(hold.json().staffId);
      if (type === 1) continue; // the address rules are booking-book.test.ts's
      const booked = await post(t, `/api/client/${clientId}/appointments`, { ...selection, holdId: hold.json().holdId, details: DETAILS });
      expect(booked.statusCode, booked.body).toBe(201);
      const page = (await t.app.inject(`/api/client/${clientId}/appointments/${booked.json().uuid}`)).json();
      expect(page).toMatchObject({ status: 'booked', start: slot.start, serviceType: type, timeZone: zone });
    }
  });
});
