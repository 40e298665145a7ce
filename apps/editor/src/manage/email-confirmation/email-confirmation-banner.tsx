// "Confirm your e-mail" at the top of every back-office screen (issue 28): a new sign-up's owner whose address is
// not confirmed yet (the profile answer's email_confirmed_at is null) sees it until they open the link mailed to
// them; "Resend" mails a new link (the old one stops working). Nothing shows while loading, once confirmed, or
// when the profile cannot be read (the banner is a reminder, not a gate).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useResendEmailConfirmationMutation, useUserProfileQuery } from '@vitrina/api-client';
import { parseSubject } from '@vitrina/core-model';
import { Button } from '@vitrina/ui-kit';

export function EmailConfirmationBanner({ sub, email }: { sub: string; email: string }) {
  const { t } = useTranslation(['manage']);
  const subject = parseSubject(sub);
  const profile = useUserProfileQuery(subject ?? { provider: '', id: '' }, { skip: !subject });
  const [resend, resending] = useResendEmailConfirmationMutation();
  const [outcome, setOutcome] = useState<'sent' | 'failed' | null>(null);
  if (!subject || !profile.data || profile.data.emailConfirmedAt !== null) return null;

  const send = async () => {
    setOutcome(null);
    try {
      await resend(subject).unwrap();
      setOutcome('sent');
    } catch {
      setOutcome('failed');
    }
  };

  return (
    <section className="vb-confirm-email" aria-labelledby="vb-confirm-email-title">
      <h2 id="vb-confirm-email-title" className="vb-confirm-email__title">
        {t('manage:emailConfirmation.title')}
      </h2>
      <p>{t('manage:emailConfirmation.body', { email })}</p>
      <Button type="button" variant="secondary" disabled={resending.isLoading} onClick={() => void send()}>
        {resending.isLoading ? t('manage:emailConfirmation.resending') : t('manage:emailConfirmation.resend')}
      </Button>
      <p role="status">{outcome ? t(`manage:emailConfirmation.${outcome}`, { email }) : ''}</p>
    </section>
  );
}
