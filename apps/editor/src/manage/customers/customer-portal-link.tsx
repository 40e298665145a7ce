// A customer's "Send link to their bookings and orders" (issue 30; owners and managers): mails the customer the
// link of their own page on the site, and says so; "Reset link" gives them a new one (after a confirmation)
// and the old link stops working. The link itself never shows here: it goes to the customer only.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useResetCustomerPortalLinkMutation, useSendCustomerPortalLinkMutation } from '@vitrina/api-client/back-office';
import type { CustomerRecord } from '@vitrina/api-client/back-office';
import { Button, useToast } from '@vitrina/ui-kit';
import { DangerConfirm } from '../kit/index.js';

export function CustomerPortalLink({ clientId, customer }: { clientId: number; customer: CustomerRecord }) {
  const { t } = useTranslation(['manage']);
  const toast = useToast();
  const [send, sending] = useSendCustomerPortalLinkMutation();
  const [reset] = useResetCustomerPortalLinkMutation();
  const [confirming, setConfirming] = useState(false);
  const args = { clientId, customerId: customer.id };

  async function sendLink() {
    try {
      const { sentTo } = await send(args).unwrap();
      toast.success(t('manage:customerPortal.sent', { email: sentTo }));
    } catch {
      toast.error(t('manage:customerPortal.sendFailed'));
    }
  }

  return (
    <div className="vo-actions vcu-portal-link" role="group" aria-label={t('manage:customerPortal.send')}>
      <Button type="button" variant="secondary" loading={sending.isLoading} onClick={() => void sendLink()}>
        {t('manage:customerPortal.send')}
      </Button>
      <Button type="button" variant="link" onClick={() => setConfirming(true)}>
        {t('manage:customerPortal.reset')}
      </Button>
      {confirming ? (
        <DangerConfirm
          title={t('manage:customerPortal.resetTitle')}
          confirm={t('manage:customerPortal.resetConfirm')}
          run={async () => {
            const { sentTo } = await reset(args).unwrap();
            setConfirming(false);
            toast.success(t('manage:customerPortal.resetDone', { email: sentTo }));
          }}
          onRefused={() => toast.error(t('manage:customerPortal.sendFailed'))}
          onCancel={() => setConfirming(false)}
        >
          <p>{t('manage:customerPortal.resetBody', { email: customer.email })}</p>
        </DangerConfirm>
      ) : null}
    </div>
  );
}
