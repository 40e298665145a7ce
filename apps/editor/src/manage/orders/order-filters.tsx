// The search and the status and fulfillment filters of the Orders screen, judged on the server (kit
// FilterBar): the search applies on Enter or the Search button, a new status or fulfillment at once.
import { useTranslation } from 'react-i18next';
import type { OrderFulfillmentFilter, OrderStatusFilter } from '@vitrina/api-client/back-office';
import { FilterBar, filterTexts, optionsOf } from '../kit/index.js';

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
    <FilterBar
      value={filter}
      onChange={onChange}
      texts={filterTexts(t, 'orders')}
      choices={[
        {
          name: 'status',
          label: t('manage:orders.status'),
          options: optionsOf(STATUSES, (value) => t(`manage:orders.statuses.${value}`)),
        },
        {
          name: 'fulfillment',
          label: t('manage:orders.fulfillment'),
          options: optionsOf(FULFILLMENTS, (value) => t(`manage:orders.fulfillments.${value}`)),
        },
      ]}
    />
  );
}
