// /commerce/order/{uuid} (spec §2 "Order detail"): the §3 order display fields of a products order — order
// number, dated, line items with quantity, each price and amount, subtotal, discount, total before tax,
// estimated tax, shipping, total, prior payments, total outstanding, note, payment information, bill to / ship
// to — with its status, fulfillment and transactions, and the subscriptions it started (issue 15), and its PDF
// receipt, quote or invoice to download (issue 31). An unknown uuid shows §8 "Order not found".
import { usePublicOrderQuery } from '@vitrina/api-client';
import type { PublicOrder } from '@vitrina/api-client';
import { currentLocale, formatDate } from '@vitrina/i18n';
import { useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useSiteContext } from '../../app/site-context.js';
import type { PageHandle } from '../route-table.js';
import { isOrderUuid } from './checkout-loaders.js';
import { AddressBlock, Amount, Fact, LoadFailed, OrderProblemView, PageLoading, errorStatus } from './checkout-views.js';
import { DocumentDownload } from './document-download.js';
import { FeedbackLink } from './feedback-link.js';
import { OrderSubscriptions } from './order-subscriptions.js';
import { QuoteDecision } from './quote-decision.js';
import type { Decision } from './quote-decision.js';
import { QuoteDetails, QuoteFacts, isDocumentOrder } from './quote-details.js';
import { QuotePay } from './quote-pay.js';
import { PageFrame } from '../page-frame.js';

export function OrderPage(_props: { handle: PageHandle }) {
  const uuid = useParams().uuid;
  const { site } = useSiteContext();
  const valid = isOrderUuid(uuid);
  const query = usePublicOrderQuery({ clientId: site.client.id, uuid: uuid ?? '' }, { skip: !valid });
  if (!valid || errorStatus(query.error) === 404) return <OrderProblemView problem="orderNotFound" />;
  if (query.data) return <OrderView order={query.data} />;
  if (query.isError) return <LoadFailed onRetry={() => void query.refetch()} />;
  return <PageLoading />;
}

