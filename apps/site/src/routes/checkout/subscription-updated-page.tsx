// /subscription-payment-update-successful?subscription={uuid} (spec §2 "Subscription payment update success";
// issue 15): the card of the subscription was changed — which card it now uses, when it is charged next, and a
// link back to its order. A missing or unknown uuid is a "Subscription not found" page.
import { useSubscriptionQuery } from '@vitrina/api-client';
import { currentLocale, formatDate } from '@vitrina/i18n';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useSiteContext } from '../../app/site-context.js';
import type { PageHandle } from '../route-table.js';
import { isOrderUuid } from './checkout-loaders.js';
import { Fact, LoadFailed, PageLoading, errorStatus } from './checkout-views.js';
import { useCardLabel } from './order-subscriptions.js';

function NotFound() {
  const { t } = useTranslation(['errors', 'common']);
  const { hrefFor } = useSiteContext();
  return (
    <section className="vs-section site-status" aria-labelledby="subscription-problem-title">
      <h1 id="subscription-problem-title">{t('errors:subscriptions.notFound')}</h1>
      <p className="site-status__action">
        <Link to={hrefFor('/')}>{t('common:goHome')}</Link>
      </p>
    </section>
  );
}

export function SubscriptionUpdatedPage(_props: { handle: PageHandle }) {
  const { t, i18n } = useTranslation(['commerce']);
  const [params] = useSearchParams();
  const uuid = params.get('subscription') ?? undefined;
  const { site, hrefFor } = useSiteContext();
  const cardLabel = useCardLabel();
  const valid = isOrderUuid(uuid);
  const query = useSubscriptionQuery({ clientId: site.client.id, uuid: uuid ?? '' }, { skip: !valid });
  if (!valid || errorStatus(query.error) === 404) return <NotFound />;
  if (query.isError && !query.data) return <LoadFailed onRetry={() => void query.refetch()} />;
  if (!query.data) return <PageLoading />;
  const { subscription, order_uuid } = query.data;
  const card = cardLabel(subscription);
  const next = subscription.next_charge_at;
  return (
    <section className="vs-section site-page site-checkout site-checkout--done" aria-labelledby="subscription-done-title">
      <div className="vs-section__inner site-checkout__inner site-checkout__inner--narrow">
        <span className="site-checkout__check" aria-hidden="true">
          ✓
        </span>
        <h1 id="subscription-done-title" className="vs-section__title">
          {t('commerce:success.subscriptionPaymentUpdate.title')}
        </h1>
        <p>{t('commerce:subscriptionFlow.updatedBody', { name: subscription.name })}</p>
        <p>{t('commerce:success.subscriptionPaymentUpdate.body')}</p>
        <dl className="site-checkout__facts site-checkout__facts--stacked">
          {card && <Fact label={t('commerce:subscriptionFlow.card')}>{card}</Fact>}
          <Fact label={t('commerce:subscriptionFlow.nextCharge')}>
            {next ? (
              <time dateTime={next}>{formatDate(next, currentLocale(i18n), { timeZone: site.client.timezone })}</time>
            ) : (
              t('commerce:subscriptionFlow.noNextCharge')
            )}
          </Fact>
          <Fact label={t('commerce:order.frequency')}>{t(`commerce:frequencies.${subscription.recurrence}`)}</Fact>
        </dl>
        <p className="site-checkout__actions">
          <Link className="vk-button vk-button--primary" to={hrefFor(`/commerce/order/${order_uuid}`)}>
            {t('commerce:subscriptionFlow.backToOrder')}
          </Link>
          <Link to={hrefFor('/')}>{t('commerce:success.backToHome')}</Link>
        </p>
      </div>
    </section>
  );
}
