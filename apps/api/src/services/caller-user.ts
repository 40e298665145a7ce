// The user behind a bearer token, for every owner call (the client guard and the user routes): the one place
// where team invites may be claimed at sign-in (db/repos/team-invites.ts claimTeamInvites holds the rule). A
// person with access to some business never joins another one here: their invites wait until they accept them
// (routes/owner/user-routes.ts; issue 25, docs/decisions.md "Team invites need the person's consent"). A person
// with access nowhere, or a subject unknown to `users` whose token carries an e-mail the issuer verified, joins
// at sign-in when a single invite waits for that e-mail; a new subject with several gets its user and chooses.
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
