// /order-successful/{id} (spec §2 "Order success"): thanks, the order number and a link to the order page.
// `id` is the order's uuid (the only way a visitor reaches an order); an unknown one is §8 "Order not found".
import { useTranslation } from 'react-i18next';
import type { PageHandle } from '../route-table.js';
import { OrderDone, useRouteOrder } from './order-done.js';

export function OrderSuccessfulPage(_props: { handle: PageHandle }) {
  const { t } = useTranslation(['commerce']);
  const { order, fallback } = useRouteOrder();
  if (!order) return fallback;
  return (
    <OrderDone
      order={order}
      titleId="order-done-title"
      title={t('commerce:success.order.title')}
      viewLabel={t('commerce:success.viewOrder')}
    >
      <p>{t('commerce:success.order.body', { number: order.order_number })}</p>
    </OrderDone>
  );
}
