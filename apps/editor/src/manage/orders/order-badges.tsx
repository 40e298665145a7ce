// The status and fulfillment of an order as two small labelled badges (colour is never the only cue: the
// words say it). An order awaiting a payment whose outcome the gateway has not confirmed yet (issue 32:
// `payment_check`) reads "Confirming payment" instead of "Awaiting payment".
import { useTranslation } from 'react-i18next';
import type { OwnerOrderSummary } from '@vitrina/api-client/back-office';

const TONE: Record<string, string> = {
  paid: 'good',
  refunded: 'muted',
  canceled: 'muted',
  payment_failed: 'bad',
  awaiting_payment: 'warn',
  shipped: 'good',
  fulfilled: 'info',
  unfulfilled: 'muted',
};

/** The order is being reconciled with the gateway: awaiting a payment whose outcome is not known yet. */
export const isPaymentCheck = (order: Pick<OwnerOrderSummary, 'state' | 'payment_check'>) =>
  order.state === 'awaiting_payment' && order.payment_check === true;

export function OrderBadges({ order }: { order: Pick<OwnerOrderSummary, 'state' | 'fulfillment' | 'payment_check'> }) {
  const { t } = useTranslation(['manage']);
  const checking = isPaymentCheck(order);
  return (
    <span className="vo-badges">
      {checking ? (
        <span className="vo-badge vo-badge--info">{t('manage:orders.paymentCheck')}</span>
      ) : (
        <span className={`vo-badge vo-badge--${TONE[order.state] ?? 'muted'}`}>{t(`manage:orders.statuses.${order.state}`)}</span>
      )}
      <span className={`vo-badge vo-badge--${TONE[order.fulfillment] ?? 'muted'}`}>
        {t(`manage:orders.fulfillments.${order.fulfillment}`)}
      </span>
    </span>
  );
}
