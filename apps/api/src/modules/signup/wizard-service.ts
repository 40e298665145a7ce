// The sign-up wizard's answers as a wizard session's §3 builder data (issue 16; spec §2 wizard_session_id,
// §3 "Builder data"): judged by validation's lenient wizardPreviewSchema, made storable, placed on the
// map when the zip is a US one (modules/booking/service-area.ts geodata); and the sessions that keep them while the
// wizard goes (wizard-repository.ts), the only writer of wizard sessions but the sign-up's link.
import type { BuilderData } from '@vitrina/core-model';
import { wizardBuilderData } from '@vitrina/core-model';
import { validatePayload, wizardPreviewSchema } from '@vitrina/validation';
import type { AppContext } from '../../app-context.js';
import { ApiError } from '../../http/errors.js';
import { safeTextFields } from '../../services/public-text.js';
import { zipPoint } from '../booking/index.js';
import { createWizardSession, deleteStaleWizardSessions, replaceWizardSessionData } from './wizard-repository.js';

/** Long texts keep their line breaks; every other text is one line. */
export const SIGNUP_MULTILINE_FIELDS = ['about_us_text', 'hero_subtext'] as const;

/** `safeTextFields` of the body and of each service (a wizard sends services as a list of objects). */
export function storableAnswers(body: unknown, keepAsTyped: readonly string[] = []): unknown {
  const cleaned = safeTextFields(body, [...SIGNUP_MULTILINE_FIELDS]);
  if (typeof cleaned !== 'object' || cleaned === null) return cleaned;
  const out = { ...(cleaned as Record<string, unknown>) };
  const raw = body as Record<string, unknown>;
  for (const key of keepAsTyped) if (key in raw) out[key] = raw[key];
  if (Array.isArray(out.services)) out.services = out.services.map((s: unknown) => safeTextFields(s));
  return out;
}

/** The builder data a wizard's PUT/POST body stands for, or a 400 with validation's i18n keys per field. */
export function readWizardAnswers(body: unknown): BuilderData {
  const read = validatePayload(wizardPreviewSchema, storableAnswers(body));
  if (!read.ok) throw new ApiError(400, 'invalid_request', read.message, read.fields);
  const answers = read.value;
  return wizardBuilderData(answers, zipPoint(answers.postal_code, answers.country));
}

/** A new wizard session with the body's builder data (400 as readWizardAnswers); abandoned ones go first. */
export async function startWizard(ctx: AppContext, body: unknown): Promise<string> {
  const data = readWizardAnswers(body);
  const db = ctx.database.db;
  await deleteStaleWizardSessions(db);
  return createWizardSession(db, data);
}

/**
 * Replaces a session's builder data (400 as readWizardAnswers); false when `id` (already checked to be an id's
 * shape, else null) names no session in progress.
 */
export async function saveWizard(ctx: AppContext, id: string | null, body: unknown): Promise<boolean> {
  const data = readWizardAnswers(body);
  return id !== null && (await replaceWizardSessionData(ctx.database.db, id, data));
}
