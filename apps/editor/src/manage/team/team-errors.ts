// What a refused team change says: the API's 409 codes (role_conflict, already_member, last_owner) and 404s
// each have their own plain sentence; field messages come back for the add form; the rest is "try again".
import type { ScreenError } from '../screen-frame.js';
import { isNetworkError } from '../screen-frame.js';

export type TeamErrorKey =
  | 'manage:team.errors.role_conflict'
  | 'manage:team.errors.already_member'
  | 'manage:team.errors.last_owner'
  | 'manage:team.errors.not_found'
  | 'manage:team.errors.invalid'
  | 'manage:team.errors.failed'
  | 'errors:network';

export interface TeamFailure {
  key: TeamErrorKey;
  /** The API's field messages (i18n keys of `validation`), for the add form. */
  fields?: Record<string, string>;
}

const BY_CODE: Record<string, TeamErrorKey> = {
  role_conflict: 'manage:team.errors.role_conflict',
  already_member: 'manage:team.errors.already_member',
  last_owner: 'manage:team.errors.last_owner',
  team_member_not_found: 'manage:team.errors.not_found',
  invite_not_found: 'manage:team.errors.not_found',
};

export function teamFailureOf(error: unknown): TeamFailure {
  if (isNetworkError(error as ScreenError)) return { key: 'errors:network' };
  const data =
    error && typeof error === 'object' && 'data' in error ? (error.data as { error?: { code?: unknown; fields?: unknown } }) : null;
  const code = typeof data?.error?.code === 'string' ? data.error.code : '';
  const fields = data?.error?.fields && typeof data.error.fields === 'object' ? (data.error.fields as Record<string, string>) : undefined;
  if (fields) return { key: 'manage:team.errors.invalid', fields };
  return { key: BY_CODE[code] ?? 'manage:team.errors.failed' };
}
