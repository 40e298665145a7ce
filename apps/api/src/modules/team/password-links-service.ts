// The identity provider's side of the team's set-password links (issue 27: team is the only writer of
// password_tokens and users): what a link can still do when opened, and using it to set the account's
// password, one transaction per use. The links are issued by the team's own changes (team-repository.ts).
import type { AppDb } from '../../db/database.js';
import { passwordTokenState, usePasswordToken } from './password-links-repository.js';
import type { PasswordTokenState } from './password-links-repository.js';

export type { PasswordTokenState } from './password-links-repository.js';

/** What a set-password link can still do ('unknown' tells nothing about the account). */
export function passwordLinkState(db: AppDb, token: string): Promise<PasswordTokenState> {
  return passwordTokenState(db, token);
}

/** Sets the account's password with a link and uses the link up; false when the link cannot be used. */
export function setPasswordWithLink(db: AppDb, token: string, passwordHash: string): Promise<boolean> {
  return db.transaction((tx) => usePasswordToken(tx, token, passwordHash));
}
