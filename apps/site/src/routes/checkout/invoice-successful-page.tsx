// /invoice-successful/{id} (spec §2 "Invoice success"; issue 15): thanks for paying a quote, invoice or partial
// invoice, its number, what is still outstanding after a partial payment, and a link back to it. `id` is the
// document's uuid; an unknown one is §8 "Order not found".
import { usePublicOrderQuery } from '@vitrina/api-client';
import { formatMoney, toMinorUnits } from '@vitrina/core-model';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useSiteContext } from '../../app/site-context.js';
import type { PageHandle } from '../route-table.js';
import { isOrderUuid } from './checkout-loaders.js';
import { LoadFailed, OrderProblemView, PageLoading, errorStatus } from './checkout-views.js';

export function InvoiceSuccessfulPage(_props: { handle: PageHandle }) {
  const { t } = useTranslation(['commerce']);
  const uuid = useParams().id;
  const { site, hrefFor } = useSiteContext();
  const valid = isOrderUuid(uuid);
  const query = usePublicOrderQuery({ clientId: site.client.id, uuid: uuid ?? '' }, { skip: !valid });
  if (!valid || errorStatus(query.error) === 404) return <OrderProblemView problem="orderNotFound" />;
  if (query.isError && !query.data) return <LoadFailed onRetry={() => void query.refetch()} />;
  if (!query.data) return <PageLoading />;
  const order = query.data;
  return (
    <section className="vs-section site-page site-checkout site-checkout--done" aria-labelledby="invoice-done-title">
      <div className="vs-section__inner site-checkout__inner site-checkout__inner--narrow">
        <span className="site-checkout__check" aria-hidden="true">
          ✓
        </span>
        <h1 id="invoice-done-title" className="vs-section__title">
          {t('commerce:success.invoice.title')}
        </h1>
        <p>{t('commerce:success.invoice.body', { number: order.order_number })}</p>
        {order.state === 'paid' ? (
          <p>{t('commerce:decisions.paid')}</p>
        ) : (
          <p>
            {t('commerce:quoteFlow.stillOutstanding', {
              amount: formatMoney(toMinorUnits(order.total_outstanding), order.currency_symbol),
            })}
          </p>
        )}
        <p className="site-checkout__actions">
          <Link className="vk-button vk-button--primary" to={hrefFor(`/commerce/order/${order.uuid}`)}>
            {t('commerce:quoteFlow.viewDocument')}
          </Link>
          <Link to={hrefFor('/')}>{t('commerce:success.backToHome')}</Link>
        </p>
      </div>
    </section>
  );
}
