import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { changedFields } from './changed-fields.js';

describe('changedFields (§4 Editor state: only real edits are flagged unsaved)', () => {
  it.each([
    ['nothing changed', { title: 'A', body: 'B' }, { title: 'A' }, null],
    ['one field changed', { title: 'A', body: 'B' }, { title: 'A', body: 'C' }, { body: 'C' }],
    ['null and a missing value are the same', { img: null as string | null }, { img: null }, null],
    [
      'nested values compare deeply',
      { nav: [{ type: 'blog', enabled: true }] },
      { nav: [{ type: 'blog', enabled: false }] },
      { nav: [{ type: 'blog', enabled: false }] },
    ],
  ])('%s', (_name, current, next, expected) => {
    expect(changedFields(current as Record<string, unknown>, next as Record<string, unknown>)).toEqual(expected);
  });

  it('applying the changes it returns gives back `next` (and an object never differs from itself)', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string(), fc.jsonValue()), fc.dictionary(fc.string(), fc.jsonValue()), (current, next) => {
        expect(changedFields(current, current)).toBeNull();
        const merged: Record<string, unknown> = { ...current, ...(changedFields(current, next) ?? {}) };
        // Own properties only: a key such as "toString" must not read Object.prototype's function.
        const own = (key: string) => (Object.hasOwn(merged, key) ? merged[key] : undefined);
        for (const key of Object.keys(next)) expect(JSON.stringify(own(key) ?? null)).toBe(JSON.stringify(next[key] ?? null));
      }),
    );
  });
});
