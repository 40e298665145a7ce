// The dashboard's aggregates (issue 31), each one SQL statement over indexed columns of the client's rows:
// figures by calendar day of the business's zone (`date_trunc('day', ts AT TIME ZONE tz)`), the best sellers,
// the bookings by staff member and the campaign table. Read-only; other modules own every table read here.
import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { AppDb } from '../../db/database.js';

/** The instants a query reads: [start, end). */
export interface Span {
  start: Date;
  end: Date;
}

/** What is counted by day (the contract's figures, and the sales' two sides). */
export const DAILY_METRICS = [
  'payments',
  'refunds',
  'orders',
  'bookings_made',
  'bookings_cancelled',
  'bookings_no_show',
  'quotes_sent',
  'quotes_approved',
  'quotes_paid',
  'new_customers',
  'visits',
] as const;
export type DailyMetric = (typeof DAILY_METRICS)[number];

/** One metric on one day: its count and, for money, its sum in minor units. */
export interface DailyRow {
  metric: DailyMetric;
  day: string;
  count: number;
  cents: number;
}

export interface TopRow {
  id: number;
  name: string;
  quantity: number;
  cents: number;
}

export interface StaffRow {
  staff_id: number;
  name: string;
  bookings: number;
}

export interface CampaignRow {
  source: string;
  medium: string;
  campaign: string;
  visits: number;
  orders: number;
  bookings: number;
  cents: number;
}

/** At most this many campaigns (by revenue, then visits): a visitor may invent any number of utm values. */
export const CAMPAIGN_ROWS = 100;
/** Best sellers of each kind. */
export const TOP_ROWS = 10;

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;
const at = (instant: Date) => sql`${instant.toISOString()}::timestamptz`;
const within = (column: SQL, span: Span) => sql`${column} >= ${at(span.start)} and ${column} < ${at(span.end)}`;

/** The bookings a dashboard counts: confirmed ones (booked, or booked then cancelled); holds never were. */
const MADE = sql`a.status in ('booked', 'canceled')`;
/** Store and services-store orders a customer placed (a subscription's renewals are its own money, not an order). */
const PLACED_ORDER = sql`o.kind = 'order' and o.subscription_id is null`;
const DOCUMENT = sql`o.kind in ('quote', 'invoice')`;

/**
 * Every daily figure of [span.start, span.end) in one statement: per metric and local day, the count and (for
 * money) the sum. `tz` is the business's IANA zone; grouping is by position, so the zone is one parameter per
 * branch without GROUP BY having to match it.
 */
export async function dailyFigures(db: AppDb, clientId: number, tz: string, span: Span): Promise<DailyRow[]> {
  const day = (column: SQL) => sql`to_char(date_trunc('day', ${column} at time zone ${tz}), 'YYYY-MM-DD')`;
  const branch = (metric: DailyMetric, column: SQL, cents: SQL, from: SQL, where: SQL) =>
    sql`select ${metric}::text as metric, ${day(column)} as day, count(*)::int as count, coalesce(sum(${cents}), 0)::bigint as cents
      from ${from} where ${where} and ${within(column, span)} group by 2`;
  const branches = [
    branch(
      'payments',
      sql`p.succeeded_at`,
      sql`p.amount_cents`,
      sql`payments p`,
      sql`p.client_id = ${clientId} and p.status = 'succeeded'`,
    ),
    branch('refunds', sql`r.created_at`, sql`r.amount_cents`, sql`order_refunds r`, sql`r.client_id = ${clientId}`),
    branch('orders', sql`o.paid_at`, sql`o.paid_cents`, sql`orders o`, sql`o.client_id = ${clientId} and ${PLACED_ORDER}`),
    branch('bookings_made', sql`a.created_at`, sql`0`, sql`appointments a`, sql`a.client_id = ${clientId} and ${MADE}`),
    branch('bookings_cancelled', sql`a.canceled_at`, sql`0`, sql`appointments a`, sql`a.client_id = ${clientId} and a.status = 'canceled'`),
    branch(
      'bookings_no_show',
      sql`a.starts_at`,
      sql`0`,
      sql`appointments a`,
      sql`a.client_id = ${clientId} and a.status = 'booked' and a.no_show_at is not null`,
    ),
    branch('quotes_sent', sql`o.sent_at`, sql`0`, sql`orders o`, sql`o.client_id = ${clientId} and ${DOCUMENT}`),
    branch(
      'quotes_approved',
      sql`o.decided_at`,
      sql`0`,
      sql`orders o`,
      sql`o.client_id = ${clientId} and ${DOCUMENT} and o.status <> 'rejected'`,
    ),
    branch('quotes_paid', sql`o.paid_at`, sql`0`, sql`orders o`, sql`o.client_id = ${clientId} and ${DOCUMENT}`),
    branch('new_customers', sql`c.created_at`, sql`0`, sql`customers c`, sql`c.client_id = ${clientId}`),
    branch('visits', sql`t.created_at`, sql`0`, sql`tracking_records t`, sql`t.client_id = ${clientId}`),
  ];
  const result = await db.execute(sql.join(branches, sql` union all `));
  return rowsOf<{ metric: DailyMetric; day: string; count: number; cents: string | number }>(result).map((r) => ({
    ...r,
    count: Number(r.count),
    cents: Number(r.cents),
  }));
}

