// The status and sort choices of the Blog list's filter bar (kit FilterBar, judged on the server): the search
// applies on Enter or the Search button, a new status or sort at once.
import type { TFunction } from 'i18next';
import type { BlogPostFilter, BlogPostSort } from '@vitrina/api-client/back-office';
import { choiceOf } from '../kit/index.js';
import type { FilterChoice } from '../kit/index.js';

export interface BlogFilter {
  status: BlogPostFilter;
  sort: BlogPostSort;
  q: string;
}

// The contract's filters and sorts, in the order the selects list them (the contracts' schemas stay out of
// the browser bundle, so the lists are written here and checked against the contract's types).
const BLOG_POST_FILTERS = ['all', 'draft', 'published'] as const satisfies readonly BlogPostFilter[];
const BLOG_POST_SORTS = ['updated', 'published', 'title'] as const satisfies readonly BlogPostSort[];

export const blogChoices = (t: TFunction<['manage']>): FilterChoice<BlogFilter>[] => [
  choiceOf('status', t('manage:blog.status'), BLOG_POST_FILTERS, (status) => t(`manage:blog.statuses.${status}`), 'fixed'),
  choiceOf('sort', t('manage:blog.sort'), BLOG_POST_SORTS, (sort) => t(`manage:blog.sorts.${sort}`), 'fixed'),
];
