// The subscription an order started or renews (issue 15; spec §3 "subscriptions with frequency"): its state,
// frequency, amount, next charge and card, and "Cancel subscription" behind a confirmation that says what it
// means (no more renewals; nothing is refunded). Orders without a subscription show nothing here. One the customer
// cancelled at period end (issue 30) shows when it ends instead of its next charge.
import { useState } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useCancelOrderSubscriptionMutation } from '@vitrina/api-client/back-office';
import type { OwnerOrder } from '@vitrina/api-client/back-office';
import { toMinorUnits } from '@vitrina/core-model';
import { Button, Money } from '@vitrina/ui-kit';
import { ConfirmActionDialog } from '../confirm-action-dialog.js';
import { orderFailureOf } from './order-errors.js';
import { FactList } from './order-document-parts.js';
import { useBusinessDates } from '../../app/business-dates.js';

export interface OrderSubscriptionProps {
  clientId: number;
  order: OwnerOrder;
  /** The order was refused as stale: fetch it again. */
  onStale: () => void;
}

function CancelSubscriptionDialog({ clientId, order, onClose, onStale }: OrderSubscriptionProps & { onClose: () => void }) {
  const { t } = useTranslation(['manage']);
  const [cancel] = useCancelOrderSubscriptionMutation();
  return (
    <ConfirmActionDialog
      title={t('manage:orders.subscription.cancelTitle', { name: order.subscription?.name ?? '' })}
      body={<p>{t('manage:orders.subscription.cancelBody')}</p>}
      confirm={t('manage:orders.subscription.confirmCancel')}
      run={() => cancel({ clientId, orderId: order.id }).unwrap()}
      done={t('manage:orders.subscription.canceled')}
      failureOf={orderFailureOf}
      onStale={onStale}
      onClose={onClose}
    />
  );
}

export function OrderSubscription(props: OrderSubscriptionProps) {
  const { t } = useTranslation(['manage', 'commerce']);
  const dates = useBusinessDates();
  const [confirming, setConfirming] = useState(false);
  const s = props.order.subscription;
  if (!s) return null;
  const none = t('manage:orders.subscription.none');
  const facts: [string, ReactNode][] = [
    [t('manage:orders.subscription.state'), t(`commerce:subscriptionFlow.states.${s.state}`)],
    [t('manage:orders.subscription.frequency'), t(`commerce:frequencies.${s.recurrence}`)],
    [t('commerce:subscriptionFlow.amount'), <Money key="m" cents={toMinorUnits(s.amount)} currency={props.order.currency} />],
    // The customer cancelled it at period end (issue 30): it ends then instead of renewing.
    s.cancel_at
      ? [t('manage:selfServiceOrders.endsOn'), <time dateTime={s.cancel_at}>{dates.date(s.cancel_at)}</time>]
      : [
          t('manage:orders.subscription.nextCharge'),
          s.next_charge_at ? <time dateTime={s.next_charge_at}>{dates.date(s.next_charge_at)}</time> : none,
        ],
    [
      t('manage:orders.subscription.card'),
      s.card_last4 ? t('commerce:subscriptionFlow.cardValue', { brand: s.card_brand ?? '', last4: s.card_last4 }) : none,
    ],
  ];
  return (
    <section className="vo-subscription" aria-labelledby="vo-subscription">
      <h3 id="vo-subscription">
        {t('manage:orders.subscription.title')}: {s.name}
      </h3>
      <FactList facts={facts} className="vo-subscription__facts" />
      {s.state !== 'canceled' ? (
        <Button type="button" variant="danger" onClick={() => setConfirming(true)}>
          {t('manage:orders.subscription.cancel')}
        </Button>
      ) : null}
      {confirming ? <CancelSubscriptionDialog {...props} onClose={() => setConfirming(false)} /> : null}
    </section>
  );
}
