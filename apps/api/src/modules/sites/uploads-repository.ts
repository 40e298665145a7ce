// Files owners upload (spec §9 upload kinds; issue 27, sites module); the bytes live in the asset store under `key`.
import { isUuid } from '../../db/uuid.js';
import type { UploadKind } from '@vitrina/core-model';
import { and, eq } from 'drizzle-orm';
import type { AppDb } from '../../db/database.js';
import { uploads } from '../../db/schema.js';
import { isDbInt } from '../../db/repos/ids.js';

export interface UploadRecord {
  id: string;
  client_id: number;
  kind: UploadKind;
  key: string;
  thumb_key: string | null;
  mime: string;
  bytes: number;
  width: number | null;
  height: number | null;
  created_at: string;
}

export type NewUpload = Omit<UploadRecord, 'id' | 'created_at'> & { id?: string };

type UploadRow = typeof uploads.$inferSelect;
const toUpload = (row: UploadRow): UploadRecord => ({ ...row, created_at: row.created_at.toISOString() });

export async function insertUpload(db: AppDb, input: NewUpload): Promise<UploadRecord> {
  const [row] = await db.insert(uploads).values(input).returning();
  return toUpload(row!);
}

/** An upload of that client; null for another client's id or a malformed one. */
export async function getUpload(db: AppDb, clientId: number, id: string): Promise<UploadRecord | null> {
  if (!isDbInt(clientId) || !isUuid(id)) return null;
  const [row] = await db
    .select()
    .from(uploads)
    .where(and(eq(uploads.client_id, clientId), eq(uploads.id, id)))
    .limit(1);
  return row ? toUpload(row) : null;
}
