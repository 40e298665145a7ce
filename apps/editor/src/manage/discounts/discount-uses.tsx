// A discount code's uses (issue 30): how many in all and the latest orders that used it — the order (its
// number, or "awaiting payment" while its card is being checked), the customer, when, and what it took off.
import { useTranslation } from 'react-i18next';
import { toMinorUnits } from '@vitrina/core-model';
import { useOwnerDiscountUsesQuery } from '@vitrina/api-client/back-office';
import type { OwnerDiscountUse } from '@vitrina/api-client/back-office';
import { Money, Spinner } from '@vitrina/ui-kit';
import { DataTable } from '../kit/index.js';
import type { DataColumn } from '../kit/index.js';

export function DiscountUses({ clientId, codeId, currency }: { clientId: number; codeId: number; currency: string }) {
  const { t, i18n } = useTranslation(['manage']);
  const uses = useOwnerDiscountUsesQuery({ clientId, codeId }, { refetchOnMountOrArgChange: true });
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  const columns: DataColumn<OwnerDiscountUse>[] = [
    {
      header: t('manage:discountsScreen.usesPanel.order'),
      rowHeader: true,
      cell: (u) =>
        u.order_number === null
          ? t('manage:discountsScreen.usesPanel.awaitingPayment')
          : t('manage:discountsScreen.usesPanel.orderNumber', { number: u.order_number }),
    },
    { header: t('manage:discountsScreen.usesPanel.customer'), cell: (u) => u.customer_name || u.customer_email },
    { header: t('manage:discountsScreen.usesPanel.date'), cell: (u) => date.format(new Date(u.at)) },
    {
      header: t('manage:discountsScreen.usesPanel.discount'),
      cell: (u) => <Money cents={toMinorUnits(u.discount)} currency={u.currency || currency} />,
    },
  ];
  const data = uses.data;
  return (
    <section className="vbd-uses" aria-labelledby="vbd-uses-title">
      <h2 id="vbd-uses-title">{t('manage:discountsScreen.usesPanel.title')}</h2>
      {uses.isLoading ? <Spinner size="small" label={t('manage:discountsScreen.usesPanel.loading')} /> : null}
      {uses.isError ? <p role="alert">{t('manage:discountsScreen.usesPanel.loadFailed')}</p> : null}
      {data && data.uses.length === 0 ? <p>{t('manage:discountsScreen.usesPanel.none')}</p> : null}
      {data && data.uses.length > 0 ? (
        <>
          <p>
            {t('manage:discountsScreen.usesPanel.count', { count: data.count })}{' '}
            {data.count > data.uses.length ? t('manage:discountsScreen.usesPanel.latest', { count: data.uses.length }) : null}
          </p>
          <DataTable
            label={t('manage:discountsScreen.usesPanel.title')}
            columns={columns}
            rows={data.uses}
            rowKey={(u) => u.order_uuid}
            cardLabels
          />
        </>
      ) : null}
    </section>
  );
}
