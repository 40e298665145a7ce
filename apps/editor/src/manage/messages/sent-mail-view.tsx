// One sent e-mail, opened in a dialog: who it was to and from, its status with its reason, when, the e-mail
// as it was rendered (its HTML in a sandboxed frame: no scripts, no forms, no same-origin access; links open
// nowhere from here) and its plain text, and Resend (a copy queued now).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useResendMailMutation, useSentMailMessageQuery } from '@vitrina/api-client/back-office';
import type { SentMail } from '@vitrina/api-client/back-office';
import { Button, Modal, Spinner } from '@vitrina/ui-kit';
import { useBusinessDates } from '../../app/business-dates.js';
import { Facts } from './facts.js';
import { SentMailStatus } from './sent-mail-status.js';

export interface SentMailDialogProps {
  clientId: number;
  /** The e-mail open, or null: closed. */
  mailId: number | null;
  /** The subject the list showed, for the dialog's title while the e-mail loads. */
  subject: string;
  onClose: () => void;
}

/** The e-mail's headers, frame and text. */
export function SentMailView({ mail }: { mail: SentMail }) {
  const { t } = useTranslation(['manage']);
  const dates = useBusinessDates();
  const to = mail.to_name ? `${mail.to_name} <${mail.to_address}>` : mail.to_address;
  return (
    <div className="vsm-view" data-mail-id={mail.id}>
      <dl className="vsm-view__facts">
        <Facts
          facts={[
            [t('manage:sentMail.to'), to],
            [t('manage:sentMail.from'), mail.from_name],
            mail.reply_to ? [t('manage:sentMail.replyTo'), mail.reply_to] : null,
            [t('manage:sentMail.columns.status'), <SentMailStatus mail={mail} />],
            [t('manage:sentMail.queuedAt'), dates.dateTime(mail.created_at)],
            mail.sent_at ? [t('manage:sentMail.sentAt'), dates.dateTime(mail.sent_at)] : null,
            mail.attachments.length > 0 ? [t('manage:sentMail.attachments'), mail.attachments.join(', ')] : null,
          ]}
        />
      </dl>
      {/* An empty sandbox: the e-mail's HTML runs no script and reaches neither this page nor its cookies. */}
      <iframe className="vsm-view__frame" title={t('manage:sentMail.rendered')} sandbox="" srcDoc={mail.html} lang={mail.language} />
      <h3 className="vsm-view__text-title">{t('manage:sentMail.text')}</h3>
      <pre className="vsm-view__text" lang={mail.language}>
        {mail.text}
      </pre>
    </div>
  );
}

export function SentMailDialog({ clientId, mailId, subject, onClose }: SentMailDialogProps) {
  const { t } = useTranslation(['manage', 'errors']);
  const query = useSentMailMessageQuery({ clientId, mailId: mailId ?? 0 }, { skip: mailId === null });
  const [resend, { isLoading: resending }] = useResendMailMutation();
  const [notice, setNotice] = useState<{ text: string; failed: boolean } | null>(null);
  const mail = query.data && query.data.id === mailId ? query.data : null;

  async function onResend() {
    if (mailId === null) return;
    setNotice(null);
    try {
      await resend({ clientId, mailId }).unwrap();
      setNotice({ text: t('manage:sentMail.resent'), failed: false });
    } catch {
      setNotice({ text: t('manage:sentMail.resendFailed'), failed: true });
    }
  }

  const close = () => {
    setNotice(null);
    onClose();
  };

  return (
    <Modal
      open={mailId !== null}
      onClose={close}
      title={mail?.subject ?? subject}
      size="large"
      actions={
        <Button type="button" variant="primary" disabled={!mail} loading={resending} onClick={() => void onResend()}>
          {resending ? t('manage:sentMail.resending') : t('manage:sentMail.resend')}
        </Button>
      }
    >
      {mail ? (
        <SentMailView mail={mail} />
      ) : query.isError ? (
        <p className="vb-state">{t('manage:sentMail.loadFailed')}</p>
      ) : (
        <Spinner label={t('manage:sentMail.loading')} />
      )}
      <p className={['vm-notice', notice?.failed && 'vm-notice--failed'].filter(Boolean).join(' ')} role="status">
        {notice?.text}
      </p>
    </Modal>
  );
}
