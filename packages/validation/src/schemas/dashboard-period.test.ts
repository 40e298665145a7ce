import { describe, expect, it } from 'vitest';
import { ValidationError } from 'yup';
import { DASHBOARD_PERIOD_MAX_DAYS, dashboardPeriodSchema, daysInPeriod } from './dashboard-period.js';

const errorsOf = (values: Record<string, unknown>): Record<string, string> => {
  try {
    dashboardPeriodSchema.validateSync(values, { abortEarly: false });
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    return Object.fromEntries(error.inner.map((inner) => [inner.path ?? '', inner.message]));
  }
};

describe('dashboardPeriodSchema', () => {
  it('accepts one day and a period of exactly the longest length', () => {
    expect(errorsOf({ from: '2026-03-01', to: '2026-03-01' })).toEqual({});
    expect(errorsOf({ from: '2026-01-01', to: '2027-01-01' })).toEqual({});
    expect(daysInPeriod('2026-01-01', '2027-01-01')).toBe(DASHBOARD_PERIOD_MAX_DAYS);
  });

  it('counts days across a daylight-saving change as calendar days', () => {
    expect(daysInPeriod('2026-03-28', '2026-03-30')).toBe(3);
    expect(daysInPeriod('2026-10-31', '2026-11-02')).toBe(3);
  });

  it('names each missing or malformed day', () => {
    expect(errorsOf({ from: '', to: '' })).toEqual({
      from: 'validation:dashboard.fromRequired',
      to: 'validation:dashboard.toRequired',
    });
    expect(errorsOf({ from: '2026-02-30', to: '2026-13-01' })).toEqual({
      from: 'validation:invalid.date',
      to: 'validation:invalid.date',
    });
  });

  it('refuses a last day before the first, and a period longer than the limit', () => {
    expect(errorsOf({ from: '2026-03-02', to: '2026-03-01' })).toEqual({ to: 'validation:dashboard.toBeforeFrom' });
    expect(errorsOf({ from: '2026-01-01', to: '2027-01-02' })).toEqual({ to: 'validation:dashboard.tooLong' });
  });
});
