// The checkout's order summary: the cart's lines and the totals the server computes now (cart check: live
// prices, tax and shipping of spec §3 ecommerce settings), never the prices the browser last saw. The
// products checkout and the services finalize page (issue 15) both show it, each mapping its own lines.
import type { OrderTotals } from '@vitrina/api-client';
import { Money, Spinner } from '@vitrina/ui-kit';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Amount } from './checkout-views.js';
import { TOTAL_ROWS } from './total-rows.js';

export interface SummaryLine {
  key: string;
  name: string;
  image: string | null;
  quantity: number;
  /** Under the name: a variant, a subscription's frequency. */
  details: readonly string[];
  /** The server's line total now (cents), or null while unknown; a label replaces it (price on request). */
  total: number | null;
  totalLabel?: ReactNode;
}

export interface OrderSummaryProps {
  lines: readonly SummaryLine[];
  totals: OrderTotals | null | undefined;
  loading: boolean;
  /** ISO 4217 code of the business or the order. */
  currency: string;
  /** Rows that do not apply (services have no shipping). */
  omit?: readonly string[];
  /** The discount line's label when a code is applied ("Discount (SPRING10)", issue 30). */
  discountLabel?: string;
}

export function OrderSummary({ lines, totals, loading, currency, omit = [], discountLabel }: OrderSummaryProps) {
  const { t } = useTranslation(['commerce']);
  const rows = TOTAL_ROWS.filter(([name]) => !omit.includes(name));
  return (
    <aside className="site-checkout__summary" aria-labelledby="checkout-summary-title">
      <h2 id="checkout-summary-title">{t('commerce:cart.summary')}</h2>
      <ul className="site-checkout__lines">
        {lines.map((line) => (
          <li key={line.key}>
            {line.image && <img src={line.image} alt="" width={48} height={48} loading="lazy" />}
            <span className="site-checkout__line-name">
              {line.name}
              {line.details.length > 0 && <span className="site-checkout__variant">{line.details.join(' · ')}</span>}
              <span className="site-checkout__variant">
                {t('commerce:order.quantity')}: {line.quantity}
              </span>
            </span>
            <span className="site-checkout__line-total">{line.totalLabel ?? <Money cents={line.total} currency={currency} />}</span>
          </li>
        ))}
      </ul>
      {rows.length === 0 ? null : loading && !totals ? (
        <Spinner size="small" label={t('commerce:storefront.loadingTotals')} />
      ) : (
        <dl className="site-checkout__totals" aria-busy={loading || undefined}>
          {rows.map(([name, label]) => (
            <div key={name} className={name === 'total' ? 'site-checkout__grand' : undefined}>
              <dt>{name === 'discount' && discountLabel ? discountLabel : t(label)}</dt>
              <dd>
                <Amount value={totals?.[name]} currency={currency} />
              </dd>
            </div>
          ))}
        </dl>
      )}
    </aside>
  );
}
