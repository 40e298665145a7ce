// A list screen's filter bar and its list together (Orders, Quotes): the search and choices above, the
// query's rows below, "nothing matches" while a filter differs from where the screen started.
// `useListFilter` holds the bar's values and says whether they narrow the list.
import { useState } from 'react';
import type { ReactNode, Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { FilterBar } from './filter-bar.js';
import type { FilterChoice, FilterValues } from './filter-bar.js';
import { ResourceList } from './resource-list.js';
import type { ListQueryState } from './resource-list.js';
import { filterTexts, listTexts } from './texts.js';
import type { FilterSection, ListSection } from './texts.js';

export interface ListFilter<V extends FilterValues> {
  value: V;
  onChange: (value: V) => void;
  /** Whether any value differs from the initial one (the list then says "nothing matches"). */
  narrowed: boolean;
}

/**
 * The filter bar's values, starting from `initial` (its "all" choices and an empty search). `orderOnly` names
 * the choices that only sort the list (Blog's sort): changing them narrows nothing.
 */
export function useListFilter<V extends FilterValues>(initial: V, orderOnly: readonly (keyof V)[] = []): ListFilter<V> {
  const [start] = useState(initial);
  const [value, onChange] = useState(initial);
  const narrowed = (Object.keys(start) as (keyof V)[]).some((key) => !orderOnly.includes(key) && value[key] !== start[key]);
  return { value, onChange, narrowed };
}

export interface FilteredListProps<V extends FilterValues, T> {
  section: ListSection & FilterSection;
  filter: ListFilter<V>;
  choices: readonly FilterChoice<V>[];
  query: ListQueryState;
  items: readonly T[];
  /** The list's box class and its "Load more" button's. */
  className: string;
  moreClassName: string;
  boxRef?: Ref<HTMLDivElement>;
  children: (items: readonly T[]) => ReactNode;
}

export function FilteredList<V extends FilterValues, T>({ section, filter, choices, children, ...list }: FilteredListProps<V, T>) {
  const { t } = useTranslation(['manage']);
  return (
    <>
      <FilterBar value={filter.value} onChange={filter.onChange} texts={filterTexts(t, section)} choices={choices} />
      <ResourceList {...list} filtered={filter.narrowed} texts={listTexts(t, section)}>
        {children}
      </ResourceList>
    </>
  );
}
