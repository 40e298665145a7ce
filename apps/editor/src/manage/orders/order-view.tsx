// One order with the spec §3 order display fields that apply to a products order: number, date, lines
// (quantity, each, total), subtotal, discount, total before tax, estimated tax, shipping, total, prior
// payments, total outstanding, payment information, bill to / ship to, note; then its fulfillment note,
// refunds, payments, campaign (utm) and the customer's order link. An order whose payment is being
// confirmed with the gateway (issue 32) says so under its badges.
import type { ReactNode, Ref } from 'react';
import { useTranslation } from 'react-i18next';
import type { OwnerOrder } from '@vitrina/api-client/back-office';
import { countryNameIn, toMinorUnits } from '@vitrina/core-model';
import { currentLocale } from '@vitrina/i18n';
import { Money } from '@vitrina/ui-kit';
import { OrderBadges, isPaymentCheck } from './order-badges.js';
import { DocumentTotals, FactList, LineItemsTable, ViewSection } from './order-document-parts.js';
import { useBusinessDates } from '../../app/business-dates.js';

type Address = OwnerOrder['bill_to'];

/** Bill to / ship to, the country named in the reader's language (issue 26: "US", "ES"). */
function AddressBlock({ address }: { address: Address }) {
  const { t, i18n } = useTranslation(['manage']);
  if (!address) return <p>{t('manage:orders.noAddress')}</p>;
  const region = [address.city, address.state || address.province, address.postalCode].filter(Boolean).join(', ');
  return (
    <address className="vo-address">
      {[
        `${address.firstName} ${address.lastName}`.trim(),
        address.address1,
        address.address2,
        region,
        countryNameIn(address.country, currentLocale(i18n)),
        address.email,
        address.phone,
      ]
        .filter(Boolean)
        .map((line, i) => (
          <span key={i}>{line}</span>
        ))}
    </address>
  );
}

export interface OrderViewProps {
  order: OwnerOrder;
  headingRef?: Ref<HTMLHeadingElement>;
  /** The action buttons and the copy-link button. */
  actions: ReactNode;
}

export function OrderView({ order, headingRef, actions }: OrderViewProps) {
  const { t } = useTranslation(['manage', 'commerce']);
  const dates = useBusinessDates();
  const money = (amount: string) => <Money cents={toMinorUnits(amount)} currency={order.currency} />;
  const utm = Object.entries(order.utm);
  return (
    <article className="vo-view" aria-labelledby="vo-order-title">
      <header className="vo-view__header">
        <h2 id="vo-order-title" ref={headingRef} tabIndex={-1}>
          {order.order_number === null
            ? t('manage:orders.orderTitleNotPlaced')
            : t('manage:orders.orderTitle', { number: order.order_number })}
        </h2>
        <OrderBadges order={order} />
        <p className="vo-view__dated">
          {t('commerce:order.dated')}: {dates.dateTime(order.dated)}
        </p>
        {isPaymentCheck(order) ? <p className="vo-view__check">{t('manage:orders.paymentCheckExplained')}</p> : null}
      </header>
      {actions}
      <LineItemsTable
        lines={order.lines}
        money={money}
        detail={(line) => (
          <>
            {line.variant_label ? <span className="vo-lines__variant"> — {line.variant_label}</span> : null}
            {line.sku ? <span className="vo-lines__sku">SKU {line.sku}</span> : null}
          </>
        )}
      />
      <DocumentTotals
        amounts={order}
        money={money}
        shipping={order.shipping}
        adjustments={[[t('manage:orders.refunded'), money(order.refunded)]]}
      />
      <div className="vo-view__grid">
        <ViewSection id="vo-bill-to" title={t('commerce:order.billTo')}>
          <AddressBlock address={order.bill_to} />
        </ViewSection>
        <ViewSection id="vo-ship-to" title={t('commerce:order.shipTo')}>
          <AddressBlock address={order.ship_to} />
        </ViewSection>
        <ViewSection id="vo-payment" title={t('commerce:order.paymentInformation')}>
          <p>{order.payment_information || '—'}</p>
          {order.payments.length > 0 ? (
            <ul className="vo-payments" aria-label={t('manage:orders.payments')}>
              {order.payments.map((p) => (
                <li key={p.transaction_id}>
                  <span className="vo-payments__id">
                    {t('manage:orders.transaction')} {p.transaction_id}
                  </span>
                  <span>
                    {money(p.amount)} · {t(`commerce:checkoutFlow.transactionStates.${p.status}`)}
                    {toMinorUnits(p.refunded) ? (
                      <>
                        {' '}
                        · {t('manage:orders.refunded')} {money(p.refunded)}
                      </>
                    ) : null}
                  </span>
                </li>
              ))}
            </ul>
          ) : null}
        </ViewSection>
        {order.note || order.fulfillment_note ? (
          <ViewSection id="vo-notes" title={t('commerce:order.note')}>
            {order.note ? <p>{order.note}</p> : null}
            {order.fulfillment_note ? (
              <p>
                <strong>{t('manage:orders.fulfillmentNote')}:</strong> {order.fulfillment_note}
              </p>
            ) : null}
          </ViewSection>
        ) : null}
        {utm.length > 0 ? (
          <ViewSection id="vo-utm" title={t('manage:orders.campaign')}>
            <FactList facts={utm} className="vo-utm" />
          </ViewSection>
        ) : null}
      </div>
    </article>
  );
}
