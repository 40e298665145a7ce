// The dashboard's answer recomputed from a seeding's ledger (insights-seed-test-fixture.ts) for the tests: each figure
// is the sum of the ledger rows whose instant falls, by an independent reading of the business's calendar day
// (Intl, en-CA), in the period. Nothing here calls the code under test.
import type { DashboardAnswer } from '@vitrina/api-client/contracts';
import type { Ledger, Utm } from './insights-seed-test-fixture.js';

type Range = { from: string; to: string };

export function calendarDayOf(zone: string) {
  const format = new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' });
  return (at: Date) => format.format(at);
}

const money = (cents: number) => {
  const rounded = Math.sign(cents) * Math.round(Math.abs(cents));
  return `${rounded < 0 ? '-' : ''}${(Math.abs(rounded) / 100).toFixed(2)}`;
};
const sum = (rows: { cents: number }[]) => rows.reduce((total, r) => total + r.cents, 0);

/** Every day of a range. */
export function rangeDays(range: Range): string[] {
  const days: string[] = [];
  for (let at = Date.parse(`${range.from}T00:00:00Z`); at <= Date.parse(`${range.to}T00:00:00Z`); at += 86_400_000)
    days.push(new Date(at).toISOString().slice(0, 10));
  return days;
}

export function expectedDashboard(ledger: Ledger, zone: string, current: Range, previous: Range) {
  const dayOf = calendarDayOf(zone);
  const inside = (range: Range) => (at: Date | null) => at !== null && dayOf(at) >= range.from && dayOf(at) <= range.to;
  const made = (b: Ledger['bookings'][number]) => b.status !== 'held';

  function figures(range: Range) {
    const has = inside(range);
    const paymentCents = sum(ledger.payments.filter((p) => has(p.at))) - sum(ledger.refunds.filter((r) => has(r.at)));
    const orders = ledger.orders.filter((o) => has(o.at));
    const bookingsMade = ledger.bookings.filter((b) => made(b) && has(b.created)).length;
    const visits = ledger.visits.filter((v) => has(v.at)).length;
    return {
      sales: money(paymentCents),
      orders: orders.length,
      average_order: money(orders.length === 0 ? 0 : sum(orders) / orders.length),
      bookings_made: bookingsMade,
      bookings_cancelled: ledger.bookings.filter((b) => b.status === 'canceled' && has(b.canceledAt)).length,
      bookings_no_show: ledger.bookings.filter((b) => b.noShow && has(b.startsAt)).length,
      quotes_sent: ledger.quotes.filter((q) => has(q.sent)).length,
      quotes_approved: ledger.quotes.filter((q) => q.approved && has(q.decided)).length,
      quotes_paid: ledger.quotes.filter((q) => has(q.paid)).length,
      new_customers: ledger.customers.filter(has).length,
      visits,
      conversion: visits === 0 ? null : (orders.length + bookingsMade) / visits,
    };
  }
  const now = figures(current);
  const before = figures(previous);
  const pair = <K extends keyof typeof now>(key: K) => ({ current: now[key], previous: before[key] });

  // Each day's figures are the figures of a period of that one day.
  const days = rangeDays(current).map((date) => {
    const { bookings_made, ...day } = figures({ from: date, to: date });
    return { date, ...day, bookings: bookings_made };
  });

  const has = inside(current);
  type Top = { id: number; name: string; quantity: number; cents: number };
  const top = (rows: { id: number; quantity: number; cents: number }[], prefix: string) => {
    const byId = new Map<number, Top>();
    for (const r of rows) {
      const t = byId.get(r.id) ?? { id: r.id, name: ledger.names.get(`${prefix}${r.id}`)!, quantity: 0, cents: 0 };
      t.quantity += r.quantity;
      t.cents += r.cents;
      byId.set(r.id, t);
    }
    return [...byId.values()]
      .sort((a, b) => b.cents - a.cents || b.quantity - a.quantity || a.id - b.id)
      .slice(0, 10)
      .map((t) => ({ id: t.id, name: t.name, quantity: t.quantity, revenue: money(t.cents) }));
  };
  const paidLines = ledger.lines.filter((l) => has(l.at));
  const madeNow = ledger.bookings.filter((b) => made(b) && has(b.created));
  const topProducts = top(
    paidLines.filter((l) => l.productId !== null).map((l) => ({ id: l.productId!, quantity: l.quantity, cents: l.cents })),
    'p',
  );
  const topServices = top(
    [
      ...paidLines.filter((l) => l.serviceId !== null).map((l) => ({ id: l.serviceId!, quantity: l.quantity, cents: l.cents })),
      ...madeNow.map((b) => ({ id: b.serviceId, quantity: 1, cents: b.cents })),
    ],
    's',
  );
  const staffCounts = new Map<number, number>();
  for (const b of madeNow) staffCounts.set(b.staffId, (staffCounts.get(b.staffId) ?? 0) + 1);
  const byStaff = [...staffCounts]
    .map(([staff_id, bookings]) => ({ staff_id, name: ledger.names.get(`st${staff_id}`)!, bookings }))
    .sort((a, b) => b.bookings - a.bookings || a.name.localeCompare(b.name) || a.staff_id - b.staff_id);

  const key = (utm: Utm) => [utm?.utm_source ?? '', utm?.utm_medium ?? '', utm?.utm_campaign ?? ''].join('|');
  const campaigns = new Map<string, { visits: number; orders: number; bookings: number; cents: number }>();
  const bump = (utm: Utm, field: 'visits' | 'orders' | 'bookings' | 'cents', by: number) => {
    const row = campaigns.get(key(utm)) ?? { visits: 0, orders: 0, bookings: 0, cents: 0 };
    row[field] += by;
    campaigns.set(key(utm), row);
  };
  for (const v of ledger.visits.filter((v) => has(v.at))) bump(v.utm, 'visits', 1);
  for (const o of ledger.orders.filter((o) => has(o.at))) bump(o.utm, 'orders', 1);
  for (const b of madeNow) bump(b.utm, 'bookings', 1);
  for (const p of ledger.payments.filter((p) => has(p.at))) bump(p.utm, 'cents', p.cents);
  for (const r of ledger.refunds.filter((r) => has(r.at))) bump(r.utm, 'cents', -r.cents);
  const campaignRows = [...campaigns]
    .map(([k, c]) => {
      const [source, medium, campaign] = k.split('|') as [string, string, string];
      return { source, medium, campaign, ...c };
    })
    .sort(
      (a, b) =>
        b.cents - a.cents ||
        b.visits - a.visits ||
        a.source.localeCompare(b.source) ||
        a.medium.localeCompare(b.medium) ||
        a.campaign.localeCompare(b.campaign),
    )
    .map(({ cents, ...c }) => ({ ...c, revenue: money(cents), revenue_per_visit: money(c.visits === 0 ? 0 : cents / c.visits) }));

  const answer: Omit<DashboardAnswer, 'period' | 'time_zone' | 'currency'> = {
    range: current,
    previous_range: previous,
    figures: {
      sales: pair('sales'),
      orders: pair('orders'),
      average_order: pair('average_order'),
      bookings_made: pair('bookings_made'),
      bookings_cancelled: pair('bookings_cancelled'),
      bookings_no_show: pair('bookings_no_show'),
      quotes_sent: pair('quotes_sent'),
      quotes_approved: pair('quotes_approved'),
      quotes_paid: pair('quotes_paid'),
      new_customers: pair('new_customers'),
      visits: pair('visits'),
      conversion: pair('conversion'),
    },
    days,
    bookings_by_staff: byStaff,
    top_products: topProducts,
    top_services: topServices,
    campaigns: campaignRows,
  };
  return answer;
}
