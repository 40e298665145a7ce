// GET booking/slots and booking/dates (issue 14): hours, breaks, time off, other appointments and buffers
// decide the offered starts; on PGlite and (with DATABASE_URL) Postgres.
import { addDays, todayInZone } from '@vitrina/booking';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertAppointment } from './appointment-rows-repository.js';
import { testDatabases } from '../../testing/test-db.js';
import { createTestServer } from '../../testing/test-server.js';
import type { TestServer } from '../../testing/test-server.js';
import { ZONE, at, bookingSetup, hhmmOf, slotsUrl, testDate } from './booking-test-fixture.js';
import type { BookingSetup } from './booking-test-fixture.js';

describe.each(testDatabases())('%s: booking slots and dates', (kind) => {
  let t: TestServer;
  const db = () => t.database.db;
  const date = testDate();
  const starts = async (s: BookingSetup, extra: Record<string, string | number> = {}) => {
    const res = await t.app.inject(slotsUrl(s, date, extra));
    expect(res.statusCode).toBe(200);
    const day = res.json();
    expect(day).toMatchObject({ date, timeZone: ZONE });
    return (day.slots as { start: string }[]).map((slot) => hhmmOf(slot.start));
  };
  const every15 = (from: string, to: string) => {
    const out: string[] = [];
    const [fh = 0, fm = 0] = from.split(':').map(Number);
    const [th = 0, tm = 0] = to.split(':').map(Number);
    for (let m = fh * 60 + fm; m <= th * 60 + tm; m += 15)
      out.push(`${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`);
    return out;
  };

  beforeAll(async () => {
    t = await createTestServer(kind);
  }, 60_000);
  afterAll(() => t?.close());

  it('offers every 15 minutes from the opening, the last one ending at closing, with its person and place', async () => {
    const s = await bookingSetup(db());
    const res = await t.app.inject(slotsUrl(s, date));
    const slots = res.json().slots;
    expect(slots.map((x: { start: string }) => hhmmOf(x.start))).toEqual(every15('09:00', '16:00'));
    expect(slots[0]).toEqual({ start: at(date, '09:00'), end: at(date, '10:00'), staffIds: [s.staffId], locationId: s.locationId });
  });

  it('leaves out breaks and time off', async () => {
    const s = await bookingSetup(db(), {
      breaks: [{ from: '12:00', to: '13:00' }],
      timeOff: [{ starts_at: new Date(at(date, '15:00')), ends_at: new Date(at(date, '17:00')) }],
    });
    expect(await starts(s)).toEqual([...every15('09:00', '11:00'), ...every15('13:00', '14:00')]);
  });

  it('leaves out times overlapping another appointment with its buffers, and this service’s own buffers', async () => {
    const s = await bookingSetup(db(), {}, { buffer_before_minutes: 15, buffer_after_minutes: 30 });
    // Booked 12:00–13:00, blocking 11:45–13:30.
    await insertAppointment(
      db(),
      {
        client_id: s.clientId,
        staff_id: s.staffId,
        location_id: s.locationId,
        service_type: 0,
        status: 'booked',
        starts_at: new Date(at(date, '12:00')),
        ends_at: new Date(at(date, '13:00')),
        blocked_from: new Date(at(date, '11:45')),
        blocked_to: new Date(at(date, '13:30')),
      },
      [],
    );
    // A slot blocks [start-15, end+30): it must end its after-buffer by 11:45 and start its before-buffer at 13:30.
    expect(await starts(s)).toEqual([...every15('09:00', '10:15'), ...every15('13:45', '16:00')]);
  });

  it('an expired hold blocks nothing; a live one blocks its time; a canceled appointment frees it', async () => {
    const s = await bookingSetup(db());
    const row = (start: string, status: 'held' | 'canceled', expires: Date | null) => ({
      client_id: s.clientId,
      staff_id: s.staffId,
      service_type: 0,
      status,
      starts_at: new Date(at(date, start)),
      ends_at: new Date(new Date(at(date, start)).getTime() + 3_600_000),
      blocked_from: new Date(at(date, start)),
      blocked_to: new Date(new Date(at(date, start)).getTime() + 3_600_000),
      hold_expires_at: expires,
    });
    await insertAppointment(db(), row('09:00', 'held', new Date(Date.now() - 1000)), []);
    await insertAppointment(db(), row('14:00', 'canceled', null), []);
    await insertAppointment(db(), row('11:00', 'held', new Date(Date.now() + 600_000)), []);
    expect(await starts(s)).toEqual([...every15('09:00', '10:00'), ...every15('12:00', '16:00')]);
  });

  it('dates: only the days of the range with a slot, within the horizon; a range over 62 days is a 400', async () => {
    const weekday = new Date(`${date}T12:00:00Z`).getUTCDay();
    // Hours only on the test date's weekday.
    const s = await bookingSetup(db(), { hours: [{ weekdays: [weekday], from: '09:00', to: '17:00' }] });
    const url = (from: string, to: string) =>
      `/api/client/${s.clientId}/booking/dates?serviceType=0&locationId=${s.locationId}&serviceIds=${s.serviceId}&staffId=any&from=${from}&to=${to}`;
    const res = await t.app.inject(url(date, addDays(date, 20)));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ timeZone: ZONE, dates: [date, addDays(date, 7), addDays(date, 14)] });
    // Beyond the 60-day horizon (from today in the business zone) nothing is offered.
    const horizonEnd = addDays(todayInZone(ZONE), 60);
    const weekly = [42, 49, 56].map((n) => addDays(date, n));
    const far = (await t.app.inject(url(addDays(date, 40), addDays(date, 60)))).json().dates;
    expect(far).toEqual(weekly.filter((d) => d <= horizonEnd));
    expect(far).not.toContain(addDays(date, 56));
    expect((await t.app.inject(url(date, addDays(date, 63)))).json().error.code).toBe('range_too_long');
    expect((await t.app.inject(url(date, addDays(date, -1)))).json().error.code).toBe('invalid_range');
  });
});
