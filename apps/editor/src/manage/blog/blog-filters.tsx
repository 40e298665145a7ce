// The search, status filter and sort of the Blog list, judged on the server (kit FilterBar): the search
// applies on Enter or the Search button, a new status or sort at once.
import { useTranslation } from 'react-i18next';
import type { BlogPostFilter, BlogPostSort } from '@vitrina/api-client/back-office';
import { FilterBar, filterTexts, optionsOf } from '../kit/index.js';

export interface BlogFilter {
  status: BlogPostFilter;
  sort: BlogPostSort;
  q: string;
}

// The contract's filters and sorts, in the order the selects list them (the contracts' schemas stay out of
// the browser bundle, so the lists are written here and checked against the contract's types).
const BLOG_POST_FILTERS = ['all', 'draft', 'published'] as const satisfies readonly BlogPostFilter[];
const BLOG_POST_SORTS = ['updated', 'published', 'title'] as const satisfies readonly BlogPostSort[];

export function BlogFilters({ filter, onChange }: { filter: BlogFilter; onChange: (filter: BlogFilter) => void }) {
  const { t } = useTranslation(['manage']);
  return (
    <FilterBar
      value={filter}
      onChange={onChange}
      texts={filterTexts(t, 'blog')}
      choices={[
        {
          name: 'status',
          label: t('manage:blog.status'),
          options: optionsOf(BLOG_POST_FILTERS, (status) => t(`manage:blog.statuses.${status}`)),
          width: 'fixed',
        },
        {
          name: 'sort',
          label: t('manage:blog.sort'),
          options: optionsOf(BLOG_POST_SORTS, (sort) => t(`manage:blog.sorts.${sort}`)),
          width: 'fixed',
        },
      ]}
    />
  );
}
