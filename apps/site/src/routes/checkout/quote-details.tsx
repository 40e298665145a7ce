// A quote's or invoice's own §3 display fields beside the order's (issue 15): due date, terms, the reason of
// a rejection (§4), payments being processed, the partial invoices asked of it, or — on a partial invoice —
// the quote or invoice it is part of.
import type { PublicOrder } from '@vitrina/api-client';
import { currentLocale, formatCalendarDate } from '@vitrina/i18n';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSiteContext } from '../../app/site-context.js';
import { Amount, Fact } from './checkout-views.js';

export const isDocumentOrder = (order: PublicOrder) => order.kind !== 'order';

export function QuoteFacts({ order }: { order: PublicOrder }) {
  const { t, i18n } = useTranslation(['commerce']);
  const { hrefFor } = useSiteContext();
  const locale = currentLocale(i18n);
  return (
    <>
      {order.due_date && (
        <Fact label={t('commerce:order.dueDate')}>
          {/* A calendar date: shown as that day whatever the zone. */}
          <time dateTime={order.due_date}>{formatCalendarDate(order.due_date, locale)}</time>
        </Fact>
      )}
      {order.parent_uuid && (
        <Fact label={t('commerce:quoteFlow.partOf')}>
          <Link to={hrefFor(`/commerce/order/${order.parent_uuid}`)}>{t('commerce:quoteFlow.viewDocument')}</Link>
        </Fact>
      )}
    </>
  );
}

export function QuoteDetails({ order }: { order: PublicOrder }) {
  const { t } = useTranslation(['commerce']);
  const { hrefFor } = useSiteContext();
  const partials = order.partial_invoices ?? [];
  return (
    <>
      {order.state === 'rejected' && order.rejection_reason && (
        <section aria-labelledby="quote-rejection">
          <h2 id="quote-rejection">{t('commerce:actions.rejectionReason')}</h2>
          <p>{order.rejection_reason}</p>
        </section>
      )}
      {order.terms && (
        <section aria-labelledby="quote-terms">
          <h2 id="quote-terms">{t('commerce:order.terms')}</h2>
          <p className="site-quote__terms">{order.terms}</p>
        </section>
      )}
      {order.reserved && order.reserved !== '0.00' && (
        <p>
          {t('commerce:quoteFlow.underWay')}: <Amount value={order.reserved} currency={order.currency} />
        </p>
      )}
      {partials.length > 0 && (
        <section aria-labelledby="quote-deposits">
          <h2 id="quote-deposits">{t('commerce:quoteFlow.deposits')}</h2>
          <ul>
            {partials.map((p) => (
              <li key={p.uuid}>
                <Link to={hrefFor(`/commerce/order/${p.uuid}`)}>
                  {t('commerce:quoteFlow.depositLine', {
                    number: p.order_number,
                    state: t(`commerce:checkoutFlow.orderStates.${p.state}`),
                  })}
                </Link>{' '}
                <Amount value={p.total} currency={order.currency} />
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}
