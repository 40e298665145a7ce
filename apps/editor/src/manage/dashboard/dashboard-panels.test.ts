import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { dashboardFormat } from './dashboard-format.js';
import { dashboardPanels } from './dashboard-panels.js';
import { dashboardAnswer } from './dashboard-fixture.js';

const t = ((key: string) => key) as unknown as TFunction<['manage']>;
const panels = dashboardPanels(dashboardAnswer(), t, dashboardFormat('en', 'USD'));
const panel = (id: string) => panels.find((p) => p.id === id)!;

describe('dashboard panels', () => {
  it('draws every figure by day: sales, average order, orders and bookings, outcomes, quotes, visits and new customers, conversion', () => {
    expect(panels.map((p) => p.id)).toEqual([
      'salesByDay',
      'ordersBookingsByDay',
      'averageOrderByDay',
      'bookingOutcomesByDay',
      'quotesByDay',
      'visitsByDay',
      'conversionByDay',
      'bookingsByStaff',
      'topProducts',
      'topServices',
      'campaigns',
    ]);
  });

  it('gives the quotes chart, its table and its file the same rows of the days', () => {
    const quotes = panel('quotesByDay');
    expect(quotes.chart.series.map((s) => s.values)).toEqual([
      [1, 2],
      [0, 2],
      [0, 1],
    ]);
    expect(quotes.table.rows.map((r) => r.values)).toEqual([
      ['2026-11-30', 1, 0, 0],
      ['2026-12-01', 2, 2, 1],
    ]);
  });

  it('writes the average order as money and the conversion as a percent', () => {
    expect(panel('averageOrderByDay').table.rows[1]!.cells).toEqual(['Dec 1', '12', '$104.54']);
    expect(panel('conversionByDay').table.rows.map((r) => r.cells[2])).toEqual(['10%', '5%']);
    expect(panel('visitsByDay').table.rows[1]!.values).toEqual(['2026-12-01', 390, 1400]);
  });
});
