// The search and the status and fulfillment filters of the Orders screen, judged on the server: the search
// applies on Enter or the Search button, a new status or fulfillment at once.
import { Form, Formik } from 'formik';
import { useTranslation } from 'react-i18next';
import type { OrderFulfillmentFilter, OrderStatusFilter } from '@vitrina/api-client/back-office';
import { Button, SelectField, TextField } from '@vitrina/ui-kit';
import { SubmitOnChange } from '../submit-on-change.js';

export interface OrderFilter {
  status: OrderStatusFilter;
  fulfillment: OrderFulfillmentFilter;
  q: string;
}

/** The products order states, in the order the filter lists them (quote states belong to the services issue). */
const STATUSES: readonly OrderStatusFilter[] = ['all', 'paid', 'awaiting_payment', 'payment_failed', 'canceled', 'refunded'];
const FULFILLMENTS: readonly OrderFulfillmentFilter[] = ['all', 'unfulfilled', 'fulfilled', 'shipped'];

export function OrderFilters({ filter, onChange }: { filter: OrderFilter; onChange: (filter: OrderFilter) => void }) {
  const { t } = useTranslation(['manage']);
  return (
    <Formik<OrderFilter> initialValues={filter} onSubmit={(values) => onChange({ ...values, q: values.q.trim() })}>
      <Form role="search" aria-label={t('manage:orders.filters')} className="vo-filters" noValidate>
        <TextField
          name="q"
          type="search"
          label={t('manage:orders.search')}
          hint={t('manage:orders.searchHint')}
          maxLength={200}
          className="vo-filters__search"
        />
        <SelectField
          name="status"
          label={t('manage:orders.status')}
          options={STATUSES.map((value) => ({ value, label: t(`manage:orders.statuses.${value}`) }))}
          placeholder={false}
        />
        <SelectField
          name="fulfillment"
          label={t('manage:orders.fulfillment')}
          options={FULFILLMENTS.map((value) => ({ value, label: t(`manage:orders.fulfillments.${value}`) }))}
          placeholder={false}
        />
        <Button type="submit" variant="secondary" className="vo-filters__submit">
          {t('manage:orders.searchButton')}
        </Button>
        <SubmitOnChange<OrderFilter> fields={['status', 'fulfillment']} />
      </Form>
    </Formik>
  );
}
