// /commerce/order/{uuid}/transaction/{transactionId} (spec §2 "Transaction view"): the amount, status, card
// (brand •••• last four, the only card data ever kept) and date of one payment. Unknown order or
// transaction: the §8 messages "Order not found" / "Transaction not found".
import { usePublicTransactionQuery } from '@vitrina/api-client';
import type { PublicTransaction } from '@vitrina/api-client';
import { currentLocale, formatDateTime } from '@vitrina/i18n';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useSiteContext } from '../../app/site-context.js';
import type { PageHandle } from '../route-table.js';
import { isOrderUuid } from './checkout-loaders.js';
import { Amount, Fact, LoadFailed, OrderProblemView, PageLoading, errorStatus } from './checkout-views.js';
import { PageFrame } from '../page-frame.js';

export function TransactionPage(_props: { handle: PageHandle }) {
  const { uuid, transactionId = '' } = useParams();
  const { site } = useSiteContext();
  const valid = isOrderUuid(uuid);
  const query = usePublicTransactionQuery({ clientId: site.client.id, uuid: uuid ?? '', transactionId }, { skip: !valid });
  if (!valid) return <OrderProblemView problem="orderNotFound" />;
  if (errorStatus(query.error) === 404) {
    const code = (query.error as { data?: { error?: { code?: unknown } } }).data?.error?.code;
    return <OrderProblemView problem={code === 'order_not_found' ? 'orderNotFound' : 'transactionNotFound'} />;
  }
  if (query.data) return <TransactionView uuid={uuid} tx={query.data} />;
  if (query.isError) return <LoadFailed onRetry={() => void query.refetch()} />;
  return <PageLoading />;
}

function TransactionView({ uuid, tx }: { uuid: string; tx: PublicTransaction }) {
  const { t, i18n } = useTranslation(['commerce']);
  const { site, hrefFor } = useSiteContext();
  // The currency the payment was charged in.
  const currency = tx.currency;
  const card = tx.card_last4 ? `${tx.card_brand ?? ''} •••• ${tx.card_last4}`.trim() : null;
  return (
    <PageFrame
      name="transaction"
      title={t('commerce:transaction.title')}
      as="article"
      className="site-checkout"
      innerClassName="site-checkout__inner site-checkout__inner--narrow"
    >
      <dl className="site-checkout__facts site-checkout__facts--stacked">
        <Fact label={t('commerce:transaction.id')} className="site-checkout__code">
          {tx.transaction_id}
        </Fact>
        <Fact label={t('commerce:transaction.amount')}>
          <Amount value={tx.amount} currency={currency} />
        </Fact>
        {tx.refunded !== '0.00' && (
          <Fact label={t('commerce:checkoutFlow.refunded')}>
            <Amount value={tx.refunded} currency={currency} />
          </Fact>
        )}
        <Fact label={t('commerce:order.status')}>{t(`commerce:checkoutFlow.transactionStates.${tx.status}`)}</Fact>
        {card && <Fact label={t('commerce:transaction.method')}>{card}</Fact>}
        <Fact label={t('commerce:transaction.date')}>
          <time dateTime={tx.created_at}>{formatDateTime(tx.created_at, currentLocale(i18n), { timeZone: site.client.timezone })}</time>
        </Fact>
      </dl>
      <p>
        <Link to={hrefFor(`/commerce/order/${uuid}`)}>{t('commerce:paymentValidation.backToOrder')}</Link>
      </p>
    </PageFrame>
  );
}
