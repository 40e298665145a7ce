// The cart's order summary (spec §3 order display totals: subtotal, discount, tax, shipping, total), as
// the API priced the lines just now (cart check): never a total the browser worked out itself.
import type { OrderTotals } from '@vitrina/api-client';
import { toMinorUnits } from '@vitrina/core-model';
import { Money, Spinner } from '@vitrina/ui-kit';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { TOTAL_ROWS } from '../checkout/total-rows.js';
import type { TotalName } from '../checkout/total-rows.js';
import { RetryAlert } from '../../features/shared/retry-alert.js';

export interface CartTotalsProps {
  totals: OrderTotals | null;
  /** ISO 4217 code of the business or the order. */
  currency: string;
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
  /** Rows that do not apply (services have no shipping). */
  omit?: readonly TotalName[];
  /** The discount line's label when a code is applied ("Discount (SPRING10)", issue 30). */
  discountLabel?: string;
}

export function CartTotals({ totals, currency, loading, failed, onRetry, omit = [], discountLabel }: CartTotalsProps) {
  const { t } = useTranslation(['commerce']);
  return (
    <div className="site-cart__totals" aria-busy={loading || undefined}>
      {totals ? (
        <dl className="site-cart__totals-list">
          {TOTAL_ROWS.filter(([name]) => !omit.includes(name)).map(([name, label]) => (
            <div key={name} className={`site-cart__total site-cart__total--${name}`}>
              <dt>{name === 'discount' && discountLabel ? discountLabel : t(label)}</dt>
              <dd>
                <Money cents={toMinorUnits(totals[name])} currency={currency} />
              </dd>
            </div>
          ))}
        </dl>
      ) : (
        !failed && <Spinner label={t('commerce:storefront.loadingTotals')} />
      )}
      {failed && !loading && (
        <RetryAlert
          className="site-cart__check-failed"
          message={t('commerce:storefront.checkFailed')}
          retryLabel={t('commerce:storefront.retry')}
          onRetry={onRetry}
        />
      )}
    </div>
  );
}

export interface CartSummaryProps {
  /** The cart check query (products or services): its totals, loading, failure and retry. */
  check: { data?: { totals: OrderTotals } | null; isFetching: boolean; isError: boolean; refetch: () => unknown };
  /** ISO 4217 code of the business or the order. */
  currency: string;
  /** False: no totals at all (an empty cart, a quote request with no price yet). */
  showTotals?: boolean;
  omit?: CartTotalsProps['omit'];
  discountLabel?: string;
  /** Where "Continue shopping" goes (/store, /services-store). */
  continueHref: string;
  /** The checkout action and what blocks it. */
  children: ReactNode;
}

/** The summary column of /cart and /services-cart: the totals, the checkout action, "Continue shopping". */
export function CartSummary({ check, currency, showTotals = true, omit, discountLabel, continueHref, children }: CartSummaryProps) {
  const { t } = useTranslation(['commerce']);
  return (
    <aside className="site-cart__summary" aria-labelledby="cart-summary-title">
      <h2 id="cart-summary-title" className="site-cart__summary-title">
        {t('commerce:cart.summary')}
      </h2>
      {showTotals && (
        <CartTotals
          totals={check.data?.totals ?? null}
          currency={currency}
          loading={check.isFetching}
          failed={check.isError}
          onRetry={() => void check.refetch()}
          omit={omit}
          discountLabel={discountLabel}
        />
      )}
      {children}
      <p className="site-cart__continue">
        <Link to={continueHref}>{t('commerce:cart.continueShopping')}</Link>
      </p>
    </aside>
  );
}
