// The Services screen's service view: /manage/services/new starts an empty service, /manage/services/{id}
// loads one (a service just created arrives with the navigation, so the form stays on screen).
import { useTranslation } from 'react-i18next';
import { useOwnerServiceQuery, useStoreSettingsQuery } from '@vitrina/api-client/back-office';
import { RecordScreen, useHandedOver } from '../record-screen.js';
import { ServiceForm } from './service-form.js';
import { SERVICES_PATH } from './service-paths.js';

export function ServiceEditor({ clientId, serviceId }: { clientId: number; serviceId: number | null }) {
  const { t } = useTranslation(['manage']);
  const query = useOwnerServiceQuery(
    { clientId, serviceId: serviceId ?? 0 },
    { skip: serviceId === null, refetchOnMountOrArgChange: true },
  );
  const currency = useStoreSettingsQuery(clientId).data?.currency ?? 'USD';
  const service = useHandedOver('service', serviceId, query.data);
  return (
    <RecordScreen
      titleId="vbs-title"
      title={t(serviceId === null ? 'manage:servicesScreen.form.newTitle' : 'manage:servicesScreen.form.editTitle')}
      intro={t('manage:servicesScreen.form.intro')}
      className="vbl-blog vbp-products"
      backTo={SERVICES_PATH}
      texts={{
        back: t('manage:servicesScreen.form.back'),
        loading: t('manage:servicesScreen.form.loading'),
        notFound: t('manage:servicesScreen.form.notFound'),
        loadFailed: t('manage:servicesScreen.form.loadFailed'),
        retry: t('manage:servicesScreen.retry'),
      }}
      form={
        serviceId === null ? (
          <ServiceForm key="new" clientId={clientId} service={null} currency={currency} />
        ) : (
          service && <ServiceForm key={service.id} clientId={clientId} service={service} currency={currency} />
        )
      }
      loading={query.isLoading}
      error={query.error}
      onRetry={() => void query.refetch()}
    />
  );
}
