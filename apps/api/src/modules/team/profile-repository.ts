// The back office's Profile (issue 27, team module): a person's own name and back-office language, the one
// write of the profile service. Users are otherwise the identity's records (db/repos/users.ts).
import type { LanguageId } from '@vitrina/core-model';
import { eq } from 'drizzle-orm';
import type { AppDb } from '../../db/database.js';
import { users } from '../../db/schema.js';
import { recordAudit } from '../../db/repos/audit.js';
import type { AuditActor } from '../../db/repos/audit.js';
import { toUser } from '../../db/repos/users.js';
import type { UserRecord } from '../../db/repos/users.js';

/** Audit entity of a person's own profile (name, back-office language). */
export const USER_PROFILE_AUDIT_ENTITY = 'user_profile';

export interface UserProfileColumns {
  name: string;
  language_id: LanguageId;
}

/**
 * The back office's Profile: changes the user's own name and language, with an audit row of the fields that
 * changed (logged under the client the change was made from), in the caller's transaction. Nothing changes
 * and nothing is logged when the values are the ones stored. Null when the user is gone.
 */
export async function updateUserProfile(
  tx: AppDb,
  userId: string,
  clientId: number,
  profile: UserProfileColumns,
  actor: AuditActor,
): Promise<UserRecord | null> {
  const [row] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
  if (!row) return null;
  const stored: UserProfileColumns = { name: row.name, language_id: row.language_id as LanguageId };
  const keys = (Object.keys(profile) as (keyof UserProfileColumns)[]).filter((k) => stored[k] !== profile[k]);
  if (keys.length === 0) return toUser(row);
  const pick = (from: UserProfileColumns) => Object.fromEntries(keys.map((k) => [k, from[k]]));
  const [after] = await tx.update(users).set(pick(profile)).where(eq(users.id, userId)).returning();
  await recordAudit(tx, {
    clientId,
    actor,
    action: 'update',
    entity: USER_PROFILE_AUDIT_ENTITY,
    entityId: userId,
    before: pick(stored),
    after: pick(profile),
  });
  return toUser(after!);
}
