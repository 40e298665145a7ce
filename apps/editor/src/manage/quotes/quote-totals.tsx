// The totals of the quote being written, as the customer will see them (commerce computeTotals with the
// store's tax rate; quotes have no shipping). Announced politely as they change.
import { useFormikContext } from 'formik';
import { useTranslation } from 'react-i18next';
import { currentLocale } from '@vitrina/i18n';
import { Money } from '@vitrina/ui-kit';
import { formTotals } from './quote-form-values.js';
import type { QuoteFormValues } from './quote-form-values.js';

export function QuoteTotals({ taxRate, currency }: { taxRate: string; currency: string }) {
  const { t, i18n } = useTranslation(['manage', 'commerce']);
  const { values } = useFormikContext<QuoteFormValues>();
  const totals = formTotals(values, taxRate, currentLocale(i18n));
  const rows: [string, number][] = [
    [t('commerce:order.subtotal'), totals.subtotalCents],
    [t('commerce:order.discount'), totals.discountCents],
    [t('commerce:order.totalBeforeTax'), totals.totalBeforeTaxCents],
    [`${t('commerce:order.estimatedTax')} (${t('manage:quotes.form.taxRate', { rate: taxRate })})`, totals.estimatedTaxCents],
    [t('commerce:order.total'), totals.totalCents],
  ];
  return (
    <section className="vq-totals" aria-labelledby="vq-totals-title">
      <h3 id="vq-totals-title">{t('manage:quotes.form.totals')}</h3>
      <dl className="vo-totals" aria-live="polite">
        {rows.map(([label, cents]) => (
          <div key={label} className="vo-totals__row">
            <dt>{label}</dt>
            <dd>
              <Money cents={cents} currency={currency} />
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
