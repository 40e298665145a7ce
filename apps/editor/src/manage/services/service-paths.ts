// Where the Services screen's views live: /manage/services (the list), /manage/services/new and
// /manage/services/{serviceId}.
import { recordPaths } from '../kit/record-paths.js';

const paths = recordPaths('services');
export const SERVICES_PATH = paths.list;
export const NEW_SERVICE_PATH = paths.create;
export const servicePath = paths.of;
export const servicesViewOf = paths.viewOf;
