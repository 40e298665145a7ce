// The owner's home dashboard (issue 31) on PGlite and Postgres: activity seeded over two periods in a New York
// and a Madrid business (DST days, 23:30 on the last day), every figure, day, best seller, staff row and
// campaign compared with what the test recomputes from the rows it wrote; who may read it; the custom period's
// 400s.
import type { DashboardAnswer } from '@vitrina/api-client/contracts';
import { addCalendarDays } from '@vitrina/core-model';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clients } from '../../db/schema.js';
import { createOwnerFixture } from '../../testing/owner-test-fixture.js';
import type { OwnerFixture } from '../../testing/owner-test-fixture.js';
import { testDatabases } from '../../testing/test-db.js';
import type { UserRecord } from '../../db/index.js';
import { calendarDayOf, expectedDashboard } from './insights-test-expected.js';
import { seedActivity } from './insights-test-seed.js';
import type { Ledger } from './insights-test-seed.js';

const NEW_YORK = 'America/New_York';
const MADRID = 'Europe/Madrid';
/** New York: a week holding its spring-forward day (March 8), and the week before. */
const NY = { current: { from: '2026-03-05', to: '2026-03-11' }, previous: { from: '2026-02-26', to: '2026-03-04' } };
/** Madrid: a week holding its spring-forward day (March 29), and the week before. */
const MAD = { current: { from: '2026-03-26', to: '2026-04-01' }, previous: { from: '2026-03-19', to: '2026-03-25' } };

