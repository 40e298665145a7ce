// Back office, Design → Templates (issue 16; issue 27, sites module): the builder session the template
// gallery's previews read, made from the business's DRAFT (the template a draft save may switch to is
// template-choice.ts's). Builder sessions are written by builder-sessions-repository.ts and read by the
// previews through db/repos/sessions.ts.
import { randomBytes } from 'node:crypto';
import { builderDataFromSite } from '@vitrina/core-model';
import type { AppContext } from '../../app-context.js';
import { builderSessionPrefix } from '../../db/repos/sessions.js';
import { deleteBuilderSessionsBefore, insertBuilderSession } from './builder-sessions-repository.js';
import { currentSite } from './site-service.js';

/** A client's previews are only looked at while the screen is open: a day later they may go. */
const SESSION_LIFETIME_MS = 24 * 60 * 60 * 1000;

/**
 * Ids name their client (so its old sessions can be swept, and its host alone shows them: http/preview-scope.ts)
 * and are unguessable (192 random bits).
 */
export const newBuilderSessionId = (clientId: number) => `${builderSessionPrefix(clientId)}${randomBytes(24).toString('base64url')}`;

/**
 * A new builder session with the §3 builder data of the client's draft (its old ones swept); 404
 * `site_not_found` when the client has no site yet.
 */
export async function openBuilderSession(ctx: AppContext, clientId: number): Promise<{ id: string }> {
  const { db } = ctx.database;
  const site = await currentSite(ctx, clientId);
  await deleteBuilderSessionsBefore(db, builderSessionPrefix(clientId), new Date(Date.now() - SESSION_LIFETIME_MS));
  return insertBuilderSession(db, {
    id: newBuilderSessionId(clientId),
    template_id: site.data.template.id,
    data: builderDataFromSite(site.data),
  });
}
