// Helpers for the type of what a client sends to a schema. yup 1 types only what a schema yields after its
// casts, so a body is typed from those values; where a form holds a number as the digits typed, or may
// leave out a field the schema defaults, the input type says so by field name. Every helper checks its keys
// against the schema's values: a field renamed in a schema fails to compile here, not silently later.

/** `T` with the `K` fields also accepted as the text a form holds (the schema casts it). */
export type TypedAsText<T, K extends keyof T> = Omit<T, K> & { [P in K]: T[P] | string };

/** `T` with the `K` fields optional: the schema fills them with its default when they are absent. */
export type Defaulted<T, K extends keyof T> = Omit<T, K> & { [P in K]?: T[P] };

/** `T` with the `K` fields of type `V` (a nested list whose rows have their own input type). */
export type WithField<T, K extends keyof T, V> = Omit<T, K> & { [P in K]: V };

/** `T` without the `K` fields (keys checked, unlike `Omit`): a form's values that leave a body's field to the screen. */
export type Without<T, K extends keyof T> = Omit<T, K>;

/** `T` with the `K` fields as a form holds them: text inputs and selects keep strings. */
export type HeldAsText<T, K extends keyof T> = Omit<T, K> & { [P in K]: string };
