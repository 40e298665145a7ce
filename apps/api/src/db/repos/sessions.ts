// Builder and signup-wizard sessions: the data a template preview is rendered from (spec §3, §7), read by the
// previews. Builder sessions are written by the sites module (modules/sites/builder-sessions-repository.ts),
// wizard sessions by the sign-up module (modules/signup/wizard-repository.ts).
import type { BuilderData } from '@vitrina/core-model';
import { eq } from 'drizzle-orm';
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

/** Ids of the builder sessions a client's back office makes start with this (http/preview-scope.ts reads it). */
export const builderSessionPrefix = (clientId: number) => `client-${clientId}-`;

/** `GET /api/builder/{builder_id}/data`. */
export async function getBuilderSession(db: AppDb, id: string): Promise<BuilderSession | null> {
  const [row] = await db.select().from(builderSessions).where(eq(builderSessions.id, id)).limit(1);
  return row ? { ...row, created_at: row.created_at.toISOString() } : null;
}

/** `GET /api/wizard/session/{wizard_session_id}/preview/{template_id}`. */
export async function getWizardSession(db: AppDb, id: string): Promise<WizardSession | null> {
  const [row] = await db.select().from(wizardSessions).where(eq(wizardSessions.id, id)).limit(1);
  return row ? { ...row, created_at: row.created_at.toISOString() } : null;
}
