// The search and status filter of the Messages screen, judged on the server: the search applies on
// Enter or the Search button, a new status at once.
import { Form, Formik } from 'formik';
import { useTranslation } from 'react-i18next';
import type { MessageStatus } from '@vitrina/api-client/back-office';
import { Button, SelectField, TextField } from '@vitrina/ui-kit';
import { SubmitOnChange } from '../submit-on-change.js';

export interface MessageFilter {
  status: MessageStatus;
  q: string;
}

/** The screen's statuses, in the order the filter lists them (`inbox`, not archived, first: the default). */
export const FILTER_STATUSES: readonly MessageStatus[] = ['inbox', 'unread', 'read', 'archived', 'all'];

export function MessageFilters({ filter, onChange }: { filter: MessageFilter; onChange: (filter: MessageFilter) => void }) {
  const { t } = useTranslation(['manage']);
  const options = FILTER_STATUSES.map((status) => ({ value: status, label: t(`manage:messages.statuses.${status}`) }));
  return (
    <Formik<MessageFilter> initialValues={filter} onSubmit={(values) => onChange({ status: values.status, q: values.q.trim() })}>
      <Form role="search" aria-label={t('manage:messages.filters')} className="vm-filters" noValidate>
        <TextField
          name="q"
          type="search"
          label={t('manage:messages.search')}
          hint={t('manage:messages.searchHint')}
          maxLength={200}
          className="vm-filters__search"
        />
        <SelectField
          name="status"
          label={t('manage:messages.status')}
          options={options}
          placeholder={false}
          className="vm-filters__status"
        />
        <Button type="submit" variant="secondary" className="vm-filters__submit">
          {t('manage:messages.searchButton')}
        </Button>
        <SubmitOnChange<MessageFilter> fields={['status']} />
      </Form>
    </Formik>
  );
}
