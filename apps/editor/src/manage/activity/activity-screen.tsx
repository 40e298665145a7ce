// The back office's Activity screen: the audit log of the business (who, when, what, before and after),
// newest first, loaded a page at a time ("Load more" follows the cursor). Owners read it (back-office
// rights); the API refuses anyone else.
import './activity.css';
import { useTranslation } from 'react-i18next';
import { useActivityInfiniteQuery } from '@vitrina/api-client';
import { Button, Spinner } from '@vitrina/ui-kit';
import { ActivityList } from './activity-list.js';

export interface ActivityScreenProps {
  /** The business whose log this is (the host's client). */
  clientId: number;
}

export function ActivityScreen({ clientId }: ActivityScreenProps) {
  const { t } = useTranslation(['manage', 'errors']);
  // Changes made elsewhere in the back office since the last visit are read anew on every visit.
  const list = useActivityInfiniteQuery({ clientId }, { refetchOnMountOrArgChange: true });
  const entries = list.data?.pages.flatMap((page) => page.entries) ?? [];
  const networkError = Boolean(list.error && 'status' in list.error && list.error.status === 'FETCH_ERROR');

  let body;
  if (list.isLoading) {
    body = <Spinner label={t('manage:activity.loading')} />;
  } else if (list.isError && entries.length === 0) {
    body = (
      <div className="va-state" role="alert">
        <p>{networkError ? t('errors:network') : t('manage:activity.loadFailed')}</p>
        <Button type="button" variant="secondary" onClick={() => void list.refetch()}>
          {t('manage:activity.retry')}
        </Button>
      </div>
    );
  } else if (entries.length === 0) {
    body = <p className="va-state">{t('manage:activity.empty')}</p>;
  } else {
    body = (
      <>
        <ActivityList entries={entries} />
        {list.hasNextPage ? (
          <Button
            type="button"
            variant="secondary"
            className="va-more"
            loading={list.isFetchingNextPage}
            onClick={() => void list.fetchNextPage()}
          >
            {t('manage:activity.loadMore')}
          </Button>
        ) : null}
      </>
    );
  }

  return (
    <section className="va-activity" aria-labelledby="va-title">
      <header>
        <h1 id="va-title" className="va-activity__title">
          {t('manage:activity.title')}
        </h1>
        <p className="va-activity__intro">{t('manage:activity.intro')}</p>
      </header>
      <div className="va-activity__body" aria-busy={list.isFetching || undefined}>
        {body}
      </div>
    </section>
  );
}
