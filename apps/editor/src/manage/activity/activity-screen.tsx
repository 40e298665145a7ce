// The back office's Activity screen: the audit log of the business (who, when, what, before and after),
// newest first, loaded a page at a time ("Load more" follows the cursor). Owners read it (back-office
// rights); the API refuses anyone else.
import './activity.css';
import { useTranslation } from 'react-i18next';
import { useActivityInfiniteQuery } from '@vitrina/api-client/back-office';
import { Button, Spinner } from '@vitrina/ui-kit';
import { LoadFailed, ScreenFrame } from '../screen-frame.js';
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

  let body;
  if (list.isLoading) {
    body = <Spinner label={t('manage:activity.loading')} />;
  } else if (list.isError && entries.length === 0) {
    body = (
      <LoadFailed
        error={list.error}
        message={t('manage:activity.loadFailed')}
        retryLabel={t('manage:activity.retry')}
        onRetry={() => void list.refetch()}
      />
    );
  } else if (entries.length === 0) {
    body = <p className="vb-state">{t('manage:activity.empty')}</p>;
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
    <ScreenFrame titleId="va-title" title={t('manage:activity.title')} intro={t('manage:activity.intro')}>
      <div className="va-activity__body" aria-busy={list.isFetching || undefined}>
        {body}
      </div>
    </ScreenFrame>
  );
}
