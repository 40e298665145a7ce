// The dashboard's figures (issue 31): one card a figure with its value and its change against the previous
// period. The arrow and the short change are for the eye; screen readers hear the sentence ("Up 12% from
// $1,000.00 in the previous period"). Fewer cancellations and no-shows are good news: their colours swap.
import { useTranslation } from 'react-i18next';
import type { DashboardFigures } from '@vitrina/api-client/back-office';
import { VisuallyHidden } from '@vitrina/ui-kit';
import type { DashboardFormat } from './dashboard-format.js';
import { minorOf } from './dashboard-format.js';
import { changeOf, rateChangeOf } from './figure-change.js';
import type { FigureChange } from './figure-change.js';

type FigureName = keyof DashboardFigures;

/** The cards, in the order the owner reads them: money first, then the store, bookings, quotes, the site. */
export const FIGURE_ORDER: readonly FigureName[] = [
  'sales',
  'orders',
  'average_order',
  'bookings_made',
  'bookings_cancelled',
  'bookings_no_show',
  'quotes_sent',
  'quotes_approved',
  'quotes_paid',
  'new_customers',
  'visits',
  'conversion',
];

const MONEY: readonly FigureName[] = ['sales', 'average_order'];
const FEWER_IS_BETTER: readonly FigureName[] = ['bookings_cancelled', 'bookings_no_show'];
const HINTS: Partial<Record<FigureName, 'salesHint' | 'conversionHint'>> = { sales: 'salesHint', conversion: 'conversionHint' };

interface Shown {
  value: string;
  previous: string;
  change: FigureChange;
}

function shownOf(name: FigureName, figures: DashboardFigures, f: DashboardFormat): Shown {
  if (name === 'conversion') {
    const { current, previous } = figures.conversion;
    return {
      value: current === null ? '—' : f.percent(current),
      previous: previous === null ? '—' : f.percent(previous),
      change: rateChangeOf(current, previous),
    };
  }
  if (name === 'sales' || name === 'average_order') {
    const { current, previous } = figures[name];
    return { value: f.money(current), previous: f.money(previous), change: changeOf(minorOf(current), minorOf(previous)) };
  }
  const { current, previous } = figures[name];
  return { value: f.count(current), previous: f.count(previous), change: changeOf(current, previous) };
}

function Change({ change, previous, good, f }: { change: FigureChange; previous: string; good: boolean; f: DashboardFormat }) {
  const { t } = useTranslation(['manage']);
  if (change.kind === 'new') {
    return (
      <p className="vdb-change vdb-change--new">
        <span aria-hidden="true">{t('manage:dashboard.change.new')}</span>
        <VisuallyHidden>{t('manage:dashboard.change.newLong')}</VisuallyHidden>
      </p>
    );
  }
  if (change.kind === 'same' || change.kind === 'unknown') {
    return <p className="vdb-change vdb-change--same">{t(`manage:dashboard.change.${change.kind}`)}</p>;
  }
  const amount =
    change.unit === 'points' ? t('manage:dashboard.change.points', { value: f.decimal(change.amount) }) : f.percent(change.amount);
  const tone = (change.direction === 'up') === good ? 'good' : 'bad';
  return (
    <p className={`vdb-change vdb-change--${tone}`}>
      <span aria-hidden="true">
        {change.direction === 'up' ? '▲' : '▼'} {amount}
      </span>
      <VisuallyHidden>
        {t(`manage:dashboard.change.${change.direction === 'up' ? 'up' : 'down'}`, { change: amount, previous })}
      </VisuallyHidden>
    </p>
  );
}

export function FigureCards({ figures, f, titleId }: { figures: DashboardFigures; f: DashboardFormat; titleId: string }) {
  const { t } = useTranslation(['manage']);
  return (
    <ul className="vdb-figures" aria-labelledby={titleId}>
      {FIGURE_ORDER.map((name) => {
        const shown = shownOf(name, figures, f);
        const hint = HINTS[name];
        return (
          <li key={name} className={`vdb-figure${MONEY.includes(name) ? ' vdb-figure--money' : ''}`} data-figure={name}>
            <p className="vdb-figure__name">{t(`manage:dashboard.figures.${name}`)}</p>
            <p className="vdb-figure__value">{shown.value}</p>
            <Change change={shown.change} previous={shown.previous} good={!FEWER_IS_BETTER.includes(name)} f={f} />
            {hint ? <p className="vdb-figure__hint">{t(`manage:dashboard.figures.${hint}`)}</p> : null}
          </li>
        );
      })}
    </ul>
  );
}
