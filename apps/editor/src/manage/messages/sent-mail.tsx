// Messages → Sent (issue 28): every e-mail the business sent its customers and its own people, newest first,
// searched and filtered by status on the server, a page at a time; opening one shows it as it was rendered,
// with Resend. On the embedded default (no mail server) each one is here, marked "Not sent: no mail server".
import '../kit/kit.css';
import './sent-mail.css';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSentMailInfiniteQuery } from '@vitrina/api-client/back-office';
import type { SentMailFilterStatus, SentMailSummary } from '@vitrina/api-client/back-office';
import { FilteredList, choiceOf, rowsOf, useListFilter } from '../kit/index.js';
import { SentMailDialog } from './sent-mail-view.js';
import { SentMailTable } from './sent-mail-table.js';

export interface SentMailFilter {
  status: SentMailFilterStatus;
  q: string;
}

const STATUSES: readonly SentMailFilterStatus[] = ['all', 'queued', 'sent', 'failed', 'not_sent'];

export function SentMail({ clientId }: { clientId: number }) {
  const { t } = useTranslation(['manage']);
  const filter = useListFilter<SentMailFilter>({ status: 'all', q: '' });
  const list = useSentMailInfiniteQuery({ clientId, ...filter.value });
  const [open, setOpen] = useState<SentMailSummary | null>(null);
  return (
    <>
      <FilteredList
        section="sentMail"
        filter={filter}
        choices={[
          choiceOf<SentMailFilter, SentMailFilterStatus>('status', t('manage:sentMail.status'), STATUSES, (status) =>
            t(`manage:sentMail.statuses.${status}`),
          ),
        ]}
        query={list}
        items={rowsOf(list.data, (page) => page.messages)}
        className="vsm-list"
        moreClassName="vo-more"
      >
        {(messages) => <SentMailTable messages={messages} onOpen={setOpen} label={t('manage:sentMail.list')} />}
      </FilteredList>
      <SentMailDialog clientId={clientId} mailId={open?.id ?? null} subject={open?.subject ?? ''} onClose={() => setOpen(null)} />
    </>
  );
}
