// One quote, invoice or deposit with the spec §3 display fields that apply: number, kind, status, date, due
// date, customer, lines (with descriptions), subtotal, discount, total before tax, estimated tax, total,
// prior payments, total outstanding, terms, note, rejection reason; its payments and deposits.
import type { ReactNode, Ref } from 'react';
import { useTranslation } from 'react-i18next';
import type { OwnerQuote } from '@vitrina/api-client/back-office';
import { toMinorUnits } from '@vitrina/core-model';
import { formatDate } from '@vitrina/i18n';
import { Button, Money } from '@vitrina/ui-kit';
import { DocumentTotals, LineItemsTable, TextSection, ViewSection } from '../orders/order-document-parts.js';
import { QuoteBadge } from './quote-badge.js';
import { useBusinessDates } from '../../app/business-dates.js';

export interface QuoteViewProps {
  quote: OwnerQuote;
  headingRef?: Ref<HTMLHeadingElement>;
  actions: ReactNode;
  onOpen: (quoteId: number) => void;
}

export function QuoteView({ quote, headingRef, actions, onOpen }: QuoteViewProps) {
  const { t } = useTranslation(['manage', 'commerce']);
  const dates = useBusinessDates();
  // A request is not priced yet (issue 26): its lines and totals say so rather than $0.00.
  const money = (amount: string) =>
    quote.state === 'requested' ? t('manage:quotes.toBePriced') : <Money cents={toMinorUnits(amount)} currency={quote.currency} />;
  const kind = (k: string) => t(`manage:quotes.kinds.${k as OwnerQuote['kind']}`);
  const reserved: [string, ReactNode][] =
    (toMinorUnits(quote.reserved) ?? 0) > 0 ? [[t('manage:quotes.detail.reserved'), money(quote.reserved)]] : [];
  return (
    <article className="vo-view" aria-labelledby="vq-quote-title">
      <header className="vo-view__header">
        <h2 id="vq-quote-title" ref={headingRef} tabIndex={-1}>
          {t('manage:quotes.detail.title', { kind: kind(quote.kind), number: quote.order_number })}
        </h2>
        <QuoteBadge state={quote.state} />
        <p className="vo-view__dated">
          {t('manage:quotes.detail.dated')}: {dates.dateTime(quote.dated)}
          {quote.due_date ? (
            <>
              {' · '}
              {t('manage:quotes.detail.dueDate')}: {formatDate(quote.due_date, dates.locale, { timeZone: 'UTC' })}
            </>
          ) : null}
        </p>
        <p>
          {t('manage:quotes.detail.customer')}: {quote.customer_name} &lt;{quote.email}&gt;
        </p>
        {quote.parent ? (
          <p>
            {t('manage:quotes.detail.depositOf', { kind: kind(quote.parent.kind), number: quote.parent.order_number })}{' '}
            <Button type="button" variant="link" onClick={() => onOpen(quote.parent!.id)}>
              {t('manage:quotes.detail.openParent', { kind: kind(quote.parent.kind), number: quote.parent.order_number })}
            </Button>
          </p>
        ) : null}
      </header>
      {actions}
      <LineItemsTable
        lines={quote.lines}
        money={money}
        detail={(line) => (line.description ? <span className="vq-line__text">{line.description}</span> : null)}
      />
      <DocumentTotals amounts={quote} money={money} adjustments={reserved} label={t('manage:quotes.detail.balance')} />
      <div className="vo-view__grid">
        <ViewSection id="vq-payments" title={t('manage:quotes.detail.payments')}>
          {quote.payments.length === 0 ? (
            <p>{t('manage:quotes.detail.noPayments')}</p>
          ) : (
            <ul className="vo-payments">
              {quote.payments.map((p) => (
                <li key={p.transaction_id}>
                  <span>
                    {dates.dateTime(p.created_at)} ·{' '}
                    {p.gateway === 'offline'
                      ? t('manage:quotes.detail.offline')
                      : p.gateway === 'sandbox' || p.gateway === 'stripe'
                        ? t(`manage:storeSettings.gateways.${p.gateway}`)
                        : p.gateway}
                  </span>
                  <span>
                    {money(p.amount)} · {t(`commerce:checkoutFlow.transactionStates.${p.status}`)}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </ViewSection>
        {quote.partial_invoices.length > 0 ? (
          <ViewSection id="vq-deposits" title={t('manage:quotes.detail.deposits')}>
            <ul className="vo-payments">
              {quote.partial_invoices.map((d) => (
                <li key={d.id}>
                  <Button type="button" variant="link" onClick={() => onOpen(d.id)}>
                    {t('manage:quotes.open', { kind: kind('partial_invoice'), number: d.order_number })}
                  </Button>
                  <span>
                    {money(d.total)} · {t(`manage:quotes.statuses.${d.state}`)}
                  </span>
                </li>
              ))}
            </ul>
          </ViewSection>
        ) : null}
        <TextSection id="vq-reason" title={t('manage:quotes.detail.rejectionReason')} text={quote.rejection_reason} />
        <TextSection id="vq-terms" title={t('manage:quotes.detail.terms')} text={quote.terms} />
        <TextSection id="vq-note" title={t('manage:quotes.detail.note')} text={quote.note} />
      </div>
    </article>
  );
}
