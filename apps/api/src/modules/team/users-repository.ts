// New users and their access to a business (issue 27: the team and identity module is the only writer of
// users and user_clients): the sign-up's owner (and its undoing), the seed's and the test builders'
// accounts. The team's own changes (members, invites, profile) are its other repositories'. Reading users is
// everyone's (db/repos/users.ts).
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { AppDb } from '../../db/database.js';
import { VITRINA_PROVIDER, normalizeEmail, toUser } from '../../db/repos/users.js';
import type { NewUser, UserRecord } from '../../db/repos/users.js';
import { userClients, users } from '../../db/schema.js';

function userValues(input: NewUser): typeof users.$inferInsert {
  const id = input.id ?? randomUUID();
  return {
    id,
    sub: input.sub ?? `${VITRINA_PROVIDER}|${id}`,
    email: normalizeEmail(input.email),
    name: input.name ?? '',
    password_hash: input.password_hash ?? null,
    role_id: input.role_id,
    language_id: input.language_id ?? 1,
  };
}

export async function insertUser(db: AppDb, input: NewUser): Promise<UserRecord> {
  const [row] = await db.insert(users).values(userValues(input)).returning();
  return toUser(row!);
}

/** Null when the e-mail or subject is already taken (nothing changes then). */
export async function insertUserIfMissing(db: AppDb, input: NewUser): Promise<UserRecord | null> {
  const [row] = await db.insert(users).values(userValues(input)).onConflictDoNothing().returning();
  return row ? toUser(row) : null;
}

export async function grantClientAccess(db: AppDb, userId: string, clientId: number): Promise<void> {
  await db.insert(userClients).values({ user_id: userId, client_id: clientId }).onConflictDoNothing();
}

/** Deletes a user; their access and set-password links go with them (cascades). */
export async function deleteUser(tx: AppDb, userId: string): Promise<void> {
  await tx.delete(users).where(eq(users.id, userId));
}
