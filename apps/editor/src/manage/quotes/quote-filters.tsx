// The kind and status choices of the Quotes & invoices screen's filter bar (kit FilterBar, judged on the
// server): the search applies on Enter or the Search button, a new kind or status at once.
import type { TFunction } from 'i18next';
import type { QuoteKindFilter, QuoteStatusFilter } from '@vitrina/api-client/back-office';
import { QUOTE_LIST_KINDS, QUOTE_STATUS_FILTERS } from '@vitrina/api-client/contracts';
import { choiceOf } from '../kit/index.js';
import type { FilterChoice } from '../kit/index.js';

export interface QuoteFilter {
  kind: QuoteKindFilter;
  status: QuoteStatusFilter;
  q: string;
}

export const quoteChoices = (t: TFunction<['manage']>): FilterChoice<QuoteFilter>[] => [
  choiceOf('kind', t('manage:quotes.kind'), QUOTE_LIST_KINDS, (value) => t(`manage:quotes.kinds.${value}`)),
  choiceOf('status', t('manage:quotes.status'), QUOTE_STATUS_FILTERS, (value) => t(`manage:quotes.statuses.${value}`)),
];
