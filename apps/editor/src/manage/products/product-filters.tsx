// The search and filter of the Products list, judged on the server: the search applies on Enter or the
// Search button, a new filter at once.
import { Form, Formik } from 'formik';
import { useTranslation } from 'react-i18next';
import type { OwnerProductFilter } from '@vitrina/api-client/back-office';
import { Button, SelectField, TextField } from '@vitrina/ui-kit';
import { SubmitOnChange } from '../submit-on-change.js';

export interface ProductFilterValues {
  status: OwnerProductFilter;
  q: string;
}

// The contract's filters in the order the select lists them (the contract's schemas stay out of the bundle).
const FILTERS = ['all', 'active', 'inactive', 'featured', 'sold_out', 'low_stock'] as const satisfies readonly OwnerProductFilter[];

export function ProductFilters({ filter, onChange }: { filter: ProductFilterValues; onChange: (filter: ProductFilterValues) => void }) {
  const { t } = useTranslation(['manage']);
  return (
    <Formik<ProductFilterValues> initialValues={filter} onSubmit={(values) => onChange({ ...values, q: values.q.trim() })}>
      <Form role="search" aria-label={t('manage:products.filters')} className="vbl-filters" noValidate>
        <TextField
          name="q"
          type="search"
          label={t('manage:products.search')}
          hint={t('manage:products.searchHint')}
          maxLength={200}
          className="vbl-filters__search"
        />
        <SelectField
          name="status"
          label={t('manage:products.status')}
          options={FILTERS.map((status) => ({ value: status, label: t(`manage:products.statuses.${status}`) }))}
          placeholder={false}
          className="vbl-filters__choice"
        />
        <Button type="submit" variant="secondary" className="vbl-filters__submit">
          {t('manage:products.searchButton')}
        </Button>
        <SubmitOnChange<ProductFilterValues> fields={['status']} />
      </Form>
    </Formik>
  );
}
