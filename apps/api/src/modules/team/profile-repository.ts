// The back office's Profile (issue 27, team module): a person's own name, back-office language and the staff
// messages they turned off (issue 28, users.mail_opt_outs), the one write of the profile service. Users are
// otherwise the identity's records (db/repos/users.ts).
import type { LanguageId, StaffMailKind } from '@vitrina/core-model';
import { isStaffMailKind } from '@vitrina/core-model';
import { eq } from 'drizzle-orm';
import type { AppDb } from '../../db/database.js';
import { users } from '../../db/schema.js';
import { recordAudit } from '../../db/repos/audit.js';
import type { AuditActor } from '../../db/repos/audit.js';
import { toUser } from '../../db/repos/users.js';
import type { UserRecord } from '../../db/repos/users.js';

/** Audit entity of a person's own profile (name, back-office language, mail choices). */
export const USER_PROFILE_AUDIT_ENTITY = 'user_profile';

export interface UserProfileColumns {
  name: string;
  language_id: LanguageId;
  /** The staff message kinds turned off; left out: kept as stored. */
  mail_opt_outs?: StaffMailKind[];
}

/** A user with the staff messages they turned off. */
export type ProfileRecord = UserRecord & { mail_opt_outs: StaffMailKind[] };

type UserRow = typeof users.$inferSelect;

/** The stored opt-outs that are staff kinds (an unknown one left by an older release is not shown). */
const optOutsOf = (row: UserRow): StaffMailKind[] => row.mail_opt_outs.filter(isStaffMailKind);

const toProfile = (row: UserRow): ProfileRecord => ({ ...toUser(row), mail_opt_outs: optOutsOf(row) });

/** The user `userId` with their mail choices; null when the user is gone. */
export async function findProfile(db: AppDb, userId: string): Promise<ProfileRecord | null> {
  const [row] = await db.select().from(users).where(eq(users.id, userId));
  return row ? toProfile(row) : null;
}

/** Two sets of opt-outs hold the same kinds. */
const sameKinds = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((k) => b.includes(k));

/**
 * The back office's Profile: changes the user's own name, language and mail choices, with an audit row of the
 * fields that changed (logged under the client the change was made from), in the caller's transaction.
 * Nothing changes and nothing is logged when the values are the ones stored. Null when the user is gone.
 */
export async function updateUserProfile(
  tx: AppDb,
  userId: string,
  clientId: number,
  profile: UserProfileColumns,
  actor: AuditActor,
): Promise<ProfileRecord | null> {
  const [row] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
  if (!row) return null;
  const stored: Required<UserProfileColumns> = {
    name: row.name,
    language_id: row.language_id as LanguageId,
    mail_opt_outs: optOutsOf(row),
  };
  const asked = {
    ...stored,
    ...Object.fromEntries(Object.entries(profile).filter(([, v]) => v !== undefined)),
  } as Required<UserProfileColumns>;
  const keys = (Object.keys(asked) as (keyof UserProfileColumns)[]).filter((k) =>
    k === 'mail_opt_outs' ? !sameKinds(stored[k], asked[k]) : stored[k] !== asked[k],
  );
  if (keys.length === 0) return toProfile(row);
  const pick = (from: Required<UserProfileColumns>) => Object.fromEntries(keys.map((k) => [k, from[k]]));
  const [after] = await tx.update(users).set(pick(asked)).where(eq(users.id, userId)).returning();
  await recordAudit(tx, {
    clientId,
    actor,
    action: 'update',
    entity: USER_PROFILE_AUDIT_ENTITY,
    entityId: userId,
    before: pick(stored),
    after: pick(asked),
  });
  return toProfile(after!);
}
