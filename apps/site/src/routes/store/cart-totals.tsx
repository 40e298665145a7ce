// The cart's order summary (spec §3 order display totals: subtotal, discount, tax, shipping, total), as
// the API priced the lines just now (cart check): never a total the browser worked out itself.
import type { OrderTotals } from '@vitrina/api-client';
import { toMinorUnits } from '@vitrina/core-model';
import { Button, Money, Spinner } from '@vitrina/ui-kit';
import { useTranslation } from 'react-i18next';

const ROWS = [
  ['subtotal', 'commerce:order.subtotal'],
  ['discount', 'commerce:order.discount'],
  ['estimated_tax', 'commerce:order.estimatedTax'],
  ['shipping', 'commerce:order.shipping'],
  ['total', 'commerce:order.total'],
] as const;

export interface CartTotalsProps {
  totals: OrderTotals | null;
  symbol: string;
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
  /** Rows that do not apply (services have no shipping). */
  omit?: readonly (typeof ROWS)[number][0][];
}

export function CartTotals({ totals, symbol, loading, failed, onRetry, omit = [] }: CartTotalsProps) {
  const { t } = useTranslation(['commerce']);
  return (
    <div className="site-cart__totals" aria-busy={loading || undefined}>
      {totals ? (
        <dl className="site-cart__totals-list">
          {ROWS.filter(([name]) => !omit.includes(name)).map(([name, label]) => (
            <div key={name} className={`site-cart__total site-cart__total--${name}`}>
              <dt>{t(label)}</dt>
              <dd>
                <Money cents={toMinorUnits(totals[name])} symbol={symbol} />
              </dd>
            </div>
          ))}
        </dl>
      ) : (
        !failed && <Spinner label={t('commerce:storefront.loadingTotals')} />
      )}
      {failed && !loading && (
        <div className="site-cart__check-failed" role="alert">
          <p>{t('commerce:storefront.checkFailed')}</p>
          <Button variant="secondary" onClick={onRetry}>
            {t('commerce:storefront.retry')}
          </Button>
        </div>
      )}
    </div>
  );
}
