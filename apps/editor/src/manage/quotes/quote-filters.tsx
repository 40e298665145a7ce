// The search and the kind and status filters of the Quotes & invoices screen, judged on the server: the
// search applies on Enter or the Search button, a new kind or status at once.
import { Form, Formik } from 'formik';
import { useTranslation } from 'react-i18next';
import type { QuoteKindFilter, QuoteStatusFilter } from '@vitrina/api-client/back-office';
import { QUOTE_LIST_KINDS, QUOTE_STATUS_FILTERS } from '@vitrina/api-client/contracts';
import { Button, SelectField, TextField } from '@vitrina/ui-kit';
import { SubmitOnChange } from '../submit-on-change.js';

export interface QuoteFilter {
  kind: QuoteKindFilter;
  status: QuoteStatusFilter;
  q: string;
}

export function QuoteFilters({ filter, onChange }: { filter: QuoteFilter; onChange: (filter: QuoteFilter) => void }) {
  const { t } = useTranslation(['manage']);
  return (
    <Formik<QuoteFilter> initialValues={filter} onSubmit={(values) => onChange({ ...values, q: values.q.trim() })}>
      <Form role="search" aria-label={t('manage:quotes.filters')} className="vo-filters" noValidate>
        <TextField
          name="q"
          type="search"
          label={t('manage:quotes.search')}
          hint={t('manage:quotes.searchHint')}
          maxLength={200}
          className="vo-filters__search"
        />
        <SelectField
          name="kind"
          label={t('manage:quotes.kind')}
          options={QUOTE_LIST_KINDS.map((value) => ({ value, label: t(`manage:quotes.kinds.${value}`) }))}
          placeholder={false}
        />
        <SelectField
          name="status"
          label={t('manage:quotes.status')}
          options={QUOTE_STATUS_FILTERS.map((value) => ({ value, label: t(`manage:quotes.statuses.${value}`) }))}
          placeholder={false}
        />
        <Button type="submit" variant="secondary" className="vo-filters__submit">
          {t('manage:quotes.searchButton')}
        </Button>
        <SubmitOnChange<QuoteFilter> fields={['kind', 'status']} />
      </Form>
    </Formik>
  );
}
