// The back office's home dashboard at /manage/dashboard (issue 31; owners and managers): the period picked (kept
// in the URL), its days in words in the business's time zone, the figures with their change, the charts with
// their table views and CSV files, and the campaign table that follows a visit's utm link to the money paid.
import '../kit/kit.css';
import './dashboard.css';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useDashboardQuery } from '@vitrina/api-client/back-office';
import type { DashboardAnswer } from '@vitrina/api-client/back-office';
import { currentLocale, timeZoneDisplayName } from '@vitrina/i18n';
import { skipToken } from '@reduxjs/toolkit/query';
import { LoadFailed, ScreenFrame } from '../screen-frame.js';
import { ChartPanel } from './chart-panel.js';
import { useDashboardFormat } from './dashboard-format.js';
import type { DashboardFormat } from './dashboard-format.js';
import { dashboardPanels } from './dashboard-panels.js';
import { isAskable, periodOf, searchOf } from './dashboard-period.js';
import type { DashboardPeriod } from './dashboard-period.js';
import { FigureCards } from './figure-cards.js';
import { PeriodPicker } from './period-picker.js';
import { DashboardSkeleton } from './dashboard-skeleton.js';

export interface DashboardScreenProps {
  clientId: number;
  /** The business's currency (ISO 4217) and IANA time zone. */
  currency: string;
  timeZone: string | null | undefined;
}

/** Nothing happened in the period: no money, no order, no booking, no quote, no visit. */
const isQuiet = ({ figures: f }: DashboardAnswer) =>
  f.sales.current === '0.00' &&
  f.orders.current === 0 &&
  f.bookings_made.current === 0 &&
  f.quotes_sent.current === 0 &&
  f.visits.current === 0 &&
  f.new_customers.current === 0;

function Figures({ answer, f, currency }: { answer: DashboardAnswer; f: DashboardFormat; currency: string }) {
  const { t } = useTranslation(['manage']);
  const titleId = useId();
  const panels = dashboardPanels(answer, t, f);
  const campaigns = panels.find((panel) => panel.id === 'campaigns');
  return (
    <>
      <section className="vdb-section" aria-labelledby={titleId}>
        <h2 id={titleId} className="vk-visually-hidden">
          {t('manage:dashboard.figures.title')}
        </h2>
        <FigureCards figures={answer.figures} f={f} titleId={titleId} />
      </section>
      {isQuiet(answer) ? (
        <div className="vdb-empty" role="status">
          <p className="vdb-empty__title">{t('manage:dashboard.empty')}</p>
          <p className="vdb-empty__hint">{t('manage:dashboard.emptyHint')}</p>
        </div>
      ) : null}
      <div className="vdb-panels" data-currency={currency}>
        {panels
          .filter((panel) => panel.id !== 'campaigns')
          .map((panel) => (
            <ChartPanel key={panel.id} panel={panel} range={answer.range} />
          ))}
      </div>
      {campaigns ? (
        <ChartPanel panel={campaigns} range={answer.range} alwaysTable intro={t('manage:dashboard.charts.campaignsIntro')} />
      ) : null}
    </>
  );
}

export function DashboardScreen({ clientId, currency, timeZone }: DashboardScreenProps) {
  const { t, i18n } = useTranslation(['manage']);
  const [search, setSearch] = useSearchParams();
  const period = periodOf(search);
  const askable = isAskable(period);
  const query = useDashboardQuery(askable ? { clientId, ...period } : skipToken, { refetchOnMountOrArgChange: true });
  const f = useDashboardFormat(currency);
  // The answer of this period only: while another period loads, its skeleton shows, not the last one's figures.
  const answer = askable ? query.currentData : undefined;
  const zone = timeZoneDisplayName(answer?.time_zone ?? timeZone ?? 'UTC', currentLocale(i18n));
  const choose = (next: DashboardPeriod) => setSearch(searchOf(next), { replace: false });

  return (
    <ScreenFrame titleId="vdb-title" title={t('manage:dashboard.title')} intro={t('manage:dashboard.intro')} className="vdb-screen">
      <PeriodPicker key={`${period.period}|${period.from}|${period.to}`} value={period} shown={answer?.range} onChange={choose} />
      {answer ? (
        <p className="vdb-shown" aria-live="polite">
          {t('manage:dashboard.shown', { range: f.range(answer.range), previous: f.range(answer.previous_range) })}{' '}
          <span className="vdb-shown__zone">{t('manage:dashboard.zone', { zone })}</span>
        </p>
      ) : null}
      {!askable ? null : query.isError && !query.isFetching ? (
        <LoadFailed
          error={query.error}
          message={t('manage:dashboard.loadFailed')}
          retryLabel={t('manage:dashboard.retry')}
          onRetry={() => void query.refetch()}
        />
      ) : !answer ? (
        <DashboardSkeleton label={t('manage:dashboard.loading')} />
      ) : (
        <div className="vdb-body" aria-busy={query.isFetching || undefined}>
          <Figures answer={answer} f={f} currency={currency} />
        </div>
      )}
    </ScreenFrame>
  );
}
