// The texts a list screen's kit pieces need, read from the screen's own section of the `manage` namespace
// (`manage:<section>.loading`, `.search`, …): every list screen names them alike, so a screen passes its
// section instead of writing the same dozen `t()` calls. The section type only admits sections that have
// every key, so a missing translation fails the typecheck, not the screen.
import type { TFunction } from 'i18next';
import type { Resources } from '@vitrina/i18n';
import type { FilterBarTexts } from './filter-bar.js';
import type { ResourceListTexts } from './resource-list.js';

type Manage = Resources['manage'];

/** The sections of `manage` that hold a string under every one of `K`. */
export type SectionWith<K extends string> = {
  [S in keyof Manage & string]: Manage[S] extends Record<K, string> ? S : never;
}[keyof Manage & string];

const PLAIN_LIST_KEYS = ['loading', 'loadFailed', 'retry', 'empty'] as const;
const LIST_KEYS = [...PLAIN_LIST_KEYS, 'noMatch', 'loadMore'] as const;
const FILTER_KEYS = ['filters', 'search', 'searchHint', 'searchButton'] as const;

export type ListSection = SectionWith<(typeof LIST_KEYS)[number]>;
export type PlainListSection = SectionWith<(typeof PLAIN_LIST_KEYS)[number]>;
export type FilterSection = SectionWith<(typeof FILTER_KEYS)[number]>;

type ManageT = TFunction<['manage']> | TFunction<['manage', 'errors']>;

/** The parts `<section>.<part>` of `manage` (a form's texts: `products.form`) that hold a string under every one of `K`. */
export type SubsectionWith<K extends string> = {
  [S in keyof Manage & string]: Manage[S] extends string
    ? never
    : { [P in keyof Manage[S] & string]: Manage[S][P] extends Record<K, string> ? `${S}.${P}` : never }[keyof Manage[S] & string];
}[keyof Manage & string];

function read<K extends string>(t: ManageT, section: string, keys: readonly K[], values?: Record<string, unknown>): Record<K, string> {
  // The key is built at run time; `SectionWith` / `SubsectionWith` are what prove it exists.
  const translate = t as unknown as (key: string, values?: Record<string, unknown>) => string;
  return Object.fromEntries(keys.map((key) => [key, translate(`manage:${section}.${key}`, values)])) as Record<K, string>;
}

/** `manage:<section>.loading|loadFailed|retry|empty|noMatch|loadMore`, for `ResourceList`. */
export const listTexts = (t: ManageT, section: ListSection): ResourceListTexts => read(t, section, LIST_KEYS);

/** `manage:<section>.loading|loadFailed|retry|empty`, for a `ResourceList` neither filtered nor paged. */
export const plainListTexts = (t: ManageT, section: PlainListSection): ResourceListTexts => read(t, section, PLAIN_LIST_KEYS);

/** `manage:<section>.filters|search|searchHint|searchButton`, for `FilterBar`. */
export const filterTexts = (t: ManageT, section: FilterSection): FilterBarTexts => read(t, section, FILTER_KEYS);

/**
 * `manage:<section>.<key>` for each of `keys`: for a list whose section words one of the list texts otherwise
 * (Team's empty text is its "only you").
 */
export const sectionTexts = <K extends string>(t: ManageT, section: SectionWith<K>, keys: readonly K[]): Record<K, string> =>
  read(t, section, keys);

/** `manage:<section>.<part>.<key>` for each of `keys`, interpolated with `values` (a form's texts). */
export const subsectionTexts = <K extends string>(
  t: ManageT,
  section: SubsectionWith<K>,
  keys: readonly K[],
  values?: Record<string, unknown>,
): Record<K, string> => read(t, section, keys, values);
