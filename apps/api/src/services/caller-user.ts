// The user behind a bearer token, for every owner call (the client guard and the user routes): the one place
// where an invited e-mail's first sign-in with an external issuer becomes a user. A subject unknown to
// `users` whose token carries an e-mail the issuer verified, and for which owners left team invites, gets its
// user (the token's subject, the invites' role) and access to the inviting clients; the invites are used up.
import type { AppDb, UserRecord } from '../db/index.js';
import { claimTeamInvites, findUserBySub } from '../db/index.js';
import type { AuthContext } from '../identity/index.js';

export async function callerUser(db: AppDb, auth: AuthContext): Promise<UserRecord | null> {
  const user = await findUserBySub(db, auth.sub);
  if (user || !auth.email) return user;
  const claimed = await claimTeamInvites(db, { sub: auth.sub, email: auth.email, ...(auth.name ? { name: auth.name } : {}) });
  // Two first calls at once: the other one created the user.
  return claimed ?? (await findUserBySub(db, auth.sub));
}
