// Issue 25 finding 5: a few anonymous holds must not empty a day. A visitor (the booking cookie) keeps one
// live hold at a business — a new pick replaces it — and one client address keeps at most
// BOOKING_HOLDS_PER_ADDRESS (default 3), counted in the hold's own transaction. On PGlite and (with
// DATABASE_URL) Postgres.
import { and, eq, gt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointments } from '../../db/schema.js';
import { buildService, buildStaff } from '../../testing/booking-builders.js';
import { testDatabases } from '../../testing/test-db.js';
import { createTestServer } from '../../testing/test-server.js';
import type { TestServer } from '../../testing/test-server.js';
import { at, bookingSetup, postBooking, selection, slotsUrl, testDate } from './booking-test-fixture.js';
import type { BookingSetup } from './booking-test-fixture.js';
import { nextIp } from '../orders/checkout-test-fixture.js';

/** The documented default of BOOKING_HOLDS_PER_ADDRESS. */
const PER_ADDRESS = 3;
const COOKIE = 'vitrina_booking';
const HOURS = ['09:00', '10:00', '11:00', '12:00', '13:00', '14:00', '15:00', '16:00'];

describe.each(testDatabases())('%s: holds per visitor and per address (issue 25)', (kind) => {
  let t: TestServer;
  const db = () => t.database.db;
  const date = testDate(8);

  beforeAll(async () => {
    t = await createTestServer(kind);
  }, 60_000);
  afterAll(() => t?.close());

  const hold = (s: BookingSetup, hhmm: string, { ip = nextIp(), cookie }: { ip?: string; cookie?: string } = {}) =>
    t.app.inject({
      method: 'POST',
      url: `/api/client/${s.clientId}/booking/holds`,
      headers: { 'x-forwarded-for': ip, ...(cookie ? { cookie } : {}) },
      payload: selection(s, at(date, hhmm)),
    });

  /** `name=value` of the booking cookie the answer sets, or null. */
  const bookingCookie = (res: { headers: Record<string, unknown> }): string | null => {
    const raw = res.headers['set-cookie'];
    const lines = Array.isArray(raw) ? raw.map(String) : raw ? [String(raw)] : [];
    const line = lines.find((l) => l.startsWith(`${COOKIE}=`));
    return line ? line.split(';')[0]! : null;
  };

  const liveHolds = (clientId: number) =>
    db()
      .select()
      .from(appointments)
      .where(and(eq(appointments.client_id, clientId), eq(appointments.status, 'held'), gt(appointments.hold_expires_at, new Date())));

  const offered = async (s: BookingSetup) =>
    ((await t.app.inject(slotsUrl(s, date))).json().slots as { start: string }[]).map((x) => x.start);

  it(`one address holds at most ${PER_ADDRESS} slots of a business; the next is a clear 429, other addresses are not stopped`, async () => {
    const s = await bookingSetup(db());
    const ip = nextIp();
    const answers = [];
    for (const hhmm of HOURS.slice(0, 6)) answers.push(await hold(s, hhmm, { ip }));
    expect(answers.map((r) => r.statusCode)).toEqual([...Array<number>(PER_ADDRESS).fill(201), 429, 429, 429]);
    expect(answers[PER_ADDRESS]!.json().error).toEqual({ code: 'too_many_holds', message: 'errors:booking.tooManyHolds' });
    expect(await liveHolds(s.clientId)).toHaveLength(PER_ADDRESS);
    // The day stays bookable by everyone else.
    expect(await offered(s)).toContain(at(date, '15:00'));
    expect((await hold(s, '15:00')).statusCode).toBe(201);
  });

  it('the limit is across the business: several staff members do not multiply it', async () => {
    const s = await bookingSetup(db());
    const other = await buildStaff(db(), s.clientId, { hours: [{ from: '09:00', to: '17:00', locationId: s.locationId }] });
    const ip = nextIp();
    const codes = [];
    for (const hhmm of HOURS.slice(0, 3)) codes.push((await hold(s, hhmm, { ip })).statusCode);
    const service = await buildService(db(), s.clientId, { staffIds: [other.id] });
    const second = { ...s, staffId: other.id, serviceId: service.id };
    codes.push((await hold(second, '09:00', { ip })).statusCode);
    expect(codes).toEqual([201, 201, 201, 429]);
  });

  it('an IPv6 /64 counts as one address (a household or phone has a whole /64)', async () => {
    const s = await bookingSetup(db());
    const net = `2001:db8:${(Date.now() % 65_000).toString(16)}:7`;
    const codes = [];
    for (const [i, hhmm] of HOURS.slice(0, PER_ADDRESS + 1).entries())
      codes.push((await hold(s, hhmm, { ip: `${net}::${i + 1}` })).statusCode);
    expect(codes).toEqual([...Array<number>(PER_ADDRESS).fill(201), 429]);
    expect((await hold(s, HOURS[6]!, { ip: `${net.slice(0, -1)}8::1` })).statusCode).toBe(201);
  });

  it('the hold route gives a visitor a booking cookie (httpOnly); their second pick frees the first slot', async () => {
    const s = await bookingSetup(db());
    const first = await hold(s, '10:00');
    expect(first.statusCode).toBe(201);
    const cookie = bookingCookie(first);
    expect(cookie).not.toBeNull();
    const line = ([] as string[]).concat(first.headers['set-cookie'] as string | string[]).find((l) => l.startsWith(`${COOKIE}=`))!;
    expect(line).toMatch(/HttpOnly/i);
    expect(line).toMatch(/SameSite=Lax/i);
    expect(await offered(s)).not.toContain(at(date, '10:00'));

    // Even from another address, the same visitor's new pick replaces their hold.
    const second = await hold(s, '13:00', { cookie: cookie! });
    expect(second.statusCode).toBe(201);
    expect(bookingCookie(second)).toBeNull(); // kept, not renewed
    const rows = await db().select().from(appointments).where(eq(appointments.client_id, s.clientId));
    expect(rows.find((r) => r.uuid === first.json().holdId)?.status).toBe('released');
    expect((await liveHolds(s.clientId)).map((r) => r.uuid)).toEqual([second.json().holdId]);
    expect(await offered(s)).toContain(at(date, '10:00'));

    // Back and Confirm again on the same slot: the visitor's own hold never blocks them.
    const again = await hold(s, '13:00', { cookie: cookie! });
    expect(again.statusCode).toBe(201);
    expect(await liveHolds(s.clientId)).toHaveLength(1);
  });

  it("a refused pick keeps the visitor's hold", async () => {
    const s = await bookingSetup(db());
    const first = await hold(s, '10:00');
    const cookie = bookingCookie(first)!;
    expect((await hold(s, '14:00')).statusCode).toBe(201); // someone else
    expect((await hold(s, '14:00', { cookie })).statusCode).toBe(409);
    expect((await liveHolds(s.clientId)).map((r) => r.uuid)).toContain(first.json().holdId);
  });

  it('booking consumes the hold: the address may hold again', async () => {
    const s = await bookingSetup(db());
    const ip = nextIp();
    const held = [];
    for (const hhmm of HOURS.slice(0, PER_ADDRESS)) held.push((await hold(s, hhmm, { ip })).json());
    expect((await hold(s, '15:00', { ip })).statusCode).toBe(429);
    const booked = await postBooking(t, s.clientId, { ...selection(s, at(date, HOURS[0]!)), holdId: held[0].holdId }, ip);
    expect(booked.statusCode).toBe(201);
    expect((await hold(s, '15:00', { ip })).statusCode).toBe(201);
  });

  it('a race of parallel holds from one visitor leaves one live hold', async () => {
    const s = await bookingSetup(db());
    const cookie = bookingCookie(await hold(s, '16:00'))!;
    // Each from its own address: only the visitor's cookie ties them together.
    const answers = await Promise.all(HOURS.slice(0, 7).map((hhmm) => hold(s, hhmm, { cookie })));
    expect(answers.every((r) => r.statusCode === 201)).toBe(true);
    expect(await liveHolds(s.clientId)).toHaveLength(1);
  }, 60_000);

  it(`a race of parallel cookie-less holds from one address stays within ${PER_ADDRESS}`, async () => {
    const s = await bookingSetup(db());
    const ip = nextIp();
    const answers = await Promise.all(HOURS.map((hhmm) => hold(s, hhmm, { ip })));
    expect(answers.filter((r) => r.statusCode === 201)).toHaveLength(PER_ADDRESS);
    expect(answers.filter((r) => r.statusCode === 429)).toHaveLength(HOURS.length - PER_ADDRESS);
    expect(await liveHolds(s.clientId)).toHaveLength(PER_ADDRESS);
  }, 60_000);
});
