// The Profile screen's service (issue 27): the only writer of a person's own name and back-office language.
// The change and its audit entry (under the client it was made from) are one transaction this service opens
// (the repository writes in it); nothing is republished and no event recorded (a profile is the person's, not the
// website's).
import type { AppContext } from '../../app-context.js';
import type { UserRecord } from '../../db/repos/users.js';
import { ApiError } from '../../http/errors.js';
import type { OwnerChanger } from '../../services/owner-publish.js';
import { updateUserProfile } from './profile-repository.js';
import type { UserProfileColumns } from './profile-repository.js';

/** Changes the caller's (`userId`'s) profile; 404 `not_found` when the user is gone. */
export async function changeProfile(ctx: AppContext, by: OwnerChanger, userId: string, profile: UserProfileColumns): Promise<UserRecord> {
  const updated = await ctx.database.db.transaction((tx) => updateUserProfile(tx, userId, by.clientId, profile, by.actor));
  if (!updated) throw new ApiError(404, 'not_found', 'There is no such user');
  return updated;
}
