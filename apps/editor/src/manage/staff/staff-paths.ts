// Where the Staff screen's views live: /manage/staff (the list), /manage/staff/new and /manage/staff/{id}.
import { screenPath } from '../screen-path.js';

export const STAFF_PATH = screenPath('staff');
export const NEW_STAFF_PATH = `${STAFF_PATH}/new`;
export const staffMemberPath = (staffId: number) => `${STAFF_PATH}/${staffId}`;

export type StaffView = { name: 'list' } | { name: 'new' } | { name: 'edit'; staffId: number } | { name: 'unknown' };

export function staffViewOf(pathname: string): StaffView {
  const rest = pathname.startsWith(STAFF_PATH) ? pathname.slice(STAFF_PATH.length).replace(/\/+$/, '') : '';
  if (rest === '') return { name: 'list' };
  if (rest === '/new') return { name: 'new' };
  const id = /^\/([1-9][0-9]{0,9})$/.exec(rest)?.[1];
  return id ? { name: 'edit', staffId: Number(id) } : { name: 'unknown' };
}
