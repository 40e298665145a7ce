// Moving a home-page section up or down (spec §2 "Sections move up and down", §9 move directions). Sections
// show in core-model's display order (`sectionDisplayOrder`, the order the site renders); a move swaps a
// section with its neighbour in that order and renumbers `ordering` 1..n so ties cannot swallow the move.
import { sectionDisplayOrder } from '@vitrina/core-model';
import type { MoveDirection, Section } from '@vitrina/core-model';

/** The document index of the neighbour `index` would swap with, or null at the edge. */
export function moveTarget(sections: readonly Pick<Section, 'ordering'>[], index: number, direction: MoveDirection): number | null {
  const order = sectionDisplayOrder(sections);
  const at = order.indexOf(index);
  if (at === -1) return null;
  return order[direction === 'up' ? at - 1 : at + 1] ?? null;
}

/** New `ordering` per document index after the move; null when the section cannot move that way. */
export function orderingAfterMove(
  sections: readonly Pick<Section, 'ordering'>[],
  index: number,
  direction: MoveDirection,
): number[] | null {
  const order = sectionDisplayOrder(sections);
  const at = order.indexOf(index);
  const to = direction === 'up' ? at - 1 : at + 1;
  if (at === -1 || to < 0 || to >= order.length) return null;
  [order[at], order[to]] = [order[to] as number, order[at] as number];
  const ordering = sections.map((s) => s.ordering);
  order.forEach((docIndex, position) => {
    ordering[docIndex] = position + 1;
  });
  return ordering;
}

const withoutOrdering = (section: Section) => JSON.stringify({ ...section, ordering: undefined });

/**
 * The document index in `sections` of a section as SiteSections rendered it, or -1 for a section the
 * renderer added itself (the store section of spec §4 when the document has none). The renderer may hand
 * over copies (it renumbers sections after an inserted store), so identity is tried first, then the
 * section name when it is unique, then the content without `ordering`.
 */
export function workingIndexOf(sections: readonly Section[], rendered: Section): number {
  const byIdentity = sections.indexOf(rendered);
  if (byIdentity !== -1) return byIdentity;
  const sameName = sections.flatMap((s, i) => (s.section_name === rendered.section_name ? [i] : []));
  if (sameName.length <= 1) return sameName[0] ?? -1;
  const content = withoutOrdering(rendered);
  return sameName.find((i) => withoutOrdering(sections[i] as Section) === content) ?? -1;
}
