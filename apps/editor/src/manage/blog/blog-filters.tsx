// The search, status filter and sort of the Blog list, judged on the server: the search applies on Enter or
// the Search button, a new status or sort at once.
import { Form, Formik } from 'formik';
import { useTranslation } from 'react-i18next';
import type { BlogPostFilter, BlogPostSort } from '@vitrina/api-client/back-office';
import { Button, SelectField, TextField } from '@vitrina/ui-kit';
import { SubmitOnChange } from '../submit-on-change.js';

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
    <Formik<BlogFilter> initialValues={filter} onSubmit={(values) => onChange({ ...values, q: values.q.trim() })}>
      <Form role="search" aria-label={t('manage:blog.filters')} className="vbl-filters" noValidate>
        <TextField
          name="q"
          type="search"
          label={t('manage:blog.search')}
          hint={t('manage:blog.searchHint')}
          maxLength={200}
          className="vbl-filters__search"
        />
        <SelectField
          name="status"
          label={t('manage:blog.status')}
          options={BLOG_POST_FILTERS.map((status) => ({ value: status, label: t(`manage:blog.statuses.${status}`) }))}
          placeholder={false}
          className="vbl-filters__choice"
        />
        <SelectField
          name="sort"
          label={t('manage:blog.sort')}
          options={BLOG_POST_SORTS.map((sort) => ({ value: sort, label: t(`manage:blog.sorts.${sort}`) }))}
          placeholder={false}
          className="vbl-filters__choice"
        />
        <Button type="submit" variant="secondary" className="vbl-filters__submit">
          {t('manage:blog.searchButton')}
        </Button>
        <SubmitOnChange<BlogFilter> fields={['status', 'sort']} />
      </Form>
    </Formik>
  );
}
