import { describe, expect, it } from 'vitest';
import { nextChargeAfter, nextChargeDate } from '@vitrina/commerce';

const at = (iso: string) => new Date(iso);

describe('nextChargeDate (spec §9 "Recurrence: daily, weekly, monthly, yearly")', () => {
  it.each([
    ['daily', '2026-03-10T09:30:00.000Z', '2026-03-11T09:30:00.000Z'],
    ['weekly', '2026-03-10T09:30:00.000Z', '2026-03-17T09:30:00.000Z'],
    ['monthly', '2026-03-10T09:30:00.000Z', '2026-04-10T09:30:00.000Z'],
    ['yearly', '2026-03-10T09:30:00.000Z', '2027-03-10T09:30:00.000Z'],
    ['daily', '2026-12-31T23:00:00.000Z', '2027-01-01T23:00:00.000Z'],
    ['monthly', '2026-12-15T00:00:00.000Z', '2027-01-15T00:00:00.000Z'],
  ] as const)('%s from %s → %s', (recurrence, from, expected) => {
    expect(nextChargeDate(at(from), recurrence).toISOString()).toBe(expected);
  });

  it('a month without the day falls back to its last day (31 Jan → 28 Feb; leap year → 29 Feb)', () => {
    expect(nextChargeDate(at('2026-01-31T10:00:00Z'), 'monthly').toISOString()).toBe('2026-02-28T10:00:00.000Z');
    expect(nextChargeDate(at('2028-01-31T10:00:00Z'), 'monthly').toISOString()).toBe('2028-02-29T10:00:00.000Z');
    expect(nextChargeDate(at('2026-03-31T10:00:00Z'), 'monthly').toISOString()).toBe('2026-04-30T10:00:00.000Z');
  });

  it('the anchor day comes back after a short month (31 Jan → 28 Feb → 31 Mar)', () => {
    const feb = nextChargeDate(at('2026-01-31T10:00:00Z'), 'monthly');
    expect(nextChargeDate(feb, 'monthly', 31).toISOString()).toBe('2026-03-31T10:00:00.000Z');
  });

  it('a yearly subscription started on 29 February renews on 28 February', () => {
    expect(nextChargeDate(at('2028-02-29T08:00:00Z'), 'yearly').toISOString()).toBe('2029-02-28T08:00:00.000Z');
  });

  it('is always later than its start', () => {
    for (const recurrence of ['daily', 'weekly', 'monthly', 'yearly'] as const) {
      for (let d = 0; d < 400; d += 7) {
        const from = new Date(Date.UTC(2026, 0, 1 + d, 5));
        expect(nextChargeDate(from, recurrence).getTime()).toBeGreaterThan(from.getTime());
      }
    }
  });
});

describe('nextChargeAfter: a subscription that fell behind is charged once, then resumes its calendar', () => {
  it('steps past every missed period', () => {
    const next = nextChargeAfter(at('2026-03-01T09:00:00Z'), 'weekly', at('2026-03-20T12:00:00Z'));
    expect(next.toISOString()).toBe('2026-03-22T09:00:00.000Z');
  });
  it('on time: one period after the due charge', () => {
    const next = nextChargeAfter(at('2026-03-01T09:00:00Z'), 'monthly', at('2026-03-01T09:00:05Z'));
    expect(next.toISOString()).toBe('2026-04-01T09:00:00.000Z');
  });
});
