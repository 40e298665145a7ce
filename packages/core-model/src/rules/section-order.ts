// The order home-page sections are shown in (spec §3 section `ordering`, §9 move directions): by
// `ordering`, sections with the same ordering in document order. The site renders by it and the editor
// moves sections and summarises changes by it.
import type { Section } from '../model/section.js';

type Ordered = Pick<Section, 'ordering'>;

/** Document indexes of `sections` in display order. */
export function sectionDisplayOrder(sections: readonly Ordered[]): number[] {
  return sections
    .map((section, index) => ({ ordering: section.ordering, index }))
    .sort((a, b) => a.ordering - b.ordering || a.index - b.index)
    .map(({ index }) => index);
}

/** The sections in display order; the input is not modified. */
export function sortSections<T extends Ordered>(sections: readonly T[]): T[] {
  return sectionDisplayOrder(sections).map((index) => sections[index] as T);
}
