// The Profile screen's service (issue 27): the only writer of a person's own name, back-office language and
// mail choices (issue 28). The change and its audit entry (under the client it was made from) are one
// transaction this service opens (the repository writes in it); nothing is republished and no event recorded
// (a profile is the person's, not the website's).
import type { AppContext } from '../../app-context.js';
import { ApiError, foundOr } from '../../http/errors.js';
import type { OwnerChanger } from '../../services/owner-publish.js';
import { findProfile, updateUserProfile } from './profile-repository.js';
import type { ProfileRecord, UserProfileColumns } from './profile-repository.js';

const noSuchUser = () => new ApiError(404, 'not_found', 'There is no such user');

/** The caller's (`userId`'s) profile with their mail choices; 404 `not_found` when the user is gone. */
export async function readProfile(ctx: AppContext, userId: string): Promise<ProfileRecord> {
  return foundOr(await findProfile(ctx.database.db, userId), noSuchUser);
}

/** Changes the caller's (`userId`'s) profile; 404 `not_found` when the user is gone. */
export async function changeProfile(
  ctx: AppContext,
  by: OwnerChanger,
  userId: string,
  profile: UserProfileColumns,
): Promise<ProfileRecord> {
  return foundOr(await ctx.database.db.transaction((tx) => updateUserProfile(tx, userId, by.clientId, profile, by.actor)), noSuchUser);
}