describe.each(testDatabases())('%s: the home dashboard (issue 31)', (kind) => {
  let f: OwnerFixture;
  let ny: Ledger;
  let madrid: Ledger;

  beforeAll(async () => {
    f = await createOwnerFixture(kind);
    const db = f.server.database.db;
    await db.update(clients).set({ timezone: NEW_YORK, currency_code: 'USD' }).where(eq(clients.id, f.clients.bistro.id));
    await db.update(clients).set({ timezone: MADRID, currency_code: 'EUR' }).where(eq(clients.id, f.clients.salon.id));
    // A day either side of both periods, and the time-zone edges: 23:30 and 23:59 local on the last day belong
    // to it; 00:10 the day after and 23:59 the day before the previous period belong to neither.
    const edges = (p: typeof NY) => [
      { day: p.current.to, time: '23:30' },
      { day: p.current.to, time: '23:59' },
      { day: addCalendarDays(p.current.to, 1), time: '00:10' },
      { day: addCalendarDays(p.previous.from, -1), time: '23:59' },
      { day: p.previous.to, time: '23:30' },
    ];
    const span = (p: typeof NY) => ({ from: addCalendarDays(p.previous.from, -1), to: addCalendarDays(p.current.to, 1) });
    ny = await seedActivity(db, f.clients.bistro.id, NEW_YORK, span(NY), edges(NY));
    madrid = await seedActivity(db, f.clients.salon.id, MADRID, span(MAD), edges(MAD));
    // Another business's activity in the same days never counts.
    await seedActivity(db, f.clients.other.id, NEW_YORK, span(NY), edges(NY));
  }, 180_000);
  afterAll(() => f?.server.close());

  async function read(clientId: number, query: string, user: UserRecord = f.users.owner) {
    const res = await f.inject({ url: `/api/client/${clientId}/insights/dashboard${query}`, headers: await f.as(user) });
    return { status: res.statusCode, body: res.json() as DashboardAnswer & { error?: { code: string; fields?: Record<string, string> } } };
  }
  const custom = (p: { from: string; to: string }) => `?period=custom&from=${p.from}&to=${p.to}`;

  it('New York: every figure, day, best seller, staff row and campaign is the sum of the rows it comes from', async () => {
    const { status, body } = await read(f.clients.bistro.id, custom(NY.current));
    expect(status).toBe(200);
    expect(body).toMatchObject({ period: 'custom', time_zone: NEW_YORK, currency: 'USD' });
    const expected = expectedDashboard(ny, NEW_YORK, NY.current, NY.previous);
    expect(body.range).toEqual(expected.range);
    expect(body.previous_range).toEqual(expected.previous_range);
    expect(body.figures).toEqual(expected.figures);
    expect(body.days).toEqual(expected.days);
    expect(body.top_products).toEqual(expected.top_products);
    expect(body.top_services).toEqual(expected.top_services);
    expect(body.bookings_by_staff).toEqual(expected.bookings_by_staff);
    expect(body.campaigns).toEqual(expected.campaigns);
    // The seeding is not trivial: there is something to sum in each figure of both periods.
    for (const figure of ['orders', 'bookings_made', 'quotes_sent', 'new_customers', 'visits'] as const) {
      expect(body.figures[figure].current, figure).toBeGreaterThan(0);
      expect(body.figures[figure].previous, figure).toBeGreaterThan(0);
    }
    for (const figure of ['bookings_cancelled', 'bookings_no_show', 'quotes_approved', 'quotes_paid'] as const) {
      expect(body.figures[figure].current + body.figures[figure].previous, figure).toBeGreaterThan(0);
    }
    expect(ny.refunds.length).toBeGreaterThan(0);
    expect(body.top_products.length).toBeGreaterThan(1);
    expect(body.bookings_by_staff).toHaveLength(2);
    expect(body.campaigns.find((c) => c.source === 'newsletter' && c.campaign === 'spring')).toBeDefined();
  });

  it('the time-zone edges: an order at 23:30 local on the last day is that day’s, 00:10 the next day is not', async () => {
    const { body } = await read(f.clients.bistro.id, custom(NY.current));
    const last = body.days[body.days.length - 1]!;
    const dayOf = calendarDayOf(NEW_YORK);
    const lastDayOrders = ny.orders.filter((o) => dayOf(o.at) === NY.current.to);
    expect(last).toMatchObject({ date: NY.current.to, orders: lastDayOrders.length });
    // The 23:30 and 23:59 orders are among them (in UTC they are already the next day).
    expect(lastDayOrders.filter((o) => o.at.getUTCDate() !== Number(NY.current.to.slice(8))).length).toBeGreaterThanOrEqual(2);
    // Every day present, in order, zeros included.
    expect(body.days.map((d) => d.date)).toEqual([
      '2026-03-05',
      '2026-03-06',
      '2026-03-07',
      '2026-03-08',
      '2026-03-09',
      '2026-03-10',
      '2026-03-11',
    ]);
  });

  it('Madrid, in euros, across its spring-forward day; the previous period compared; a week later has only zeros but complete days', async () => {
    const { status, body } = await read(f.clients.salon.id, custom(MAD.current), f.users.spanishOwner);
    expect(status).toBe(200);
    expect(body).toMatchObject({ time_zone: MADRID, currency: 'EUR' });
    const expected = expectedDashboard(madrid, MADRID, MAD.current, MAD.previous);
    expect(body.figures).toEqual(expected.figures);
    expect(body.days).toEqual(expected.days);
    expect(body.campaigns).toEqual(expected.campaigns);
    expect(body.top_products).toEqual(expected.top_products);
    expect(body.top_services).toEqual(expected.top_services);
    expect(body.bookings_by_staff).toEqual(expected.bookings_by_staff);

    const empty = await read(f.clients.salon.id, custom({ from: '2026-05-01', to: '2026-05-10' }), f.users.spanishOwner);
    expect(empty.body.days).toHaveLength(10);
    expect(empty.body.days.every((d) => d.sales === '0.00' && d.orders === 0 && d.bookings === 0 && d.visits === 0)).toBe(true);
    expect(empty.body.figures).toMatchObject({
      sales: { current: '0.00', previous: '0.00' },
      average_order: { current: '0.00', previous: '0.00' },
      conversion: { current: null, previous: null },
    });
    expect(empty.body.campaigns).toEqual([]);
  });

  it('the fixed periods: 30 days by default, today, 7 days and this month end today in the business zone', async () => {
    const today = calendarDayOf(NEW_YORK)(new Date());
    const plain = await read(f.clients.bistro.id, '');
    expect(plain.body).toMatchObject({ period: '30d', range: { from: addCalendarDays(today, -29), to: today } });
    expect(plain.body.previous_range).toEqual({ from: addCalendarDays(today, -59), to: addCalendarDays(today, -30) });
    expect(plain.body.days).toHaveLength(30);
    expect((await read(f.clients.bistro.id, '?period=today')).body.range).toEqual({ from: today, to: today });
    expect((await read(f.clients.bistro.id, '?period=7d')).body.range).toEqual({ from: addCalendarDays(today, -6), to: today });
    expect((await read(f.clients.bistro.id, '?period=month')).body.range).toEqual({ from: `${today.slice(0, 8)}01`, to: today });
  });

  it('a custom period is judged by the form’s schema: 400 with the failing fields’ keys', async () => {
    const bad = async (query: string) => {
      const { status, body } = await read(f.clients.bistro.id, query);
      expect(status, query).toBe(400);
      return body.error!.fields;
    };
    expect(await bad('?period=custom')).toEqual({ from: 'validation:dashboard.fromRequired', to: 'validation:dashboard.toRequired' });
    expect(await bad('?period=custom&from=2026-02-30&to=2026-03-01')).toEqual({ from: 'validation:invalid.date' });
    expect(await bad('?period=custom&from=2026-03-10&to=2026-03-01')).toEqual({ to: 'validation:dashboard.toBeforeFrom' });
    expect(await bad('?period=custom&from=2025-01-01&to=2026-01-02')).toEqual({ to: 'validation:dashboard.tooLong' });
    expect((await read(f.clients.bistro.id, '?period=custom&from=2025-01-01&to=2026-01-01')).status).toBe(200);
    expect((await read(f.clients.bistro.id, '?period=year')).status).toBe(400);
  });

  it('owners and managers read it; an employee 403; another business’s owner 403; no token 401', async () => {
    const url = custom(NY.current);
    const owner = await read(f.clients.bistro.id, url);
    const manager = await read(f.clients.bistro.id, url, f.users.manager);
    expect(manager.status).toBe(200);
    expect(manager.body).toEqual(owner.body);
    expect((await read(f.clients.bistro.id, url, f.users.staff)).body.error?.code).toBe('forbidden_screen');
    expect((await read(f.clients.bistro.id, url, f.users.staff)).status).toBe(403);
    const stranger = await read(f.clients.bistro.id, url, f.users.otherAdmin);
    expect(stranger.status).toBe(403);
    expect(stranger.body.error?.code).toBe('no_access');
    expect((await f.inject({ url: `/api/client/${f.clients.bistro.id}/insights/dashboard` })).statusCode).toBe(401);
  });
});
