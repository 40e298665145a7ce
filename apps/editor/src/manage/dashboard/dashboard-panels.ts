// The dashboard's charts as declarations (issue 31): for each, what the chart draws and the rows of its table
// view and CSV file, from one answer. The chart, the table and the file read the same rows, so what a screen
// reader hears is what the chart shows.
import type { TFunction } from 'i18next';
import type { DashboardAnswer, DashboardCampaignRow, DashboardTopRow } from '@vitrina/api-client/back-office';
import type { DashboardFormat } from './dashboard-format.js';
import { minorOf } from './dashboard-format.js';

/** `line`: one series over the days; `columns`: series side by side over the days; `bars`: one bar group a row. */
export type ChartKind = 'line' | 'columns' | 'bars';

export interface ChartSeries {
  label: string;
  values: number[];
}

export interface ChartSpec {
  kind: ChartKind;
  /** The category of each point (a day, a name), as written on the axis. */
  labels: string[];
  series: ChartSeries[];
  /** Writes a value for the axis and the tooltips (money, or a count). */
  format: (value: number) => string;
  /** Counts: the value axis marks whole numbers only. */
  integer?: boolean;
}

export interface TableColumn {
  header: string;
  /** The column holds amounts: right aligned, and written with two decimals in the CSV file. */
  money?: boolean;
  numeric?: boolean;
}

/** One row: what the table shows in each column, and what the CSV file holds (money in major units). */
export interface TableRow {
  key: string;
  cells: string[];
  values: (string | number)[];
}

export interface TableSpec {
  columns: TableColumn[];
  rows: TableRow[];
}

export type PanelId =
  | 'salesByDay'
  | 'averageOrderByDay'
  | 'ordersBookingsByDay'
  | 'bookingOutcomesByDay'
  | 'quotesByDay'
  | 'visitsByDay'
  | 'conversionByDay'
  | 'bookingsByStaff'
  | 'topProducts'
  | 'topServices'
  | 'campaigns';

/** The counts of a day that a chart by day draws side by side. */
type DayCount = 'bookings_cancelled' | 'bookings_no_show' | 'quotes_sent' | 'quotes_approved' | 'quotes_paid' | 'new_customers' | 'visits';

export interface Panel {
  id: PanelId;
  title: string;
  chart: ChartSpec;
  table: TableSpec;
}

const major = (amount: string) => minorOf(amount) / 100;

function topPanel(id: 'topProducts' | 'topServices', rows: DashboardTopRow[], t: TFunction<['manage']>, f: DashboardFormat): Panel {
  const name = t(id === 'topProducts' ? 'manage:dashboard.columns.product' : 'manage:dashboard.columns.service');
  return {
    id,
    title: t(`manage:dashboard.charts.${id}`),
    chart: {
      kind: 'bars',
      labels: rows.map((r) => r.name),
      series: [{ label: t('manage:dashboard.columns.revenue'), values: rows.map((r) => major(r.revenue)) }],
      format: (value) => f.money(value),
    },
    table: {
      columns: [
        { header: name },
        { header: t('manage:dashboard.columns.quantity'), numeric: true },
        { header: t('manage:dashboard.columns.revenue'), money: true },
      ],
      rows: rows.map((r) => ({
        key: String(r.id),
        cells: [r.name, f.count(r.quantity), f.money(r.revenue)],
        values: [r.name, r.quantity, major(r.revenue)],
      })),
    },
  };
}

/** A campaign's name as the owner reads it: `newsletter / email / spring`, `Direct` for no utm at all. */
export function campaignLabel(row: DashboardCampaignRow, t: TFunction<['manage']>): string {
  if (!row.source && !row.medium && !row.campaign) return t('manage:dashboard.direct');
  return [row.source, row.medium, row.campaign].map((part) => part || t('manage:dashboard.notSet')).join(' / ');
}

const campaignKey = (r: DashboardCampaignRow) => `${r.source}|${r.medium}|${r.campaign}`;

/** The campaign table (always a table, with its CSV): visits, orders, bookings, revenue, revenue per visit. */
export function campaignTable(rows: DashboardCampaignRow[], t: TFunction<['manage']>, f: DashboardFormat): TableSpec {
  const notSet = (part: string) => part || t('manage:dashboard.notSet');
  const direct = (r: DashboardCampaignRow) => !r.source && !r.medium && !r.campaign;
  return {
    columns: [
      { header: t('manage:dashboard.columns.source') },
      { header: t('manage:dashboard.columns.medium') },
      { header: t('manage:dashboard.columns.campaign') },
      { header: t('manage:dashboard.columns.visits'), numeric: true },
      { header: t('manage:dashboard.columns.orders'), numeric: true },
      { header: t('manage:dashboard.columns.bookings'), numeric: true },
      { header: t('manage:dashboard.columns.revenue'), money: true },
      { header: t('manage:dashboard.columns.revenuePerVisit'), money: true },
    ],
    rows: rows.map((r) => ({
      key: campaignKey(r),
      cells: [
        direct(r) ? t('manage:dashboard.direct') : notSet(r.source),
        direct(r) ? '—' : notSet(r.medium),
        direct(r) ? '—' : notSet(r.campaign),
        f.count(r.visits),
        f.count(r.orders),
        f.count(r.bookings),
        f.money(r.revenue),
        f.money(r.revenue_per_visit),
      ],
      values: [r.source, r.medium, r.campaign, r.visits, r.orders, r.bookings, major(r.revenue), major(r.revenue_per_visit)],
    })),
  };
}

