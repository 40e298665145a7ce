// Users of the editor: lookups by subject or e-mail, the employee DTO (spec §3 "Login user") and the
// per-client access check (spec §4 "Admin entry" 2, §6), read by every domain. Users and their access are
// written only by the team module (modules/team/users-repository.ts and its other repositories).
import type { Employee, LanguageId, LoginUser, RoleId } from '@vitrina/core-model';
import { and, eq } from 'drizzle-orm';
import type { AppDb } from '../database.js';
import { userClients, users } from '../schema.js';
import { isDbInt } from './ids.js';

type UserRow = typeof users.$inferSelect;

/** Provider name of the built-in identity provider's subjects (`vitrina|<user id>`). */
export const VITRINA_PROVIDER = 'vitrina';

export interface UserRecord {
  id: string;
  sub: string;
  email: string;
  name: string;
  role_id: RoleId;
  language_id: LanguageId;
}

/** For the login form only: never send this one over HTTP. */
export interface UserCredentials extends UserRecord {
  password_hash: string | null;
}

export interface NewUser {
  /** Defaults to a random uuid. */
  id?: string;
  /** Defaults to `vitrina|<id>`. */
  sub?: string;
  email: string;
  name?: string;
  password_hash?: string | null;
  role_id: RoleId;
  language_id?: LanguageId;
}

/** A users row as the API's UserRecord. */
export function toUser(row: UserRow): UserRecord {
  return {
    id: row.id,
    sub: row.sub,
    email: row.email,
    name: row.name,
    role_id: row.role_id as RoleId,
    language_id: row.language_id as LanguageId,
  };
}

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export async function findUserBySub(db: AppDb, sub: string): Promise<UserRecord | null> {
  const [row] = await db.select().from(users).where(eq(users.sub, sub)).limit(1);
  return row ? toUser(row) : null;
}

export async function findUserById(db: AppDb, id: string): Promise<UserRecord | null> {
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id)) return null;
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row ? toUser(row) : null;
}

export async function findUserByEmail(db: AppDb, email: string): Promise<UserCredentials | null> {
  const [row] = await db
    .select()
    .from(users)
    .where(eq(users.email, normalizeEmail(email)))
    .limit(1);
  return row ? { ...toUser(row), password_hash: row.password_hash } : null;
}

/** `GET /api/user/uid/{provider}/{id}`: the employee of a subject; null when unknown. */
export async function findLoginUser(db: AppDb, sub: string): Promise<LoginUser | null> {
  const user = await findUserBySub(db, sub);
  if (!user) return null;
  const employee: Employee = { role_id: user.role_id, language_id: user.language_id };
  return { sub: user.sub, employee };
}

/** `GET /api/user/uid/{provider}/{id}/authorize/client/{clientId}`. */
export async function hasClientAccess(db: AppDb, sub: string, clientId: number): Promise<boolean> {
  if (!isDbInt(clientId)) return false;
  const [row] = await db
    .select({ client_id: userClients.client_id })
    .from(userClients)
    .innerJoin(users, eq(users.id, userClients.user_id))
    .where(and(eq(users.sub, sub), eq(userClients.client_id, clientId)))
    .limit(1);
  return row !== undefined;
}

/** Clients a subject may open, lowest id first (the editor picks the first when it is not told). */
export async function listClientIdsForUser(db: AppDb, sub: string): Promise<number[]> {
  const rows = await db
    .select({ client_id: userClients.client_id })
    .from(userClients)
    .innerJoin(users, eq(users.id, userClients.user_id))
    .where(eq(users.sub, sub))
    .orderBy(userClients.client_id);
  return rows.map((r) => r.client_id);
}
