// The Services screen's service view: /manage/services/new starts an empty service, /manage/services/{id}
// loads one (a service just created arrives with the navigation, so the form stays on screen).
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { useOwnerServiceQuery, useStoreSettingsQuery } from '@vitrina/api-client';
import type { OwnerService } from '@vitrina/api-client';
import { Spinner } from '@vitrina/ui-kit';
import { LoadFailed, ScreenFrame } from '../screen-frame.js';
import { ServiceForm } from './service-form.js';
import { SERVICES_PATH } from './service-paths.js';

function handedOver(state: unknown, serviceId: number | null): OwnerService | null {
  const service = (state as { service?: OwnerService } | null)?.service;
  return service && service.id === serviceId ? service : null;
}

export function ServiceEditor({ clientId, serviceId }: { clientId: number; serviceId: number | null }) {
  const { t } = useTranslation(['manage']);
  const location = useLocation();
  const navigate = useNavigate();
  const known = handedOver(location.state, serviceId);
  const query = useOwnerServiceQuery(
    { clientId, serviceId: serviceId ?? 0 },
    { skip: serviceId === null, refetchOnMountOrArgChange: true },
  );
  const symbol = useStoreSettingsQuery(clientId).data?.currency_symbol ?? '$';
  // The server's copy wins: history state survives a reload, so a handed-over service may be stale.
  const service = query.data ?? known;
  // Once the server's copy is here, drop the handed-over one from history (a reload would show it again).
  const loaded = query.data !== undefined;
  useEffect(() => {
    if (loaded && location.state) void navigate(location.pathname, { replace: true, state: null });
  }, [loaded, location.state, location.pathname, navigate]);
  const notFound = query.isError && query.error && 'status' in query.error && query.error.status === 404;

  let body;
  if (serviceId === null) body = <ServiceForm key="new" clientId={clientId} service={null} symbol={symbol} />;
  else if (service) body = <ServiceForm key={service.id} clientId={clientId} service={service} symbol={symbol} />;
  else if (query.isLoading) body = <Spinner label={t('manage:servicesScreen.form.loading')} />;
  else if (notFound) body = <p className="vb-state">{t('manage:servicesScreen.form.notFound')}</p>;
  else {
    body = (
      <LoadFailed
        error={query.error}
        message={t('manage:servicesScreen.form.loadFailed')}
        retryLabel={t('manage:servicesScreen.retry')}
        onRetry={() => void query.refetch()}
      />
    );
  }

  return (
    <ScreenFrame
      titleId="vbs-title"
      title={t(serviceId === null ? 'manage:servicesScreen.form.newTitle' : 'manage:servicesScreen.form.editTitle')}
      intro={t('manage:servicesScreen.form.intro')}
      className="vbl-blog vbp-products"
    >
      <Link className="vbl-link vbl-back" to={SERVICES_PATH}>
        {t('manage:servicesScreen.form.back')}
      </Link>
      {body}
    </ScreenFrame>
  );
}
