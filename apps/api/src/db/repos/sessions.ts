// Builder and signup-wizard sessions: the data a template preview is rendered from (spec §3, §7).
import { randomUUID } from 'node:crypto';
import type { BuilderData } from '@vitrina/core-model';
import { and, eq, like, lt } from 'drizzle-orm';
import type { AppDb } from '../database.js';
import { builderSessions, wizardSessions } from '../schema.js';

export interface BuilderSession {
  id: string;
  template_id: number;
  data: BuilderData;
  created_at: string;
}

export interface WizardSession extends BuilderSession {
  client_id: number | null;
}

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

/** Ids of the builder sessions a client's back office makes start with this (http/preview-scope.ts reads it). */
export const builderSessionPrefix = (clientId: number) => `client-${clientId}-`;

/** `GET /api/builder/{builder_id}/data`. */
export async function getBuilderSession(db: AppDb, id: string): Promise<BuilderSession | null> {
  const [row] = await db.select().from(builderSessions).where(eq(builderSessions.id, id)).limit(1);
  return row ? { ...row, created_at: row.created_at.toISOString() } : null;
}

/** Drops the builder sessions whose id starts with `idPrefix` made before `before` (the back office's old previews). */
export async function deleteBuilderSessionsBefore(db: AppDb, idPrefix: string, before: Date): Promise<number> {
  const rows = await db
    .delete(builderSessions)
    .where(and(like(builderSessions.id, `${idPrefix}%`), lt(builderSessions.created_at, before)))
    .returning({ id: builderSessions.id });
  return rows.length;
}

export async function insertWizardSession(
  db: AppDb,
  input: { id?: string; client_id?: number | null; template_id: number; data: BuilderData },
): Promise<WizardSession> {
  const [row] = await db
    .insert(wizardSessions)
    .values({ id: input.id ?? randomUUID(), client_id: input.client_id ?? null, template_id: input.template_id, data: input.data })
    .returning();
  return { ...row!, created_at: row!.created_at.toISOString() };
}

/** `GET /api/wizard/session/{wizard_session_id}/preview/{template_id}`. */
export async function getWizardSession(db: AppDb, id: string): Promise<WizardSession | null> {
  const [row] = await db.select().from(wizardSessions).where(eq(wizardSessions.id, id)).limit(1);
  return row ? { ...row, created_at: row.created_at.toISOString() } : null;
}
