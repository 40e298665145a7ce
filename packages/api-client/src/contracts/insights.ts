// The back office's home dashboard (issue 31): a period's figures beside the previous period's, the series its
// charts draw, and the campaign table that follows a visit's utm parameters to the money paid. Owners (1) and
// managers (3) only; everyone else 403. Every day and every boundary is a calendar day of the business's time
// zone; every amount is in the business's currency.
//   GET client/{id}/insights/dashboard ?period=today|7d|30d|month|custom [&from=YYYY-MM-DD&to=YYYY-MM-DD]
//        → DashboardAnswer · 400 fields (custom: from/to missing, not a date, from after to, more than 366 days)
import { Type } from '@sinclair/typebox';
import type { Static } from '@sinclair/typebox';
import { Nullable, StringEnum } from './shared.js';
import { Money } from './store.js';

/**
 * `today`; `7d` and `30d`: the last 7 / 30 days including today; `month`: the 1st of this month to today;
 * `custom`: `from` to `to`, both included. The previous period is the same number of days just before it
 * (`month`: the same days of the previous month, clipped to its length).
 */
export const DASHBOARD_PERIODS = ['today', '7d', '30d', 'month', 'custom'] as const;
export const DashboardPeriodKind = StringEnum(DASHBOARD_PERIODS, { description: 'today, 7d, 30d (default), month or custom' });
export type DashboardPeriodKind = Static<typeof DashboardPeriodKind>;

/** Longest custom period, in days. */
export const DASHBOARD_MAX_DAYS = 366;

const CalendarDay = Type.String({ pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$', description: 'A calendar day, YYYY-MM-DD' });

/** GET client/{id}/insights/dashboard. `from` and `to` are read only with `period=custom`. */
export const DashboardQuery = Type.Object({
  period: Type.Optional(DashboardPeriodKind),
  from: Type.Optional(Type.String({ maxLength: 10, description: 'custom: first day, YYYY-MM-DD' })),
  to: Type.Optional(Type.String({ maxLength: 10, description: 'custom: last day, YYYY-MM-DD' })),
});
export type DashboardQuery = Static<typeof DashboardQuery>;

/** Days `from` to `to`, both included, in the business's time zone. */
export const DashboardRange = Type.Object({ from: CalendarDay, to: CalendarDay });
export type DashboardRange = Static<typeof DashboardRange>;

/** A count in the period and in the previous one. */
export const CountFigure = Type.Object({ current: Type.Integer(), previous: Type.Integer() });
export type CountFigure = Static<typeof CountFigure>;

/** An amount in the period and in the previous one. */
export const MoneyFigure = Type.Object({ current: Money, previous: Money });
export type MoneyFigure = Static<typeof MoneyFigure>;

/** A share (0–1) in the period and in the previous one; null where its base is 0 (no visits). */
export const RateFigure = Type.Object({ current: Nullable(Type.Number()), previous: Nullable(Type.Number()) });
export type RateFigure = Static<typeof RateFigure>;

/**
 * Each figure is the sum of the rows it comes from (the dashboard test recomputes every one from the rows):
 * - `sales`: payments received in the period (orders, quote/invoice payments, subscription renewals) less
 *   refunds made in the period.
 * - `orders`: orders of the store and services store paid in the period; `average_order`: their paid total ÷
 *   their number ("0.00" when none).
 * - `bookings_made`: appointments created in the period; `bookings_cancelled`: cancelled in the period;
 *   `bookings_no_show`: of those whose time fell in the period, the ones marked no-show.
 * - `quotes_sent`, `quotes_approved`, `quotes_paid`: quotes and invoices sent, approved, paid in full in the period.
 * - `new_customers`: customer records first seen in the period.
 * - `visits`: tracking records of the period (spec §7).
 * - `conversion`: (paid orders + bookings made) ÷ visits.
 */
export const DashboardFigures = Type.Object({
  sales: MoneyFigure,
  orders: CountFigure,
  average_order: MoneyFigure,
  bookings_made: CountFigure,
  bookings_cancelled: CountFigure,
  bookings_no_show: CountFigure,
  quotes_sent: CountFigure,
  quotes_approved: CountFigure,
  quotes_paid: CountFigure,
  new_customers: CountFigure,
  visits: CountFigure,
  conversion: RateFigure,
});
export type DashboardFigures = Static<typeof DashboardFigures>;

/**
 * One day of the period (every day present, zeros included), for the charts by day: each figure of the day, as
 * DashboardFigures counts it over the period (`bookings` is bookings_made).
 */
export const DashboardDay = Type.Object({
  date: CalendarDay,
  sales: Money,
  orders: Type.Integer(),
  average_order: Money,
  bookings: Type.Integer(),
  bookings_cancelled: Type.Integer(),
  bookings_no_show: Type.Integer(),
  quotes_sent: Type.Integer(),
  quotes_approved: Type.Integer(),
  quotes_paid: Type.Integer(),
  new_customers: Type.Integer(),
  visits: Type.Integer(),
  conversion: Nullable(Type.Number()),
});
export type DashboardDay = Static<typeof DashboardDay>;

/** Appointments made in the period, by the staff member booked. */
export const DashboardStaffRow = Type.Object({ staff_id: Type.Integer(), name: Type.String(), bookings: Type.Integer() });
export type DashboardStaffRow = Static<typeof DashboardStaffRow>;

/** A product or service among the period's best sellers (at most 10 of each, by revenue then quantity). */
export const DashboardTopRow = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  /** Units sold (products) or times booked/bought (services). */
  quantity: Type.Integer(),
  revenue: Money,
});
export type DashboardTopRow = Static<typeof DashboardTopRow>;

/**
 * One campaign: the utm_source / utm_medium / utm_campaign a visit carried ("" where absent; the row with all
 * three "" is direct traffic). Orders, bookings and revenue are those attributed to it: a paid order, a booking,
 * a paid quote/invoice or a subscription carries the campaign of the visit that led to it (the utm cookie at the
 * time). `revenue_per_visit` is revenue ÷ visits ("0.00" when no visits). Sorted by revenue, then visits.
 */
export const DashboardCampaignRow = Type.Object({
  source: Type.String(),
  medium: Type.String(),
  campaign: Type.String(),
  visits: Type.Integer(),
  orders: Type.Integer(),
  bookings: Type.Integer(),
  revenue: Money,
  revenue_per_visit: Money,
});
export type DashboardCampaignRow = Static<typeof DashboardCampaignRow>;

export const DashboardAnswer = Type.Object({
  period: DashboardPeriodKind,
  range: DashboardRange,
  previous_range: DashboardRange,
  /** The business's IANA time zone and ISO 4217 currency the answer is in. */
  time_zone: Type.String(),
  currency: Type.String(),
  figures: DashboardFigures,
  days: Type.Array(DashboardDay),
  bookings_by_staff: Type.Array(DashboardStaffRow),
  top_products: Type.Array(DashboardTopRow),
  top_services: Type.Array(DashboardTopRow),
  campaigns: Type.Array(DashboardCampaignRow),
});
export type DashboardAnswer = Static<typeof DashboardAnswer>;
