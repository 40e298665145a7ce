// Template previews (spec §2 preview parameters, §7): the builder's data, and a wizard session's data merged
// into a template. Sessions, templates and clients are read through their shared repositories (db/repos:
// the sign-up writes the wizard's sessions, the back office's Templates screen the builder's).
import { previewSiteData, readBuilderData } from '@vitrina/core-model';
import type { AppContext } from '../../app-context.js';
import { findClientById } from '../../db/repos/clients.js';
import { getBuilderSession, getWizardSession } from '../../db/repos/sessions.js';
import { getTemplate } from '../../db/repos/templates.js';
import { ApiError } from '../../http/errors.js';

const notFound = (message: string) => new ApiError(404, 'not_found', message);

/** The §3 builder data of a builder session; 404 `not_found` when there is no such session. */
export async function builderData(ctx: AppContext, builderId: string): Promise<ReturnType<typeof readBuilderData>> {
  const session = await getBuilderSession(ctx.database.db, builderId);
  if (!session) throw notFound('No such builder session');
  return readBuilderData(session.data);
}

/** A template's SiteData merged with a wizard session's data; 404 `not_found` for a missing session or template. */
export async function wizardPreview(ctx: AppContext, sessionId: string, templateId: number): Promise<ReturnType<typeof previewSiteData>> {
  const { db } = ctx.database;
  const session = await getWizardSession(db, sessionId);
  if (!session) throw notFound('No such wizard session');
  const template = await getTemplate(db, templateId);
  if (!template) throw notFound('No such template');
  const client = session.client_id === null ? null : ((await findClientById(db, session.client_id))?.client ?? null);
  return previewSiteData(template, readBuilderData(session.data), client);
}
