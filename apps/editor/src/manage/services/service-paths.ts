// Where the Services screen's views live: /manage/services (the list), /manage/services/new and
// /manage/services/{serviceId}.
import { screenPath } from '../screen-path.js';

export const SERVICES_PATH = screenPath('services');
export const NEW_SERVICE_PATH = `${SERVICES_PATH}/new`;
export const servicePath = (serviceId: number) => `${SERVICES_PATH}/${serviceId}`;

export type ServicesView = { name: 'list' } | { name: 'new' } | { name: 'edit'; serviceId: number } | { name: 'unknown' };

/** The view a path names; anything under /manage/services that is no view is `unknown`. */
export function servicesViewOf(pathname: string): ServicesView {
  const rest = pathname.startsWith(SERVICES_PATH) ? pathname.slice(SERVICES_PATH.length).replace(/\/+$/, '') : '';
  if (rest === '') return { name: 'list' };
  if (rest === '/new') return { name: 'new' };
  const id = /^\/([1-9][0-9]{0,9})$/.exec(rest)?.[1];
  return id ? { name: 'edit', serviceId: Number(id) } : { name: 'unknown' };
}
