// The Messages panel of an order, an appointment or a quote (issue 28, like Shopify's order timeline): the
// e-mails sent about it, newest first (subject, to, status, time); opening one shows it as it was rendered.
import './sent-mail.css';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSentMailInfiniteQuery } from '@vitrina/api-client/back-office';
import type { SentMailAbout, SentMailSummary } from '@vitrina/api-client/back-office';
import { ResourceList, rowsOf } from '../kit/index.js';
import { TitledSection } from '../titled-section.js';
import { SentMailDialog } from './sent-mail-view.js';
import { SentMailTable } from './sent-mail-table.js';

export interface MailPanelProps {
  clientId: number;
  /** What the e-mails are about. */
  about: SentMailAbout;
}

export function MailPanel({ clientId, about }: MailPanelProps) {
  const { t } = useTranslation(['manage']);
  const headingId = useId();
  const list = useSentMailInfiniteQuery({ clientId, status: 'all', q: '', about });
  const [open, setOpen] = useState<SentMailSummary | null>(null);
  const texts = {
    loading: t('manage:sentMail.loading'),
    loadFailed: t('manage:sentMail.loadFailed'),
    retry: t('manage:sentMail.retry'),
    empty: t('manage:sentMail.panelEmpty'),
    noMatch: t('manage:sentMail.panelEmpty'),
    loadMore: t('manage:sentMail.loadMore'),
  };
  return (
    <TitledSection block="vsm-panel" titleId={headingId} title={t('manage:sentMail.panel')}>
      <ResourceList
        query={list}
        items={rowsOf(list.data, (page) => page.messages)}
        filtered={false}
        texts={texts}
        className="vsm-panel__list"
        moreClassName="vo-more"
      >
        {(messages) => <SentMailTable messages={messages} onOpen={setOpen} label={t('manage:sentMail.panel')} />}
      </ResourceList>
      <SentMailDialog clientId={clientId} mailId={open?.id ?? null} subject={open?.subject ?? ''} onClose={() => setOpen(null)} />
    </TitledSection>
  );
}
