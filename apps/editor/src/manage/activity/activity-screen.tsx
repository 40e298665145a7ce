// The back office's Activity screen: the audit log of the business (who, when, what, before and after),
// newest first, loaded a page at a time ("Load more" follows the cursor). Owners read it (back-office
// rights); the API refuses anyone else.
import './activity.css';
import { useTranslation } from 'react-i18next';
import { useActivityInfiniteQuery } from '@vitrina/api-client/back-office';
import { ResourceList, rowsOf } from '../kit/index.js';
import { ScreenFrame } from '../screen-frame.js';
import { ActivityList } from './activity-list.js';

export interface ActivityScreenProps {
  /** The business whose log this is (the host's client). */
  clientId: number;
}

export function ActivityScreen({ clientId }: ActivityScreenProps) {
  const { t } = useTranslation(['manage', 'errors']);
  // Changes made elsewhere in the back office since the last visit are read anew on every visit.
  const list = useActivityInfiniteQuery({ clientId }, { refetchOnMountOrArgChange: true });

  return (
    <ScreenFrame titleId="va-title" title={t('manage:activity.title')} intro={t('manage:activity.intro')}>
      <ResourceList
        query={list}
        items={rowsOf(list.data, (page) => page.entries)}
        texts={{
          loading: t('manage:activity.loading'),
          loadFailed: t('manage:activity.loadFailed'),
          retry: t('manage:activity.retry'),
          empty: t('manage:activity.empty'),
          loadMore: t('manage:activity.loadMore'),
        }}
        className="va-activity__body"
        moreClassName="va-more"
      >
        {(entries) => <ActivityList entries={entries} />}
      </ResourceList>
    </ScreenFrame>
  );
}
