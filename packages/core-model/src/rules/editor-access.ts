// Spec §4 "Admin entry" steps 3-4 and §6 roles; §3 login user subject `provider|id`.
import { LANGUAGE_IDS } from '../constants.js';
import type { Locale } from '../constants.js';

/** 'editor': may stay in the site editor; 'admin-app': sent to the admin application; 'denied': unknown role. */
type EditorAccess = 'editor' | 'admin-app' | 'denied';

export function editorAccessFor(roleId: number | null | undefined): EditorAccess {
  if (roleId === 1) return 'editor';
  if (roleId === 3 || roleId === 4) return 'admin-app';
  return 'denied';
}

/** Interface language of an employee: 1 English, otherwise Spanish. */
export function languageForEmployee(languageId: number | null | undefined): Locale {
  return languageId === LANGUAGE_IDS.en ? 'en' : 'es';
}

export interface Subject {
  provider: string;
  id: string;
}

/** Splits a token subject `provider|id` at the first `|`; null when either part is missing. */
export function parseSubject(sub: string | null | undefined): Subject | null {
  if (!sub) return null;
  const at = sub.indexOf('|');
  if (at <= 0 || at === sub.length - 1) return null;
  return { provider: sub.slice(0, at), id: sub.slice(at + 1) };
}
