// The Customers screen's filter bar: what kind of customer to show and the order (judged on the server). An
// employee sees their appointments' customers only, by last activity: no choice of money.
import type { TFunction } from 'i18next';
import type { CustomerFilter, CustomerSort } from '@vitrina/api-client/back-office';
import { choiceOf } from '../kit/index.js';
import type { FilterChoice } from '../kit/index.js';

export interface CustomerFilterValues {
  filter: CustomerFilter;
  sort: CustomerSort;
  q: string;
}

const FILTERS: readonly CustomerFilter[] = ['all', 'orders', 'bookings', 'subscribers', 'owing', 'new'];
const SORTS: readonly CustomerSort[] = ['activity', 'spent'];

export const customerChoices = (t: TFunction<['manage']>, money: boolean): FilterChoice<CustomerFilterValues>[] =>
  money
    ? [
        choiceOf('filter', t('manage:customers.filter'), FILTERS, (value) => t(`manage:customers.filterValues.${value}`), 'wide'),
        choiceOf('sort', t('manage:customers.sort'), SORTS, (value) => t(`manage:customers.sorts.${value}`), 'fixed'),
      ]
    : [];
