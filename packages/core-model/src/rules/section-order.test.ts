import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { defaultSection, sectionDisplayOrder, sortSections } from '@vitrina/core-model';

const at = (...orderings: number[]) => orderings.map((ordering) => ({ ordering }));

describe('section display order (spec §3 section ordering)', () => {
  it('by ordering, equal orderings in document order', () => {
    expect(sectionDisplayOrder(at(3, 1, 2, 1))).toEqual([1, 3, 2, 0]);
  });

  it('sortSections keeps document order for equal orderings and leaves its input alone', () => {
    const input = [
      defaultSection('hero', { ordering: 1 }),
      defaultSection('about', { ordering: 2 }),
      defaultSection('footer', { ordering: 1 }),
    ];
    const copy = structuredClone(input);
    expect(sortSections(input).map((s) => s.section_name)).toEqual(['hero', 'footer', 'about']);
    expect(input).toEqual(copy);
  });

  it('sortSections is sectionDisplayOrder applied', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: -3, max: 3 })), (orderings) => {
        const sections = orderings.map((ordering, id) => ({ ordering, id }));
        expect(sortSections(sections).map((s) => s.id)).toEqual(sectionDisplayOrder(sections));
      }),
    );
  });
});
