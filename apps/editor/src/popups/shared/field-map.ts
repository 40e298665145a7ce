// A popup's form names its values in its own words (`headerText`); the site stores them under its field
// names (`header_text`). One map, form name → field name, reads the form's values from the site and writes
// them back, so a popup declares the map instead of copying each field twice.

export type FieldMap<S> = Readonly<Record<string, keyof S & string>>;

/** The form's values a map reads: each form name holds its field's value. */
export type MappedValues<S, M extends FieldMap<S>> = { -readonly [K in keyof M]: S[M[K]] };

export function valuesFrom<S, M extends FieldMap<S>>(source: S, map: M): MappedValues<S, M> {
  return Object.fromEntries(Object.entries(map).map(([name, field]) => [name, source[field]])) as MappedValues<S, M>;
}

export function fieldsFrom<S, M extends FieldMap<S>>(values: MappedValues<S, M>, map: M): Partial<S> {
  const byName: Record<string, unknown> = values;
  return Object.fromEntries(Object.entries(map).map(([name, field]) => [field, byName[name]])) as Partial<S>;
}

/** The texts and colours the about and footer sections share, under their forms' names. */
export const SECTION_TEXTS = {
  title: 'title',
  headerText: 'header_text',
  body: 'body',
  bgColor: 'bg_color',
  innerBgColor: 'inner_bg_color',
} as const;
