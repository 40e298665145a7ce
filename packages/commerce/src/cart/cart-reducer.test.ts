import type { CartLine } from '@vitrina/core-model';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { productLine, serviceLine } from '../testing/builders.js';
import { cartItemCount, cartLineKey, cartReducer, clampQuantity, emptyCart, servicesCartReducer } from '@vitrina/commerce';
import type { CartAction, CartState } from '@vitrina/commerce';

const shirt = (overrides: Partial<CartLine> = {}) => productLine({ variantId: 11, availableQuantity: 5, ...overrides });
const state = (...lines: CartLine[]): CartState => ({ lines });
const KEY = cartLineKey(shirt());

describe('cart reducer (spec §3 Cart, Variant.availableQuantity)', () => {
  it.each<{ name: string; before: CartState; action: CartAction; quantities: number[] }>([
    {
      name: '§3 add puts a new line in the cart',
      before: emptyCart,
      action: { type: 'add', line: shirt({ quantity: 2 }) },
      quantities: [2],
    },
    {
      name: '§3 add of the same product + variant merges into one line',
      before: state(shirt({ quantity: 2 })),
      action: { type: 'add', line: shirt({ quantity: 1 }) },
      quantities: [3],
    },
    {
      name: '§3 add of another variant of the same product is a new line',
      before: state(shirt()),
      action: { type: 'add', line: shirt({ variantId: 12 }) },
      quantities: [1, 1],
    },
    {
      name: '§3 merging never goes above availableQuantity',
      before: state(shirt({ quantity: 4 })),
      action: { type: 'add', line: shirt({ quantity: 3 }) },
      quantities: [5],
    },
    {
      name: '§3 add of an item with no stock left changes nothing',
      before: emptyCart,
      action: { type: 'add', line: shirt({ availableQuantity: 0 }) },
      quantities: [],
    },
    {
      name: 'setQuantity changes the line',
      before: state(shirt()),
      action: { type: 'setQuantity', key: KEY, quantity: 4 },
      quantities: [4],
    },
    {
      name: 'setQuantity never goes below 1',
      before: state(shirt({ quantity: 3 })),
      action: { type: 'setQuantity', key: KEY, quantity: 0 },
      quantities: [1],
    },
    {
      name: '§3 setQuantity never goes above availableQuantity',
      before: state(shirt()),
      action: { type: 'setQuantity', key: KEY, quantity: 99 },
      quantities: [5],
    },
    {
      name: 'setQuantity of a fraction keeps the whole part',
      before: state(shirt()),
      action: { type: 'setQuantity', key: KEY, quantity: 2.7 },
      quantities: [2],
    },
    {
      name: 'remove drops the line',
      before: state(shirt(), shirt({ variantId: 12 })),
      action: { type: 'remove', key: KEY },
      quantities: [1],
    },
    { name: 'clear empties the cart', before: state(shirt(), shirt({ productId: 2 })), action: { type: 'clear' }, quantities: [] },
    {
      name: 'syncStock lowers a quantity to the stock now left',
      before: state(shirt({ quantity: 4 })),
      action: { type: 'syncStock', stock: { [KEY]: 2 } },
      quantities: [2],
    },
    {
      name: '§5 syncStock to 0 keeps the line (quantity 1) so checkout can ask to remove it',
      before: state(shirt({ quantity: 4 })),
      action: { type: 'syncStock', stock: { [KEY]: 0 } },
      quantities: [1],
    },
  ])('$name', ({ before, action, quantities }) => {
    expect(cartReducer(before, action).lines.map((l) => l.quantity)).toEqual(quantities);
  });

  it('a merge takes the newer price and stock', () => {
    const next = cartReducer(state(shirt({ unitPrice: '20.00' })), {
      type: 'add',
      line: shirt({ unitPrice: '18.00', availableQuantity: 9 }),
    });
    expect(next.lines[0]).toMatchObject({ unitPrice: '18.00', availableQuantity: 9, quantity: 2 });
  });

  it('actions that change nothing return the same state object', () => {
    const before = state(shirt());
    expect(cartReducer(before, { type: 'remove', key: 'nope' })).toBe(before);
    expect(cartReducer(before, { type: 'setQuantity', key: KEY, quantity: 1 })).toBe(before);
    expect(cartReducer(emptyCart, { type: 'clear' })).toBe(emptyCart);
  });

  it('§3 the services cart merges by service and has no stock cap', () => {
    const cleaning = serviceLine({ serviceId: 7, quantity: 30 });
    const next = servicesCartReducer(servicesCartReducer({ lines: [] }, { type: 'add', line: cleaning }), { type: 'add', line: cleaning });
    expect(next.lines).toHaveLength(1);
    expect(cartItemCount(next)).toBe(60);
  });

  it.each([
    [0, undefined, 1],
    [-3, 10, 1],
    [Number.NaN, 10, 1],
    [7, 3, 3],
    [7, 0, 1],
    [7, null, 7],
  ] as const)('clampQuantity(%s, stock %s) = %s', (quantity, stock, expected) => {
    expect(clampQuantity(quantity, stock)).toBe(expected);
  });
});

describe('cart reducer — properties', () => {
  const line = fc
    .record({
      productId: fc.constantFrom(1, 2, 3),
      variantId: fc.constantFrom(null, 11, 12),
      unitPrice: fc.integer({ min: 0, max: 100_000 }).map((c) => (c / 100).toFixed(2)),
      quantity: fc.oneof(fc.integer({ min: -5, max: 50 }), fc.double()),
      availableQuantity: fc.integer({ min: 0, max: 20 }),
    })
    .map((fields) => productLine(fields));
  const key = line.map(cartLineKey);
  const action: fc.Arbitrary<CartAction> = fc.oneof(
    line.map((l) => ({ type: 'add' as const, line: l })),
    fc.record({ type: fc.constant('setQuantity' as const), key, quantity: fc.oneof(fc.integer({ min: -5, max: 50 }), fc.double()) }),
    fc.record({ type: fc.constant('remove' as const), key }),
    fc.constant({ type: 'clear' as const }),
    fc.record({ type: fc.constant('syncStock' as const), stock: fc.dictionary(key, fc.integer({ min: 0, max: 20 })) }),
  );

  it('never produces a quantity below 1, above known stock, or a duplicate product + variant', () => {
    fc.assert(
      fc.property(fc.array(action, { maxLength: 40 }), (actions) => {
        const final = actions.reduce(cartReducer, emptyCart);
        const keys = final.lines.map(cartLineKey);
        expect(new Set(keys).size).toBe(keys.length);
        for (const l of final.lines) {
          expect(Number.isInteger(l.quantity)).toBe(true);
          expect(l.quantity).toBeGreaterThanOrEqual(1);
          if (l.availableQuantity > 0) expect(l.quantity).toBeLessThanOrEqual(l.availableQuantity);
        }
      }),
    );
  });
});
