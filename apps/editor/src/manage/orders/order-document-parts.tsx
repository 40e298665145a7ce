// What the owner's order and quote/invoice views share (spec §3 order display fields): the line items table
// and the totals list, a list of facts, a titled section. Each view says what goes under a line's name (variant and SKU, or the free text).
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface DocumentLine {
  name: string;
  quantity: number;
  each_price: string;
  total: string;
}

export interface LineItemsTableProps<L extends DocumentLine> {
  lines: readonly L[];
  /** An amount as the view shows money (its currency symbol). */
  money: (amount: string) => ReactNode;
  /** What follows the line's name in its row header. */
  detail: (line: L) => ReactNode;
}

export function LineItemsTable<L extends DocumentLine>({ lines, money, detail }: LineItemsTableProps<L>) {
  const { t } = useTranslation(['commerce']);
  return (
    // A region of its own that scrolls sideways when the amounts cannot fit a phone: reachable and named for
    // keyboard and screen-reader users (axe scrollable-region-focusable).
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a region that scrolls must take the focus
    <div className="vo-lines-wrap" role="region" aria-label={t('commerce:order.lineItems')} tabIndex={0}>
      <table className="vo-lines">
        <caption>{t('commerce:order.lineItems')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('commerce:order.item')}</th>
            <th scope="col" className="vo-table__money">
              {t('commerce:order.quantity')}
            </th>
            <th scope="col" className="vo-table__money">
              {t('commerce:order.eachPrice')}
            </th>
            <th scope="col" className="vo-table__money">
              {t('commerce:order.total')}
            </th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line, i) => (
            <tr key={i}>
              <th scope="row">
                {line.name}
                {detail(line)}
              </th>
              <td className="vo-table__money">{line.quantity}</td>
              <td className="vo-table__money">{money(line.each_price)}</td>
              <td className="vo-table__money">{money(line.total)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Label and value pairs, in order, as a description list (`rowClassName` on each pair's box). */
export function FactList({
  facts,
  className,
  rowClassName,
  label,
}: {
  facts: readonly [string, ReactNode][];
  className: string;
  rowClassName?: string;
  label?: string;
}) {
  return (
    <dl className={className} aria-label={label}>
      {facts.map(([name, value]) => (
        <div key={name} className={rowClassName}>
          <dt>{name}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Label and amount pairs, in order. */
export function TotalsList({ totals, label }: { totals: readonly [string, ReactNode][]; label?: string }) {
  return <FactList facts={totals} className="vo-totals" rowClassName="vo-totals__row" label={label} />;
}

/** The amounts an order and a quote both have (decimal strings). */
export interface DocumentAmounts {
  subtotal: string;
  discount: string;
  total_before_tax: string;
  estimated_tax: string;
  total: string;
  prior_payments: string;
  total_outstanding: string;
}

export interface DocumentTotalsProps {
  amounts: DocumentAmounts;
  /** How an amount shows (the money in the document's currency; a quote request's "to be priced"). */
  money: (amount: string) => ReactNode;
  /** An order's shipping, after the tax; a quote has none. */
  shipping?: string;
  /** The document's own rows between the prior payments and what is outstanding (refunded, reserved). */
  adjustments?: readonly [string, ReactNode][];
  label?: string;
}

/** An order's or a quote's totals, from the subtotal down to what is still outstanding. */
export function DocumentTotals({ amounts, money, shipping, adjustments = [], label }: DocumentTotalsProps) {
  const { t } = useTranslation(['commerce']);
  const shipped: [string, ReactNode][] = shipping === undefined ? [] : [[t('commerce:order.shipping'), money(shipping)]];
  const totals: [string, ReactNode][] = [
    [t('commerce:order.subtotal'), money(amounts.subtotal)],
    [t('commerce:order.discount'), money(amounts.discount)],
    [t('commerce:order.totalBeforeTax'), money(amounts.total_before_tax)],
    [t('commerce:order.estimatedTax'), money(amounts.estimated_tax)],
    ...shipped,
    [t('commerce:order.total'), money(amounts.total)],
    [t('commerce:order.priorPayments'), money(amounts.prior_payments)],
    ...adjustments,
    [t('commerce:order.totalOutstanding'), money(amounts.total_outstanding)],
  ];
  return <TotalsList totals={totals} label={label} />;
}

/** A part of an order's or a quote's view under its own heading (which names it); `id` is the heading's. */
export function ViewSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <h3 id={id}>{title}</h3>
      {children}
    </section>
  );
}

/** A written text of the view (terms, a note, a reason) under its heading, or nothing when there is none. */
export function TextSection({ id, title, text }: { id: string; title: string; text: string | null | undefined }) {
  return text ? (
    <ViewSection id={id} title={title}>
      <p>{text}</p>
    </ViewSection>
  ) : null;
}
