import type { CartLine, ServicesCartLine } from '@vitrina/core-model';
import { describe, expect, it } from 'vitest';
import { productLine, serviceLine, subscriptionLine } from '../testing/builders.js';
import { checkProductOrder, checkServiceAddition, checkServiceOrder, stockProblems } from '@vitrina/commerce';
import type { OrderRuleCode } from '@vitrina/commerce';

const codes = (violations: { code: OrderRuleCode }[]) => violations.map((v) => v.code);
const one = (serviceId: number, overrides: Partial<ServicesCartLine> = {}) => serviceLine({ serviceId, ...overrides });
const sub = (serviceId: number, overrides: Partial<ServicesCartLine> = {}) => subscriptionLine({ serviceId, ...overrides });

describe('services order rules (spec §5 Order)', () => {
  it.each<{ name: string; lines: ServicesCartLine[]; expected: OrderRuleCode[] }>([
    { name: '§5 one-time services only are fine', lines: [one(1), one(2, { quantity: 3 })], expected: [] },
    { name: '§5 a single subscription service is fine', lines: [sub(1)], expected: [] },
    {
      name: '§5 only one subscription service per order',
      lines: [sub(1), sub(2, { recurrence: 'weekly' })],
      expected: ['one-subscription-per-order'],
    },
    {
      name: '§5 only one subscription service per order — quantity 2 of one subscription is two',
      lines: [sub(1, { recurrence: 'yearly', quantity: 2 })],
      expected: ['one-subscription-per-order'],
    },
    {
      name: '§5 one-time services and a subscription cannot be mixed in one order',
      lines: [sub(1, { recurrence: 'daily' }), one(2)],
      expected: ['subscription-mixed-with-one-time'],
    },
    {
      name: '§5 both rules broken at once report both',
      lines: [sub(1), sub(2), one(3)],
      expected: ['one-subscription-per-order', 'subscription-mixed-with-one-time'],
    },
    { name: '§5 services store: select one or more services', lines: [], expected: ['empty-order'] },
  ])('$name', ({ lines, expected }) => {
    expect(codes(checkServiceOrder(lines))).toEqual(expected);
  });

  it('names the lines at fault', () => {
    const [violation] = checkServiceOrder([sub(1), sub(2), one(3)]);
    expect(violation?.lineKeys).toEqual(['1', '2']);
  });

  it('§5 checkServiceAddition refuses a rule-breaking service before it is added', () => {
    expect(codes(checkServiceAddition([one(1)], sub(2)))).toEqual(['subscription-mixed-with-one-time']);
    expect(codes(checkServiceAddition([sub(1)], sub(1)))).toEqual(['one-subscription-per-order']);
    expect(codes(checkServiceAddition([one(1)], one(1)))).toEqual([]);
  });
});

describe('products checkout rules (spec §5 "Out-of-stock items must be removed before checkout")', () => {
  const p = (productId: number, overrides: Partial<CartLine> = {}) => productLine({ productId, ...overrides });
  it.each<{ name: string; lines: CartLine[]; expected: OrderRuleCode[]; keys?: string[] }>([
    { name: '§5 items in stock can be checked out', lines: [p(1), p(2, { quantity: 10, availableQuantity: 10 })], expected: [] },
    {
      name: '§5 a sold-out product blocks checkout',
      lines: [p(1), p(2, { availableQuantity: 0 })],
      expected: ['out-of-stock'],
      keys: ['2:'],
    },
    {
      name: '§5 a sold-out variant blocks checkout',
      lines: [p(1, { variantId: 9, availableQuantity: 0 })],
      expected: ['out-of-stock'],
      keys: ['1:9'],
    },
    {
      name: 'more units than are left blocks checkout',
      lines: [p(1, { quantity: 4, availableQuantity: 3 })],
      expected: ['insufficient-stock'],
      keys: ['1:'],
    },
    { name: 'an empty cart cannot be checked out', lines: [], expected: ['empty-order'] },
  ])('$name', ({ lines, expected, keys }) => {
    const violations = checkProductOrder(lines);
    expect(codes(violations)).toEqual(expected);
    if (keys) expect(violations[0]?.lineKeys).toEqual(keys);
  });
});

describe('stockProblems: the one stock rule of the cart and the server’s pricing', () => {
  it('gone, sold out, short, or fine', () => {
    expect(
      stockProblems([
        { stockItem: null, quantity: 1, available: 0 },
        { stockItem: 1, quantity: 1, available: 0 },
        { stockItem: 2, quantity: 3, available: 2 },
        { stockItem: 3, quantity: 2, available: 2 },
      ]),
    ).toEqual(['unavailable', 'out-of-stock', 'insufficient-stock', null]);
  });

  it('lines taking from one stock item are checked with their quantities summed', () => {
    expect(
      stockProblems([
        { stockItem: 7, quantity: 3, available: 5 },
        { stockItem: 7, quantity: 3, available: 5 },
        { stockItem: 8, quantity: 3, available: 5 },
      ]),
    ).toEqual(['insufficient-stock', 'insufficient-stock', null]);
  });
});
