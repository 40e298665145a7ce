// The list of the Orders screen, newest first, as a table (the kit's DataTable, record look): number (the
// button that opens the order), date, customer, e-mail, total and the status and fulfillment badges. Below
// 720 px each row reads as a card.
import { useTranslation } from 'react-i18next';
import type { OwnerOrderSummary } from '@vitrina/api-client/back-office';
import { OrderBadges } from './order-badges.js';
import { useBusinessDates } from '../../app/business-dates.js';
import { RecordTable, moneyColumn, openColumn } from '../record-columns.js';

export interface OrderListProps {
  orders: readonly OwnerOrderSummary[];
  onOpen: (order: OwnerOrderSummary) => void;
}

export function OrderList({ orders, onOpen }: OrderListProps) {
  const { t } = useTranslation(['manage']);
  const dates = useBusinessDates();
  return (
    <RecordTable
      rows={orders}
      kind="order"
      label={t('manage:orders.list')}
      columns={[
        openColumn(
          t('manage:orders.columns.number'),
          onOpen,
          (order) =>
            order.order_number === null ? t('manage:orders.openNotPlaced') : t('manage:orders.open', { number: order.order_number }),
          (order) => (order.order_number === null ? t('manage:orders.notPlaced') : `#${order.order_number}`),
        ),
        { header: t('manage:orders.columns.date'), cell: (order) => dates.dateTime(order.dated) },
        { header: t('manage:orders.columns.customer'), cell: (order) => order.customer_name || '—' },
        { header: t('manage:orders.columns.email'), className: 'vo-table__email', cell: (order) => order.email },
        moneyColumn(t('manage:orders.columns.total'), (order: OwnerOrderSummary) => order.total),
        { header: t('manage:orders.columns.state'), cell: (order) => <OrderBadges order={order} /> },
      ]}
    />
  );
}
