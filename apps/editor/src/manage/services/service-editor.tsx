// The Services screen's service view: /manage/services/new starts an empty service, /manage/services/{id}
// loads one (a service just created arrives with the navigation, so the form stays on screen).
import { useOwnerServiceQuery, useStoreSettingsQuery } from '@vitrina/api-client/back-office';
import { RecordEditor } from '../kit/record-editor.js';
import type { RecordEditorRouteProps } from '../kit/record-routes.js';
import { useHandedOver } from '../record-screen.js';
import { ServiceForm } from './service-form.js';
import { SERVICES_PATH } from './service-paths.js';

const FRAME = { texts: 'servicesScreen.form', titleId: 'vbs-title', className: 'vbl-blog vbp-products', backTo: SERVICES_PATH } as const;

export function ServiceEditor({ clientId, id: serviceId }: RecordEditorRouteProps) {
  const query = useOwnerServiceQuery(
    { clientId, serviceId: serviceId ?? 0 },
    { skip: serviceId === null, refetchOnMountOrArgChange: true },
  );
  const currency = useStoreSettingsQuery(clientId).data?.currency ?? 'USD';
  const service = useHandedOver('service', serviceId, query.data);
  const form =
    serviceId === null || service ? (
      <ServiceForm key={service?.id ?? 'new'} clientId={clientId} service={service} currency={currency} />
    ) : null;
  return <RecordEditor frame={FRAME} isNew={serviceId === null} query={query} form={form} />;
}
