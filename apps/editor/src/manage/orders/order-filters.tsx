// The status and fulfillment choices of the Orders screen's filter bar (kit FilterBar, judged on the
// server): the search applies on Enter or the Search button, a new status or fulfillment at once.
import type { TFunction } from 'i18next';
import type { OrderFulfillmentFilter, OrderStatusFilter } from '@vitrina/api-client/back-office';
import { choiceOf } from '../kit/index.js';
import type { FilterChoice } from '../kit/index.js';

export interface OrderFilter {
  status: OrderStatusFilter;
  fulfillment: OrderFulfillmentFilter;
  q: string;
}

/** The products order states, in the order the filter lists them (quote states belong to the services issue). */
const STATUSES: readonly OrderStatusFilter[] = ['all', 'paid', 'awaiting_payment', 'payment_failed', 'canceled', 'refunded'];
const FULFILLMENTS: readonly OrderFulfillmentFilter[] = ['all', 'unfulfilled', 'fulfilled', 'shipped'];

export const orderChoices = (t: TFunction<['manage']>): FilterChoice<OrderFilter>[] => [
  choiceOf('status', t('manage:orders.status'), STATUSES, (value) => t(`manage:orders.statuses.${value}`)),
  choiceOf('fulfillment', t('manage:orders.fulfillment'), FULFILLMENTS, (value) => t(`manage:orders.fulfillments.${value}`)),
];