const topOf = (result: unknown): TopRow[] =>
  rowsOf<{ id: number; name: string; quantity: number | string; cents: number | string }>(result).map((r) => ({
    id: Number(r.id),
    name: r.name,
    quantity: Number(r.quantity),
    cents: Number(r.cents),
  }));

/** The period's best-selling products: units and revenue of the lines of orders paid in it. */
export async function topProducts(db: AppDb, clientId: number, span: Span): Promise<TopRow[]> {
  const result = await db.execute(sql`
    select pr.id, pr.name, sum(l.quantity)::int as quantity, sum(l.total_cents)::bigint as cents
    from orders o join order_lines l on l.order_id = o.id join products pr on pr.id = l.product_id
    where o.client_id = ${clientId} and o.kind = 'order' and ${within(sql`o.paid_at`, span)}
    group by pr.id, pr.name
    order by cents desc, quantity desc, pr.id
    limit ${TOP_ROWS}`);
  return topOf(result);
}

/**
 * The period's best-selling services: times booked (appointments made in it, at their booked price) and
 * bought (lines of orders paid in it, renewals included), revenue of both.
 */
export async function topServices(db: AppDb, clientId: number, span: Span): Promise<TopRow[]> {
  const result = await db.execute(sql`
    select s.id, s.name, sum(x.quantity)::int as quantity, sum(x.cents)::bigint as cents
    from (
      select l.service_id, l.quantity, l.total_cents as cents
      from orders o join order_lines l on l.order_id = o.id
      where o.client_id = ${clientId} and o.kind = 'order' and l.service_id is not null and ${within(sql`o.paid_at`, span)}
      union all
      select x.service_id, 1, x.price_cents
      from appointments a join appointment_services x on x.appointment_id = a.id
      where a.client_id = ${clientId} and ${MADE} and x.service_id is not null and ${within(sql`a.created_at`, span)}
    ) x join services s on s.id = x.service_id
    group by s.id, s.name
    order by cents desc, quantity desc, s.id
    limit ${TOP_ROWS}`);
  return topOf(result);
}

/** Appointments made in the period by the staff member booked, most first. */
export async function bookingsByStaff(db: AppDb, clientId: number, span: Span): Promise<StaffRow[]> {
  const result = await db.execute(sql`
    select st.id as staff_id, st.name, count(*)::int as bookings
    from appointments a join staff st on st.id = a.staff_id
    where a.client_id = ${clientId} and ${MADE} and ${within(sql`a.created_at`, span)}
    group by st.id, st.name
    order by bookings desc, st.name, st.id`);
  return rowsOf<StaffRow>(result).map((r) => ({ staff_id: Number(r.staff_id), name: r.name, bookings: Number(r.bookings) }));
}

/** utm source, medium and campaign of a jsonb column ("" where absent). */
const keys = (utm: SQL) =>
  sql`coalesce(${utm}->>'utm_source', '') as source, coalesce(${utm}->>'utm_medium', '') as medium, coalesce(${utm}->>'utm_campaign', '') as campaign`;

/**
 * The campaign table of the period: visits (tracking records' utm_data), placed orders paid and bookings made
 * (their `utm`), and revenue: payments received less refunds made, of documents attributed to the campaign
 * (the order's utm, a deposit's else its quote's). Sorted by revenue, then visits; at most CAMPAIGN_ROWS.
 */
export async function campaignTable(db: AppDb, clientId: number, span: Span): Promise<CampaignRow[]> {
  const orderUtm = sql`coalesce(o.utm, par.utm)`;
  const result = await db.execute(sql`
    select source, medium, campaign, sum(visits)::int as visits, sum(orders)::int as orders, sum(bookings)::int as bookings,
      sum(cents)::bigint as cents
    from (
      select ${keys(sql`t.utm_data`)}, count(*) as visits, 0 as orders, 0 as bookings, 0 as cents
      from tracking_records t where t.client_id = ${clientId} and ${within(sql`t.created_at`, span)} group by 1, 2, 3
      union all
      select ${keys(sql`o.utm`)}, 0, count(*), 0, 0
      from orders o where o.client_id = ${clientId} and ${PLACED_ORDER} and ${within(sql`o.paid_at`, span)} group by 1, 2, 3
      union all
      select ${keys(sql`a.utm`)}, 0, 0, count(*), 0
      from appointments a where a.client_id = ${clientId} and ${MADE} and ${within(sql`a.created_at`, span)} group by 1, 2, 3
      union all
      select ${keys(orderUtm)}, 0, 0, 0, sum(p.amount_cents)
      from payments p join orders o on o.id = p.order_id left join orders par on par.id = o.parent_id
      where p.client_id = ${clientId} and p.status = 'succeeded' and ${within(sql`p.succeeded_at`, span)} group by 1, 2, 3
      union all
      select ${keys(orderUtm)}, 0, 0, 0, -sum(r.amount_cents)
      from order_refunds r join orders o on o.id = r.order_id left join orders par on par.id = o.parent_id
      where r.client_id = ${clientId} and ${within(sql`r.created_at`, span)} group by 1, 2, 3
    ) x
    group by 1, 2, 3
    order by cents desc, visits desc, 1, 2, 3
    limit ${CAMPAIGN_ROWS}`);
  return rowsOf<CampaignRow>(result).map((r) => ({
    source: r.source,
    medium: r.medium,
    campaign: r.campaign,
    visits: Number(r.visits),
    orders: Number(r.orders),
    bookings: Number(r.bookings),
    cents: Number(r.cents),
  }));
}
