// The sign-up wizard's sessions (issue 16; spec §2 `wizard_session_id` with `template_id`, §3 builder data):
// made and replaced as the wizard goes, previewed by `wizard/session/{id}/preview/{template_id}`
// (modules/sites/previews-routes.ts), linked to the client its sign-up made.
import { randomBytes, randomUUID } from 'node:crypto';
import type { BuilderData } from '@vitrina/core-model';
import { PLACEHOLDER_TEMPLATE_ID } from '@vitrina/core-model';
import { and, eq, isNull, lt } from 'drizzle-orm';
import type { AppDb } from '../../db/database.js';
import type { WizardSession } from '../../db/repos/sessions.js';
import { wizardSessions } from '../../db/schema.js';

/** An abandoned wizard is forgotten a week after it started. */
export const WIZARD_SESSION_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/** A new session (its id is unguessable: the answers of a business that has not signed up yet are private). */
export async function createWizardSession(db: AppDb, data: BuilderData, now = new Date()): Promise<string> {
  const id = randomBytes(24).toString('base64url');
  // No template is chosen yet: the column holds the placeholder until the sign-up names one.
  await db.insert(wizardSessions).values({ id, template_id: PLACEHOLDER_TEMPLATE_ID, data, created_at: now });
  return id;
}

/** Replaces the builder data of a session still in progress; false when there is none (unknown, or signed up). */
export async function replaceWizardSessionData(db: AppDb, id: string, data: BuilderData): Promise<boolean> {
  const rows = await db
    .update(wizardSessions)
    .set({ data })
    .where(and(eq(wizardSessions.id, id), isNull(wizardSessions.client_id)))
    .returning({ id: wizardSessions.id });
  return rows.length > 0;
}

/** Deletes the sessions of wizards abandoned for a week (those that became a client stay with it). */
export async function deleteStaleWizardSessions(db: AppDb, now = new Date()): Promise<number> {
  const rows = await db
    .delete(wizardSessions)
    .where(and(isNull(wizardSessions.client_id), lt(wizardSessions.created_at, new Date(now.getTime() - WIZARD_SESSION_TTL_MS))))
    .returning({ id: wizardSessions.id });
  return rows.length;
}

/** Links a session in progress to the client its sign-up made, with the template chosen. */
export async function linkWizardSession(db: AppDb, id: string, clientId: number, templateId: number): Promise<void> {
  await db
    .update(wizardSessions)
    .set({ client_id: clientId, template_id: templateId })
    .where(and(eq(wizardSessions.id, id), isNull(wizardSessions.client_id)));
}

/** A session as given (tests and tools: the wizard makes its own with createWizardSession). */
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