function OrderView({ order }: { order: PublicOrder }) {
  const { t, i18n } = useTranslation(['commerce']);
  const { site, hrefFor } = useSiteContext();
  const locale = currentLocale(i18n);
  const timeZone = site.client.timezone;
  const currency = order.currency;
  // Quotes, invoices and partial invoices (issue 15): no shipping; approve / reject / pay while open.
  const document = isDocumentOrder(order);
  const decidable = (order.kind === 'quote' || order.kind === 'invoice') && order.state === 'pending';
  const payable = document && (order.state === 'pending' || order.state === 'approved') && order.total_outstanding !== '0.00';
  // A quote request (issue 15) is not priced yet: no totals, no answer, no payment — only that it is coming.
  const requested = order.state === 'requested';
  // The customer's answer, confirmed where the Approve / Reject buttons were (issue 26); focus goes to it,
  // as the buttons it replaces are gone.
  const [decided, setDecided] = useState<Decision | null>(null);
  const confirmation = useRef<HTMLParagraphElement>(null);
  useLayoutEffect(() => {
    if (decided) confirmation.current?.focus();
  }, [decided]);
  const decidedKind = order.kind === 'invoice' ? 'invoice' : 'quote';
  const totals = [
    ['commerce:order.subtotal', order.subtotal],
    ['commerce:order.discount', order.discount],
    ['commerce:order.totalBeforeTax', order.total_before_tax],
    ['commerce:order.estimatedTax', order.estimated_tax],
    ...(document ? [] : [['commerce:order.shipping', order.shipping] as const]),
    ['commerce:order.total', order.total],
    ['commerce:order.priorPayments', order.prior_payments],
    ['commerce:order.totalOutstanding', order.total_outstanding],
    ...(order.refunded !== '0.00' ? [['commerce:checkoutFlow.refunded', order.refunded] as const] : []),
  ] as const;
  return (
    <PageFrame
      name="order"
      title={
        document
          ? t(`commerce:quoteFlow.titles.${order.kind as 'quote' | 'invoice' | 'partial_invoice'}`, { number: order.order_number ?? '' })
          : order.order_number === null
            ? t('commerce:order.notPlaced')
            : t('commerce:order.numberValue', { number: order.order_number })
      }
      as="article"
      className="site-checkout"
      innerClassName="site-checkout__inner"
    >
      <dl className="site-checkout__facts">
        <Fact label={t('commerce:order.dated')}>
          <time dateTime={order.dated}>{formatDate(order.dated, locale, { timeZone })}</time>
        </Fact>
        <Fact label={t('commerce:order.status')}>{t(`commerce:checkoutFlow.orderStates.${order.state}`)}</Fact>
        {document ? (
          <QuoteFacts order={order} />
        ) : (
          <Fact label={t('commerce:checkoutFlow.fulfillment')}>{t(`commerce:checkoutFlow.fulfillmentStates.${order.fulfillment}`)}</Fact>
        )}
      </dl>
      {requested && (
        <p className="site-checkout__notice site-checkout__request" role="status">
          {t('commerce:quoteFlow.requestPreparing')}
        </p>
      )}

      <div className="site-checkout__table-wrap">
        <table className="site-checkout__table">
          <caption className="site-checkout__caption">{t('commerce:order.lineItems')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('commerce:order.item')}</th>
              <th scope="col">{t('commerce:order.quantity')}</th>
              <th scope="col">{t('commerce:order.eachPrice')}</th>
              <th scope="col">{t('commerce:order.amount')}</th>
            </tr>
          </thead>
          <tbody>
            {order.lines.map((line, index) => (
              <tr key={index}>
                <th scope="row">
                  {line.name}
                  {line.variant_label && <span className="site-checkout__variant">{line.variant_label}</span>}
                  {line.description && <span className="site-checkout__variant">{line.description}</span>}
                  {line.recurrence && (
                    <span className="site-checkout__variant">{t(`commerce:servicesStore.every.${line.recurrence}`)}</span>
                  )}
                </th>
                <td>{line.quantity}</td>
                {requested ? (
                  // Not priced yet (issue 26): no $0.00 the customer could take for a price.
                  <>
                    <td>{t('commerce:quoteFlow.toBePriced')}</td>
                    <td>{t('commerce:quoteFlow.toBePriced')}</td>
                  </>
                ) : (
                  <>
                    <td>
                      <Amount value={line.each_price} currency={currency} />
                    </td>
                    <td>
                      <Amount value={line.total} currency={currency} />
                    </td>
                  </>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      {!requested && (
        <dl className="site-checkout__totals">
          {totals.map(([label, value]) => (
            <div key={label} className={label === 'commerce:order.total' ? 'site-checkout__grand' : undefined}>
              <dt>{t(label)}</dt>
              <dd>
                <Amount value={value} currency={currency} />
              </dd>
            </div>
          ))}
        </dl>
      )}

      <DocumentDownload order={order} />

      <div className="site-checkout__columns">
        <section aria-labelledby="order-payment">
          <h2 id="order-payment">{t('commerce:order.paymentInformation')}</h2>
          <p>{order.payment_information || t('commerce:checkoutFlow.noPayment')}</p>
          {order.transactions.length > 0 && (
            <ul className="site-checkout__transactions" aria-label={t('commerce:checkoutFlow.transactions')}>
              {order.transactions.map((tx) => (
                <li key={tx.transaction_id}>
                  <Link to={hrefFor(`/commerce/order/${order.uuid}/transaction/${encodeURIComponent(tx.transaction_id)}`)}>
                    {t('commerce:order.viewTransaction')}
                  </Link>{' '}
                  <Amount value={tx.amount} currency={currency} /> · {t(`commerce:checkoutFlow.transactionStates.${tx.status}`)}
                </li>
              ))}
            </ul>
          )}
        </section>
        <section aria-labelledby="order-bill-to">
          <h2 id="order-bill-to">
            {document ? t('commerce:order.billTo') : `${t('commerce:order.billTo')} / ${t('commerce:order.shipTo')}`}
          </h2>
          <AddressBlock address={order.bill_to} />
        </section>
      </div>
      <OrderSubscriptions order={order} />
      {order.note && (
        <section aria-labelledby="order-note">
          <h2 id="order-note">{t('commerce:order.note')}</h2>
          <p>{order.note}</p>
        </section>
      )}
      {document && <QuoteDetails order={order} />}
      {/* There while the document can be answered, empty until then: a live region announces what is put into it. */}
      {(decidable || decided) && (
        <p ref={confirmation} tabIndex={-1} className={decided ? 'site-checkout__notice site-quote__decided' : undefined} role="status">
          {decided ? t(`commerce:quoteFlow.decided.${decided}.${decidedKind}`, { number: order.order_number ?? '' }) : ''}
        </p>
      )}
      {decidable && <QuoteDecision order={order} onDecided={setDecided} />}
      {payable && <QuotePay order={order} />}
      {!requested && <FeedbackLink order={order} />}
    </PageFrame>
  );
}
