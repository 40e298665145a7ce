// The dashboard while its figures load (issue 31): grey cards and panels where they will be, and the
// loading sentence for screen readers (a progressbar-free status, as the Spinner's).
import { Spinner } from '@vitrina/ui-kit';

export function DashboardSkeleton({ label }: { label: string }) {
  return (
    <div className="vdb-skeleton" aria-busy="true">
      <Spinner size="small" label={label} className="vdb-skeleton__spinner" />
      <ul className="vdb-figures" aria-hidden="true">
        {Array.from({ length: 12 }, (_v, i) => (
          <li key={i} className="vdb-figure vdb-figure--skeleton">
            <span className="vdb-bone vdb-bone--short" />
            <span className="vdb-bone vdb-bone--tall" />
            <span className="vdb-bone" />
          </li>
        ))}
      </ul>
      <div className="vdb-panels" aria-hidden="true">
        <div className="vdb-panel vdb-panel--skeleton" />
        <div className="vdb-panel vdb-panel--skeleton" />
      </div>
    </div>
  );
}
