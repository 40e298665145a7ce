import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyPercentRate, checkPartialPayment, computeTotals, parseFlatRate, parsePercentRate, toPricedLine } from '@vitrina/commerce';
import { formatMoney, toMinorUnits } from '@vitrina/core-model';

const line = (unitPriceCents: number, quantity: number) => ({ unitPriceCents, quantity });

describe('order totals (spec §3 order display fields, §9 default rates)', () => {
  it.each([
    {
      name: '§9 default shipping and tax rate "0": total = subtotal',
      input: { lines: [line(1000, 2), line(250, 1)] },
      expected: { subtotalCents: 2250, estimatedTaxCents: 0, shippingCents: 0, totalCents: 2250, outstandingCents: 2250 },
    },
    {
      name: '§3 discount comes off before tax',
      input: { lines: [line(10000, 1)], discountCents: 2000, taxRate: '10' },
      expected: { discountCents: 2000, totalBeforeTaxCents: 8000, estimatedTaxCents: 800, totalCents: 8800 },
    },
    {
      name: '§3 discount larger than the subtotal is capped (total never negative)',
      input: { lines: [line(500, 1)], discountCents: 900 },
      expected: { discountCents: 500, totalBeforeTaxCents: 0, totalCents: 0 },
    },
    {
      name: '§3 estimated tax rounds half up to the cent',
      input: { lines: [line(1999, 1)], taxRate: '8.25' },
      expected: { estimatedTaxCents: 165, totalCents: 2164 },
    },
    {
      name: '§3 shipping rate is a flat amount added after tax',
      input: { lines: [line(1000, 1)], taxRate: '5', shippingRate: '4.99' },
      expected: { estimatedTaxCents: 50, shippingCents: 499, totalCents: 1549 },
    },
    {
      name: '§3 an empty cart owes nothing, not even shipping',
      input: { lines: [], shippingRate: '4.99' },
      expected: { subtotalCents: 0, shippingCents: 0, totalCents: 0 },
    },
    {
      name: '§3 prior payments reduce the total outstanding',
      input: { lines: [line(10000, 1)], priorPaymentsCents: 2500 },
      expected: { priorPaymentsCents: 2500, outstandingCents: 7500, overpaidCents: 0, amountDueNowCents: 7500 },
    },
    {
      name: '§3 an overpaid invoice has nothing outstanding and shows the excess',
      input: { lines: [line(1000, 1)], priorPaymentsCents: 1500 },
      expected: { outstandingCents: 0, overpaidCents: 500, amountDueNowCents: 0 },
    },
    {
      name: '§3 partial payment amount is what is charged now',
      input: { lines: [line(10000, 1)], partialPaymentCents: 3000 },
      expected: { outstandingCents: 10000, amountDueNowCents: 3000 },
    },
    {
      name: '§3 partial payment above the outstanding is capped at the outstanding',
      input: { lines: [line(10000, 1)], priorPaymentsCents: 9000, partialPaymentCents: 3000 },
      expected: { outstandingCents: 1000, amountDueNowCents: 1000 },
    },
    {
      name: '§3 malformed rates count as "0" rather than blocking the sale',
      input: { lines: [line(1000, 1)], taxRate: 'n/a', shippingRate: '-3' },
      expected: { estimatedTaxCents: 0, shippingCents: 0, totalCents: 1000 },
    },
  ])('$name', ({ input, expected }) => {
    expect(computeTotals(input)).toMatchObject(expected);
  });

  it.each([
    ['8.25', 82500],
    ['8.25%', 82500],
    ['0', 0],
    ['', 0],
    [' 7 ', 70000],
    ['12.34567', 123456],
    ['-1', 0],
    [null, 0],
  ] as const)('parsePercentRate(%j) = %j ten-thousandths of a percent', (rate, expected) => {
    expect(parsePercentRate(rate)).toBe(expected);
  });

  it('applyPercentRate and parseFlatRate work on cents', () => {
    expect(applyPercentRate(1000, '7.5')).toBe(75);
    expect(applyPercentRate(-1000, '7.5')).toBe(0);
    expect(parseFlatRate('10')).toBe(1000);
    expect(parseFlatRate('oops')).toBe(0);
  });

  it('toPricedLine reads a MoneyAmount unit price into cents', () => {
    expect(toPricedLine({ unitPrice: '19.99', quantity: 3 })).toEqual({ unitPriceCents: 1999, quantity: 3 });
    expect(toPricedLine({ unitPrice: 'n/a', quantity: 1 })).toEqual({ unitPriceCents: 0, quantity: 1 });
  });

  it.each([
    ['1.005', '$1.01'],
    [1.005, '$1.01'],
    ['0.015', '$0.02'],
    ['2.675', '$2.68'],
    ['1,234.565', '$1,234.57'],
  ] as const)('§5 the price shown for %j and the total charged for it agree (%s)', (price, shown) => {
    const { totalCents } = computeTotals({ lines: [toPricedLine({ unitPrice: price, quantity: 1 })] });
    expect(formatMoney(toMinorUnits(price))).toBe(shown);
    expect(formatMoney(totalCents)).toBe(shown);
  });

  it('a shipping rate is read with the same rule as a price (half a cent up)', () => {
    expect(parseFlatRate('4.995')).toBe(500);
    expect(parseFlatRate('$4.99')).toBe(499);
  });

  it.each([
    [0, 1000, 'partial-payment-not-positive'],
    [-5, 1000, 'partial-payment-not-positive'],
    [1001, 1000, 'partial-payment-exceeds-outstanding'],
    [1000, 1000, null],
    [1, 1000, null],
  ] as const)('§3 partial payment %i against outstanding %i → %s', (amount, outstanding, expected) => {
    expect(checkPartialPayment(amount, outstanding)).toBe(expected);
  });
});

