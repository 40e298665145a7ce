// Where the Staff screen's views live: /manage/staff (the list), /manage/staff/new and /manage/staff/{id}.
import { recordPaths } from '../kit/record-paths.js';

const paths = recordPaths('staff');
export const STAFF_PATH = paths.list;
export const NEW_STAFF_PATH = paths.create;
export const staffMemberPath = paths.of;
export const staffViewOf = paths.viewOf;
