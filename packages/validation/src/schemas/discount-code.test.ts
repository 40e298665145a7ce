import { describe, expect, it } from 'vitest';
import { discountCodeSchema, validatePayload } from '@vitrina/validation';

const base = { code: 'SPRING10', kind: 'percent', value: '10' };

describe('discountCodeSchema (issue 30, the owner form and the API)', () => {
  it('reads a percent code with defaults: no minimum, dates, limits or targets', () => {
    const read = validatePayload(discountCodeSchema, base);
    expect(read).toEqual({
      ok: true,
      value: {
        ...base,
        minimum: '0',
        starts_on: '',
        ends_on: '',
        usage_limit: null,
        per_customer_limit: null,
        product_ids: [],
        service_ids: [],
        paused: false,
      },
    });
  });

  it.each([
    ['a code too short', { code: 'ab' }, 'code', 'validation:discount.codeInvalid'],
    ['a code with spaces', { code: 'SPRING 10' }, 'code', 'validation:discount.codeInvalid'],
    ['no code', { code: ' ' }, 'code', 'validation:discount.codeRequired'],
    ['a percent above 100', { value: '101' }, 'value', 'validation:discount.percent'],
    ['a percent of 0', { value: '0' }, 'value', 'validation:discount.percent'],
    ['an amount of 0', { kind: 'fixed', value: '0' }, 'value', 'validation:discount.amount'],
    ['a limit of 0', { usage_limit: '0' }, 'usage_limit', 'validation:discount.limit'],
    ['a limit that is no number', { per_customer_limit: 'x' }, 'per_customer_limit', 'validation:discount.limit'],
    ['an end before the start', { starts_on: '2026-06-10', ends_on: '2026-06-09' }, 'ends_on', 'validation:discount.endsBeforeStart'],
    ['a day that does not exist', { starts_on: '2026-02-30' }, 'starts_on', 'validation:invalid.date'],
  ])('refuses %s', (_name, change, field, message) => {
    const read = validatePayload(discountCodeSchema, { ...base, ...change });
    expect(read.ok).toBe(false);
    if (!read.ok) expect(read.fields[field]).toBe(message);
  });

  it('reads a fixed amount, typed limits and one-day validity', () => {
    const read = validatePayload(discountCodeSchema, {
      ...base,
      kind: 'fixed',
      value: '5.50',
      usage_limit: '10',
      per_customer_limit: 1,
      starts_on: '2026-06-10',
      ends_on: '2026-06-10',
      product_ids: [3],
    });
    expect(read.ok && read.value).toMatchObject({
      value: '5.50',
      usage_limit: 10,
      per_customer_limit: 1,
      ends_on: '2026-06-10',
      product_ids: [3],
    });
  });
});
