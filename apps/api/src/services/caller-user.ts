// The user behind a bearer token, for every owner call (the client guard and the user routes): the one place
// where team invites are claimed (db/repos/team.ts claimTeamInvites). A subject unknown to `users` whose token
// carries an e-mail the issuer verified, and for which owners left team invites, gets its user (the token's
// subject, the oldest invite's role) and access to the inviting clients; a known user's own sign-in claims the
// invites left for their account's e-mail since (an e-mail of another business is invited, never handed a
// set-password link: docs/decisions.md "Set-password links"). Claimed invites are used up.
import type { AppDb, UserRecord } from '../db/index.js';
import { claimTeamInvites, findUserBySub } from '../db/index.js';
import type { AuthContext } from '../identity/index.js';

export async function callerUser(db: AppDb, auth: AuthContext): Promise<UserRecord | null> {
  const user = await findUserBySub(db, auth.sub);
  if (user) return (await claimTeamInvites(db, { sub: user.sub, email: user.email })) ?? user;
  if (!auth.email) return null;
  const claimed = await claimTeamInvites(db, { sub: auth.sub, email: auth.email, ...(auth.name ? { name: auth.name } : {}) });
  // Two first calls at once: the other one created the user.
  return claimed ?? (await findUserBySub(db, auth.sub));
}
