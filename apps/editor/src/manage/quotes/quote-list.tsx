// The list of the Quotes & invoices screen, newest first, as a table (the kit's DataTable, record look):
// number (the button that opens it), date, customer, kind, total, balance due and status. Below 720 px each
// row reads as a card (kit.css).
import { useTranslation } from 'react-i18next';
import type { OwnerQuoteSummary } from '@vitrina/api-client/back-office';
import { QuoteBadge } from './quote-badge.js';
import { useBusinessDates } from '../../app/business-dates.js';
import { RecordTable, moneyColumn, openColumn } from '../record-columns.js';

export interface QuoteListProps {
  quotes: readonly OwnerQuoteSummary[];
  onOpen: (quote: OwnerQuoteSummary) => void;
}

export function QuoteList({ quotes, onOpen }: QuoteListProps) {
  const { t } = useTranslation(['manage']);
  const dates = useBusinessDates();
  const col = (key: 'number' | 'date' | 'customer' | 'kind' | 'total' | 'outstanding' | 'state') => t(`manage:quotes.columns.${key}`);
  // A request is not priced yet (issue 26): its amounts say so rather than $0.00.
  const unpriced = (quote: OwnerQuoteSummary) => (quote.state === 'requested' ? t('manage:quotes.toBePriced') : null);
  return (
    <RecordTable
      rows={quotes}
      kind="quote"
      label={t('manage:quotes.list')}
      columns={[
        openColumn(
          col('number'),
          onOpen,
          (quote) => t('manage:quotes.open', { kind: t(`manage:quotes.kinds.${quote.kind}`), number: quote.order_number }),
          (quote) => `#${quote.order_number}`,
        ),
        { header: col('date'), cell: (quote) => dates.dateTime(quote.dated) },
        {
          header: col('customer'),
          cell: (quote) => (
            <>
              {quote.customer_name || '—'}
              <span className="vq-email">{quote.email}</span>
            </>
          ),
        },
        { header: col('kind'), cell: (quote) => t(`manage:quotes.kinds.${quote.kind}`) },
        moneyColumn(col('total'), (quote) => quote.total, unpriced),
        moneyColumn(col('outstanding'), (quote) => quote.total_outstanding, unpriced),
        { header: col('state'), cell: (quote) => <QuoteBadge state={quote.state} /> },
      ]}
    />
  );
}
