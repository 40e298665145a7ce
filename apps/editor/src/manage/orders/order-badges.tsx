// The status and fulfillment of an order as two small labelled badges (colour is never the only cue: the
// words say it).
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

export function OrderBadges({ order }: { order: Pick<OwnerOrderSummary, 'state' | 'fulfillment'> }) {
  const { t } = useTranslation(['manage']);
  return (
    <span className="vo-badges">
      <span className={`vo-badge vo-badge--${TONE[order.state] ?? 'muted'}`}>{t(`manage:orders.statuses.${order.state}`)}</span>
      <span className={`vo-badge vo-badge--${TONE[order.fulfillment] ?? 'muted'}`}>
        {t(`manage:orders.fulfillments.${order.fulfillment}`)}
      </span>
    </span>
  );
}
