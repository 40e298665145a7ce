// The status choice of the Messages screen's filter bar (kit FilterBar, judged on the server): the search
// applies on Enter or the Search button, a new status at once.
import type { TFunction } from 'i18next';
import type { MessageStatus } from '@vitrina/api-client/back-office';
import { choiceOf } from '../kit/index.js';
import type { FilterChoice } from '../kit/index.js';

export interface MessageFilter {
  status: MessageStatus;
  q: string;
}

/** The screen's statuses, in the order the filter lists them (`inbox`, not archived, first: the default). */
export const FILTER_STATUSES: readonly MessageStatus[] = ['inbox', 'unread', 'read', 'archived', 'all'];

export const messageChoices = (t: TFunction<['manage', 'errors']>): FilterChoice<MessageFilter>[] => [
  choiceOf('status', t('manage:messages.status'), FILTER_STATUSES, (status) => t(`manage:messages.statuses.${status}`), 'wide'),
];
