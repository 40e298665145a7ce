// Apply writes only what the owner changed, so an untouched popup leaves no "unsaved" mark (spec §4
// "Editor state": unsaved-data flags) and a Save carries only real edits.

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** The entries of `next` whose value differs from `current` (deep, by JSON), or null when none does. */
export function changedFields<T extends object>(current: T, next: Partial<T>): Partial<T> | null {
  // Own properties only: a key such as "__proto__" or "toString" must not read what objects inherit.
  const own = (key: string) => (Object.hasOwn(current, key) ? (current as Record<string, unknown>)[key] : undefined);
  const changed = Object.entries(next).filter(([key, value]) => !same(own(key), value));
  // fromEntries: every key becomes an own property, whatever its name.
  return changed.length > 0 ? (Object.fromEntries(changed) as Partial<T>) : null;
}
