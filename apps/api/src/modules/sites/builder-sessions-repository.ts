// The template builder's sessions (issue 27: the sites module is the only writer of builder_sessions): the
// Templates screen's previews of the draft (templates-service.ts), swept a day later. Read by the previews
// through db/repos/sessions.ts.
import { randomUUID } from 'node:crypto';
import type { BuilderData } from '@vitrina/core-model';
import { and, like, lt } from 'drizzle-orm';
import type { AppDb } from '../../db/database.js';
import type { BuilderSession } from '../../db/repos/sessions.js';
import { builderSessions } from '../../db/schema.js';

export async function insertBuilderSession(
  db: AppDb,
  input: { id?: string; template_id: number; data: BuilderData },
): Promise<BuilderSession> {
  const [row] = await db
    .insert(builderSessions)
    .values({ id: input.id ?? randomUUID(), template_id: input.template_id, data: input.data })
    .returning();
  return { ...row!, created_at: row!.created_at.toISOString() };
}

/** Drops the builder sessions whose id starts with `idPrefix` made before `before` (the back office's old previews). */
export async function deleteBuilderSessionsBefore(db: AppDb, idPrefix: string, before: Date): Promise<number> {
  const rows = await db
    .delete(builderSessions)
    .where(and(like(builderSessions.id, `${idPrefix}%`), lt(builderSessions.created_at, before)))
    .returning({ id: builderSessions.id });
  return rows.length;
}
