// A person just added with the built-in identity provider: their one-time set-password link went to them by
// e-mail (issue 28; ARCHITECTURE "Nothing secret travels to the wrong person"), so this panel shows no link,
// only that it was sent and to whom, with Resend (a new link; the old one stops working).
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@vitrina/ui-kit';

export interface InvitationSentPanelProps {
  email: string;
  /** Mails a new link; true when it was sent. */
  onResend: () => Promise<boolean>;
  onDone: () => void;
}

export function InvitationSentPanel({ email, onResend, onDone }: InvitationSentPanelProps) {
  const { t } = useTranslation(['manage']);
  const id = useId();
  const [busy, setBusy] = useState(false);

  async function resend() {
    setBusy(true);
    try {
      await onResend();
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="vt-link" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="vt-link__title" tabIndex={-1}>
        {t('manage:team.invitation.title', { email })}
      </h2>
      <p className="vt-link__text">{t('manage:team.invitation.body', { email })}</p>
      <div className="vt-link__actions">
        <Button type="button" variant="secondary" loading={busy} onClick={() => void resend()}>
          {t('manage:team.invitation.resend')}
        </Button>
        <Button type="button" variant="primary" onClick={onDone}>
          {t('manage:team.invitation.done')}
        </Button>
      </div>
    </section>
  );
}
