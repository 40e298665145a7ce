// What the success pages share (/order-successful, /invoice-successful, /services-success; spec §2): the order
// named by the route's `:id` (its uuid, GET orders/{uuid}; an unknown one is §8 "Order not found"), and the
// "✓ title, text, view it / back to home" frame.
import { usePublicOrderQuery } from '@vitrina/api-client';
import type { PublicOrder } from '@vitrina/api-client';
import type { ReactElement, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useSiteContext } from '../../app/site-context.js';
import { isOrderUuid } from './checkout-loaders.js';
import { LoadFailed, OrderProblemView, PageLoading, errorStatus } from './checkout-views.js';

/**
 * The route's order, or what to show until there is one (not found, failed with a retry, loading). `accepts`:
 * the orders this page is for (issue 26); another kind is §8 "Order not found" here, as an unknown id.
 */
export function useRouteOrder(
  accepts: (order: PublicOrder) => boolean = () => true,
): { order: PublicOrder; fallback?: undefined } | { order?: undefined; fallback: ReactElement } {
  const uuid = useParams().id;
  const { site } = useSiteContext();
  const valid = isOrderUuid(uuid);
  const query = usePublicOrderQuery({ clientId: site.client.id, uuid: uuid ?? '' }, { skip: !valid });
  if (!valid || errorStatus(query.error) === 404) return { fallback: <OrderProblemView problem="orderNotFound" /> };
  if (query.isError && !query.data) return { fallback: <LoadFailed onRetry={() => void query.refetch()} /> };
  if (!query.data) return { fallback: <PageLoading /> };
  if (!accepts(query.data)) return { fallback: <OrderProblemView problem="orderNotFound" /> };
  return { order: query.data };
}

interface OrderDoneProps {
  order: PublicOrder;
  titleId: string;
  title: string;
  /** The primary link's text (to the order page). */
  viewLabel: string;
  className?: string;
  children: ReactNode;
}

export function OrderDone({ order, titleId, title, viewLabel, className, children }: OrderDoneProps) {
  const { t } = useTranslation(['commerce']);
  const { hrefFor } = useSiteContext();
  return (
    <section
      className={`vs-section site-page site-checkout site-checkout--done${className ? ` ${className}` : ''}`}
      aria-labelledby={titleId}
    >
      <div className="vs-section__inner site-checkout__inner site-checkout__inner--narrow">
        <span className="site-checkout__check" aria-hidden="true">
          ✓
        </span>
        <h1 id={titleId} className="vs-section__title">
          {title}
        </h1>
        {children}
        <p className="site-checkout__actions">
          <Link className="vk-button vk-button--primary" to={hrefFor(`/commerce/order/${order.uuid}`)}>
            {viewLabel}
          </Link>
          <Link to={hrefFor('/')}>{t('commerce:success.backToHome')}</Link>
        </p>
      </div>
    </section>
  );
}
