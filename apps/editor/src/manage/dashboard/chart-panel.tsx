// One chart of the dashboard (issue 31) in its panel: the title, a Chart | Table switch (the table is the way
// for screen readers and keyboard users to read every value), and the CSV download of the same rows. The chart
// code (visx) is fetched the first time a chart is drawn.
import { Suspense, lazy, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Spinner, useToast } from '@vitrina/ui-kit';
import type { DashboardRange } from '@vitrina/api-client/back-office';
import { saveBlob } from '../forms/download-form-file.js';
import { ChartTable } from './chart-table.js';
import { csvName, csvOf } from './dashboard-csv.js';
import type { Panel, TableSpec } from './dashboard-panels.js';

const DashboardChart = lazy(() => import('./dashboard-chart.js'));

type View = 'chart' | 'table';

/** The CSV download of a table's rows. */
export function CsvButton({ id, title, table, range }: { id: string; title: string; table: TableSpec; range: DashboardRange }) {
  const { t } = useTranslation(['manage']);
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  async function download() {
    setBusy(true);
    try {
      const text = await csvOf(table);
      saveBlob(new Blob([text], { type: 'text/csv;charset=utf-8' }), csvName(id, range));
    } catch {
      toast.error(t('manage:dashboard.charts.csvFailed'));
    } finally {
      setBusy(false);
    }
  }
  return (
    <Button
      type="button"
      variant="secondary"
      loading={busy}
      aria-label={`${t('manage:dashboard.charts.csv')}: ${title}`}
      onClick={() => void download()}
    >
      {t('manage:dashboard.charts.csv')}
    </Button>
  );
}

export interface ChartPanelProps {
  panel: Panel;
  range: DashboardRange;
  /** The panel's table is shown below the chart at all times (the campaign table), with no switch. */
  alwaysTable?: boolean;
  intro?: string;
}

export function ChartPanel({ panel, range, alwaysTable = false, intro }: ChartPanelProps) {
  const { t } = useTranslation(['manage']);
  const [view, setView] = useState<View>('chart');
  const titleId = useId();
  const empty = panel.table.rows.length === 0;
  const chartLabel = t('manage:dashboard.charts.summary', { name: panel.title, count: panel.table.rows.length });
  const chart = (
    <Suspense
      fallback={
        <p className="vdb-chart-loading">
          <Spinner size="small" label={t('manage:dashboard.charts.chartLoading')} />
        </p>
      }
    >
      <DashboardChart spec={panel.chart} label={chartLabel} />
    </Suspense>
  );
  return (
    <section className={`vdb-panel vdb-panel--${panel.id}`} aria-labelledby={titleId} data-panel={panel.id}>
      <header className="vdb-panel__header">
        <h2 id={titleId} className="vdb-panel__title">
          {panel.title}
        </h2>
        {empty ? null : (
          <div className="vdb-panel__tools">
            {alwaysTable ? null : (
              <div className="vdb-switch" role="group" aria-label={`${t('manage:dashboard.charts.views')}: ${panel.title}`}>
                {(['chart', 'table'] as const).map((name) => (
                  <Button
                    key={name}
                    type="button"
                    variant={view === name ? 'primary' : 'secondary'}
                    aria-pressed={view === name}
                    onClick={() => setView(name)}
                  >
                    {t(`manage:dashboard.charts.${name}`)}
                  </Button>
                ))}
              </div>
            )}
            <CsvButton id={panel.id} title={panel.title} table={panel.table} range={range} />
          </div>
        )}
      </header>
      {intro ? <p className="vdb-panel__intro">{intro}</p> : null}
      {empty ? (
        <p className="vdb-panel__empty">{t('manage:dashboard.charts.noRows')}</p>
      ) : alwaysTable ? (
        <>
          {chart}
          <ChartTable caption={panel.title} table={panel.table} hiddenCaption />
        </>
      ) : view === 'chart' ? (
        chart
      ) : (
        <ChartTable caption={panel.title} table={panel.table} hiddenCaption />
      )}
    </section>
  );
}
