// A figure's change against the previous period (issue 31), one row per case the cards show.
import { describe, expect, it } from 'vitest';
import { changeOf, rateChangeOf } from './figure-change.js';
import { isAskable, periodOf, searchOf } from './dashboard-period.js';

describe('changeOf: counts and money (minor units)', () => {
  it.each([
    ['nothing in either period', 0, 0, { kind: 'same' }],
    ['the same', 12, 12, { kind: 'same' }],
    ['none before: new', 8, 0, { kind: 'new' }],
    ['up 23.45%', 123450, 100000, { kind: 'change', direction: 'up', amount: 0.2345, unit: 'share' }],
    ['down 25%', 12, 16, { kind: 'change', direction: 'down', amount: 0.25, unit: 'share' }],
    ['all gone', 0, 5, { kind: 'change', direction: 'down', amount: 1, unit: 'share' }],
    ['refunds turned a loss into a smaller loss', -500, -1000, { kind: 'change', direction: 'up', amount: 0.5, unit: 'share' }],
  ])('%s', (_name, current, previous, change) => {
    expect(changeOf(current, previous)).toEqual(change);
  });
});

describe('rateChangeOf: conversion, in percentage points', () => {
  it.each([
    ['no visits now', null, 0.1, { kind: 'unknown' }],
    ['no visits before', 0.05, null, { kind: 'new' }],
    ['3.75% → 5%', 0.05, 0.0375, { kind: 'change', direction: 'up', amount: 1.3, unit: 'points' }],
    ['5% → 4%', 0.04, 0.05, { kind: 'change', direction: 'down', amount: 1, unit: 'points' }],
    ['less than a twentieth of a point is the same', 0.05, 0.0500001, { kind: 'same' }],
  ])('%s', (_name, current, previous, change) => {
    expect(rateChangeOf(current, previous)).toEqual(change);
  });
});

describe('the period in the URL', () => {
  it('reads the default for none or an unknown one, and writes nothing for it', () => {
    expect(periodOf(new URLSearchParams(''))).toEqual({ period: '30d', from: '', to: '' });
    expect(periodOf(new URLSearchParams('period=year'))).toEqual({ period: '30d', from: '', to: '' });
    expect(searchOf({ period: '30d', from: '', to: '' })).toEqual({});
  });

  it('keeps a custom period with its days, and asks for it only when the shared schema accepts it', () => {
    const custom = periodOf(new URLSearchParams('period=custom&from=2026-11-01&to=2026-11-15'));
    expect(searchOf(custom)).toEqual({ period: 'custom', from: '2026-11-01', to: '2026-11-15' });
    expect(isAskable(custom)).toBe(true);
    expect(isAskable({ period: 'custom', from: '2026-11-15', to: '2026-11-01' })).toBe(false);
    expect(searchOf({ period: '7d', from: 'x', to: 'y' })).toEqual({ period: '7d' });
  });
});