export function dashboardPanels(answer: DashboardAnswer, t: TFunction<['manage']>, f: DashboardFormat): Panel[] {
  const { days } = answer;
  const dayLabels = days.map((d) => f.day(d.date));
  const count = (value: number) => f.count(value);
  const column = (key: 'date' | 'sales' | 'orders' | 'bookings' | 'visits' | 'staff') => t(`manage:dashboard.columns.${key}`);
  const dayColumn = (key: DayCount | 'averageOrder' | 'conversion') =>
    key === 'visits' ? column('visits') : t(`manage:dashboard.dayColumns.${key}`);
  /** Counts of each day side by side, with their table and file. */
  const countsByDay = (id: PanelId, keys: DayCount[]): Panel => ({
    id,
    title: t(`manage:dashboard.charts.${id}`),
    chart: {
      kind: 'columns',
      labels: dayLabels,
      series: keys.map((key) => ({ label: dayColumn(key), values: days.map((d) => d[key]) })),
      format: count,
      integer: true,
    },
    table: {
      columns: [{ header: column('date') }, ...keys.map((key) => ({ header: dayColumn(key), numeric: true }))],
      rows: days.map((d, i) => ({
        key: d.date,
        cells: [dayLabels[i] ?? d.date, ...keys.map((key) => count(d[key]))],
        values: [d.date, ...keys.map((key) => d[key])],
      })),
    },
  });
  const none = '—';
  const averageOrderByDay: Panel = {
    id: 'averageOrderByDay',
    title: t('manage:dashboard.charts.averageOrderByDay'),
    chart: {
      kind: 'line',
      labels: dayLabels,
      series: [{ label: dayColumn('averageOrder'), values: days.map((d) => major(d.average_order)) }],
      format: (value) => f.money(value),
    },
    table: {
      columns: [
        { header: column('date') },
        { header: column('orders'), numeric: true },
        { header: dayColumn('averageOrder'), money: true },
      ],
      rows: days.map((d, i) => ({
        key: d.date,
        cells: [dayLabels[i] ?? d.date, count(d.orders), f.money(d.average_order)],
        values: [d.date, d.orders, major(d.average_order)],
      })),
    },
  };
  const conversionByDay: Panel = {
    id: 'conversionByDay',
    title: t('manage:dashboard.charts.conversionByDay'),
    chart: {
      kind: 'line',
      labels: dayLabels,
      series: [{ label: dayColumn('conversion'), values: days.map((d) => d.conversion ?? 0) }],
      format: (value) => f.percent(value),
    },
    table: {
      columns: [
        { header: column('date') },
        { header: column('visits'), numeric: true },
        { header: dayColumn('conversion'), numeric: true },
      ],
      rows: days.map((d, i) => ({
        key: d.date,
        cells: [dayLabels[i] ?? d.date, count(d.visits), d.conversion === null ? none : f.percent(d.conversion)],
        values: [d.date, d.visits, d.conversion === null ? '' : d.conversion],
      })),
    },
  };
  return [
    {
      id: 'salesByDay',
      title: t('manage:dashboard.charts.salesByDay'),
      chart: {
        kind: 'line',
        labels: dayLabels,
        series: [{ label: column('sales'), values: days.map((d) => major(d.sales)) }],
        format: (value) => f.money(value),
      },
      table: {
        columns: [{ header: column('date') }, { header: column('sales'), money: true }],
        rows: days.map((d, i) => ({ key: d.date, cells: [dayLabels[i] ?? d.date, f.money(d.sales)], values: [d.date, major(d.sales)] })),
      },
    },
    {
      id: 'ordersBookingsByDay',
      title: t('manage:dashboard.charts.ordersBookingsByDay'),
      chart: {
        kind: 'columns',
        labels: dayLabels,
        series: [
          { label: column('orders'), values: days.map((d) => d.orders) },
          { label: column('bookings'), values: days.map((d) => d.bookings) },
        ],
        format: count,
        integer: true,
      },
      table: {
        columns: [
          { header: column('date') },
          { header: column('orders'), numeric: true },
          { header: column('bookings'), numeric: true },
          { header: column('visits'), numeric: true },
        ],
        rows: days.map((d, i) => ({
          key: d.date,
          cells: [dayLabels[i] ?? d.date, count(d.orders), count(d.bookings), count(d.visits)],
          values: [d.date, d.orders, d.bookings, d.visits],
        })),
      },
    },
    averageOrderByDay,
    countsByDay('bookingOutcomesByDay', ['bookings_cancelled', 'bookings_no_show']),
    countsByDay('quotesByDay', ['quotes_sent', 'quotes_approved', 'quotes_paid']),
    countsByDay('visitsByDay', ['visits', 'new_customers']),
    conversionByDay,
    {
      id: 'bookingsByStaff',
      title: t('manage:dashboard.charts.bookingsByStaff'),
      chart: {
        kind: 'bars',
        labels: answer.bookings_by_staff.map((r) => r.name),
        series: [{ label: column('bookings'), values: answer.bookings_by_staff.map((r) => r.bookings) }],
        format: count,
      },
      table: {
        columns: [{ header: column('staff') }, { header: column('bookings'), numeric: true }],
        rows: answer.bookings_by_staff.map((r) => ({
          key: String(r.staff_id),
          cells: [r.name, count(r.bookings)],
          values: [r.name, r.bookings],
        })),
      },
    },
    topPanel('topProducts', answer.top_products, t, f),
    topPanel('topServices', answer.top_services, t, f),
    {
      id: 'campaigns',
      title: t('manage:dashboard.charts.campaigns'),
      chart: {
        kind: 'bars',
        labels: answer.campaigns.map((r) => campaignLabel(r, t)),
        series: [
          { label: column('visits'), values: answer.campaigns.map((r) => r.visits) },
          { label: t('manage:dashboard.columns.conversions'), values: answer.campaigns.map((r) => r.orders + r.bookings) },
        ],
        format: count,
      },
      table: campaignTable(answer.campaigns, t, f),
    },
  ];
}
