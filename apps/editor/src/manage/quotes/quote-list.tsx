// The list of the Quotes & invoices screen, newest first, as a table: number (the button that opens it),
// date, customer, kind, total, balance due and status. Below 720 px each row reads as a card (kit.css).
import { useTranslation } from 'react-i18next';
import type { OwnerQuoteSummary } from '@vitrina/api-client/back-office';
import { toMinorUnits } from '@vitrina/core-model';
import { Money } from '@vitrina/ui-kit';
import { QuoteBadge } from './quote-badge.js';
import { useBusinessDates } from '../../app/business-dates.js';

export interface QuoteListProps {
  quotes: readonly OwnerQuoteSummary[];
  onOpen: (quote: OwnerQuoteSummary) => void;
}

export function QuoteList({ quotes, onOpen }: QuoteListProps) {
  const { t } = useTranslation(['manage']);
  const dates = useBusinessDates();
  const col = (key: 'number' | 'date' | 'customer' | 'kind' | 'total' | 'outstanding' | 'state') => t(`manage:quotes.columns.${key}`);
  return (
    <table className="vo-table" aria-label={t('manage:quotes.list')}>
      <thead>
        <tr>
          <th scope="col">{col('number')}</th>
          <th scope="col">{col('date')}</th>
          <th scope="col">{col('customer')}</th>
          <th scope="col">{col('kind')}</th>
          <th scope="col" className="vo-table__money">
            {col('total')}
          </th>
          <th scope="col" className="vo-table__money">
            {col('outstanding')}
          </th>
          <th scope="col">{col('state')}</th>
        </tr>
      </thead>
      <tbody>
        {quotes.map((quote) => (
          <tr key={quote.id} data-quote-id={quote.id}>
            <th scope="row" data-label={col('number')}>
              <button
                type="button"
                className="vo-table__open"
                aria-label={t('manage:quotes.open', { kind: t(`manage:quotes.kinds.${quote.kind}`), number: quote.order_number })}
                onClick={() => onOpen(quote)}
              >
                #{quote.order_number}
              </button>
            </th>
            <td data-label={col('date')}>{dates.dateTime(quote.dated)}</td>
            <td data-label={col('customer')}>
              {quote.customer_name || '—'}
              <span className="vq-email">{quote.email}</span>
            </td>
            <td data-label={col('kind')}>{t(`manage:quotes.kinds.${quote.kind}`)}</td>
            {/* A request is not priced yet (issue 26): its amounts say so rather than $0.00. */}
            <td data-label={col('total')} className="vo-table__money">
              {quote.state === 'requested' ? (
                t('manage:quotes.toBePriced')
              ) : (
                <Money cents={toMinorUnits(quote.total)} currency={quote.currency} />
              )}
            </td>
            <td data-label={col('outstanding')} className="vo-table__money">
              {quote.state === 'requested' ? (
                t('manage:quotes.toBePriced')
              ) : (
                <Money cents={toMinorUnits(quote.total_outstanding)} currency={quote.currency} />
              )}
            </td>
            <td data-label={col('state')}>
              <QuoteBadge state={quote.state} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
