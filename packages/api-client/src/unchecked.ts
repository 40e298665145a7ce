// Answers are read defensively (an API and an editor of different versions may meet), but only through
// the keys of their contract: reading a field the contract renamed or dropped fails the typecheck.

/** An answer not checked yet: its contract's keys, any values. */
export type Unchecked<T> = { readonly [K in keyof T]?: unknown };

/** `raw` as an unchecked `T` when it is an object, else null. */
export function unchecked<T>(raw: unknown): Unchecked<T> | null {
  return typeof raw === 'object' && raw !== null ? (raw as Unchecked<T>) : null;
}
