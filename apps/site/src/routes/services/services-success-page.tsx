// /services-success/{id} (spec §2 "Services success"; issue 15): the order read by its uuid (GET orders/{uuid}).
//   one-time services → "Thank you!", the order number and its lines;
//   a subscription    → its name, amount and frequency ("Weekly");
//   a quote request   → "Quote requested": the business will price it; the order number.
// An unknown id, or an order of another kind (products, invoices), is §8 "Order not found". Each shows a link to
// the order page (/commerce/order/{uuid}).
import type { PublicOrder } from '@vitrina/api-client';
import { toMinorUnits } from '@vitrina/core-model';
import { useTranslation } from 'react-i18next';
import { Amount } from '../checkout/checkout-views.js';
import { OrderDone, useRouteOrder } from '../checkout/order-done.js';
import type { PageHandle } from '../route-table.js';
import { useFormatMoney } from '@vitrina/ui-kit';

type Recurrence = NonNullable<PublicOrder['lines'][number]['recurrence']>;

/** The subscription an order started: its own record when the API lists it, else its line. */
function subscriptionOf(order: PublicOrder): { name: string; amount: string; recurrence: Recurrence } | null {
  const own = order.subscriptions?.[0];
  if (own) return own;
  const line = order.lines.find((l) => l.recurrence);
  return line?.recurrence ? { name: line.name, amount: line.total, recurrence: line.recurrence } : null;
}

/**
 * This page's orders (issue 26): a services order or a quote request, never a products order or an invoice
 * (those have their own success pages); another is §8 "Order not found" here.
 */
export const isServicesOrder = (order: PublicOrder) => (order.kind === 'order' || order.kind === 'quote') && order.source === 'services';

function OrderLines({ order }: { order: PublicOrder }) {
  const { t } = useTranslation(['commerce']);
  return (
    <div className="site-services-success__lines">
      <h2>{t('commerce:servicesStore.success.yourServices')}</h2>
      <ul>
        {order.lines.map((line, i) => (
          <li key={`${line.name}-${i}`}>
            <span>
              {line.name} × {line.quantity}
            </span>
            <Amount value={line.total} currency={order.currency} />
          </li>
        ))}
      </ul>
      <p className="site-services-success__total">
        <span>{t('commerce:order.total')}</span> <Amount value={order.total} currency={order.currency} />
      </p>
    </div>
  );
}

export function ServicesSuccessPage(_props: { handle: PageHandle }) {
  const { t } = useTranslation(['commerce']);
  const format = useFormatMoney();
  const { order, fallback } = useRouteOrder(isServicesOrder);
  if (!order) return fallback;
  // Issue 26 item 4: an order is numbered when placed (paid; a quote request when sent).
  const number = order.order_number ?? '';
  const isQuote = order.kind === 'quote';
  const subscription = isQuote ? null : subscriptionOf(order);

  let title: string;
  let body: string;
  if (isQuote) {
    title = t('commerce:servicesStore.success.quoteTitle');
    body = t('commerce:servicesStore.success.quoteBody', { number });
  } else if (order.order_number === null) {
    title = t('commerce:servicesStore.success.title');
    body = t('commerce:servicesStore.success.notPlaced');
  } else if (subscription) {
    title = t('commerce:servicesStore.success.subscriptionTitle');
    const amount = format(toMinorUnits(subscription.amount), order.currency);
    body = t('commerce:servicesStore.success.subscriptionBody', { number, name: subscription.name, amount });
  } else {
    title = t('commerce:servicesStore.success.title');
    body = t('commerce:servicesStore.success.body', { number });
  }

  return (
    <OrderDone
      order={order}
      titleId="services-done-title"
      title={title}
      viewLabel={t('commerce:success.viewOrder')}
      className="site-services-success"
    >
      <p>{body}</p>
      {subscription && (
        <dl className="site-services-success__frequency">
          <dt>{t('commerce:servicesStore.success.frequency')}</dt>
          <dd>{t(`commerce:frequencies.${subscription.recurrence}`)}</dd>
        </dl>
      )}
      {!isQuote && !subscription && <OrderLines order={order} />}
    </OrderDone>
  );
}
