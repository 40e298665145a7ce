// The logged-in owner (spec §3 "Login user", §7 `user/uid/{provider}/{id}`).
import type { RoleId } from '../constants.js';
import type { LanguageId } from './client.js';

export interface Employee {
  role_id: RoleId;
  language_id: LanguageId;
}

export interface LoginUser {
  /** `provider|id`, e.g. `auth0|5f1c…` (see `parseSubject`). */
  sub: string;
  employee: Employee | null;
}
