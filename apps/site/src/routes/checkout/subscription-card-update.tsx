// A new card for a subscription (issue 15 "updating a subscription's card → /subscription-payment-update-
// successful"): the checkout's own card step (payment-step.tsx: sandbox card fields or Stripe Elements, in its
// own chunk, loaded when the customer asks for it). A past-due subscription pays its declined renewal with the
// card first (the button says the amount); a decline or a refused field is said here (role=alert), and the
// success goes to the success page.
import { checkoutFailureOf, useStoreInfoQuery, useUpdateSubscriptionCardMutation } from '@vitrina/api-client';
import type { CheckoutBody, SubscriptionView } from '@vitrina/api-client';
import { toMinorUnits } from '@vitrina/core-model';
import { Button, useFormatMoney } from '@vitrina/ui-kit';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSiteContext } from '../../app/site-context.js';
import { outcomeOfFailure } from './place-order.js';
import { CardStepLoader } from './payment-step.js';

export interface SubscriptionCardUpdateProps {
  subscription: SubscriptionView;
  /** The order page's address e-mail (Stripe Elements' billing details). */
  email: string;
  /** ISO 4217 code of the business or the order. */
  currency: string;
  onClose: () => void;
}

/** The §8 / subscription message of a refused update, as an i18n key. */
function messageOf(code: string | null, fallback: string): string {
  if (code === 'subscription_not_active') return 'errors:subscriptions.notActive';
  if (code === 'request_in_progress') return 'errors:subscriptions.inProgress';
  if (code === 'subscription_not_found') return 'errors:subscriptions.notFound';
  return fallback;
}

export function SubscriptionCardUpdate({ subscription, email, currency, onClose }: SubscriptionCardUpdateProps) {
  const { t } = useTranslation(['commerce', 'errors']);
  const format = useFormatMoney();
  const { site, hrefFor } = useSiteContext();
  const navigate = useNavigate();
  const info = useStoreInfoQuery(site.client.id);
  const [update, { isLoading }] = useUpdateSubscriptionCardMutation();
  const [notice, setNotice] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const pastDue = subscription.state === 'past_due';
  const titleId = `subscription-card-${subscription.uuid}`;

  useEffect(() => heading.current?.focus(), []);

  async function onPay(payment: CheckoutBody['payment']): Promise<Record<string, string> | undefined> {
    if (isLoading) return undefined;
    setNotice(null);
    const result = await update({ clientId: site.client.id, uuid: subscription.uuid, body: { payment } });
    if (result.data) {
      navigate(hrefFor(`/subscription-payment-update-successful?subscription=${encodeURIComponent(subscription.uuid)}`));
      return undefined;
    }
    const failure = checkoutFailureOf(result.error);
    const outcome = outcomeOfFailure(failure);
    if (outcome.kind === 'fields') {
      setNotice(t('commerce:checkoutFlow.fixFields'));
      return outcome.card;
    }
    const fallback = outcome.kind === 'declined' || outcome.kind === 'error' ? outcome.message : 'errors:orders.somethingWentWrong';
    setNotice(t(messageOf(failure.code, fallback) as 'errors:orders.somethingWentWrong'));
    return undefined;
  }

  const amount = format(toMinorUnits(subscription.amount), currency);
  return (
    <div className="site-subscription__update" role="group" aria-labelledby={titleId}>
      {/* The card form is labelled by the checkout's payment step title. */}
      <h3 ref={heading} tabIndex={-1} id={titleId}>
        <span id="payment-step-title">{t('commerce:subscriptionFlow.newCardTitle', { name: subscription.name })}</span>
      </h3>
      {pastDue && <p>{t('commerce:subscriptionFlow.pastDue')}</p>}
      <p className="site-checkout__notice" role="alert" hidden={!notice}>
        {notice}
      </p>
      <CardStepLoader
        gateway={info.data?.gateway ?? 'sandbox'}
        publishableKey={info.data?.publishable_key ?? null}
        payLabel={pastDue ? t('commerce:subscriptionFlow.payAndSave', { amount }) : t('commerce:subscriptionFlow.saveCard')}
        busy={isLoading}
        onPay={onPay}
        email={email}
      />
      <p>
        <Button variant="secondary" onClick={onClose} disabled={isLoading}>
          {t('commerce:subscriptionFlow.keepCard')}
        </Button>
      </p>
    </div>
  );
}
