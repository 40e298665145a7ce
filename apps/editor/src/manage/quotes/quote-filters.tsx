// The search and the kind and status filters of the Quotes & invoices screen, judged on the server (kit
// FilterBar): the search applies on Enter or the Search button, a new kind or status at once.
import { useTranslation } from 'react-i18next';
import type { QuoteKindFilter, QuoteStatusFilter } from '@vitrina/api-client/back-office';
import { QUOTE_LIST_KINDS, QUOTE_STATUS_FILTERS } from '@vitrina/api-client/contracts';
import { FilterBar, filterTexts, optionsOf } from '../kit/index.js';

export interface QuoteFilter {
  kind: QuoteKindFilter;
  status: QuoteStatusFilter;
  q: string;
}

export function QuoteFilters({ filter, onChange }: { filter: QuoteFilter; onChange: (filter: QuoteFilter) => void }) {
  const { t } = useTranslation(['manage']);
  return (
    <FilterBar
      value={filter}
      onChange={onChange}
      texts={filterTexts(t, 'quotes')}
      choices={[
        {
          name: 'kind',
          label: t('manage:quotes.kind'),
          options: optionsOf(QUOTE_LIST_KINDS, (value) => t(`manage:quotes.kinds.${value}`)),
        },
        {
          name: 'status',
          label: t('manage:quotes.status'),
          options: optionsOf(QUOTE_STATUS_FILTERS, (value) => t(`manage:quotes.statuses.${value}`)),
        },
      ]}
    />
  );
}
