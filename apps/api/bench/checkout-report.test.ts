import { describe, expect, it } from 'vitest';
import type { CheckoutFigures } from './checkout-report.js';
import { buyersFigures, checkoutGoalsTable, percentile, serverErrors, stockAccounted, timesMedian } from './checkout-report.js';

const figures = (over: Partial<CheckoutFigures> = {}): CheckoutFigures => ({
  checkoutsPerSec: 500,
  p50Ms: 90,
  p99Ms: 140,
  maxMs: 200,
  statuses: { 201: 4000 },
  errors: 0,
  tailMs: 100,
  ordersWritten: 4000,
  stockTaken: 4000,
  unitsOrdered: 4000,
  durationSec: 8,
  product: 'Apron',
  ...over,
});

const rowOf = (table: string, goal: string) => table.split('\n').find((line) => line.includes(goal)) ?? '';

describe('the checkout figures of a buyers run', () => {
  it('counts per second only the checkouts answered within the time, and keeps the latencies of the late ones', () => {
    const f = buyersFigures({
      durationMs: 2_000,
      lastAnswerMs: 2_900,
      answers: [
        [0, 100, 201],
        [100, 500, 201],
        [600, 1_300, 201],
        // Asked within the run, answered after its end: slow, and not in the rate.
        [1_900, 1_000, 201],
        [1_000, 50, 503],
        [1_200, 30_000, 0],
      ],
      errors: { timeout: 1 },
    });
    expect(f.checkoutsPerSec).toBe(1.5);
    expect(f.maxMs).toBe(30_000);
    expect(f.statuses).toEqual({ 201: 4, 503: 1 });
    expect(f.errors).toBe(1);
    expect(f.tailMs).toBe(900);
    expect(serverErrors(f)).toBe(2);
  });

  it('takes nearest-rank percentiles', () => {
    expect(percentile([5, 1, 4, 2, 3], 50)).toBe(3);
    expect(
      percentile(
        Array.from({ length: 100 }, (_, i) => i + 1),
        99,
      ),
    ).toBe(99);
    expect(percentile([], 99)).toBe(0);
    expect(timesMedian(300, 100)).toBe(3);
    expect(timesMedian(300, 0)).toBeNull();
  });

  it('accounts the stock: units off stock must be the units ordered', () => {
    expect(stockAccounted({ stockTaken: 10, unitsOrdered: 10 })).toBe(true);
    expect(stockAccounted({ stockTaken: 10, unitsOrdered: 11 })).toBe(false);
  });
});

describe("the checkout goals table (issue 29's goals)", () => {
  it('judges each goal on its own database, beside the figures before the issue', () => {
    const table = checkoutGoalsTable(
      [
        { kind: 'pglite', figures: figures({ checkoutsPerSec: 40, p50Ms: 900, p99Ms: 1_200, maxMs: 2_000 }) },
        { kind: 'postgres', figures: figures() },
      ],
      () => 'not measured',
    );
    expect(rowOf(table, 'Postgres ≥ 400 checkouts/s')).toContain('500.0/s');
    expect(rowOf(table, 'Postgres ≥ 400 checkouts/s')).toContain('51.9/s');
    expect(rowOf(table, 'Postgres ≥ 400 checkouts/s')).toMatch(/\*\*met\*\*/);
    expect(rowOf(table, 'Postgres p99 ≤ 150 ms')).toMatch(/\*\*met\*\*/);
    expect(rowOf(table, 'PGlite p99 ≤ 1,000 ms')).toMatch(/\*\*not met\*\*/);
    // The slowest buyer waited 2,000 ms at a median of 900 ms: 2.2×, within 3×.
    const fair = rowOf(table, 'no buyer waits more than 3× the median');
    expect(fair).toContain('2.2×');
    expect(fair).toMatch(/\*\*met\*\*/);
    expect(rowOf(table, 'PGlite: no 5xx')).toMatch(/\*\*met\*\*/);
    expect(rowOf(table, 'Postgres: no oversell')).toMatch(/\*\*met\*\*/);
  });

  it('fails the fairness goal on the slowest buyer, a 5xx, and stock that does not add up', () => {
    const table = checkoutGoalsTable(
      [
        { kind: 'pglite', figures: figures({ p50Ms: 500, p99Ms: 900, maxMs: 1_600, statuses: { 201: 10, 503: 1 } }) },
        { kind: 'postgres', figures: figures({ stockTaken: 4001 }) },
      ],
      () => 'not measured',
    );
    expect(rowOf(table, 'no buyer waits more than 3× the median')).toMatch(/\*\*not met\*\*/);
    expect(rowOf(table, 'PGlite: no 5xx')).toMatch(/\*\*not met\*\*/);
    expect(rowOf(table, 'Postgres: no oversell')).toMatch(/\*\*not met\*\*/);
  });

  it('leaves the goals of a database not measured unjudged, saying why', () => {
    const table = checkoutGoalsTable([{ kind: 'pglite', figures: figures() }], () => 'not measured: DATABASE_URL is not set');
    const row = rowOf(table, 'Postgres p99 ≤ 150 ms');
    expect(row).toContain('not measured: DATABASE_URL is not set');
    expect(row).not.toMatch(/\*\*met\*\*/);
  });
});
