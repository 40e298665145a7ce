import { describe, expect, it } from 'vitest';
import { computeTotals, discountOf, judgeDiscount, normalizeDiscountCode } from '@vitrina/commerce';
import type { DiscountTerms } from '@vitrina/commerce';

const terms = (over: Partial<DiscountTerms> = {}): DiscountTerms => ({
  kind: 'percent',
  value: 10,
  minimumCents: 0,
  startsAt: null,
  endsAt: null,
  paused: false,
  usageLimit: null,
  usedCount: 0,
  productIds: [],
  serviceIds: [],
  ...over,
});
const now = new Date('2026-06-01T12:00:00Z');
const cart = [
  { productId: 1, totalCents: 2000 },
  { productId: 2, totalCents: 1005 },
];

describe('discount codes (issue 30)', () => {
  it.each([
    ['paused', terms({ paused: true }), 'paused'],
    ['not started', terms({ startsAt: new Date('2026-06-02T00:00:00Z') }), 'not_started'],
    ['expired (the end is exclusive)', terms({ endsAt: now }), 'expired'],
    ['used up', terms({ usageLimit: 10, usedCount: 10 }), 'used_up'],
    ['below the minimum of the whole cart', terms({ minimumCents: 3006 }), 'below_minimum'],
    ['names no line of the cart', terms({ productIds: [9] }), 'not_applicable'],
  ] as const)('refuses a code %s', (_name, t, refusal) => {
    expect(judgeDiscount(t, cart, now)).toEqual({ ok: false, refusal });
  });

  it('refuses a buyer who used it as often as the code allows them', () => {
    expect(judgeDiscount(terms(), cart, now, { uses: 1, limit: 1 })).toEqual({ ok: false, refusal: 'customer_limit' });
    expect(judgeDiscount(terms(), cart, now, { uses: 0, limit: 1 }).ok).toBe(true);
  });

  it('takes a percent of the lines it applies to only, half a cent away from zero', () => {
    expect(judgeDiscount(terms({ productIds: [2] }), cart, now)).toEqual({ ok: true, discountCents: 101, eligibleCents: 1005 });
    expect(judgeDiscount(terms(), cart, now)).toEqual({ ok: true, discountCents: 301, eligibleCents: 3005 });
  });

  it('never takes more than the lines cost', () => {
    expect(discountOf({ kind: 'fixed', value: 5000 }, 3005)).toBe(3005);
    expect(discountOf({ kind: 'percent', value: 100 }, 3005)).toBe(3005);
    expect(discountOf({ kind: 'fixed', value: 500 }, 3005)).toBe(500);
  });

  it('comes off before tax (spec §3 discount line, then total before tax)', () => {
    const t = computeTotals({
      lines: [{ unitPriceCents: 10000, quantity: 1 }],
      discountCents: discountOf({ kind: 'percent', value: 25 }, 10000),
      taxRate: '10',
    });
    expect(t).toMatchObject({ discountCents: 2500, totalBeforeTaxCents: 7500, estimatedTaxCents: 750, totalCents: 8250 });
  });

  it('reads a typed code without case or surrounding spaces', () => {
    expect(normalizeDiscountCode('  Spring10 ')).toBe('spring10');
  });
});
