// What a refused team change says (read by the kit's refusalTextOf): the API's 409 codes (role_conflict,
// already_member, last_owner) and 404s each have their own plain sentence; field messages come back for the
// add form; the rest is "try again".
import type { FormTextKey, RefusalTexts } from '../kit/index.js';

export const TEAM_REFUSALS: RefusalTexts<FormTextKey> = {
  codes: {
    role_conflict: 'manage:team.errors.role_conflict',
    already_member: 'manage:team.errors.already_member',
    last_owner: 'manage:team.errors.last_owner',
    team_member_not_found: 'manage:team.errors.not_found',
    invite_not_found: 'manage:team.errors.not_found',
    not_awaiting_password: 'manage:team.errors.not_awaiting_password',
  },
  fields: 'manage:team.errors.invalid',
  network: 'errors:network',
  other: 'manage:team.errors.failed',
};
