// The search and status filter of the Messages screen, judged on the server (kit FilterBar): the search
// applies on Enter or the Search button, a new status at once.
import { useTranslation } from 'react-i18next';
import type { MessageStatus } from '@vitrina/api-client/back-office';
import { FilterBar, filterTexts, optionsOf } from '../kit/index.js';

export interface MessageFilter {
  status: MessageStatus;
  q: string;
}

/** The screen's statuses, in the order the filter lists them (`inbox`, not archived, first: the default). */
export const FILTER_STATUSES: readonly MessageStatus[] = ['inbox', 'unread', 'read', 'archived', 'all'];

export function MessageFilters({ filter, onChange }: { filter: MessageFilter; onChange: (filter: MessageFilter) => void }) {
  const { t } = useTranslation(['manage']);
  return (
    <FilterBar
      value={filter}
      onChange={onChange}
      texts={filterTexts(t, 'messages')}
      // `vm-filters`: the screen hides the bar while a message is read on a narrow screen (messages.css).
      className="vm-filters"
      choices={[
        {
          name: 'status',
          label: t('manage:messages.status'),
          options: optionsOf(FILTER_STATUSES, (status) => t(`manage:messages.statuses.${status}`)),
          width: 'wide',
        },
      ]}
    />
  );
}
