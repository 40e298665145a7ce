// The search and filter of the Products list, judged on the server (kit FilterBar): the search applies on
// Enter or the Search button, a new filter at once.
import { useTranslation } from 'react-i18next';
import type { OwnerProductFilter } from '@vitrina/api-client/back-office';
import { FilterBar, filterTexts, optionsOf } from '../kit/index.js';

export interface ProductFilterValues {
  status: OwnerProductFilter;
  q: string;
}

// The contract's filters in the order the select lists them (the contract's schemas stay out of the bundle).
const FILTERS = ['all', 'active', 'inactive', 'featured', 'sold_out', 'low_stock'] as const satisfies readonly OwnerProductFilter[];

export function ProductFilters({ filter, onChange }: { filter: ProductFilterValues; onChange: (filter: ProductFilterValues) => void }) {
  const { t } = useTranslation(['manage']);
  return (
    <FilterBar
      value={filter}
      onChange={onChange}
      texts={filterTexts(t, 'products')}
      choices={[
        {
          name: 'status',
          label: t('manage:products.status'),
          options: optionsOf(FILTERS, (status) => t(`manage:products.statuses.${status}`)),
          width: 'fixed',
        },
      ]}
    />
  );
}
