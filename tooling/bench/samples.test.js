import { describe, expect, it } from 'vitest';
import { growthPerItem, parseCounts, percentile } from './samples.js';

describe('percentile (nearest rank)', () => {
  it('picks the smallest value with p % at or below it, whatever the order', () => {
    const values = [9, 1, 5, 3, 7, 2, 8, 4, 10, 6];
    expect(percentile(values, 50)).toBe(5);
    expect(percentile(values, 95)).toBe(10);
    expect(percentile(values, 90)).toBe(9);
    expect(percentile(values, 0)).toBe(1);
    expect(percentile(values, 100)).toBe(10);
    expect(values[0]).toBe(9); // the caller's samples stay as they were
  });

  it('is the value itself for one sample, null for none, and refuses a p outside 0–100', () => {
    expect(percentile([4.2], 95)).toBe(4.2);
    expect(percentile([], 50)).toBeNull();
    expect(() => percentile([1], 101)).toThrow(RangeError);
    expect(() => percentile([1], Number.NaN)).toThrow(RangeError);
  });

  it('p95 of 200 samples is the 190th smallest: ten slow ones do not move it, eleven do', () => {
    const fast = Array.from({ length: 190 }, () => 5);
    expect(percentile([...fast, ...Array.from({ length: 10 }, () => 500)], 95)).toBe(5);
    expect(percentile([...fast.slice(1), ...Array.from({ length: 11 }, () => 500)], 95)).toBe(500);
  });
});

describe('growthPerItem', () => {
  it('two steps: the difference over the difference of counts', () => {
    expect(
      growthPerItem([
        { count: 1000, amount: 300e6 },
        { count: 5000, amount: 340e6 },
      ]),
    ).toBe(10_000);
  });

  it('three steps: the least-squares slope, so one noisy step weighs less than the trend', () => {
    const steps = [
      { count: 1000, amount: 100 },
      { count: 5000, amount: 500 },
      { count: 10000, amount: 1000 },
    ];
    expect(growthPerItem(steps)).toBeCloseTo(0.1, 10);
    const noisyMiddle = [steps[0], { count: 5000, amount: 900 }, steps[2]];
    expect(growthPerItem(noisyMiddle)).toBeGreaterThan(0.08);
    expect(growthPerItem(noisyMiddle)).toBeLessThan(0.1);
  });

  it('flat memory is no growth; shrinking is negative; a single count has no slope', () => {
    expect(
      growthPerItem([
        { count: 1, amount: 7 },
        { count: 9, amount: 7 },
      ]),
    ).toBe(0);
    expect(
      growthPerItem([
        { count: 0, amount: 10 },
        { count: 10, amount: 0 },
      ]),
    ).toBe(-1);
    expect(growthPerItem([{ count: 5, amount: 1 }])).toBeNull();
    expect(
      growthPerItem([
        { count: 5, amount: 1 },
        { count: 5, amount: 2 },
      ]),
    ).toBeNull();
  });
});

describe('parseCounts', () => {
  it('reads a comma list ascending, each count once', () => {
    expect(parseCounts('10000,1000, 5000,1000', [1])).toEqual([1000, 5000, 10000]);
    expect(parseCounts('200,1k,10_000', [1])).toEqual([200, 1000, 10000]);
  });

  it('unset or blank is the default; a non-count is refused with what was given', () => {
    expect(parseCounts(undefined, [1000, 5000])).toEqual([1000, 5000]);
    expect(parseCounts('  ', [7])).toEqual([7]);
    expect(() => parseCounts('1000,lots', [1])).toThrow('not a count: "lots"');
    expect(() => parseCounts('0', [1])).toThrow('not a count');
    expect(() => parseCounts('1.5', [1])).toThrow('not a count');
    expect(() => parseCounts('1000,', [1])).toThrow('not a count');
  });
});
