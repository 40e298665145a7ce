// The table of sent e-mails (Messages → Sent, and the Messages panel of an order, appointment or quote), newest
// first: the subject (the button that opens the e-mail), to whom, its status with its reason, and when.
import { useTranslation } from 'react-i18next';
import type { SentMailSummary } from '@vitrina/api-client/back-office';
import { useBusinessDates } from '../../app/business-dates.js';
import { RecordTable, openColumn } from '../record-columns.js';
import { SentMailStatus } from './sent-mail-status.js';

export interface SentMailTableProps {
  messages: readonly SentMailSummary[];
  onOpen: (mail: SentMailSummary) => void;
  label: string;
}

export function SentMailTable({ messages, onOpen, label }: SentMailTableProps) {
  const { t } = useTranslation(['manage']);
  const dates = useBusinessDates();
  return (
    <RecordTable
      rows={messages}
      kind="mail"
      label={label}
      columns={[
        openColumn(
          t('manage:sentMail.columns.subject'),
          onOpen,
          (mail) => t('manage:sentMail.open', { subject: mail.subject }),
          (mail) => mail.subject,
        ),
        {
          header: t('manage:sentMail.columns.to'),
          className: 'vo-table__email',
          cell: (mail) => (mail.to_name ? `${mail.to_name} <${mail.to_address}>` : mail.to_address),
        },
        { header: t('manage:sentMail.columns.status'), cell: (mail) => <SentMailStatus mail={mail} /> },
        { header: t('manage:sentMail.columns.time'), cell: (mail) => dates.dateTime(mail.sent_at ?? mail.created_at) },
      ]}
    />
  );
}
