// The list of the Orders screen, newest first, as a table: number (the button that opens the order), date,
// customer, e-mail, total and the status and fulfillment badges. Below 720 px each row reads as a card.
import { useTranslation } from 'react-i18next';
import type { OwnerOrderSummary } from '@vitrina/api-client/back-office';
import { toMinorUnits } from '@vitrina/core-model';
import { Money } from '@vitrina/ui-kit';
import { OrderBadges } from './order-badges.js';
import { useBusinessDates } from '../../app/business-dates.js';

export interface OrderListProps {
  orders: readonly OwnerOrderSummary[];
  onOpen: (order: OwnerOrderSummary) => void;
}

export function OrderList({ orders, onOpen }: OrderListProps) {
  const { t } = useTranslation(['manage']);
  const dates = useBusinessDates();
  return (
    <table className="vo-table" aria-label={t('manage:orders.list')}>
      <thead>
        <tr>
          <th scope="col">{t('manage:orders.columns.number')}</th>
          <th scope="col">{t('manage:orders.columns.date')}</th>
          <th scope="col">{t('manage:orders.columns.customer')}</th>
          <th scope="col">{t('manage:orders.columns.email')}</th>
          <th scope="col" className="vo-table__money">
            {t('manage:orders.columns.total')}
          </th>
          <th scope="col">{t('manage:orders.columns.state')}</th>
        </tr>
      </thead>
      <tbody>
        {orders.map((order) => (
          <tr key={order.id} data-order-id={order.id}>
            <th scope="row" data-label={t('manage:orders.columns.number')}>
              <button
                type="button"
                className="vo-table__open"
                aria-label={
                  order.order_number === null ? t('manage:orders.openNotPlaced') : t('manage:orders.open', { number: order.order_number })
                }
                onClick={() => onOpen(order)}
              >
                {order.order_number === null ? t('manage:orders.notPlaced') : `#${order.order_number}`}
              </button>
            </th>
            <td data-label={t('manage:orders.columns.date')}>{dates.dateTime(order.dated)}</td>
            <td data-label={t('manage:orders.columns.customer')}>{order.customer_name || '—'}</td>
            <td data-label={t('manage:orders.columns.email')} className="vo-table__email">
              {order.email}
            </td>
            <td data-label={t('manage:orders.columns.total')} className="vo-table__money">
              <Money cents={toMinorUnits(order.total)} currency={order.currency} />
            </td>
            <td data-label={t('manage:orders.columns.state')}>
              <OrderBadges order={order} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
