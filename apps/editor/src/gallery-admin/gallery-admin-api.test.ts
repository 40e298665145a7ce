import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { inOrder, movedIds } from './gallery-admin-api.js';

const entry = (id: number) => ({ id, image: `/g/${id}.webp`, thumb_url: null, description: '' });

describe('gallery order (spec §2 gallery admin reorder; §9 move directions up and down)', () => {
  it.each([
    [[1, 2, 3], 0, 'down', [2, 1, 3]],
    [[1, 2, 3], 2, 'up', [1, 3, 2]],
    [[1, 2, 3], 0, 'up', null],
    [[1, 2, 3], 2, 'down', null],
  ] as const)('§9 %j: moving index %i %s → %j', (ids, index, direction, expected) => {
    expect(movedIds(ids, index, direction)).toEqual(expected);
  });

  it('property: a move is a permutation, and moving back restores the order', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.integer({ min: 1, max: 1000 }), { minLength: 2, maxLength: 30 }), fc.nat(), (ids, n) => {
        const index = n % (ids.length - 1);
        const down = movedIds(ids, index, 'down');
        expect(down && [...down].sort()).toEqual([...ids].sort());
        expect(down && movedIds(down, index + 1, 'up')).toEqual(ids);
      }),
    );
  });

  it('inOrder sorts the cached entries by the ids sent', () => {
    expect(inOrder([entry(1), entry(2), entry(3)], [3, 1, 2]).map((e) => e.id)).toEqual([3, 1, 2]);
  });
});
