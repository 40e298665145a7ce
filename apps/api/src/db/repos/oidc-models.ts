// Rows of the built-in identity provider (schema/oidc.ts): the storage under identity/oidc-adapter.ts
// and identity/provider-keys.ts. Times come from the caller, so expiry follows one clock.
import { and, eq, gt, isNull, lte, or, sql } from 'drizzle-orm';
import type { AppDb } from '../database.js';
import { oidcModels } from '../schema.js';

export interface OidcModelRecord {
  payload: Record<string, unknown>;
  consumedAt: Date | null;
}

export interface OidcModelWrite {
  kind: string;
  id: string;
  payload: Record<string, unknown>;
  grantId?: string | null;
  uid?: string | null;
  userCode?: string | null;
  /** Null: never expires. */
  expiresAt: Date | null;
}

const live = (now: Date) => or(isNull(oidcModels.expires_at), gt(oidcModels.expires_at, now));
const SELECTED = { payload: oidcModels.payload, consumedAt: oidcModels.consumed_at };

/** Insert or replace; a replaced row is no longer consumed unless its new payload says so. */
export async function upsertOidcModel(db: AppDb, row: OidcModelWrite): Promise<void> {
  const values = {
    kind: row.kind,
    id: row.id,
    payload: row.payload,
    grant_id: row.grantId ?? null,
    uid: row.uid ?? null,
    user_code: row.userCode ?? null,
    expires_at: row.expiresAt,
    consumed_at: null,
  };
  await db
    .insert(oidcModels)
    .values(values)
    .onConflictDoUpdate({
      target: [oidcModels.kind, oidcModels.id],
      set: {
        payload: values.payload,
        grant_id: values.grant_id,
        uid: values.uid,
        user_code: values.user_code,
        expires_at: values.expires_at,
        consumed_at: null,
      },
    });
}

/** Inserts the row unless one with its kind and id exists; either way the stored row wins (read it back). */
export async function insertOidcModelIfMissing(db: AppDb, row: OidcModelWrite): Promise<void> {
  await db
    .insert(oidcModels)
    .values({ kind: row.kind, id: row.id, payload: row.payload, expires_at: row.expiresAt })
    .onConflictDoNothing({ target: [oidcModels.kind, oidcModels.id] });
}

async function findOne(db: AppDb, kind: string, column: 'id' | 'uid' | 'user_code', value: string, now: Date) {
  const [row] = await db
    .select(SELECTED)
    .from(oidcModels)
    .where(and(eq(oidcModels.kind, kind), eq(oidcModels[column], value), live(now)))
    .limit(1);
  return row ?? null;
}

export function findOidcModel(db: AppDb, kind: string, id: string, now: Date): Promise<OidcModelRecord | null> {
  return findOne(db, kind, 'id', id, now);
}

export function findOidcModelByUid(db: AppDb, kind: string, uid: string, now: Date): Promise<OidcModelRecord | null> {
  return findOne(db, kind, 'uid', uid, now);
}

export function findOidcModelByUserCode(db: AppDb, kind: string, userCode: string, now: Date): Promise<OidcModelRecord | null> {
  return findOne(db, kind, 'user_code', userCode, now);
}

/** Marks the row used; the first use's time stays. */
export async function consumeOidcModel(db: AppDb, kind: string, id: string, now: Date): Promise<void> {
  await db
    .update(oidcModels)
    .set({ consumed_at: sql`coalesce(${oidcModels.consumed_at}, ${now.toISOString()}::timestamptz)` })
    .where(and(eq(oidcModels.kind, kind), eq(oidcModels.id, id)));
}

export async function destroyOidcModel(db: AppDb, kind: string, id: string): Promise<void> {
  await db.delete(oidcModels).where(and(eq(oidcModels.kind, kind), eq(oidcModels.id, id)));
}

/** Every token and code of the grant, whatever its kind. */
export async function revokeOidcGrant(db: AppDb, grantId: string): Promise<void> {
  await db.delete(oidcModels).where(eq(oidcModels.grant_id, grantId));
}

/** Deletes rows that expired before `now`; returns how many. */
export async function deleteExpiredOidcModels(db: AppDb, now: Date): Promise<number> {
  const gone = await db.delete(oidcModels).where(lte(oidcModels.expires_at, now)).returning({ id: oidcModels.id });
  return gone.length;
}
