// The owner's home dashboard (issue 31, contract api-client insights.ts): the period's days in the business's
// zone (core-model resolveDashboardPeriod), its aggregates read concurrently (insights-repository.ts: five
// statements; visits from visit_days, built first when they are not built for the zone), shaped into figures
// beside the previous period's, a series per day with every day present, and the tables of its charts.
// Writes nothing of its own but the visits' rollup (visit-days-repository.ts); records no event.
import type { DashboardAnswer, DashboardDay, DashboardFigures, DashboardPeriodKind } from '@vitrina/api-client/contracts';
import type { Client } from '@vitrina/core-model';
import { businessTimeZone, fromMinorUnits, resolveDashboardPeriod } from '@vitrina/core-model';
import type { AppContext } from '../../app-context.js';
import { DAILY_METRICS, bookingsByStaff, campaignTable, dailyFigures, topProducts, topServices } from './insights-repository.js';
import type { DailyMetric, DailyRow, TopRow } from './insights-repository.js';
import { ensureVisitDays } from './visit-days-repository.js';

type Totals = Record<DailyMetric, { count: number; cents: number }>;

const zeroTotals = (): Totals => Object.fromEntries(DAILY_METRICS.map((m) => [m, { count: 0, cents: 0 }])) as Totals;

/** The totals of the rows whose day is one of `days`. */
function totalsOf(rows: DailyRow[], days: ReadonlySet<string>): Totals {
  const totals = zeroTotals();
  for (const r of rows) {
    if (!days.has(r.day)) continue;
    totals[r.metric].count += r.count;
    totals[r.metric].cents += r.cents;
  }
  return totals;
}

const money = (cents: number) => fromMinorUnits(cents);
const ratio = (part: number, whole: number): number | null => (whole === 0 ? null : part / whole);
const sales = (t: Totals) => t.payments.cents - t.refunds.cents;
const average = (t: Totals) => (t.orders.count === 0 ? 0 : t.orders.cents / t.orders.count);
const converted = (t: Totals) => t.orders.count + t.bookings_made.count;

function figuresOf(now: Totals, before: Totals): DashboardFigures {
  const count = (m: DailyMetric) => ({ current: now[m].count, previous: before[m].count });
  return {
    sales: { current: money(sales(now)), previous: money(sales(before)) },
    orders: count('orders'),
    average_order: { current: money(average(now)), previous: money(average(before)) },
    bookings_made: count('bookings_made'),
    bookings_cancelled: count('bookings_cancelled'),
    bookings_no_show: count('bookings_no_show'),
    quotes_sent: count('quotes_sent'),
    quotes_approved: count('quotes_approved'),
    quotes_paid: count('quotes_paid'),
    new_customers: count('new_customers'),
    visits: count('visits'),
    conversion: { current: ratio(converted(now), now.visits.count), previous: ratio(converted(before), before.visits.count) },
  };
}

/** One day's figures (DashboardDay), from that day's totals. */
function dayOf(date: string, t: Totals): DashboardDay {
  return {
    date,
    sales: money(sales(t)),
    orders: t.orders.count,
    average_order: money(average(t)),
    bookings: t.bookings_made.count,
    bookings_cancelled: t.bookings_cancelled.count,
    bookings_no_show: t.bookings_no_show.count,
    quotes_sent: t.quotes_sent.count,
    quotes_approved: t.quotes_approved.count,
    quotes_paid: t.quotes_paid.count,
    new_customers: t.new_customers.count,
    visits: t.visits.count,
    conversion: ratio(converted(t), t.visits.count),
  };
}

const topRow = (r: TopRow) => ({ id: r.id, name: r.name, quantity: r.quantity, revenue: money(r.cents) });

/** The period of a dashboard query that passed dashboardPeriodSchema (custom) or names a fixed period. */
export interface DashboardRequest {
  period: DashboardPeriodKind;
  from?: string;
  to?: string;
}

/** The dashboard of `client` for the period, on `now`. */
export async function dashboard(
  ctx: Pick<AppContext, 'database'>,
  client: Pick<Client, 'id' | 'timezone' | 'currency_code'>,
  request: DashboardRequest,
  now: Date = new Date(),
): Promise<DashboardAnswer> {
  const { db } = ctx.database;
  const tz = businessTimeZone(client.timezone);
  const period = resolveDashboardPeriod(request, tz, now);
  const { current, previous } = period;
  // Both periods' days in one read: from the earlier start to the current end (a `month` comparison may leave
  // a gap between them, whose days belong to neither).
  const both = { start: previous.start < current.start ? previous.start : current.start, end: current.end };
  const bothDays = { from: previous.from < current.from ? previous.from : current.from, to: current.to };
  await ensureVisitDays(db, client.id, tz);
  const [daily, products, services, staff, campaigns] = await Promise.all([
    dailyFigures(db, client.id, tz, both, bothDays),
    topProducts(db, client.id, current),
    topServices(db, client.id, current),
    bookingsByStaff(db, client.id, current),
    campaignTable(db, client.id, current, current),
  ]);
  // Each day's totals, in one pass over the rows: a day's figures are the period's figures of that one day.
  const byDay = new Map(period.days.map((d) => [d, zeroTotals()]));
  for (const r of daily) {
    const totals = byDay.get(r.day);
    if (!totals) continue;
    totals[r.metric].count += r.count;
    totals[r.metric].cents += r.cents;
  }
  return {
    period: period.period,
    range: { from: current.from, to: current.to },
    previous_range: { from: previous.from, to: previous.to },
    time_zone: tz,
    currency: client.currency_code,
    figures: figuresOf(totalsOf(daily, new Set(period.days)), totalsOf(daily, new Set(period.previousDays))),
    days: [...byDay].map(([date, totals]) => dayOf(date, totals)),
    bookings_by_staff: staff,
    top_products: products.map(topRow),
    top_services: services.map(topRow),
    campaigns: campaigns.map((c) => ({
      source: c.source,
      medium: c.medium,
      campaign: c.campaign,
      visits: c.visits,
      orders: c.orders,
      bookings: c.bookings,
      revenue: money(c.cents),
      revenue_per_visit: money(c.visits === 0 ? 0 : c.cents / c.visits),
    })),
  };
}
