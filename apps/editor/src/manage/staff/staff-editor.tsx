// The Staff screen's member view: /manage/staff/new starts an empty member, /manage/staff/{id} loads one;
// both load what the form chooses from (logins, locations, services, the business's zone).
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { useOwnerStaffMemberQuery, useOwnerStaffOptionsQuery } from '@vitrina/api-client';
import type { OwnerStaffMember } from '@vitrina/api-client';
import { Spinner } from '@vitrina/ui-kit';
import { LoadFailed, ScreenFrame } from '../screen-frame.js';
import { StaffForm } from './staff-form.js';
import { STAFF_PATH } from './staff-paths.js';

function handedOver(state: unknown, staffId: number | null): OwnerStaffMember | null {
  const member = (state as { member?: OwnerStaffMember } | null)?.member;
  return member && member.id === staffId ? member : null;
}

export function StaffEditor({ clientId, staffId }: { clientId: number; staffId: number | null }) {
  const { t } = useTranslation(['manage']);
  const location = useLocation();
  const navigate = useNavigate();
  const known = handedOver(location.state, staffId);
  const query = useOwnerStaffMemberQuery({ clientId, staffId: staffId ?? 0 }, { skip: staffId === null, refetchOnMountOrArgChange: true });
  const options = useOwnerStaffOptionsQuery({ clientId }, { refetchOnMountOrArgChange: true });
  // The server's copy wins: history state survives a reload, so a handed-over member may be stale.
  const member = query.data ?? known;
  // Once the server's copy is here, drop the handed-over one from history (a reload would show it again).
  const loaded = query.data !== undefined;
  useEffect(() => {
    if (loaded && location.state) void navigate(location.pathname, { replace: true, state: null });
  }, [loaded, location.state, location.pathname, navigate]);
  const notFound = query.isError && query.error && 'status' in query.error && query.error.status === 404;

  let body;
  if (options.data && (staffId === null || member)) {
    body = <StaffForm key={member?.id ?? 'new'} clientId={clientId} member={member} options={options.data} />;
  } else if (query.isLoading || options.isLoading) body = <Spinner label={t('manage:staffScreen.form.loading')} />;
  else if (notFound) body = <p className="vb-state">{t('manage:staffScreen.form.notFound')}</p>;
  else {
    body = (
      <LoadFailed
        error={query.error ?? options.error}
        message={t('manage:staffScreen.form.loadFailed')}
        retryLabel={t('manage:staffScreen.retry')}
        onRetry={() => {
          void options.refetch();
          if (staffId !== null) void query.refetch();
        }}
      />
    );
  }

  return (
    <ScreenFrame
      titleId="vbst-title"
      title={t(staffId === null ? 'manage:staffScreen.form.newTitle' : 'manage:staffScreen.form.editTitle')}
      intro={t('manage:staffScreen.form.intro')}
      className="vbl-blog vbp-products"
    >
      <Link className="vbl-link vbl-back" to={STAFF_PATH}>
        {t('manage:staffScreen.form.back')}
      </Link>
      {body}
    </ScreenFrame>
  );
}
