/**
 * The shape a translation must have: the same keys as the English resource, every leaf a string.
 * Spanish files use `as const satisfies Translation<typeof en>` so a missing or extra key fails typecheck.
 */
export type Translation<T> = {
  readonly [K in keyof T]: T[K] extends string ? string : Translation<T[K]>;
};
