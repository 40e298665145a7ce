// The checkout's order summary: the cart's lines and the totals the server computes now (cart check: live
// prices, tax and shipping of spec §3 ecommerce settings), never the prices the browser last saw.
import type { CartCheck } from '@vitrina/api-client';
import type { CartLine } from '@vitrina/core-model';
import { toMinorUnits } from '@vitrina/core-model';
import { Money, Spinner } from '@vitrina/ui-kit';
import { useTranslation } from 'react-i18next';
import { Amount } from './checkout-views.js';

export interface OrderSummaryProps {
  lines: readonly CartLine[];
  check: CartCheck | null | undefined;
  loading: boolean;
  symbol: string;
  keyOf: (line: CartLine) => string;
}

const TOTALS = [
  ['subtotal', 'commerce:order.subtotal'],
  ['discount', 'commerce:order.discount'],
  ['estimated_tax', 'commerce:order.estimatedTax'],
  ['shipping', 'commerce:order.shipping'],
  ['total', 'commerce:order.total'],
] as const;

export function OrderSummary({ lines, check, loading, symbol, keyOf }: OrderSummaryProps) {
  const { t } = useTranslation(['commerce']);
  const priced = new Map((check?.lines ?? []).map((line) => [line.key, line]));
  return (
    <aside className="site-checkout__summary" aria-labelledby="checkout-summary-title">
      <h2 id="checkout-summary-title">{t('commerce:cart.summary')}</h2>
      <ul className="site-checkout__lines">
        {lines.map((line) => {
          const server = priced.get(keyOf(line));
          return (
            <li key={keyOf(line)}>
              {line.image && <img src={line.image} alt="" width={48} height={48} loading="lazy" />}
              <span className="site-checkout__line-name">
                {line.name}
                {line.variantLabels.length > 0 && <span className="site-checkout__variant">{line.variantLabels.join(' · ')}</span>}
                <span className="site-checkout__variant">
                  {t('commerce:order.quantity')}: {line.quantity}
                </span>
              </span>
              <span className="site-checkout__line-total">
                <Money cents={server ? (toMinorUnits(server.unit_price) ?? 0) * line.quantity : null} symbol={symbol} />
              </span>
            </li>
          );
        })}
      </ul>
      {loading && !check ? (
        <Spinner size="small" label={t('commerce:storefront.loadingTotals')} />
      ) : (
        <dl className="site-checkout__totals" aria-busy={loading || undefined}>
          {TOTALS.map(([name, label]) => (
            <div key={name} className={name === 'total' ? 'site-checkout__grand' : undefined}>
              <dt>{t(label)}</dt>
              <dd>
                <Amount value={check?.totals[name]} symbol={symbol} />
              </dd>
            </div>
          ))}
        </dl>
      )}
    </aside>
  );
}
