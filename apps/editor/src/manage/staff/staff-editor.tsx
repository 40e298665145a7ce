// The Staff screen's member view: /manage/staff/new starts an empty member, /manage/staff/{id} loads one;
// both load what the form chooses from (logins, locations, services, the business's zone).
import { useTranslation } from 'react-i18next';
import { useOwnerStaffMemberQuery, useOwnerStaffOptionsQuery } from '@vitrina/api-client/back-office';
import { RecordScreen, useHandedOver } from '../record-screen.js';
import { StaffForm } from './staff-form.js';
import { STAFF_PATH } from './staff-paths.js';

export function StaffEditor({ clientId, staffId }: { clientId: number; staffId: number | null }) {
  const { t } = useTranslation(['manage']);
  const query = useOwnerStaffMemberQuery({ clientId, staffId: staffId ?? 0 }, { skip: staffId === null, refetchOnMountOrArgChange: true });
  const options = useOwnerStaffOptionsQuery({ clientId }, { refetchOnMountOrArgChange: true });
  const member = useHandedOver('member', staffId, query.data);
  return (
    <RecordScreen
      titleId="vbst-title"
      title={t(staffId === null ? 'manage:staffScreen.form.newTitle' : 'manage:staffScreen.form.editTitle')}
      intro={t('manage:staffScreen.form.intro')}
      className="vbl-blog vbp-products"
      backTo={STAFF_PATH}
      texts={{
        back: t('manage:staffScreen.form.back'),
        loading: t('manage:staffScreen.form.loading'),
        notFound: t('manage:staffScreen.form.notFound'),
        loadFailed: t('manage:staffScreen.form.loadFailed'),
        retry: t('manage:staffScreen.retry'),
      }}
      form={
        options.data &&
        (staffId === null || member) && <StaffForm key={member?.id ?? 'new'} clientId={clientId} member={member} options={options.data} />
      }
      loading={query.isLoading || options.isLoading}
      error={query.error ?? options.error}
      onRetry={() => {
        void options.refetch();
        if (staffId !== null) void query.refetch();
      }}
    />
  );
}
