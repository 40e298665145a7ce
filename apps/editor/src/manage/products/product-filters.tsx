// The status choice of the Products list's filter bar (kit FilterBar, judged on the server): the search
// applies on Enter or the Search button, a new filter at once.
import type { TFunction } from 'i18next';
import type { OwnerProductFilter } from '@vitrina/api-client/back-office';
import { choiceOf } from '../kit/index.js';
import type { FilterChoice } from '../kit/index.js';

export interface ProductFilterValues {
  status: OwnerProductFilter;
  q: string;
}

// The contract's filters in the order the select lists them (the contract's schemas stay out of the bundle).
const FILTERS = ['all', 'active', 'inactive', 'featured', 'sold_out', 'low_stock'] as const satisfies readonly OwnerProductFilter[];

export const productChoices = (t: TFunction<['manage']>): FilterChoice<ProductFilterValues>[] => [
  choiceOf('status', t('manage:products.status'), FILTERS, (status) => t(`manage:products.statuses.${status}`), 'fixed'),
];
