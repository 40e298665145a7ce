// A sent e-mail's status as the back office words it, with its reason when it was not sent or failed
// ("Not sent: no mail server" on the embedded default, where no SMTP_URL is set).
import { useTranslation } from 'react-i18next';
import type { SentMailSummary } from '@vitrina/api-client/back-office';
import { Badge } from '../kit/index.js';

/** The sender's reason when no mail server is configured (the API's NO_MAIL_SERVER). */
const NO_MAIL_SERVER = 'no mail server';

export function SentMailStatus({ mail }: { mail: Pick<SentMailSummary, 'status' | 'reason'> }) {
  const { t } = useTranslation(['manage']);
  const status = t(`manage:sentMail.statuses.${mail.status}`);
  const reason = mail.reason === NO_MAIL_SERVER ? t('manage:sentMail.noMailServer') : mail.reason;
  const shown = reason && mail.status !== 'sent' ? t('manage:sentMail.withReason', { status, reason }) : status;
  const tone = mail.status === 'sent' ? 'primary' : mail.status === 'queued' ? 'muted' : mail.status === 'failed' ? 'danger' : 'warning';
  return <Badge tone={tone}>{shown}</Badge>;
}
