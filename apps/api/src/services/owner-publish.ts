// Publishing after an owner's change. The database is the record: when the asset store fails after a
// committed change, the change stands (answering 5xx would invite a duplicate) and the next change or a
// start-up publish writes site.json again; the caller reports `published: false`. What is published is
// always the latest committed version, read by the publish itself (publish.ts), never the caller's copy.
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../app-context.js';
import { publishClientSite } from './publish.js';

export async function publishAfterChange(ctx: AppContext, log: FastifyBaseLogger, clientId: number): Promise<boolean> {
  try {
    await publishClientSite(ctx, clientId);
    return true;
  } catch (err) {
    // publishClientSite has dropped the client's caches either way (its own `finally`), so nothing cached
    // outlives the committed change even when publishing failed.
    log.error({ err, clientId }, 'publishing the site after an owner change failed');
    return false;
  }
}
