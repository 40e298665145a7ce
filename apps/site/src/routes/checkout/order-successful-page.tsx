// /order-successful/{id} (spec §2 "Order success"): thanks, the order number and a link to the order page.
// `id` is the order's uuid (the only way a visitor reaches an order); an unknown one is §8 "Order not found".
import { usePublicOrderQuery } from '@vitrina/api-client';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useSiteContext } from '../../app/site-context.js';
import type { PageHandle } from '../route-table.js';
import { isOrderUuid } from './checkout-loaders.js';
import { LoadFailed, OrderProblemView, PageLoading, errorStatus } from './checkout-views.js';

export function OrderSuccessfulPage(_props: { handle: PageHandle }) {
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
    <section className="vs-section site-page site-checkout site-checkout--done" aria-labelledby="order-done-title">
      <div className="vs-section__inner site-checkout__inner site-checkout__inner--narrow">
        <span className="site-checkout__check" aria-hidden="true">
          ✓
        </span>
        <h1 id="order-done-title" className="vs-section__title">
          {t('commerce:success.order.title')}
        </h1>
        <p>{t('commerce:success.order.body', { number: order.order_number })}</p>
        <p className="site-checkout__actions">
          <Link className="vk-button vk-button--primary" to={hrefFor(`/commerce/order/${order.uuid}`)}>
            {t('commerce:success.viewOrder')}
          </Link>
          <Link to={hrefFor('/')}>{t('commerce:success.backToHome')}</Link>
        </p>
      </div>
    </section>
  );
}
