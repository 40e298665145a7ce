// The back office's Services screen (spec §3 "Service" as bookable; issue 14): the list at /manage/services,
// a new service at /manage/services/new and one service at /manage/services/{serviceId}. Owners and
// managers use it (core-model canUseScreen). Issue 15 adds the "as sold" part to the same form.
import '../kit/kit.css';
import '../products/products.css';
import './services.css';
import { RecordRoutes } from '../kit/record-routes.js';
import { ServiceEditor } from './service-editor.js';
import { ServiceList } from './service-list.js';
import { servicesViewOf } from './service-paths.js';

export interface ServicesScreenProps {
  clientId: number;
}

export function ServicesScreen({ clientId }: ServicesScreenProps) {
  return <RecordRoutes clientId={clientId} viewOf={servicesViewOf} list={ServiceList} editor={ServiceEditor} />;
}
