import { defaultSection } from '@vitrina/core-model';
import type { Section } from '@vitrina/core-model';
import { describe, expect, it } from 'vitest';
import { moveTarget, orderingAfterMove, workingIndexOf } from './section-order.js';

const at = (...orderings: number[]) => orderings.map((ordering) => ({ ordering }));

describe('section order (spec §2 "Sections move up and down", §9 move directions)', () => {
  it.each([
    ['§9 up swaps with the section shown above', at(1, 2, 3), 2, 'up' as const, [1, 3, 2]],
    ['§9 down swaps with the section shown below', at(1, 2, 3), 0, 'down' as const, [2, 1, 3]],
    ['follows display order, not document order', at(3, 1, 2), 0, 'up' as const, [2, 1, 3]],
    ['renumbers ties so the move is visible', at(1, 1, 1), 1, 'up' as const, [2, 1, 3]],
  ])('%s', (_name, sections, index, direction, expected) => {
    expect(orderingAfterMove(sections, index, direction)).toEqual(expected);
  });

  it.each([
    ['the first section cannot move up', at(1, 2), 0, 'up' as const],
    ['the last section cannot move down', at(1, 2), 1, 'down' as const],
    ['an unknown index does not move', at(1, 2), 5, 'up' as const],
  ])('%s', (_name, sections, index, direction) => {
    expect(orderingAfterMove(sections, index, direction)).toBeNull();
    expect(moveTarget(sections, index, direction)).toBeNull();
  });

  it('moving down then up restores the order', () => {
    const sections = at(1, 2, 3, 4);
    const down = orderingAfterMove(sections, 1, 'down') ?? [];
    expect(orderingAfterMove(at(...down), 1, 'up')).toEqual([1, 2, 3, 4]);
  });
});

describe('workingIndexOf: which document section a rendered section is', () => {
  const hero = defaultSection('hero', { ordering: 1 });
  const storeA = defaultSection('store', { title: 'A', ordering: 2 });
  const storeB = defaultSection('store', { title: 'B', ordering: 3 });
  const footer = defaultSection('footer', { ordering: 4 });
  const sections: Section[] = [hero, storeA, storeB, footer];

  it.each([
    ['the same object', footer, 3],
    ['a renumbered copy of a uniquely named section', { ...footer, ordering: 5 }, 3],
    ['a renumbered copy of one of two same-named sections', { ...storeB, ordering: 9 }, 2],
    ['a section the renderer added (spec §4 store section)', defaultSection('service'), -1],
  ])('%s', (_name, rendered, expected) => {
    expect(workingIndexOf(sections, rendered)).toBe(expected);
  });
});
