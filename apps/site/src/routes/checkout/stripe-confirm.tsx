// The validation step with the stripe gateway (spec §2 payment_validation): the bank's challenge runs in
// Stripe.js (helper STRIPE's runStripeValidation, imported here only), then the page asks our server for the
// outcome again — what the browser says is never trusted.
import { useStoreInfoQuery } from '@vitrina/api-client';
import { Button } from '@vitrina/ui-kit';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLoading } from './checkout-views.js';

export interface StripeConfirmProps {
  clientId: number;
  clientSecret: string;
  /** The challenge is over: read the outcome from the server. */
  onDone: () => void;
}

export function StripeConfirm({ clientId, clientSecret, onDone }: StripeConfirmProps) {
  const { t } = useTranslation(['commerce']);
  const publishableKey = useStoreInfoQuery(clientId).data?.publishable_key ?? null;
  const [attempt, setAttempt] = useState(0);
  const [problem, setProblem] = useState<{ attempt: number; message: string } | null>(null);

  useEffect(() => {
    if (!publishableKey) return undefined;
    let live = true;
    const failed = (message: string) => live && setProblem({ attempt, message });
    import('../../features/checkout-stripe/index.js')
      .then(({ runStripeValidation }) => runStripeValidation({ publishableKey, clientSecret }))
      .then(
        (result) => {
          if (!live) return;
          if (result.ok) onDone();
          else
            failed(
              result.loadFailed
                ? t('commerce:checkoutFlow.cardFormFailed')
                : (result.message ?? t('commerce:checkoutFlow.validation.failed')),
            );
        },
        () => failed(t('commerce:checkoutFlow.cardFormFailed')),
      );
    return () => {
      live = false;
    };
  }, [publishableKey, clientSecret, attempt, onDone, t]);

  const shown = problem?.attempt === attempt ? problem.message : null;
  return (
    <>
      <h1 id="validation-title" className="vs-section__title">
        {t('commerce:paymentValidation.title')}
      </h1>
      {shown ? (
        <div role="alert" className="site-checkout__notice">
          <p>{shown}</p>
          <Button variant="secondary" onClick={() => setAttempt((n) => n + 1)}>
            {t('commerce:checkoutFlow.retry')}
          </Button>
        </div>
      ) : (
        <>
          <p>{t('commerce:paymentValidation.body')}</p>
          <PageLoading />
        </>
      )}
    </>
  );
}
