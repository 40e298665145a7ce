// /order-successful/{id} (spec §2 "Order success"): thanks, the order number and a link to the order page.
// `id` is the order's uuid (the only way a visitor reaches an order); an unknown one, or one that is not a
// products order (a quote, an invoice, a services order: their own success pages), is §8 "Order not found".
import type { PublicOrder } from '@vitrina/api-client';
import { useTranslation } from 'react-i18next';
import type { PageHandle } from '../route-table.js';
import { OrderDone, useRouteOrder } from './order-done.js';

const isProductsOrder = (order: PublicOrder) => order.kind === 'order' && order.source !== 'services';

export function OrderSuccessfulPage(_props: { handle: PageHandle }) {
  const { t } = useTranslation(['commerce']);
  const { order, fallback } = useRouteOrder(isProductsOrder);
  if (!order) return fallback;
  return (
    <OrderDone
      order={order}
      titleId="order-done-title"
      title={t('commerce:success.order.title')}
      viewLabel={t('commerce:success.viewOrder')}
    >
      <p>
        {order.order_number === null
          ? t('commerce:success.order.notPlaced')
          : t('commerce:success.order.body', { number: order.order_number })}
      </p>
    </OrderDone>
  );
}
