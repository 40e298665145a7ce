// Apply writes only what changed, so opening a popup and applying untouched values marks nothing unsaved.
import type { Section } from '@vitrina/core-model';

type Editable = Partial<Omit<Section, 'section_name'>>;

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The entries of `next` that differ from `section`; empty when nothing changed. */
export function sectionChanges(section: Section, next: Editable): Editable {
  const changes: Editable = {};
  for (const [key, value] of Object.entries(next) as [keyof Editable, unknown][]) {
    if (!same(section[key], value)) (changes as Record<string, unknown>)[key] = value;
  }
  return changes;
}

/** Same for any record (main_site_variables). */
export function recordChanges<T extends object>(current: T, next: Partial<T>): Partial<T> {
  const changes: Partial<T> = {};
  for (const [key, value] of Object.entries(next) as [keyof T, T[keyof T]][]) {
    if (!same(current[key], value)) changes[key] = value;
  }
  return changes;
}

export const hasChanges = (changes: object) => Object.keys(changes).length > 0;