describe('order totals — properties', () => {
  const lines = fc.array(
    fc.record({ unitPriceCents: fc.integer({ min: 0, max: 1_000_000 }), quantity: fc.integer({ min: 1, max: 100 }) }),
    { maxLength: 20 },
  );
  const rate = fc.oneof(
    fc.constant('0'),
    fc.tuple(fc.integer({ min: 0, max: 30 }), fc.integer({ min: 0, max: 99 })).map(([a, b]) => `${a}.${b}`),
    fc.string(),
  );
  const input = fc.record({
    lines,
    discountCents: fc.integer({ min: -1000, max: 10_000_000 }),
    taxRate: rate,
    shippingRate: rate,
    priorPaymentsCents: fc.integer({ min: 0, max: 200_000_000 }),
    partialPaymentCents: fc.option(fc.integer({ min: -1000, max: 200_000_000 }), { nil: undefined }),
  });

  it('subtotal = Σ quantity × unit price; total = subtotal − discount + tax + shipping', () => {
    fc.assert(
      fc.property(input, (i) => {
        const t = computeTotals(i);
        expect(t.subtotalCents).toBe(i.lines.reduce((s, l) => s + l.unitPriceCents * l.quantity, 0));
        expect(t.totalCents).toBe(t.subtotalCents - t.discountCents + t.estimatedTaxCents + t.shippingCents);
        expect(t.totalBeforeTaxCents).toBe(t.subtotalCents - t.discountCents);
      }),
    );
  });

  it('every amount is a whole, non-negative number of cents and nothing is owed twice', () => {
    fc.assert(
      fc.property(input, (i) => {
        const t = computeTotals(i);
        for (const value of Object.values(t)) {
          expect(Number.isInteger(value)).toBe(true);
          expect(value).toBeGreaterThanOrEqual(0);
        }
        // outstanding − overpaid = total − prior payments: one of the two is always zero.
        expect(t.outstandingCents - t.overpaidCents).toBe(t.totalCents - t.priorPaymentsCents);
        expect(Math.min(t.outstandingCents, t.overpaidCents)).toBe(0);
        expect(t.amountDueNowCents).toBeLessThanOrEqual(t.outstandingCents);
      }),
    );
  });
});
